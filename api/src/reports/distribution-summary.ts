// The distribution summary, aggregated in the database: one row per distribution in reach (its head, its
// entitlements counted in one pass, its reconciliation figures as reconciliation computes them), then totals per
// currency from those rows, never across currencies. Each query reads only the distributions it concerns, through
// their indexes: the summary of one distribution never reads the rest of the organisation's rows.
import type { DistributionType, PaymentStatus } from '@aid/common/distributions';
import { COLLECTION_STATUSES, PAYMENT_STATUSES } from '@aid/common/distributions';
import {
  type DistributionSummaryInput,
  type DistributionSummaryJson,
  type DistributionSummaryRowJson,
  zeroCounts,
} from '@aid/common/reports';
import { VOUCHER_USAGE_STATUSES, type VoucherUsageStatus } from '@aid/common/vouchers';
import type { Queryable } from '../db/db.js';
import { SqlParams } from '../db/params.js';
import {
  COLLECTION_PROGRESS_SQL,
  collectionOf,
  type DistributionRow,
  PLANNED_TOTAL_SQL,
} from '../distributions/model.js';
import { figuresSql, toFigures } from '../reconciliation/figures.js';
import { budgetsUsed, type Covered, deliveryActivity, type PaidDay, reachedPeople } from './distribution-activity.js';
import { assertInReach, type ReportReach, reachCondition } from './scope.js';
import { anyOf, dayRange, num, utcDay } from './sql.js';

type Head = Pick<
  DistributionRow,
  | 'distribution_id'
  | 'program_id'
  | 'distribution_name'
  | 'distribution_type'
  | 'distribution_status'
  | 'amount_per_beneficiary_currency'
  | 'number_of_families'
  | 'number_of_family_members'
  | 'collection_progress'
> & { program_name: string; planned_total: string | number };

/**
 * The distributions the summary covers, with what their rows show of them; a program or distribution named outside
 * the caller's reach is NOT_FOUND. Not the distributions domain's whole row (DISTRIBUTION_COLUMNS): its approvals
 * and list are not shown here, its voucher progress (which joins the ledger to all of the organisation's
 * entitlements: 1 s of the summary of one distribution among a million entitlements) is counted here as voucher
 * usage, and its total would count and sum the entitlements twice more than the reconciliation figures already do
 * (distributionSummary takes the total from those). The in-kind collection progress is the domain's own.
 */
async function heads(tx: Queryable, reach: ReportReach, input: DistributionSummaryInput): Promise<Head[]> {
  await assertInReach(tx, reach, 'Program', input.programIds);
  // A distribution in reach that the other filters leave out is just absent from the answer.
  await assertInReach(tx, reach, 'Distribution', input.distributionIds);
  const params = new SqlParams();
  const condition = [
    reachCondition(reach, params),
    anyOf('program_id', input.programIds, params),
    anyOf('distribution_id', input.distributionIds, params),
    anyOf('distribution_type', input.types, params),
    anyOf('distribution_status', input.statuses, params),
    dayRange('created_at', input.from, input.to, params),
  ].join(' AND ');
  return tx.query<Head>(
    `SELECT distributions.distribution_id, distributions.program_id, distributions.distribution_name,
            distributions.distribution_type, distributions.distribution_status,
            distributions.amount_per_beneficiary_currency, distributions.number_of_families,
            distributions.number_of_family_members, ${PLANNED_TOTAL_SQL} AS planned_total,
            CASE WHEN distributions.distribution_type = 'IN_KIND' THEN ${COLLECTION_PROGRESS_SQL} END
              AS collection_progress,
            p.program_name
       FROM (SELECT * FROM distributions WHERE ${condition}) distributions
       JOIN programs p ON p.program_id = distributions.program_id
      ORDER BY distributions.created_at, distributions.distribution_id COLLATE "C"`,
    params.values,
  );
}

type CountRow = {
  /** NULL on a row of the payments per day. */
  distribution_id: string | null;
  payment_status: PaymentStatus | null;
  usage: VoucherUsageStatus | null;
  paid_day: PaidDay['paid_day'];
  n: string | number;
};

/**
 * Entitlements per payment status, vouchers per usage, and payments completed per day (the day their entitlement last
 * changed, for the delivery over time), in one pass over the entitlements.
 */
async function entitlementCounts(tx: Queryable, d: Covered): Promise<CountRow[]> {
  return tx.query<CountRow>(
    `SELECT distribution_id, payment_status, usage, paid_day, count(*) AS n
       FROM (SELECT e.distribution_id, e.payment_status,
                    CASE WHEN e.entitlement_id NOT LIKE 'vou--%' THEN NULL WHEN e.redeemed = 0 THEN 'NOT_USED'
                         WHEN e.redeemed >= e.amount THEN 'FULLY_USED' ELSE 'PARTIALLY_USED' END AS usage,
                    CASE WHEN e.payment_status = 'COMPLETED' THEN ${utcDay('e.updated_at')} END AS paid_day
               FROM entitlements e WHERE e.account_id = $2 AND e.distribution_id = ANY($1::text[])) e
      GROUP BY GROUPING SETS ((distribution_id, payment_status), (distribution_id, usage), (paid_day))`,
    [d.ids, d.accountId],
  );
}

type ItemRow = {
  distribution_id: string;
  name: string;
  unit: string;
  planned: string | number;
  delivered: string | number;
};

/**
 * In-kind quantities per item: entitled (the entitlements' items) and handed over (the collection ledger). Only
 * IN_KIND distributions have items: the others' entitlements are not read for them.
 */
async function itemQuantities(tx: Queryable, d: Covered): Promise<ItemRow[]> {
  if (d.inKind.length === 0) return [];
  return tx.query<ItemRow>(
    `WITH planned AS (
       SELECT e.distribution_id, i ->> 'name' AS name, max(i ->> 'unit') AS unit, sum((i ->> 'quantity')::numeric) AS q
         FROM entitlements e CROSS JOIN jsonb_array_elements(e.items) i
        WHERE e.account_id = $2 AND e.distribution_id = ANY($1::text[]) GROUP BY 1, 2),
     delivered AS (
       SELECT k.distribution_id, x ->> 'name' AS name, sum((x ->> 'quantity')::numeric) AS q
         FROM in_kind_collections k CROSS JOIN jsonb_array_elements(k.items) x
        WHERE k.account_id = $2 AND k.distribution_id = ANY($1::text[]) GROUP BY 1, 2)
     SELECT p.distribution_id, p.name, p.unit, p.q AS planned, coalesce(d.q, 0) AS delivered
       FROM planned p LEFT JOIN delivered d ON d.distribution_id = p.distribution_id AND d.name = p.name
      ORDER BY p.distribution_id, p.name`,
    [d.inKind, d.accountId],
  );
}

async function notified(tx: Queryable, d: Covered) {
  return tx.query<{ distribution_id: string; sent: string | number; error: string | number }>(
    `SELECT distribution_id, count(*) FILTER (WHERE status = 'SENT') AS sent,
            count(*) FILTER (WHERE status = 'ERROR') AS error
       FROM notifications WHERE account_id = $2 AND distribution_id = ANY($1::text[]) GROUP BY distribution_id`,
    [d.ids, d.accountId],
  );
}

async function reconciliationFigures(tx: Queryable, d: Covered) {
  const rows = await tx.query<Parameters<typeof toFigures>[0] & { distribution_id: string }>(
    figuresSql('account_id = $2 AND distribution_id = ANY($1::text[])'),
    [d.ids, d.accountId],
  );
  return new Map(rows.map((r) => [r.distribution_id, toFigures(r)]));
}

const byDistribution = <R extends { distribution_id: string }>(rows: readonly R[]) => {
  const out = new Map<string, R[]>();
  for (const r of rows) out.set(r.distribution_id, [...(out.get(r.distribution_id) ?? []), r]);
  return out;
};

export async function distributionSummary(
  tx: Queryable,
  reach: ReportReach,
  input: DistributionSummaryInput,
): Promise<DistributionSummaryJson> {
  const found = await heads(tx, reach, input);
  const ofType = (type: DistributionType) =>
    found.filter((h) => h.distribution_type === type).map((h) => h.distribution_id);
  const covered: Covered = {
    accountId: reach.accountId,
    ids: found.map((h) => h.distribution_id),
    vouchers: ofType('VOUCHER'),
    inKind: ofType('IN_KIND'),
    families: found.reduce((n, h) => n + Number(h.number_of_families), 0),
  };
  const counted = await entitlementCounts(tx, covered);
  const [counts, items, messages, figures] = [
    byDistribution(counted.filter((r): r is CountRow & { distribution_id: string } => r.distribution_id !== null)),
    byDistribution(await itemQuantities(tx, covered)),
    byDistribution(await notified(tx, covered)),
    await reconciliationFigures(tx, covered),
  ];
  const distributions = found.map((head): DistributionSummaryRowJson => {
    const id = head.distribution_id;
    const own = counts.get(id) ?? [];
    const f = figures.get(id);
    // figuresSql answers one row per distribution it is given, entitlements or not.
    if (!f) throw new Error(`no reconciliation figures for ${id}`);
    const message = messages.get(id)?.[0];
    const families = Number(head.number_of_families);
    return {
      distributionId: id,
      name: head.distribution_name,
      programId: head.program_id,
      programName: head.program_name,
      type: head.distribution_type,
      status: head.distribution_status,
      currency: head.amount_per_beneficiary_currency.trim(),
      planned: {
        families,
        people: families + Number(head.number_of_family_members),
        // The distributions domain's total (TOTAL_SQL): the entitlements' sum once generated, else as planned.
        amount: f.entitled.families > 0 ? f.entitled.amount : num(head.planned_total),
      },
      approved: head.distribution_status === 'APPROVED',
      notified: { sent: num(message?.sent), error: num(message?.error) },
      paymentStatus: zeroCounts(
        PAYMENT_STATUSES,
        own.flatMap((r) => (r.payment_status ? [[r.payment_status, num(r.n)] as const] : [])),
      ),
      voucherUsage: zeroCounts(
        VOUCHER_USAGE_STATUSES,
        own.flatMap((r) => (r.usage ? [[r.usage, num(r.n)] as const] : [])),
      ),
      collection:
        head.distribution_type === 'IN_KIND'
          ? collectionOf(families, head.collection_progress)
          : zeroCounts(COLLECTION_STATUSES),
      items: (items.get(id) ?? []).map((i) => ({
        name: i.name,
        unit: i.unit,
        planned: num(i.planned),
        delivered: num(i.delivered),
      })),
      redeemed: f.redeemed.amount,
      outstanding: f.outstanding.amount,
      reconciliation: f,
    };
  });
  return {
    distributions,
    totals: totalsPerCurrency(distributions),
    budgets: await budgetsUsed(tx, reach.accountId, [...new Set(found.map((h) => h.program_id))]),
    ...(await deliveryActivity(
      tx,
      covered,
      counted.filter((r) => r.paid_day !== null),
    )),
    reached: await reachedPeople(tx, covered),
  };
}

/** Sums per currency of the rows above (a few hundred aggregates, not families): never across currencies. */
function totalsPerCurrency(rows: readonly DistributionSummaryRowJson[]): DistributionSummaryJson['totals'] {
  const out = new Map<string, DistributionSummaryJson['totals'][number]>();
  for (const r of rows) {
    const t = out.get(r.currency) ?? {
      currency: r.currency,
      distributions: 0,
      families: 0,
      people: 0,
      planned: 0,
      redeemed: 0,
      paid: 0,
      outstanding: 0,
    };
    t.distributions += 1;
    t.families += r.planned.families;
    t.people += r.planned.people;
    t.planned += r.planned.amount;
    t.redeemed += r.redeemed;
    t.paid += r.reconciliation.paid.amount;
    t.outstanding += r.outstanding;
    out.set(r.currency, t);
  }
  return [...out.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
