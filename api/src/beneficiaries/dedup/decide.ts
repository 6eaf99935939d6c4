// The review queue's two decisions. Merge: one beneficiary stays, takes the other's empty fields and lists, the other
// is removed; counts, pending pairs and the activity log follow in the same transaction. Distinct: the pair is
// remembered as two people, so no later run proposes it again (the run never touches decided pairs).
import type { BeneficiaryDuplicatePairJson, BeneficiaryJson } from '@aid/common/beneficiaries';
import { BENEFICIARY_MESSAGES } from '@aid/common/beneficiaries';
import { type Changes, recordActivity } from '../../activity/service.js';
import { type AuthContext, actorOf } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { visibleListIds } from '../access.js';
import { applyCountDelta } from '../counts.js';
import { BeneficiaryError } from '../errors.js';
import { BENEFICIARIES, type BeneficiaryRow, toBeneficiaryJson } from '../model.js';
import { refreshDuplicatesTotal } from './find.js';
import { keepProblem, lockPendingPair, onePairJson, requireEverything } from './review.js';

/** Fields a merge fills on the kept beneficiary when they are empty there (names and family size never are). */
const FILLABLE = [
  ['gender', 'gender'],
  ['dob', 'dob'],
  ['email', 'email'],
  ['external_reference_number', 'externalReferenceNumber'],
  ['phone_number', 'phoneNumber'],
  ['nationality', 'nationality'],
] as const;

export async function mergePair(
  auth: AuthContext,
  pairId: string,
  keepId: string,
): Promise<BeneficiaryDuplicatePairJson> {
  requireEverything(auth, 'UPDATE');
  const actor = actorOf(auth);
  const accountId = actor.accountId;
  return auth.run(async (tx) => {
    const pair = await lockPendingPair(tx, accountId, pairId);
    const problem = keepProblem(pair, keepId);
    if (problem) throw problem;
    const otherId = keepId === pair.beneficiary_id_a ? pair.beneficiary_id_b : pair.beneficiary_id_a;
    // Locked in id order, as every merge does, so two merges of overlapping pairs cannot deadlock.
    const rows = await tx.query<BeneficiaryRow>(
      `SELECT ${BENEFICIARIES.columns} FROM beneficiaries WHERE account_id = $1 AND beneficiary_id = ANY($2::text[])
        ORDER BY beneficiary_id COLLATE "C" FOR UPDATE`,
      [accountId, [keepId, otherId]],
    );
    const kept = rows.find((r) => r.beneficiary_id === keepId);
    const other = rows.find((r) => r.beneficiary_id === otherId);
    if (!kept || !other) {
      throw new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.pairGone());
    }
    const everything = { accessLevel: 'EVERYTHING' as const, objectIds: [] };
    const otherLists = (await visibleListIds(tx, accountId, everything, [other])).get(otherId) ?? [];
    const removed: BeneficiaryJson = toBeneficiaryJson(other, otherLists);

    const changes: Changes = { mergedBeneficiaryId: { from: null, to: otherId } };
    const fill = FILLABLE.filter(([column]) => kept[column] === null && other[column] !== null);
    if (fill.length > 0) {
      await tx.query(
        `UPDATE beneficiaries k SET ${fill.map(([c]) => `${c} = o.${c}`).join(', ')}, updated_at = now(),
                updated_by = $4
           FROM beneficiaries o
          WHERE k.account_id = $1 AND k.beneficiary_id = $2 AND o.account_id = $1 AND o.beneficiary_id = $3`,
        [accountId, keepId, otherId, actor.userId],
      );
      const before = toBeneficiaryJson(kept, []);
      for (const [, field] of fill) changes[field] = { from: before[field], to: removed[field] };
    }

    // The other's custom lists: the kept one joins those it is not in yet (a merge consolidates one person, so it
    // also reaches LOCKED lists: nobody is added who was not there).
    const keptPeople = 1 + Number(kept.number_of_family_members);
    const otherPeople = 1 + Number(other.number_of_family_members);
    const moved = await tx.query<{ id: string }>(
      `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
       SELECT beneficiary_list_id, $2, account_id FROM beneficiary_list_members WHERE account_id = $1 AND beneficiary_id = $3
       ON CONFLICT DO NOTHING RETURNING beneficiary_list_id AS id`,
      [accountId, keepId, otherId],
    );
    const movedIds = new Set(moved.map((m) => m.id));
    const both = otherLists.filter((id) => id !== other.group_id && !movedIds.has(id));
    await applyCountDelta(tx, accountId, [...movedIds], { beneficiaries: 0, people: keptPeople - otherPeople });
    await applyCountDelta(tx, accountId, [other.group_id, ...both], { beneficiaries: -1, people: -otherPeople });
    if (movedIds.size > 0) changes.listIds = { from: null, to: [...movedIds] };
    await tx.query('DELETE FROM beneficiaries WHERE account_id = $1 AND beneficiary_id = $2', [accountId, otherId]);

    await tx.query(
      `UPDATE beneficiary_duplicates SET status = 'MERGED', kept_beneficiary_id = $3, decided_by = $4,
              decided_at = now(), removed_beneficiary = $5::jsonb
        WHERE account_id = $1 AND pair_id = $2`,
      [accountId, pairId, keepId, actor.userId, JSON.stringify(removed)],
    );
    await repointPendingPairs(tx, accountId, pairId, otherId, keepId);
    await refreshDuplicatesTotal(tx, accountId);
    await recordActivity(tx, { ...actor, action: 'MERGE', objectType: 'BENEFICIARY', objectId: keepId, changes });
    return onePairJson(tx, accountId, pairId);
  });
}

/**
 * Pending pairs of the removed beneficiary now concern the kept one: re-pointed, unless that would pair the kept one
 * with itself or repeat a pair it already has (then dropped). Their scores stay as found; the next run re-scores.
 */
async function repointPendingPairs(
  tx: Queryable,
  accountId: string,
  pairId: string,
  removedId: string,
  keptId: string,
): Promise<void> {
  const partner = `(CASE WHEN d.beneficiary_id_a = $2 THEN d.beneficiary_id_b ELSE d.beneficiary_id_a END)`;
  const touching = `d.account_id = $1 AND d.status = 'PENDING' AND d.pair_id <> $4
                    AND (d.beneficiary_id_a = $2 OR d.beneficiary_id_b = $2)`;
  await tx.query(
    `DELETE FROM beneficiary_duplicates d WHERE ${touching}
        AND (${partner} = $3 OR EXISTS (
              SELECT 1 FROM beneficiary_duplicates e WHERE e.account_id = $1
                 AND e.beneficiary_id_a = least(${partner} COLLATE "C", $3) AND e.beneficiary_id_b = greatest(${partner} COLLATE "C", $3)))`,
    [accountId, removedId, keptId, pairId],
  );
  await tx.query(
    `UPDATE beneficiary_duplicates d SET beneficiary_id_a = least(${partner} COLLATE "C", $3),
            beneficiary_id_b = greatest(${partner} COLLATE "C", $3)
      WHERE ${touching}`,
    [accountId, removedId, keptId, pairId],
  );
}

export async function markDistinct(auth: AuthContext, pairId: string): Promise<BeneficiaryDuplicatePairJson> {
  requireEverything(auth, 'UPDATE');
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    await lockPendingPair(tx, actor.accountId, pairId);
    await tx.query(
      `UPDATE beneficiary_duplicates SET status = 'DISTINCT', decided_by = $3, decided_at = now()
        WHERE account_id = $1 AND pair_id = $2`,
      [actor.accountId, pairId, actor.userId],
    );
    await refreshDuplicatesTotal(tx, actor.accountId);
    await recordActivity(tx, {
      ...actor,
      action: 'MARK_DISTINCT',
      objectType: 'BENEFICIARY_DUPLICATE',
      objectId: pairId,
      changes: { status: { from: 'PENDING', to: 'DISTINCT' } },
    });
    return onePairJson(tx, actor.accountId, pairId);
  });
}
