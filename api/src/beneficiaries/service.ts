// Beneficiaries: look-up, pages of a list, create and update, always within the caller's organisation and the
// lists they may see. Counts of every list holding a changed beneficiary move in the same transaction.
import {
  BENEFICIARY_MESSAGES,
  type BeneficiaryJson,
  CREATION_METHOD_CODES,
  type CreateBeneficiaryInput,
  nameKey,
  type UpdateBeneficiaryInput,
} from '@aid/common/beneficiaries';
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import type { Access } from '@aid/common/permissions';
import type { PageJson } from '@aid/common/rest';
import { type Changes, diffFields, recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { findByIds, type ListQuery, type ListScope, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import { SqlParams } from '../db/params.js';
import {
  accessOf,
  beneficiaryCondition,
  beneficiaryScope,
  knownAccess,
  listScope,
  membersScope,
  visibleListIds,
} from './access.js';
import { applyCountDelta } from './counts.js';
import { BeneficiaryError } from './errors.js';
import { lockList } from './lists.js';
import { ensureMasterList } from './master.js';
import { insertMembers } from './members.js';
import {
  BENEFICIARIES,
  BENEFICIARY_LISTS,
  type BeneficiaryListRow,
  type BeneficiaryRow,
  toBeneficiaryJson,
} from './model.js';

const EDITABLE = [
  'firstName',
  'lastName',
  'gender',
  'dob',
  'email',
  'externalReferenceNumber',
  'phoneNumber',
  'numberOfFamilyMembers',
  'nationality',
] as const satisfies readonly (keyof BeneficiaryJson)[];

async function withLists(
  tx: Queryable,
  accountId: string,
  access: Access,
  rows: readonly BeneficiaryRow[],
): Promise<BeneficiaryJson[]> {
  const lists = await visibleListIds(tx, accountId, access, rows);
  return rows.map((row) => toBeneficiaryJson(row, lists.get(row.beneficiary_id) ?? []));
}

/** The visible beneficiaries among `ids`, in that order (the gateway's batch look-up). */
export async function findBeneficiaries(auth: AuthContext, ids: readonly string[]): Promise<BeneficiaryJson[]> {
  const access = accessOf(auth, 'VIEW');
  return auth.run(async (tx) => {
    const rows = await findByIds<BeneficiaryRow>(tx, BENEFICIARIES, beneficiaryScope(auth.accountId, access), ids);
    return withLists(tx, auth.accountId, access, rows);
  });
}

export async function getBeneficiary(auth: AuthContext, id: string): Promise<BeneficiaryJson> {
  const [found] = await findBeneficiaries(auth, [id]);
  if (!found) throw BeneficiaryError.notFound();
  return found;
}

/** A page of a list's beneficiaries: all of the organisation's for the master list, the members of a custom one. */
export async function listBeneficiaries(
  auth: AuthContext,
  listId: string,
  query: ListQuery,
): Promise<PageJson<BeneficiaryJson>> {
  const access = accessOf(auth, 'VIEW');
  return auth.run(async (tx) => {
    const [list] = await findByIds<BeneficiaryListRow>(tx, BENEFICIARY_LISTS, listScope(auth, access), [listId]);
    if (!list) throw BeneficiaryError.listNotFound();
    const page = await listPage<BeneficiaryRow>(tx, BENEFICIARIES, membersScope(auth, list), query);
    return pageJson(page, await withLists(tx, auth.accountId, access, page.rows));
  });
}

/**
 * Creates a beneficiary (creation method I) in the master list and, when `beneficiaryListId` is given, in that OPEN
 * custom list. SELECTED CREATE access must name that list: a SELECTED member cannot add to the master list alone.
 */
export async function createBeneficiary(auth: AuthContext, input: CreateBeneficiaryInput): Promise<BeneficiaryJson> {
  const access = accessOf(auth, 'CREATE');
  const targetId = input.beneficiaryListId ?? null;
  // SELECTED access reaches its lists only, so the new beneficiary must land in one of them.
  if (access.accessLevel !== 'EVERYTHING' && targetId === null) {
    throw new BeneficiaryError('VALIDATION_FAILED', BENEFICIARY_MESSAGES.nameAList(), [
      fieldError('beneficiaryListId', 'REQUIRED', undefined, 'is required: name one of the lists you may add to'),
    ]);
  }
  const actor = actorOf(auth);
  const id = newId('beneficiary');
  // The deduplication compares these (common name-key.ts): every write of a name writes them too.
  const names = nameKey(input.firstName, input.lastName);
  return auth.run(async (tx) => {
    const target = targetId ? await lockList(tx, auth, targetId, 'CREATE') : null;
    if (target?.list_type === 'MASTER') {
      throw new BeneficiaryError('VALIDATION_FAILED', BENEFICIARY_MESSAGES.nameACustomList(), [
        fieldError('beneficiaryListId', 'INVALID_VALUE', undefined, 'is the master list; leave it out'),
      ]);
    }
    if (target?.status === 'LOCKED') {
      throw BeneficiaryError.locked(target.list_name);
    }
    const groupId = await ensureMasterList(tx, actor.accountId);
    const [row] = await tx.query<BeneficiaryRow>(
      `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, email,
                                  external_reference_number, phone_number, number_of_family_members, nationality,
                                  creation_method, created_by, updated_by, name_key, name_skeleton)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16)
       RETURNING ${BENEFICIARIES.columns}`,
      [
        id,
        actor.accountId,
        groupId,
        input.firstName,
        input.lastName,
        input.gender ?? null,
        input.dob ?? null,
        input.email ?? null,
        input.externalReferenceNumber ?? null,
        input.phoneNumber ?? null,
        input.numberOfFamilyMembers,
        input.nationality ?? null,
        CREATION_METHOD_CODES.INTERNAL,
        actor.userId,
        names.key,
        names.skeleton,
      ],
    );
    if (!row) throw new Error('INSERT … RETURNING returned no row');
    await applyCountDelta(tx, actor.accountId, [groupId], {
      beneficiaries: 1,
      people: 1 + row.number_of_family_members,
    });
    const json = toBeneficiaryJson(row, []);
    await log(tx, actor, 'CREATE', id, diffFields(null, json, [...EDITABLE, 'creationMethod']));
    if (target) await insertMembers(tx, actor, target, [id]);
    const [withListIds] = await withLists(tx, actor.accountId, accessOf(auth, 'VIEW'), [row]);
    return withListIds ?? json;
  });
}

/**
 * A beneficiary locked for a change (FOR UPDATE), with `anonymised_at` (an anonymised record takes no personal data
 * again). 404 unless `scope` lets the caller know them.
 */
export async function findBeneficiaryForUpdate(
  tx: Queryable,
  scope: ListScope,
  id: string,
): Promise<BeneficiaryRow & { anonymised_at: unknown }> {
  const [current] = await findByIds<BeneficiaryRow & { anonymised_at: unknown }>(
    tx,
    { ...BENEFICIARIES, columns: `${BENEFICIARIES.columns}, anonymised_at` },
    scope,
    [id],
    { forUpdate: true },
  );
  if (!current) throw BeneficiaryError.notFound();
  return current;
}

/**
 * Changes a beneficiary. 404 unless the caller may know them (VIEW or UPDATE on a list holding them), 403 unless
 * UPDATE reaches them. A new family size moves the counts of every list holding them.
 */
export async function updateBeneficiary(
  auth: AuthContext,
  id: string,
  input: UpdateBeneficiaryInput,
): Promise<BeneficiaryJson> {
  const update = accessOf(auth, 'UPDATE');
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const scope = beneficiaryScope(actor.accountId, knownAccess(auth, update));
    const current = await findBeneficiaryForUpdate(tx, scope, id);
    if (!(await reaches(tx, actor.accountId, update, id))) {
      throw new BeneficiaryError('FORBIDDEN', BENEFICIARY_MESSAGES.viewOnly());
    }
    // The family asked for their data to be removed: an edit must not bring personal data back.
    if (current.anonymised_at !== null) {
      throw new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.anonymised());
    }
    const before = toBeneficiaryJson(current, []);
    const after = { ...before };
    for (const key of EDITABLE) if (input[key] !== undefined) Object.assign(after, { [key]: input[key] });
    const changes = diffFields(before, after, EDITABLE);
    if (Object.keys(changes).length === 0)
      return (await withLists(tx, actor.accountId, accessOf(auth, 'VIEW'), [current]))[0] ?? before;
    const names = nameKey(after.firstName, after.lastName);
    const [row] = await tx.query<BeneficiaryRow>(
      `UPDATE beneficiaries SET first_name = $3, last_name = $4, gender = $5, dob = $6::date, email = $7,
              external_reference_number = $8, phone_number = $9, number_of_family_members = $10, nationality = $11,
              updated_at = now(), updated_by = $12, name_key = $13, name_skeleton = $14
        WHERE account_id = $1 AND beneficiary_id = $2 RETURNING ${BENEFICIARIES.columns}`,
      [
        actor.accountId,
        id,
        after.firstName,
        after.lastName,
        after.gender,
        after.dob,
        after.email,
        after.externalReferenceNumber,
        after.phoneNumber,
        after.numberOfFamilyMembers,
        after.nationality,
        actor.userId,
        names.key,
        names.skeleton,
      ],
    );
    if (!row) throw BeneficiaryError.notFound();
    const people = after.numberOfFamilyMembers - before.numberOfFamilyMembers;
    if (people !== 0) {
      const holding = await tx.query<{ id: string }>(
        'SELECT beneficiary_list_id AS id FROM beneficiary_list_members WHERE account_id = $1 AND beneficiary_id = $2',
        [actor.accountId, id],
      );
      await applyCountDelta(tx, actor.accountId, [row.group_id, ...holding.map((h) => h.id)], {
        beneficiaries: 0,
        people,
      });
    }
    await log(tx, actor, 'UPDATE', id, changes);
    const [json] = await withLists(tx, actor.accountId, accessOf(auth, 'VIEW'), [row]);
    return json ?? toBeneficiaryJson(row, []);
  });
}

async function reaches(tx: Queryable, accountId: string, access: Access, id: string): Promise<boolean> {
  const params = new SqlParams();
  const rows = await tx.query(
    `SELECT 1 FROM beneficiaries WHERE account_id = ${params.add(accountId)} AND beneficiary_id = ${params.add(id)}
        AND ${beneficiaryCondition(access, params)}`,
    params.values,
  );
  return rows.length > 0;
}

function log(tx: Queryable, actor: Actor, action: 'CREATE' | 'UPDATE', id: string, changes: Changes) {
  return recordActivity(tx, { ...actor, action, objectType: 'BENEFICIARY', objectId: id, changes });
}
