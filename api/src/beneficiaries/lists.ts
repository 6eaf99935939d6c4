// Beneficiary lists: look-up, create, update and delete, always within the caller's organisation (membership:
// members.ts).
import type {
  BeneficiaryListJson,
  CreateBeneficiaryListInput,
  UpdateBeneficiaryListInput,
} from '@aid/common/beneficiaries';
import { BENEFICIARY_MESSAGES } from '@aid/common/beneficiaries';
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import { type Changes, diffFields, recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf } from '../auth/context.js';
import { type Queryable, sqlState, UNIQUE_VIOLATION } from '../db/db.js';
import { findByIds } from '../db/list.js';
import { accessOf, assertAllowsList, knownAccess, listScope } from './access.js';
import { BeneficiaryError } from './errors.js';
import { BENEFICIARY_LISTS, type BeneficiaryListRow, toBeneficiaryListJson } from './model.js';

const EDITABLE = ['listName', 'listComments', 'status', 'externalSmartForm'] as const;

export async function getList(auth: AuthContext, id: string): Promise<BeneficiaryListJson> {
  const [row] = await auth.run((tx) => findByIds<BeneficiaryListRow>(tx, BENEFICIARY_LISTS, listScope(auth), [id]));
  if (!row) throw BeneficiaryError.listNotFound();
  return toBeneficiaryListJson(row);
}

/** The list locked for the change, 404 when the caller may not know it, 403 when they may not do `action` on it. */
export async function lockList(
  tx: Queryable,
  auth: AuthContext,
  id: string,
  action: 'UPDATE' | 'DELETE' | 'CREATE',
): Promise<BeneficiaryListRow> {
  const access = accessOf(auth, action);
  const [row] = await findByIds<BeneficiaryListRow>(
    tx,
    BENEFICIARY_LISTS,
    listScope(auth, knownAccess(auth, access)),
    [id],
    { forUpdate: true },
  );
  if (!row) throw BeneficiaryError.listNotFound();
  assertAllowsList(access, row, action);
  return row;
}

export async function createList(auth: AuthContext, input: CreateBeneficiaryListInput): Promise<BeneficiaryListJson> {
  // A SELECTED grant names existing lists: a new list would be outside it at once.
  if (accessOf(auth, 'CREATE').accessLevel !== 'EVERYTHING') {
    throw new BeneficiaryError('FORBIDDEN', BENEFICIARY_MESSAGES.createListNeedsEverything());
  }
  const actor = actorOf(auth);
  const id = newId('beneficiaryList');
  return withNameCheck(input.listName, () =>
    auth.run(async (tx) => {
      await assertNameFree(tx, actor.accountId, input.listName);
      const [row] = await tx.query<BeneficiaryListRow>(
        `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, list_comments, list_type, status,
                                        property_list, external_smart_form, created_by, updated_by)
         VALUES ($1, $2, $3, $4, 'CUSTOM', $5, $6::jsonb, $7, $8, $8) RETURNING ${BENEFICIARY_LISTS.columns}`,
        [
          id,
          actor.accountId,
          input.listName,
          input.listComments ?? null,
          input.status,
          JSON.stringify(input.propertyList ?? []),
          input.externalSmartForm ?? null,
          actor.userId,
        ],
      );
      if (!row) throw new Error('INSERT … RETURNING returned no row');
      const json = toBeneficiaryListJson(row);
      const changes = diffFields(null, json, [...EDITABLE, 'listType']);
      if (json.propertyList.length) changes.propertyList = { from: null, to: json.propertyList };
      await log(tx, actor, 'CREATE', id, changes);
      return json;
    }),
  );
}

export async function updateList(
  auth: AuthContext,
  id: string,
  input: UpdateBeneficiaryListInput,
): Promise<BeneficiaryListJson> {
  const actor = actorOf(auth);
  return withNameCheck(input.listName, () =>
    auth.run(async (tx) => {
      const current = await lockList(tx, auth, id, 'UPDATE');
      const before = toBeneficiaryListJson(current);
      if (before.listType === 'MASTER') refuseMasterChanges(before, input);
      const after: BeneficiaryListJson = { ...before };
      for (const key of EDITABLE) if (input[key] !== undefined) Object.assign(after, { [key]: input[key] });
      if (input.propertyList !== undefined) after.propertyList = input.propertyList ?? [];
      const changes = diffFields(before, after, EDITABLE);
      if (JSON.stringify(before.propertyList) !== JSON.stringify(after.propertyList)) {
        changes.propertyList = { from: before.propertyList, to: after.propertyList };
      }
      // Nothing to change: no write, no log, updatedAt stays.
      if (Object.keys(changes).length === 0) return before;
      if (after.listName.toLowerCase() !== before.listName.toLowerCase()) {
        await assertNameFree(tx, actor.accountId, after.listName);
      }
      const [row] = await tx.query<BeneficiaryListRow>(
        `UPDATE beneficiary_lists SET list_name = $3, list_comments = $4, status = $5, property_list = $6::jsonb,
                external_smart_form = $7, updated_at = now(), updated_by = $8
          WHERE account_id = $1 AND beneficiary_list_id = $2 RETURNING ${BENEFICIARY_LISTS.columns}`,
        [
          actor.accountId,
          id,
          after.listName,
          after.listComments,
          after.status,
          JSON.stringify(after.propertyList),
          after.externalSmartForm,
          actor.userId,
        ],
      );
      if (!row) throw BeneficiaryError.listNotFound();
      await log(tx, actor, 'UPDATE', id, changes);
      return toBeneficiaryListJson(row);
    }),
  );
}

/** The master list is the organisation's register: its name and status are fixed. */
function refuseMasterChanges(before: BeneficiaryListJson, input: UpdateBeneficiaryListInput): void {
  const errors = (['listName', 'status'] as const)
    .filter((key) => input[key] !== undefined && input[key] !== before[key])
    .map((key) => fieldError(key, 'INVALID_VALUE', undefined, 'cannot be changed on the master list'));
  if (errors.length)
    throw new BeneficiaryError('VALIDATION_FAILED', BENEFICIARY_MESSAGES.masterKeepsNameAndStatus(), errors);
}

export async function deleteList(auth: AuthContext, id: string): Promise<BeneficiaryListJson> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const row = await lockList(tx, auth, id, 'DELETE');
    if (row.list_type === 'MASTER') {
      throw new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.masterNotDeleted());
    }
    // Smart forms collect into the list (a foreign key keeps it): say which, rather than fail on the key.
    const [form] = await tx.query<{ form_name: string }>(
      'SELECT form_name FROM smart_forms WHERE account_id = $1 AND target_list_id = $2 ORDER BY created_at LIMIT 1',
      [actor.accountId, id],
    );
    if (form) {
      throw new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.formCollectsIntoList({ form: form.form_name }));
    }
    const json = toBeneficiaryListJson(row);
    await tx.query('DELETE FROM beneficiary_lists WHERE account_id = $1 AND beneficiary_list_id = $2', [
      actor.accountId,
      id,
    ]);
    await log(tx, actor, 'DELETE', id, diffFields(null, json, ['listName', 'numberOfMainBeneficiaries']));
    return json;
  });
}

function log(tx: Queryable, actor: Actor, action: 'CREATE' | 'UPDATE' | 'DELETE', id: string, changes: Changes) {
  return recordActivity(tx, { ...actor, action, objectType: 'BENEFICIARY_LIST', objectId: id, changes });
}

function conflict(name: string): BeneficiaryError {
  return new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.listNameTaken({ name }), [
    fieldError('listName', 'TAKEN', undefined, 'is already used by another list in this organisation'),
  ]);
}

/** A friendly early check; the unique index stays the guarantee under concurrency. */
async function assertNameFree(tx: Queryable, accountId: string, name: string): Promise<void> {
  const rows = await tx.query(
    'SELECT 1 FROM beneficiary_lists WHERE account_id = $1 AND lower(list_name) = lower($2)',
    [accountId, name],
  );
  if (rows.length > 0) throw conflict(name);
}

async function withNameCheck<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && name !== undefined) throw conflict(name);
    throw error;
  }
}
