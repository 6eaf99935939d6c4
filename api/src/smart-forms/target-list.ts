// The beneficiary list a form's submissions join: which lists may be chosen, the properties its elements may fill,
// and its `externalSmartForm` (spec §3), which names the form last published for it.
import { fieldError } from '@aid/common/errors';
import { accessFor } from '@aid/common/permissions';
import { recordActivity } from '../activity/service.js';
import type { Actor, AuthContext } from '../auth/context.js';
import { allowsList, knownAccess, listScope } from '../beneficiaries/access.js';
import { BENEFICIARY_LISTS, type BeneficiaryListRow, toBeneficiaryListJson } from '../beneficiaries/model.js';
import type { Queryable } from '../db/db.js';
import { findByIds } from '../db/list.js';
import { SmartFormError } from './errors.js';

export type TargetList = { listId: string; listName: string; properties: string[] };

function refused(message: string): SmartFormError {
  const error = fieldError('targetListId', 'INVALID_VALUE', undefined, message);
  return new SmartFormError('VALIDATION_FAILED', `targetListId ${message}`, [error]);
}

/**
 * The list a form may collect into: a CUSTOM list of this organisation that the caller may update (submissions add
 * members to it), read in the caller's transaction. A list they may not even see is refused in the same words as
 * one that does not exist, so the refusal tells nothing about other lists.
 */
export async function chooseTargetList(tx: Queryable, auth: AuthContext, listId: string): Promise<TargetList> {
  const update = accessFor(auth.permissions, 'BENEFICIARY_LISTS', 'UPDATE');
  const scope = listScope(auth, knownAccess(auth, update));
  const [row] = await findByIds<BeneficiaryListRow>(tx, BENEFICIARY_LISTS, scope, [listId]);
  if (!row) throw refused('is not a beneficiary list here');
  if (row.list_type !== 'CUSTOM') throw refused('must be a custom list, not the master list');
  if (!allowsList(update, row)) throw refused('is a list you may not update (BENEFICIARY_LISTS UPDATE)');
  return toTargetList(row);
}

/** The form's current list, whatever the caller's access to lists: its properties decide what a draft may fill. */
export async function currentTargetList(tx: Queryable, accountId: string, listId: string): Promise<TargetList> {
  const [row] = await tx.query<BeneficiaryListRow>(
    `SELECT ${BENEFICIARY_LISTS.columns} FROM beneficiary_lists WHERE account_id = $1 AND beneficiary_list_id = $2`,
    [accountId, listId],
  );
  // The foreign key keeps the list while a form points at it.
  if (!row) throw new Error(`smart form target list ${listId} vanished`);
  return toTargetList(row);
}

function toTargetList(row: BeneficiaryListRow): TargetList {
  const { beneficiaryListId, listName, propertyList } = toBeneficiaryListJson(row);
  return { listId: beneficiaryListId, listName, properties: propertyList.map((p) => p.key) };
}

/** Points the list's externalSmartForm at the form (published for it), logged as a change of the list. */
export async function nameFormOnList(tx: Queryable, actor: Actor, listId: string, formId: string): Promise<void> {
  await setExternalSmartForm(tx, actor, listId, formId, (current) => current !== formId);
}

/** Clears the list's externalSmartForm when it names the form (being deleted). */
export async function forgetFormOnList(tx: Queryable, actor: Actor, listId: string, formId: string): Promise<void> {
  await setExternalSmartForm(tx, actor, listId, null, (current) => current === formId);
}

async function setExternalSmartForm(
  tx: Queryable,
  actor: Actor,
  listId: string,
  to: string | null,
  when: (current: string | null) => boolean,
): Promise<void> {
  const [list] = await tx.query<{ external_smart_form: string | null }>(
    `SELECT external_smart_form FROM beneficiary_lists
      WHERE account_id = $1 AND beneficiary_list_id = $2 FOR UPDATE`,
    [actor.accountId, listId],
  );
  if (!list || !when(list.external_smart_form)) return;
  await tx.query(
    `UPDATE beneficiary_lists SET external_smart_form = $3, updated_at = now(), updated_by = $4
      WHERE account_id = $1 AND beneficiary_list_id = $2`,
    [actor.accountId, listId, to, actor.userId],
  );
  await recordActivity(tx, {
    ...actor,
    action: 'UPDATE',
    objectType: 'BENEFICIARY_LIST',
    objectId: listId,
    changes: { externalSmartForm: { from: list.external_smart_form, to } },
  });
}
