// What happened in the distributions of a summary, aggregated in the database: budget used per program, delivery per
// day and per scanner (one pass over each ledger), offline conflicts, and the people reached by sex and age band.
import type { AgeBand, DistributionSummaryJson, ReportGender } from '@aid/common/reports';
import type { Queryable } from '../db/db.js';
import { toDateOrNull } from '../db/rows.js';
import { inProgramCurrency } from '../distributions/entitlements.js';
import { TOTAL_SQL } from '../distributions/model.js';
import type { FamilyGroup } from './distribution-figures.js';
import { ageBandSql, hashGrouped, num, utcDay } from './sql.js';

type Summary = DistributionSummaryJson;

/**
 * The distributions a summary covers, in their organisation. Every query names the organisation as well: row-level
 * security would keep others out anyway, but an explicit account_id lets PostgreSQL check the policy once per query
 * rather than once per row (EXPLAIN: a One-Time Filter instead of current_setting() in every row's filter).
 */
export type Covered = {
  accountId: string;
  ids: readonly string[];
  /** Of those, the VOUCHER and the IN_KIND ones: only their ledgers hold redemptions and hand-overs. */
  vouchers: readonly string[];
  inKind: readonly string[];
  /** Families they were planned for: how many the people reached can be at most. */
  families: number;
};

/**
 * Each program's budget used, in its own currency: every non-cancelled distribution of the program (not only those
 * the summary shows), converted with its exchange rate exactly as the budget check does. One in another currency
 * without a rate (stored before rates existed) cannot be converted: it is counted in `unconverted` instead. `known`:
 * the totals (TOTAL_SQL's) of the distributions the summary counted already; only the others are summed here.
 */
export async function budgetsUsed(
  tx: Queryable,
  accountId: string,
  programIds: readonly string[],
  known: ReadonlyMap<string, number>,
): Promise<Summary['budgets']> {
  const converted = inProgramCurrency(
    `CASE WHEN known.distribution_id IS NOT NULL THEN known.total ELSE (${TOTAL_SQL}) END`,
  );
  const rows = await tx.query<{
    program_id: string;
    program_name: string;
    currency: string;
    budget: string | number | null;
    used: string | number;
    unconverted: string | number;
  }>(
    // Each distribution's total converted once (LATERAL), not once per aggregate: it sums its entitlements.
    `SELECT p.program_id, p.program_name, p.currency, p.budget, coalesce(sum(c.converted), 0) AS used,
            count(*) FILTER (WHERE distributions.distribution_id IS NOT NULL AND c.converted IS NULL) AS unconverted
       FROM programs p
       LEFT JOIN distributions ON distributions.program_id = p.program_id
            AND distributions.distribution_status <> 'CANCELLED'
       LEFT JOIN unnest($3::text[], $4::bigint[]) AS known (distribution_id, total)
              ON known.distribution_id = distributions.distribution_id
       LEFT JOIN LATERAL (SELECT ${converted} AS converted) c ON true
      WHERE p.account_id = $2 AND p.program_id = ANY($1::text[])
      GROUP BY p.program_id, p.program_name, p.currency, p.budget
      ORDER BY lower(p.program_name) COLLATE "C", p.program_id COLLATE "C"`,
    [programIds, accountId, [...known.keys()], [...known.values()]],
  );
  return rows.map((r) => ({
    programId: r.program_id,
    programName: r.program_name,
    currency: r.currency.trim(),
    budget: r.budget === null ? null : num(r.budget),
    used: num(r.used),
    unconverted: num(r.unconverted),
  }));
}

type LedgerRow = {
  kind: 'REDEMPTION' | 'HANDOVER' | 'PAYMENT';
  day: string | Date | null;
  currency: string | null;
  officer_id: string | null;
  n: string | number;
  amount: string | number;
};

/**
 * Redemptions (by day and currency, and by scanner) and hand-overs (by day, and by scanner) in one statement. Each
 * ledger is read once through its distribution index and counted per distribution, day and scanner first (a few
 * thousand groups for a million rows), and only those groups are joined to their distribution's currency and summed
 * by GROUPING SETS: joining every row to its distribution first took twice as long. A redemption is in its voucher's
 * distribution and currency: the ledger row carries the distribution (one written before 0019 does not, and is
 * found through its voucher).
 */
async function ledgers(tx: Queryable, d: Covered): Promise<LedgerRow[]> {
  return hashGrouped<LedgerRow>(
    tx,
    `WITH l AS (
       SELECT r.distribution_id, ${utcDay('r.server_time')} AS day, r.officer_id, count(*) AS n, sum(r.amount) AS amount
         FROM voucher_redemptions r
        WHERE r.account_id = $1 AND r.distribution_id = ANY($2::text[])
        GROUP BY 1, 2, 3
       UNION ALL
       SELECT e.distribution_id, ${utcDay('r.server_time')}, r.officer_id, count(*), sum(r.amount)
         FROM voucher_redemptions r JOIN entitlements e ON e.entitlement_id = r.voucher_id
        WHERE r.account_id = $1 AND r.distribution_id IS NULL AND e.account_id = $1
          AND e.distribution_id = ANY($2::text[])
        GROUP BY 1, 2, 3),
     r AS (
       SELECT l.day, trim(v.amount_per_beneficiary_currency) AS currency, l.officer_id, l.n, l.amount
         FROM l JOIN distributions v ON v.distribution_id = l.distribution_id WHERE v.account_id = $1),
     k AS (
       SELECT ${utcDay('server_time')} AS day, officer_id, count(*) AS n FROM in_kind_collections
        WHERE account_id = $1 AND distribution_id = ANY($3::text[])
        GROUP BY 1, 2)
     SELECT 'REDEMPTION' AS kind, day, currency, officer_id, sum(n) AS n, sum(amount) AS amount
       FROM r GROUP BY GROUPING SETS ((day, currency), (officer_id))
     UNION ALL
     SELECT 'HANDOVER', day, NULL, officer_id, sum(n), 0 FROM k GROUP BY GROUPING SETS ((day), (officer_id))`,
    [d.accountId, d.vouchers, d.inKind],
  );
}

/** Delivery over time (with the payments completed per day, from the entitlements' groups) and scanners. */
export async function deliveryActivity(
  tx: Queryable,
  d: Covered,
  groups: readonly FamilyGroup[],
): Promise<Pick<Summary, 'overTime' | 'scanners'>> {
  const payments = groups.flatMap((g): LedgerRow[] =>
    g.paid_day === null
      ? []
      : [{ kind: 'PAYMENT', day: g.paid_day, currency: null, officer_id: null, n: g.n, amount: 0 }],
  );
  const rows = [...(await ledgers(tx, d)), ...payments];
  const days = new Map<string, Summary['overTime'][number]>();
  const scanners = new Map<string, { redemptions: number; handovers: number }>();
  for (const row of rows) {
    const day = toDateOrNull(row.day);
    if (day !== null) {
      const entry = days.get(day) ?? { day, redemptions: 0, redeemed: [], handovers: 0, paymentsCompleted: 0 };
      if (row.kind === 'REDEMPTION') {
        entry.redemptions += num(row.n);
        entry.redeemed.push({ currency: row.currency ?? '', amount: num(row.amount) });
      } else if (row.kind === 'HANDOVER') entry.handovers += num(row.n);
      else entry.paymentsCompleted += num(row.n);
      days.set(day, entry);
    } else if (row.officer_id !== null) {
      const s = scanners.get(row.officer_id) ?? { redemptions: 0, handovers: 0 };
      if (row.kind === 'REDEMPTION') s.redemptions += num(row.n);
      else s.handovers += num(row.n);
      scanners.set(row.officer_id, s);
    }
  }
  return {
    overTime: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    scanners: await scannerNames(tx, scanners),
  };
}

async function scannerNames(
  tx: Queryable,
  counts: ReadonlyMap<string, { redemptions: number; handovers: number }>,
): Promise<Summary['scanners']> {
  const names = await tx.query<{ user_id: string; name: string }>(
    `SELECT user_id, coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) AS name
       FROM users WHERE user_id = ANY($1::text[])`,
    [[...counts.keys()]],
  );
  const nameOf = new Map(names.map((n) => [n.user_id, n.name]));
  return [...counts.entries()]
    .map(([userId, c]) => ({ userId, name: nameOf.get(userId) ?? userId, ...c }))
    .sort((a, b) => b.redemptions + b.handovers - (a.redemptions + a.handovers) || a.userId.localeCompare(b.userId));
}

/**
 * Up to this many families, each family reached is looked up by its key (LIMIT 1 keeps the lookup an index probe per
 * family); beyond, every beneficiary of the organisation is read once and hashed. The planner picks the hash join
 * either way: on a million beneficiaries (PostgreSQL 15, loaded machine) 75,000 probes took 0.35 s where the hash
 * join took 1.2 s, but 680,000 took 7 s where it took 3 s.
 */
const PROBED_FAMILIES = 150_000;

/**
 * Families reached (a voucher redeemed in part or whole, something handed over, or a payment COMPLETED), each family
 * once however many distributions reached it, by the main beneficiary's recorded gender and age band; a family whose
 * record was erased since counts as UNKNOWN. Driven from the distributions' entitlements.
 */
export async function reachedPeople(tx: Queryable, d: Covered): Promise<Summary['reached']> {
  const rows = await tx.query<{
    gender: ReportGender;
    age_band: AgeBand;
    families: string | number;
    people: string | number;
  }>(
    `WITH reached AS (
       SELECT e.beneficiary_id, max(e.number_of_family_members) AS number_of_family_members
         FROM entitlements e
        WHERE e.account_id = $2 AND e.distribution_id = ANY($1::text[])
          AND (e.redeemed > 0 OR e.payment_status = 'COMPLETED'
               OR e.entitlement_id IN (SELECT k.entitlement_id FROM in_kind_collections k
                                        WHERE k.account_id = $2 AND k.distribution_id = ANY($3::text[])))
        GROUP BY e.beneficiary_id)
     SELECT coalesce(b.gender, 'UNKNOWN') AS gender, ${ageBandSql('b.dob')} AS age_band,
            count(*) AS families, sum(reached.number_of_family_members + 1) AS people
       FROM reached
       LEFT JOIN LATERAL (SELECT b.gender, b.dob FROM beneficiaries b
                           WHERE b.account_id = $2 AND b.beneficiary_id = reached.beneficiary_id
                           ${d.families <= PROBED_FAMILIES ? 'LIMIT 1' : ''}) b ON true
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [d.ids, d.accountId, d.inKind],
  );
  return rows.map((r) => ({ gender: r.gender, ageBand: r.age_band, families: num(r.families), people: num(r.people) }));
}
