// Reconciliation figures, summed in the database (never a family in memory): per distribution, and per program.
//
// Indicator rule (spec §4's reconciliation indicators), first that applies:
//   ERROR      unresolved redemption conflicts, or payments a provider failed (DECLINED, ERROR, name mismatch);
//   PROCESSING a provider report import is running, or payments are in flight (INITIATED, PENDING, PROCESSING);
//   PENDING    families still outstanding (neither redeemed nor paid);
//   SUCCESS    every family accounted for.
import type {
  ProgramReconciliationJson,
  ReconciliationFiguresJson,
  ReconciliationIndicator,
} from '@aid/common/reconciliation';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { SqlParams } from '../db/params.js';
import { visibleDistributions } from './access.js';
import { ReconciliationError } from './errors.js';

type FigureRow = {
  distribution_id: string;
  entitled_families: string | number;
  entitled_amount: string | number;
  redeemed_families: string | number;
  redeemed_amount: string | number;
  paid_families: string | number;
  paid_amount: string | number;
  outstanding_families: string | number;
  expired_families: string | number;
  expired_amount: string | number;
  failed_families: string | number;
  failed_amount: string | number;
  in_flight: string | number;
  conflicts: string | number;
  imports_in_flight: string | number;
};

const FAILED = `('DECLINED', 'ERROR', 'BENEFICIARY_NAME_MISMATCH')`;
const IN_FLIGHT = `('INITIATED', 'PENDING', 'PROCESSING')`;

/**
 * One row per distribution matching `condition` (on `distributions`). Redeemed amounts come from the ledger, read
 * through its distribution index; a ledger row written before 0019 (no distribution_id) is found through its voucher.
 */
export function figuresSql(condition: string): string {
  return `
    WITH d AS (SELECT distribution_id, valid_until FROM distributions WHERE ${condition}),
    used AS (
      SELECT l.voucher_id, sum(l.amount) AS used FROM (
        SELECT r.voucher_id, r.amount FROM voucher_redemptions r WHERE r.distribution_id IN (SELECT distribution_id FROM d)
        UNION ALL
        SELECT r.voucher_id, r.amount FROM voucher_redemptions r JOIN entitlements e ON e.entitlement_id = r.voucher_id
         WHERE r.distribution_id IS NULL AND e.distribution_id IN (SELECT distribution_id FROM d)) l
       GROUP BY l.voucher_id),
    collected AS (
      SELECT DISTINCT k.entitlement_id FROM in_kind_collections k
       WHERE k.distribution_id IN (SELECT distribution_id FROM d)),
    fam AS (
      SELECT e.distribution_id, e.amount, e.payment_status, coalesce(u.used, 0) AS used,
             (d.valid_until IS NOT NULL AND d.valid_until < current_date) AS past,
             -- An in-kind family (amount 0) counts as redeemed once it collected anything.
             (k.entitlement_id IS NOT NULL) AS collected
        FROM entitlements e JOIN d ON d.distribution_id = e.distribution_id
        LEFT JOIN used u ON u.voucher_id = e.entitlement_id
        LEFT JOIN collected k ON k.entitlement_id = e.entitlement_id)
    SELECT d.distribution_id,
      count(fam.amount) AS entitled_families, coalesce(sum(fam.amount), 0) AS entitled_amount,
      count(*) FILTER (WHERE fam.used > 0 OR fam.collected) AS redeemed_families, coalesce(sum(fam.used), 0) AS redeemed_amount,
      count(*) FILTER (WHERE fam.payment_status = 'COMPLETED') AS paid_families,
      coalesce(sum(fam.amount) FILTER (WHERE fam.payment_status = 'COMPLETED'), 0) AS paid_amount,
      count(*) FILTER (WHERE fam.used = 0 AND NOT fam.collected AND fam.payment_status <> 'COMPLETED')
        AS outstanding_families,
      count(*) FILTER (WHERE fam.past AND (fam.used < fam.amount OR (fam.amount = 0 AND NOT fam.collected))
        AND fam.payment_status <> 'COMPLETED') AS expired_families,
      coalesce(sum(fam.amount - fam.used) FILTER (WHERE fam.past AND fam.used < fam.amount
        AND fam.payment_status <> 'COMPLETED'), 0) AS expired_amount,
      count(*) FILTER (WHERE fam.payment_status IN ${FAILED}) AS failed_families,
      coalesce(sum(fam.amount) FILTER (WHERE fam.payment_status IN ${FAILED}), 0) AS failed_amount,
      count(*) FILTER (WHERE fam.payment_status IN ${IN_FLIGHT}) AS in_flight,
      (SELECT count(*) FROM redemption_conflicts c
        WHERE c.distribution_id = d.distribution_id AND c.resolved_at IS NULL) AS conflicts,
      (SELECT count(*) FROM reconciliation_imports i
        WHERE i.distribution_id = d.distribution_id AND i.status IN ('REQUESTED', 'PROCESSING')) AS imports_in_flight
    FROM d LEFT JOIN fam ON fam.distribution_id = d.distribution_id
    GROUP BY d.distribution_id`;
}

export function indicatorOf(f: Omit<ReconciliationFiguresJson, 'indicator'>): ReconciliationIndicator {
  if (f.conflicts > 0 || f.failed.families > 0) return 'ERROR';
  if (f.importsInFlight > 0 || f.paymentsInFlight > 0) return 'PROCESSING';
  if (f.outstanding.families > 0) return 'PENDING';
  return 'SUCCESS';
}

export function toFigures(r: Omit<FigureRow, 'distribution_id'>): ReconciliationFiguresJson {
  const n = Number;
  const entitledAmount = n(r.entitled_amount);
  const redeemedAmount = n(r.redeemed_amount);
  const paidAmount = n(r.paid_amount);
  const base = {
    entitled: { families: n(r.entitled_families), amount: entitledAmount },
    redeemed: { families: n(r.redeemed_families), amount: redeemedAmount },
    paid: { families: n(r.paid_families), amount: paidAmount },
    outstanding: {
      families: n(r.outstanding_families),
      amount: Math.max(0, entitledAmount - redeemedAmount - paidAmount),
    },
    expired: { families: n(r.expired_families), amount: n(r.expired_amount) },
    failed: { families: n(r.failed_families), amount: n(r.failed_amount) },
    conflicts: n(r.conflicts),
    importsInFlight: n(r.imports_in_flight),
    paymentsInFlight: n(r.in_flight),
  };
  return { ...base, indicator: indicatorOf(base) };
}

/** Figures of one distribution the caller may see (checked by the caller: loadReconciled). */
export async function distributionFigures(tx: Queryable, distributionId: string): Promise<ReconciliationFiguresJson> {
  const [row] = await tx.query<FigureRow>(figuresSql('distribution_id = $1'), [distributionId]);
  return toFigures(row ?? emptyRow(distributionId));
}

function emptyRow(distributionId: string): FigureRow {
  return {
    distribution_id: distributionId,
    ...Object.fromEntries(
      [
        'entitled_families',
        'entitled_amount',
        'redeemed_families',
        'redeemed_amount',
        'paid_families',
        'paid_amount',
        'outstanding_families',
        'expired_families',
        'expired_amount',
        'failed_families',
        'failed_amount',
        'in_flight',
        'conflicts',
        'imports_in_flight',
      ].map((k) => [k, 0]),
    ),
  } as FigureRow;
}

const SUMMED = Object.keys(emptyRow('')).filter((k) => k !== 'distribution_id');

/** A program's totals over every distribution the caller may see, and one row per distribution, keyset-paged. */
export async function programFigures(
  tx: Queryable,
  auth: AuthContext,
  programId: string,
  page: { first: number; after?: string },
): Promise<ProgramReconciliationJson> {
  // Row-level security limits this to the caller's organisation: another one's program is not found.
  const [program] = await tx.query('SELECT program_id FROM programs WHERE program_id = $1', [programId]);
  if (!program) throw ReconciliationError.notFound('Program');
  const params = new SqlParams();
  const condition = `${visibleDistributions(auth, params)} AND program_id = ${params.add(programId)}`;
  const [totals] = await tx.query<FigureRow & { n: string | number }>(
    `SELECT count(*) AS n, ${SUMMED.map((k) => `coalesce(sum(${k}), 0) AS ${k}`).join(', ')}
       FROM (${figuresSql(condition)}) f`,
    params.values,
  );
  const pageParams = new SqlParams();
  let pageCondition = `${visibleDistributions(auth, pageParams)} AND program_id = ${pageParams.add(programId)}`;
  if (page.after) pageCondition += ` AND distribution_id COLLATE "C" > ${pageParams.add(page.after)}`;
  const limit = pageParams.add(page.first + 1);
  const pageIds = `(SELECT distribution_id FROM distributions WHERE ${pageCondition}
    ORDER BY distribution_id COLLATE "C" LIMIT ${limit})`;
  const rows = await tx.query<FigureRow & { distribution_name: string }>(
    `SELECT f.*, dd.distribution_name FROM (${figuresSql(`distribution_id IN ${pageIds}`)}) f
       JOIN distributions dd ON dd.distribution_id = f.distribution_id
      ORDER BY f.distribution_id COLLATE "C"`,
    pageParams.values,
  );
  const more = rows.length > page.first;
  const items = rows.slice(0, page.first).map((r) => ({
    distributionId: r.distribution_id,
    distributionName: r.distribution_name,
    figures: toFigures(r),
  }));
  return {
    programId,
    totals: toFigures(totals ?? emptyRow('')),
    items,
    nextCursor: more ? (items.at(-1)?.distributionId ?? null) : null,
    totalCount: Number(totals?.n ?? 0),
  };
}
