// What a decided submission does to the beneficiaries: a new person in the master list (creation method E-F), and
// the person joining the form's target list with the list properties the answers filled. Counts move as the import
// commit moves them (applyCountDelta, ensureMasterList), in the decision's transaction.
import {
  type BeneficiaryJson,
  CREATION_METHOD_CODES,
  createBeneficiarySchema,
  nameKey,
} from '@aid/common/beneficiaries';
import { newId } from '@aid/common/ids';
import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import { validate } from '@aid/common/validation';
import { diffFields, recordActivity } from '../../activity/service.js';
import { applyCountDelta } from '../../beneficiaries/counts.js';
import { ensureMasterList } from '../../beneficiaries/master.js';
import { BENEFICIARIES, type BeneficiaryRow, toBeneficiaryJson } from '../../beneficiaries/model.js';
import type { Queryable } from '../../db/db.js';
import { SmartFormError } from '../errors.js';

/** Who decided: a user, or (userId null) the form's auto-accept. */
export type Decider = { accountId: string; userId: string | null; sitePath: string | null };

export type TargetListState = { listId: string; listName: string; status: string; listType: string };

const LOGGED = [
  'firstName',
  'lastName',
  'gender',
  'dob',
  'email',
  'externalReferenceNumber',
  'phoneNumber',
  'numberOfFamilyMembers',
  'nationality',
  'creationMethod',
] as const satisfies readonly (keyof BeneficiaryJson)[];

/** The target list locked for a membership change: people join it only while it is OPEN, as with an import. */
export async function lockTargetList(tx: Queryable, accountId: string, listId: string): Promise<TargetListState> {
  const [row] = await tx.query<{ list_name: string; status: string; list_type: string }>(
    `SELECT list_name, status, list_type FROM beneficiary_lists
      WHERE account_id = $1 AND beneficiary_list_id = $2 FOR UPDATE`,
    [accountId, listId],
  );
  // The form's foreign key keeps its list.
  if (!row) throw new Error(`smart form target list ${listId} vanished`);
  return { listId, listName: row.list_name, status: row.status, listType: row.list_type };
}

export function refuseLocked(list: TargetListState): void {
  if (list.status === 'LOCKED') {
    throw new SmartFormError('CONFLICT', SMART_FORM_MESSAGES.listLocked({ list: list.listName }));
  }
}

/** The person a submission's fields make, checked by the beneficiary rules; 422 naming what is missing. */
export function personOf(fields: Record<string, unknown>) {
  const result = validate(createBeneficiarySchema, fields);
  if (!result.ok) {
    throw new SmartFormError(
      'VALIDATION_FAILED',
      SMART_FORM_MESSAGES.notABeneficiary(),
      result.fieldErrors.map((e) => ({ ...e, field: `fields.${e.field}` })),
    );
  }
  return result.value;
}

/** Inserts the person in the master list (E-F) and logs it; the caller adds them to the target list. */
export async function createPerson(
  tx: Queryable,
  decider: Decider,
  person: ReturnType<typeof personOf>,
): Promise<BeneficiaryRow> {
  const id = newId('beneficiary');
  const names = nameKey(person.firstName, person.lastName);
  const groupId = await ensureMasterList(tx, decider.accountId);
  const [row] = await tx.query<BeneficiaryRow>(
    `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, email,
                                external_reference_number, phone_number, number_of_family_members, nationality,
                                creation_method, created_by, updated_by, name_key, name_skeleton)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16)
     RETURNING ${BENEFICIARIES.columns}`,
    [
      id,
      decider.accountId,
      groupId,
      person.firstName,
      person.lastName,
      person.gender ?? null,
      person.dob ?? null,
      person.email ?? null,
      person.externalReferenceNumber ?? null,
      person.phoneNumber ?? null,
      person.numberOfFamilyMembers,
      person.nationality ?? null,
      CREATION_METHOD_CODES.EXTERNAL_FORM,
      decider.userId,
      names.key,
      names.skeleton,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING returned no row');
  await applyCountDelta(tx, decider.accountId, [groupId], {
    beneficiaries: 1,
    people: 1 + person.numberOfFamilyMembers,
  });
  await recordActivity(tx, {
    ...decider,
    action: 'CREATE',
    objectType: 'BENEFICIARY',
    objectId: id,
    changes: diffFields(null, toBeneficiaryJson(row, []), LOGGED),
  });
  return row;
}

/**
 * The person joins the target list with the properties the answers filled; one already in it stays as they are
 * (their membership and its properties are not touched). Counts and the list's activity entry as any membership.
 */
export async function joinTargetList(
  tx: Queryable,
  decider: Decider,
  list: TargetListState,
  beneficiaryId: string,
  properties: Record<string, unknown>,
): Promise<boolean> {
  const [added] = await tx.query<{ people: number }>(
    `WITH inserted AS (
       INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id, properties)
       VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT DO NOTHING RETURNING beneficiary_id)
     SELECT b.number_of_family_members + 1 AS people FROM inserted i JOIN beneficiaries b USING (beneficiary_id)`,
    [list.listId, beneficiaryId, decider.accountId, JSON.stringify(properties)],
  );
  if (!added) return false;
  await applyCountDelta(tx, decider.accountId, [list.listId], { beneficiaries: 1, people: Number(added.people) });
  await tx.query(
    `UPDATE beneficiary_lists SET updated_at = now(), updated_by = coalesce($3, updated_by)
      WHERE account_id = $1 AND beneficiary_list_id = $2`,
    [decider.accountId, list.listId, decider.userId],
  );
  await recordActivity(tx, {
    ...decider,
    action: 'UPDATE',
    objectType: 'BENEFICIARY_LIST',
    objectId: list.listId,
    changes: { membersAdded: { from: null, to: [beneficiaryId] } },
  });
  return true;
}
