// `pnpm bench`: runs every benchmark and prints one JSON document. BENCH_ONLY (comma-separated names, see BENCHMARKS
// below) runs only those, e.g. `BENCH_ONLY=scanning,reconciliation-import pnpm bench`; BENCH_DATABASES (pglite,
// postgres) only those databases. Sizes: BENCH_ROUNDS the rounds of the gateway/REST comparison, BENCH_LIST_ROWS the
// large programs list (0 skips it), BENCH_BENEFICIARY_ROWS the beneficiary master list of the page benchmark
// (PostgreSQL; 0 skips it), BENCH_DEDUP_ROWS and BENCH_DEDUP_ROWS_PGLITE the deduplication's master lists,
// BENCH_IMPORT_ROWS / BENCH_IMPORT_ROWS_LARGE the imports, BENCH_IMPORT_KILL_ROWS the import killed and restarted
// mid-commit (0 skips it), BENCH_EXPORT=0 skips the export, BENCH_DISTRIBUTION_FAMILIES the voucher distribution's
// families (0 skips it), BENCH_SCAN_REDEMPTIONS the timed redemptions through the gateway (0 skips the scanning bench;
// BENCH_SCAN_VOUCHERS and BENCH_SCAN_CONCURRENCY shape it), BENCH_RECONCILIATION_ROWS the provider report imported
// for as many families (100,000; 0 skips it), BENCH_REPORT_BENEFICIARIES (BENCH_REPORT_BENEFICIARIES_PGLITE) and
// BENCH_REPORT_ROUNDS the reports' organisation and rounds; BENCH_SMART_FORMS_PEOPLE (BENCH_SMART_FORMS_PEOPLE_PGLITE)
// the smart-forms bench's master list, BENCH_SMART_FORMS_SECONDS, _CONCURRENCY and _SYNC its runs (smart-forms.ts);
// BENCH_SLOW_PHONE_RUNS the starts of the slow-phone scanning page (0 skips it), _FAMILIES its vouchers, _PORT its
// gateway's port (slow-phone.ts; needs the built web app, web/dist or WEB_DIST, and Chromium).
// PostgreSQL runs are skipped when no server answers at TEST_DATABASE_URL (or the local default).
import { cpus } from 'node:os';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { benchExport } from './beneficiary-export.js';
import { benchImport } from './beneficiary-import.js';
import { benchBeneficiaryList } from './beneficiary-list.js';
import { benchDedup } from './dedup.js';
import { benchDistributions } from './distributions.js';
import { measureFirstLoad } from './first-load.js';
import { benchImportRestart } from './import-restart.js';
import { benchPrograms, type Database } from './programs.js';
import { benchReconciliation } from './reconciliation.js';
import { benchReports } from './reports.js';
import { benchScanning } from './scanning.js';
import { benchSearch } from './search.js';
import { benchSlowPhone } from './slow-phone.js';
import { benchSmartForms } from './smart-forms.js';

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
const reportBeneficiaries = {
  postgres: Number(process.env.BENCH_REPORT_BENEFICIARIES ?? 1_000_000),
  pglite: Number(process.env.BENCH_REPORT_BENEFICIARIES_PGLITE ?? 100_000),
};
const smartFormsPeople = {
  postgres: Number(process.env.BENCH_SMART_FORMS_PEOPLE ?? 1_000_000),
  pglite: Number(process.env.BENCH_SMART_FORMS_PEOPLE_PGLITE ?? process.env.BENCH_SMART_FORMS_PEOPLE ?? 100_000),
};
const reportRounds = Number(process.env.BENCH_REPORT_ROUNDS ?? 20);
const off = (variable: string) => process.env[variable] === '0';

type Bench = {
  name: string;
  /** The databases it runs on, in this order. */
  databases: readonly Database[];
  enabled: boolean;
  run: (identity: TestIdentity, database: Database) => Promise<unknown>;
};

/** Every benchmark, in the order `pnpm bench` runs them. */
const BENCHMARKS: Bench[] = [
  {
    name: 'programs',
    databases: ['pglite', 'postgres'],
    enabled: true,
    run: (identity, database) => benchPrograms(identity, database, rounds, warmup),
  },
  {
    name: 'search',
    databases: ['pglite', 'postgres'],
    enabled: listRows > 0,
    run: (identity, database) => benchSearch(identity, database, listRows),
  },
  {
    name: 'beneficiary-list',
    databases: ['postgres'],
    enabled: beneficiaryRows > 0,
    run: (identity, database) => benchBeneficiaryList(identity, database, beneficiaryRows),
  },
  { name: 'beneficiary-import', databases: ['postgres', 'pglite'], enabled: true, run: benchImport },
  {
    name: 'beneficiary-import-restart',
    databases: ['postgres', 'pglite'],
    enabled: !off('BENCH_IMPORT_KILL_ROWS'),
    run: benchImportRestart,
  },
  {
    name: 'dedup',
    databases: ['postgres', 'pglite'],
    enabled: true,
    run: async (_identity, database) => (dedupRows[database] > 0 ? benchDedup(database, dedupRows[database]) : null),
  },
  { name: 'beneficiary-export', databases: ['postgres', 'pglite'], enabled: !off('BENCH_EXPORT'), run: benchExport },
  {
    name: 'distributions',
    databases: ['postgres', 'pglite'],
    enabled: !off('BENCH_DISTRIBUTION_FAMILIES'),
    run: benchDistributions,
  },
  { name: 'scanning', databases: ['postgres', 'pglite'], enabled: !off('BENCH_SCAN_REDEMPTIONS'), run: benchScanning },
  {
    name: 'reconciliation-import',
    databases: ['postgres', 'pglite'],
    enabled: reconciliationRows > 0,
    run: (identity, database) => benchReconciliation(identity, database, reconciliationRows),
  },
  {
    name: 'reports',
    databases: ['postgres', 'pglite'],
    enabled: true,
    run: async (identity, database) =>
      reportBeneficiaries[database] > 0
        ? benchReports(identity, database, reportBeneficiaries[database], reportRounds)
        : null,
  },
  // Needs the built web app (web/dist, or WEB_DIST) and Chromium; null (left out) without the build.
  { name: 'slow-phone', databases: ['pglite'], enabled: !off('BENCH_SLOW_PHONE_RUNS'), run: benchSlowPhone },
  {
    name: 'smart-forms',
    databases: ['postgres', 'pglite'],
    enabled: true,
    run: async (identity, database) =>
      smartFormsPeople[database] > 0 ? benchSmartForms(identity, database, smartFormsPeople[database]) : null,
  },
];

const only = process.env.BENCH_ONLY?.split(',')
  .map((n) => n.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !BENCHMARKS.some((b) => b.name === name)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY names no benchmark called ${unknown.join(', ')}: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
  );
}
const databases = process.env.BENCH_DATABASES?.split(',').map((d) => d.trim());

const identity = await startTestIdentity();
const results: unknown[] = [];
try {
  for (const bench of BENCHMARKS) {
    if (!bench.enabled || (only && !only.includes(bench.name))) continue;
    for (const database of bench.databases) {
      if (databases && !databases.includes(database)) continue;
      const result = await bench.run(identity, database);
      if (result !== null) results.push(result ?? { benchmark: bench.name, database, skipped: 'not reachable' });
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
