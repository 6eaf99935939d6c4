// The lists' stored counts. A list's families and main beneficiaries are its members; its family members are the
// people in those families: each member plus their own numberOfFamilyMembers. Every change applies its difference
// in its own transaction (UPDATE … SET n = n + delta is atomic under concurrent changes), so no read ever counts rows.
import type { Queryable } from '../db/db.js';

export type CountDelta = { beneficiaries: number; people: number };

export async function applyCountDelta(
  tx: Queryable,
  accountId: string,
  listIds: readonly string[],
  delta: CountDelta,
): Promise<void> {
  if (listIds.length === 0 || (delta.beneficiaries === 0 && delta.people === 0)) return;
  await tx.query(
    `UPDATE beneficiary_lists
        SET number_of_families = number_of_families + $3,
            number_of_main_beneficiaries = number_of_main_beneficiaries + $3,
            number_of_family_members = number_of_family_members + $4
      WHERE account_id = $1 AND beneficiary_list_id = ANY($2::text[])`,
    [accountId, listIds, delta.beneficiaries, delta.people],
  );
}

/** Counts every list of the organisation from its rows: for the seed, which inserts members in bulk. */
export async function recountLists(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(
    `UPDATE beneficiary_lists l
        SET number_of_families = coalesce(c.n, 0), number_of_main_beneficiaries = coalesce(c.n, 0),
            number_of_family_members = coalesce(c.people, 0)
       FROM beneficiary_lists l2
       LEFT JOIN (SELECT group_id AS id, count(*)::int AS n, sum(number_of_family_members + 1)::int AS people
                    FROM beneficiaries WHERE account_id = $1 GROUP BY group_id
                  UNION ALL
                  SELECT m.beneficiary_list_id, count(*)::int, sum(b.number_of_family_members + 1)::int
                    FROM beneficiary_list_members m JOIN beneficiaries b USING (beneficiary_id)
                   WHERE m.account_id = $1 GROUP BY m.beneficiary_list_id) c ON c.id = l2.beneficiary_list_id
      WHERE l2.account_id = $1 AND l.beneficiary_list_id = l2.beneficiary_list_id`,
    [accountId],
  );
}
