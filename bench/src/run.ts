// `pnpm bench`: runs every benchmark and prints one JSON document. BENCH_ROUNDS sets the rounds of the gateway/REST
// comparison, BENCH_LIST_ROWS the size of the large programs list (0 skips it), BENCH_BENEFICIARY_ROWS the
// beneficiary master list of the page benchmark (PostgreSQL; 0 skips it), BENCH_DEDUP_ROWS and
// BENCH_DEDUP_ROWS_PGLITE the deduplication's master lists, BENCH_IMPORT_ROWS / BENCH_IMPORT_ROWS_LARGE the imports,
// BENCH_EXPORT=0 skips the export, BENCH_DISTRIBUTION_FAMILIES sets the voucher distribution's families (0 skips
// it), BENCH_SCAN_REDEMPTIONS the timed redemptions through the gateway (0 skips the scanning bench; BENCH_SCAN_VOUCHERS
// and BENCH_SCAN_CONCURRENCY shape it), BENCH_RECONCILIATION_ROWS the provider report imported for as many families
// (100,000; 0 skips it). PostgreSQL runs are skipped when no server answers at TEST_DATABASE_URL (or the local default).
import { cpus } from 'node:os';
import { startTestIdentity } from '@aid/identity';
import { benchExport } from './beneficiary-export.js';
import { benchImport } from './beneficiary-import.js';
import { benchBeneficiaryList } from './beneficiary-list.js';
import { benchDedup } from './dedup.js';
import { benchDistributions } from './distributions.js';
import { measureFirstLoad } from './first-load.js';
import { benchPrograms } from './programs.js';
import { benchReconciliation } from './reconciliation.js';
import { benchScanning } from './scanning.js';
import { benchSearch } from './search.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmup = Math.max(10, Math.round(rounds / 10));
const listRows = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const beneficiaryRows = Number(process.env.BENCH_BENEFICIARY_ROWS ?? 1_000_000);
// Generating a million rows inside PGlite takes longer than the run itself is worth: a tenth there by default.
const dedupRows = {
  postgres: Number(process.env.BENCH_DEDUP_ROWS ?? 1_000_000),
  pglite: Number(process.env.BENCH_DEDUP_ROWS_PGLITE ?? 100_000),
};
const reconciliationRows = Number(process.env.BENCH_RECONCILIATION_ROWS ?? 100_000);
const skipped = (database: string) => ({ database, skipped: 'not reachable' });

const identity = await startTestIdentity();
const results: unknown[] = [];
try {
  for (const database of ['pglite', 'postgres'] as const) {
    results.push((await benchPrograms(identity, database, rounds, warmup)) ?? { database, skipped: 'not reachable' });
  }
  if (listRows > 0) {
    for (const database of ['pglite', 'postgres'] as const) {
      results.push((await benchSearch(identity, database, listRows)) ?? skipped(database));
    }
  }
  if (beneficiaryRows > 0) {
    results.push((await benchBeneficiaryList(identity, 'postgres', beneficiaryRows)) ?? skipped('postgres'));
  }
  for (const database of ['postgres', 'pglite'] as const) {
    results.push((await benchImport(identity, database)) ?? skipped(database));
    if (dedupRows[database] > 0) results.push((await benchDedup(database, dedupRows[database])) ?? skipped(database));
    if (process.env.BENCH_EXPORT !== '0') results.push((await benchExport(identity, database)) ?? skipped(database));
    if (process.env.BENCH_DISTRIBUTION_FAMILIES !== '0') {
      results.push((await benchDistributions(identity, database)) ?? skipped(database));
    }
    if (process.env.BENCH_SCAN_REDEMPTIONS !== '0') {
      results.push((await benchScanning(identity, database)) ?? skipped(database));
    }
    if (reconciliationRows > 0) {
      results.push((await benchReconciliation(identity, database, reconciliationRows)) ?? skipped(database));
    }
  }
} finally {
  await identity.stop();
}
// Built by `npm test` and `npm start`; reported as skipped when web/dist is missing.
const firstLoad = measureFirstLoad() ?? { skipped: 'web/dist not built (pnpm --filter @aid/web build)' };
console.log(
  JSON.stringify(
    { machine: { cpus: cpus().length, node: process.version, nodeEnv: process.env.NODE_ENV }, firstLoad, results },
    null,
    2,
  ),
);
