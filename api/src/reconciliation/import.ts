// Applying a provider's report to one distribution's payment statuses, in batches of set-based SQL.
//
// Each row is MATCHED (moved, or already at that status), FAILED (a status value we cannot read, or a change
// PAYMENT_TRANSITIONS forbids: canTransition decides, never bypassed) or NOT_FOUND (no such entitlement here).
// The same file imported again finds every status already equal: changed = 0.
import { canTransition, type ImportOutcome, type PaymentStatus, providerStatus } from '@aid/common';
import type { Queryable } from '../db/db.js';
import type { TenantRunner } from '../db/tenant.js';

/** Rows per batch: one read and one UPDATE each, large enough that 100,000 rows take a few dozen round trips. */
export const RECONCILIATION_BATCH_ROWS = 5000;

export type ProviderReportRow = { reference: string; status: string };

export type ImportRowResult = {
  rowNumber: number;
  reference: string;
  providerStatus: string;
  outcome: ImportOutcome;
  message: string;
};

export type ImportCounters = { rowsTotal: number; matched: number; failed: number; notFound: number; changed: number };

export type RunImportOptions = {
  distributionId: string;
  /** Called after each batch with the counters so far (the job reports progress and may cancel from here). */
  onBatch?: (counters: ImportCounters, results: readonly ImportRowResult[]) => Promise<void>;
};

/** Applies one batch; `current` carries statuses already moved by earlier rows of the same file. */
async function applyBatch(
  tx: Queryable,
  distributionId: string,
  batch: readonly ProviderReportRow[],
  firstRow: number,
  counters: ImportCounters,
): Promise<ImportRowResult[]> {
  const refs = [...new Set(batch.map((r) => r.reference.trim()).filter((r) => r !== ''))];
  const found = await tx.query<{ entitlement_id: string; payment_status: PaymentStatus }>(
    `SELECT entitlement_id, payment_status FROM entitlements
      WHERE distribution_id = $1 AND entitlement_id = ANY($2::text[]) FOR UPDATE`,
    [distributionId, refs],
  );
  const original = new Map(found.map((f) => [f.entitlement_id, f.payment_status]));
  const current = new Map(original);
  const results = batch.map((row, i): ImportRowResult => {
    const reference = row.reference.trim();
    const base = { rowNumber: firstRow + i, reference, providerStatus: row.status };
    const from = current.get(reference);
    if (from === undefined) {
      counters.notFound++;
      return { ...base, outcome: 'NOT_FOUND', message: 'No entitlement of this distribution has this reference' };
    }
    const to = providerStatus(row.status);
    if (!to) {
      counters.failed++;
      return { ...base, outcome: 'FAILED', message: `Unknown payment status "${row.status}"` };
    }
    if (from === to) {
      counters.matched++;
      return { ...base, outcome: 'MATCHED', message: `Already ${to}` };
    }
    if (!canTransition('payment', from, to)) {
      counters.failed++;
      return { ...base, outcome: 'FAILED', message: `A payment status cannot change from ${from} to ${to}` };
    }
    current.set(reference, to);
    counters.matched++;
    return { ...base, outcome: 'MATCHED', message: `${from} → ${to}` };
  });
  const moved = [...current].filter(([id, status]) => original.get(id) !== status);
  if (moved.length > 0) {
    // The rows are locked above, so the guard on the old status only documents what was checked.
    await tx.query(
      `UPDATE entitlements e SET payment_status = v.status, updated_at = now()
         FROM unnest($2::text[], $3::text[], $4::text[]) AS v(id, status, old)
        WHERE e.distribution_id = $1 AND e.entitlement_id = v.id AND e.payment_status = v.old`,
      [distributionId, moved.map(([id]) => id), moved.map(([, s]) => s), moved.map(([id]) => original.get(id) ?? '')],
    );
  }
  counters.changed += moved.length;
  counters.rowsTotal += batch.length;
  return results;
}

/**
 * Runs a provider report against a distribution, one transaction per batch through `run` (row-level security on), so
 * progress can be recorded between batches; a batch applied twice (a retried job) changes nothing the second time.
 * For the bench: `runReconciliationImport(tenantRunner(db, { accountId, userId }), rows, { distributionId })` with
 * `rows` any (async) iterable of `{ reference, status }`; resolves with the counters and every row's result in order.
 */
export async function runReconciliationImport(
  run: TenantRunner,
  rows: Iterable<ProviderReportRow> | AsyncIterable<ProviderReportRow>,
  options: RunImportOptions,
): Promise<{ counters: ImportCounters; results: ImportRowResult[] }> {
  const counters: ImportCounters = { rowsTotal: 0, matched: 0, failed: 0, notFound: 0, changed: 0 };
  const all: ImportRowResult[] = [];
  let batch: ProviderReportRow[] = [];
  const flush = async () => {
    const current = batch;
    const results = await run((tx) => applyBatch(tx, options.distributionId, current, all.length + 1, counters));
    all.push(...results);
    batch = [];
    await options.onBatch?.(counters, results);
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= RECONCILIATION_BATCH_ROWS) await flush();
  }
  if (batch.length > 0) await flush();
  return { counters, results: all };
}
