// The distribution summary, aggregated in the database: one row per distribution in reach (its head, then its
// entitlements and each ledger read once for all the distributions covered: distribution-figures.ts), then totals per
// currency from those rows, never across currencies. Each query reads only the distributions it concerns, through
// their indexes: the summary of one distribution never reads the rest of the organisation's rows.
import type { DistributionType } from '@aid/common/distributions';
import { COLLECTION_STATUSES, PAYMENT_STATUSES } from '@aid/common/distributions';
import {
  type DistributionSummaryInput,
  type DistributionSummaryJson,
  type DistributionSummaryRowJson,
  zeroCounts,
} from '@aid/common/reports';
import { VOUCHER_USAGE_STATUSES } from '@aid/common/vouchers';
import type { Queryable } from '../db/db.js';
import { SqlParams } from '../db/params.js';
import { collectionOf, type DistributionRow, PLANNED_TOTAL_SQL } from '../distributions/model.js';
import { toFigures } from '../reconciliation/figures.js';
import { budgetsUsed, type Covered, deliveryActivity, reachedPeople } from './distribution-activity.js';
import {
  distributionExtras,
  type Extras,
  type FamilyGroup,
  familyGroups,
  figureRow,
  type InKindRow,
  inKindFigures,
  statusCounts,
} from './distribution-figures.js';
import { monitoringAnswers } from './monitoring-answers.js';
import { assertInReach, type ReportReach, reachCondition } from './scope.js';
import { anyOf, dayRange, num } from './sql.js';

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
> & { program_name: string; planned_total: string | number; past: boolean };

/**
 * The distributions the summary covers, with what their rows show of them; a program or distribution named outside
 * the caller's reach is NOT_FOUND. Not the distributions domain's whole row (DISTRIBUTION_COLUMNS): its approvals
 * and list are not shown here, and its total and collection progress read the entitlements and the ledgers once per
 * distribution (1.5 s across all programs): they are counted here with every distribution's other figures
 * (distribution-figures.ts), the total taken from the reconciliation figures.
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
            coalesce(distributions.valid_until < current_date, false) AS past, p.program_name
       FROM (SELECT * FROM distributions WHERE ${condition}) distributions
       JOIN programs p ON p.program_id = distributions.program_id
      ORDER BY distributions.created_at, distributions.distribution_id COLLATE "C"`,
    params.values,
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

const byDistribution = <R extends { distribution_id: string }>(rows: readonly R[]) => {
  const out = new Map<string, R[]>();
  for (const r of rows) {
    const own = out.get(r.distribution_id);
    if (own) own.push(r);
    else out.set(r.distribution_id, [r]);
  }
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
  const groups = await familyGroups(tx, covered);
  const inKind = byDistribution(await inKindFigures(tx, covered));
  const messages = byDistribution(await notified(tx, covered));
  const extras = await distributionExtras(tx, covered);
  const monitoring = await monitoringAnswers(tx, covered);
  const families = byDistribution(groups);
  const distributions = found.map((head) =>
    summaryRow(head, families.get(head.distribution_id) ?? [], inKind.get(head.distribution_id) ?? [], {
      message: messages.get(head.distribution_id)?.[0],
      extras: extras.get(head.distribution_id),
      monitoring: monitoring.get(head.distribution_id) ?? [],
    }),
  );
  const conflicts = [...extras.values()];
  return {
    distributions,
    totals: totalsPerCurrency(distributions),
    budgets: await budgetsUsed(
      tx,
      reach.accountId,
      [...new Set(found.map((h) => h.program_id))],
      new Map(distributions.map((r) => [r.distributionId, r.planned.amount])),
    ),
    ...(await deliveryActivity(tx, covered, groups)),
    offlineConflicts: {
      total: conflicts.reduce((n, c) => n + c.total, 0),
      unresolved: conflicts.reduce((n, c) => n + c.unresolved, 0),
    },
    reached: await reachedPeople(tx, covered),
  };
}

/** One distribution's row: its head, its entitlements' groups, its in-kind figures, messages, conflicts, imports. */
function summaryRow(
  head: Head,
  groups: readonly FamilyGroup[],
  inKind: readonly InKindRow[],
  more: {
    message: { sent: string | number; error: string | number } | undefined;
    extras: Extras | undefined;
    monitoring: DistributionSummaryRowJson['monitoring'];
  },
): DistributionSummaryRowJson {
  const f = toFigures(figureRow(groups, head.past, more.extras));
  const counts = statusCounts(groups);
  const families = Number(head.number_of_families);
  const progress = inKind.find((r) => r.kind === 'COLLECTION');
  return {
    distributionId: head.distribution_id,
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
    notified: { sent: num(more.message?.sent), error: num(more.message?.error) },
    paymentStatus: zeroCounts(PAYMENT_STATUSES, counts.payments),
    voucherUsage: zeroCounts(VOUCHER_USAGE_STATUSES, counts.usage),
    collection:
      head.distribution_type === 'IN_KIND'
        ? collectionOf(families, progress ? { full: progress.full ?? 0, partial: progress.partial ?? 0 } : null)
        : zeroCounts(COLLECTION_STATUSES),
    items: inKind
      .filter((i) => i.kind === 'ITEM')
      .map((i) => ({ name: i.name ?? '', unit: i.unit ?? '', planned: num(i.planned), delivered: num(i.delivered) })),
    redeemed: f.redeemed.amount,
    outstanding: f.outstanding.amount,
    reconciliation: f,
    monitoring: more.monitoring,
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
