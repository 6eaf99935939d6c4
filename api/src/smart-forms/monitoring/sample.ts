// The monitoring sample: a distribution's families not invited yet, grouped by what happened to their entitlement
// (collection status for in-kind, usage for vouchers, payment status for cash), then drawn at random in each group
// with proportional allocation, so a sample of 50 from 900 collected and 100 not collected families asks 45 and 5
// rather than whatever chance gives. The draw itself runs in the database (random order within each stratum).
import type { DistributionType } from '@aid/common/distributions';
import type { Queryable } from '../../db/db.js';

export type Stratum = { status: string; count: number };

/** Each family's stratum, as SQL over `entitlements e` (in-kind reads its hand-overs only for that family). */
function stratumSql(type: DistributionType): string {
  switch (type) {
    case 'CASH':
      return 'e.payment_status';
    case 'VOUCHER':
      return `CASE WHEN e.redeemed <= 0 THEN 'NOT_USED' WHEN e.redeemed >= e.amount THEN 'FULLY_USED'
                   ELSE 'PARTIALLY_USED' END`;
    case 'IN_KIND':
      // Every item handed over in full is FULLY_COLLECTED; something handed over, PARTIALLY_COLLECTED.
      return `CASE WHEN NOT EXISTS (SELECT 1 FROM in_kind_collections k WHERE k.entitlement_id = e.entitlement_id)
                     THEN 'NOT_COLLECTED'
                   WHEN (SELECT bool_and(coalesce((SELECT sum((x ->> 'quantity')::numeric)
                                                     FROM in_kind_collections k CROSS JOIN jsonb_array_elements(k.items) x
                                                    WHERE k.entitlement_id = e.entitlement_id
                                                      AND x ->> 'name' = i ->> 'name'), 0)
                                         >= (i ->> 'quantity')::numeric)
                           FROM jsonb_array_elements(e.items) i) THEN 'FULLY_COLLECTED'
                   ELSE 'PARTIALLY_COLLECTED' END`;
  }
}

const candidates = (type: DistributionType) => `
  SELECT e.beneficiary_id, ${stratumSql(type)} AS stratum
    FROM entitlements e
   WHERE e.account_id = $1 AND e.distribution_id = $2
     AND NOT EXISTS (SELECT 1 FROM monitoring_invitations m
                      WHERE m.distribution_id = e.distribution_id AND m.beneficiary_id = e.beneficiary_id)`;

/** The families still to invite, counted per stratum (largest first, then by name for a stable order). */
export async function strataOf(
  tx: Queryable,
  accountId: string,
  distributionId: string,
  type: DistributionType,
): Promise<Stratum[]> {
  const rows = await tx.query<{ stratum: string; n: string | number }>(
    `SELECT stratum, count(*) AS n FROM (${candidates(type)}) c GROUP BY stratum ORDER BY count(*) DESC, stratum`,
    [accountId, distributionId],
  );
  return rows.map((r) => ({ status: r.stratum, count: Number(r.n) }));
}

/**
 * How many to draw from each stratum: proportional to its size (largest remainders), at least one from every
 * non-empty stratum when the sample has room for one each, never more than a stratum holds. A sample smaller than the
 * number of strata takes one from each of the largest.
 */
export function allocate(strata: readonly Stratum[], sampleSize: number): Stratum[] {
  const present = strata.filter((s) => s.count > 0);
  const total = present.reduce((n, s) => n + s.count, 0);
  const size = Math.min(Math.max(0, Math.floor(sampleSize)), total);
  if (size === 0) return [];
  if (size < present.length) {
    return [...present]
      .sort((a, b) => b.count - a.count)
      .slice(0, size)
      .map((s) => ({ status: s.status, count: 1 }));
  }
  const quota = present.map((s) => (size * s.count) / total);
  const take = present.map((s, i) => Math.min(s.count, Math.max(1, Math.floor(quota[i] ?? 0))));
  let left = size - take.reduce((n, t) => n + t, 0);
  // Too many after the minimum of one: take back from the strata furthest above their quota (never below one).
  while (left < 0) {
    let at = -1;
    for (let i = 0; i < take.length; i++) {
      const over = (take[i] ?? 0) - (quota[i] ?? 0);
      if ((take[i] ?? 0) > 1 && (at < 0 || over > (take[at] ?? 0) - (quota[at] ?? 0))) at = i;
    }
    if (at < 0) break;
    take[at] = (take[at] ?? 0) - 1;
    left++;
  }
  // Too few: give to the strata furthest below their quota that still have families.
  while (left > 0) {
    let at = -1;
    for (let i = 0; i < take.length; i++) {
      const under = (quota[i] ?? 0) - (take[i] ?? 0);
      if ((take[i] ?? 0) < (present[i]?.count ?? 0) && (at < 0 || under > (quota[at] ?? 0) - (take[at] ?? 0))) at = i;
    }
    if (at < 0) break;
    take[at] = (take[at] ?? 0) + 1;
    left--;
  }
  return present.map((s, i) => ({ status: s.status, count: take[i] ?? 0 })).filter((s) => s.count > 0);
}

/** Draws the allocated number of families at random within each stratum. */
export async function drawSample(
  tx: Queryable,
  accountId: string,
  distributionId: string,
  type: DistributionType,
  allocation: readonly Stratum[],
): Promise<{ beneficiary_id: string; stratum: string }[]> {
  if (allocation.length === 0) return [];
  return tx.query<{ beneficiary_id: string; stratum: string }>(
    `SELECT beneficiary_id, stratum
       FROM (SELECT c.*, row_number() OVER (PARTITION BY c.stratum ORDER BY random()) AS rn
               FROM (${candidates(type)}) c) r
       JOIN unnest($3::text[], $4::int[]) AS a (status, n) ON a.status = r.stratum
      WHERE r.rn <= a.n
      ORDER BY beneficiary_id`,
    [accountId, distributionId, allocation.map((s) => s.status), allocation.map((s) => s.count)],
  );
}
