// Membership of custom lists: adding and removing beneficiaries, with the lists' counts and activity entries moved
// in the same transaction. The master list's membership is `beneficiaries.group_id` and never changes here.
import type { BeneficiaryListJson, ListMembershipInput } from '@aid/common/beneficiaries';
import { BENEFICIARY_MESSAGES } from '@aid/common/beneficiaries';
import { fieldError } from '@aid/common/errors';
import { type Changes, diffFields, recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { SqlParams } from '../db/params.js';
import { accessOf, beneficiaryCondition } from './access.js';
import { applyCountDelta } from './counts.js';
import { BeneficiaryError } from './errors.js';
import { lockList } from './lists.js';
import { BENEFICIARY_LISTS, type BeneficiaryListRow, toBeneficiaryListJson } from './model.js';

/**
 * A membership change, in one transaction: the list locked and checked first. Membership changes need an OPEN custom
 * list the caller may UPDATE.
 */
function changeMembership(
  auth: AuthContext,
  listId: string,
  change: (tx: Queryable, list: BeneficiaryListRow, actor: Actor) => Promise<BeneficiaryListJson>,
): Promise<BeneficiaryListJson> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const list = await lockList(tx, auth, listId, 'UPDATE');
    if (list.list_type === 'MASTER') {
      throw new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.masterHoldsEveryone());
    }
    if (list.status === 'LOCKED') throw BeneficiaryError.locked(list.list_name);
    return change(tx, list, actor);
  });
}

export async function addMembers(
  auth: AuthContext,
  listId: string,
  input: ListMembershipInput,
): Promise<BeneficiaryListJson> {
  return changeMembership(auth, listId, async (tx, list, actor) => {
    // Only beneficiaries the caller may see can be added: an unknown or hidden id is refused the same way.
    const params = new SqlParams();
    const idsParam = params.add(input.beneficiaryIds);
    const accountParam = params.add(actor.accountId);
    const found = await tx.query<{ beneficiary_id: string }>(
      `SELECT beneficiary_id FROM beneficiaries WHERE account_id = ${accountParam}
          AND beneficiary_id = ANY(${idsParam}::text[])
          AND ${beneficiaryCondition(accessOf(auth, 'VIEW'), params)}`,
      params.values,
    );
    const known = new Set(found.map((r) => r.beneficiary_id));
    const unknown = input.beneficiaryIds.flatMap((id, i) =>
      known.has(id)
        ? []
        : [fieldError(`beneficiaryIds.${i}`, 'INVALID_ID', undefined, 'is not a beneficiary of this organisation')],
    );
    if (unknown.length) throw new BeneficiaryError('VALIDATION_FAILED', BENEFICIARY_MESSAGES.someNotFound(), unknown);
    return insertMembers(tx, actor, list, input.beneficiaryIds);
  });
}

/** Adds members to a list the caller may change (checked by the caller), with counts and the activity entry. */
export async function insertMembers(
  tx: Queryable,
  actor: Actor,
  list: BeneficiaryListRow,
  beneficiaryIds: readonly string[],
): Promise<BeneficiaryListJson> {
  await lockFamilySizes(tx, actor.accountId, beneficiaryIds);
  const added = await tx.query<{ beneficiary_id: string; people: number }>(
    `WITH inserted AS (
         INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
         SELECT $1, id, $2 FROM unnest($3::text[]) AS id
         ON CONFLICT DO NOTHING RETURNING beneficiary_id)
       SELECT i.beneficiary_id, b.number_of_family_members + 1 AS people
         FROM inserted i JOIN beneficiaries b USING (beneficiary_id)`,
    [list.beneficiary_list_id, actor.accountId, beneficiaryIds],
  );
  return finishMembership(tx, actor, list, 'membersAdded', added, 1);
}

export async function removeMembers(
  auth: AuthContext,
  listId: string,
  input: ListMembershipInput,
): Promise<BeneficiaryListJson> {
  return changeMembership(auth, listId, async (tx, list, actor) => {
    // Ids that are not members are skipped: removing is idempotent and reveals nothing.
    await lockFamilySizes(tx, actor.accountId, input.beneficiaryIds);
    const removed = await tx.query<{ beneficiary_id: string; people: number }>(
      `WITH deleted AS (
         DELETE FROM beneficiary_list_members
          WHERE account_id = $2 AND beneficiary_list_id = $1 AND beneficiary_id = ANY($3::text[])
          RETURNING beneficiary_id)
       SELECT d.beneficiary_id, b.number_of_family_members + 1 AS people
         FROM deleted d JOIN beneficiaries b USING (beneficiary_id)`,
      [listId, actor.accountId, input.beneficiaryIds],
    );
    return finishMembership(tx, actor, list, 'membersRemoved', removed, -1);
  });
}

/**
 * Holds the beneficiaries' family sizes still until the membership change commits: an edit of a size waits (it locks
 * the row FOR UPDATE) and then sees the new membership, and a change that waited for an edit reads the new size, so
 * the counts never miss a difference.
 */
async function lockFamilySizes(tx: Queryable, accountId: string, ids: readonly string[]): Promise<void> {
  await tx.query('SELECT 1 FROM beneficiaries WHERE account_id = $1 AND beneficiary_id = ANY($2::text[]) FOR SHARE', [
    accountId,
    ids,
  ]);
}

/** Counts, updatedAt and the activity entry of a membership change; nothing when no member changed. */
async function finishMembership(
  tx: Queryable,
  actor: Actor,
  list: BeneficiaryListRow,
  field: 'membersAdded' | 'membersRemoved',
  changed: readonly { beneficiary_id: string; people: number }[],
  sign: 1 | -1,
): Promise<BeneficiaryListJson> {
  const before = toBeneficiaryListJson(list);
  if (changed.length === 0) return before;
  const people = changed.reduce((sum, r) => sum + Number(r.people), 0);
  await applyCountDelta(tx, actor.accountId, [list.beneficiary_list_id], {
    beneficiaries: sign * changed.length,
    people: sign * people,
  });
  const [row] = await tx.query<BeneficiaryListRow>(
    `UPDATE beneficiary_lists SET updated_at = now(), updated_by = $3
      WHERE account_id = $1 AND beneficiary_list_id = $2 RETURNING ${BENEFICIARY_LISTS.columns}`,
    [actor.accountId, list.beneficiary_list_id, actor.userId],
  );
  if (!row) throw BeneficiaryError.listNotFound();
  const after = toBeneficiaryListJson(row);
  const changes: Changes = {
    [field]: { from: null, to: changed.map((r) => r.beneficiary_id) },
    ...diffFields(before, after, ['numberOfMainBeneficiaries', 'numberOfFamilyMembers']),
  };
  await recordActivity(tx, {
    ...actor,
    action: 'UPDATE',
    objectType: 'BENEFICIARY_LIST',
    objectId: list.beneficiary_list_id,
    changes,
  });
  return after;
}
