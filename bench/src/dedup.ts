// Deduplication at scale: a full run over a generated master list (BENCH_DEDUP_ROWS, default 1,000,000, with 5% known
// duplicates) and a 10,000-row import checked against it, with precision and recall against the known truth.
// Run alone: `pnpm --filter @aid/bench exec tsx src/dedup.ts [pglite|postgres]` (prints JSON).
import { pathToFileURL } from 'node:url';
import {
  checkImportDuplicates,
  findDuplicatePairs,
  migrate,
  openDb,
  tenantRunner,
  thresholdsOf,
  writePairs,
} from '@aid/api';
import { createFixtures, generateDedupSet, insertGenerated, precisionRecall } from '@aid/api/testing';
import { nameKey } from '@aid/common/beneficiaries';
import { type Database, onScratchDatabase } from './programs.js';
import { round } from './stats.js';

export type DedupBenchResult = {
  benchmark: 'deduplication';
  database: Database;
  rows: number;
  loadSeconds: number;
  /** Finding every candidate pair of the master list (four blocking passes, scoring in the API process). */
  findSeconds: number;
  writeSeconds: number;
  /** find + write: the BENEFICIARY_DEDUPLICATION job's work (target ≤ 120 s for 1,000,000 on PostgreSQL). */
  fullRunSeconds: number;
  pairs: number;
  precision: number;
  recall: number;
  importRows: number;
  /** checkImportDuplicates on 10,000 temporary rows against the master list (target ≤ 10 s). */
  importCheckSeconds: number;
  importFlagged: number;
  importRecall: number;
  peakRssMiB: number;
};

const IMPORT_ROWS = 10_000;

export async function benchDedup(database: Database, rows: number): Promise<DedupBenchResult | undefined> {
  return onScratchDatabase(database, async (target) => {
    const db = await openDb({ databaseUrl: target.databaseUrl, dataDir: 'memory://' });
    let peak = process.memoryUsage().rss;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 200);
    try {
      await migrate(db);
      const { accountId } = await createFixtures(db).account('Deduplication bench');
      const groupId = 'grp--dedupbench';
      await db.query(
        `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, list_type, status)
       VALUES ($1, $2, 'Master list', 'MASTER', 'LOCKED')`,
        [groupId, accountId],
      );
      await db.query('UPDATE accounts SET master_beneficiary_list_id = $2 WHERE account_id = $1', [accountId, groupId]);

      const loadStart = performance.now();
      const set = generateDedupSet(Math.round(rows / 1.05));
      await insertGenerated(db, accountId, groupId, set.people);
      await db.exec('ANALYZE beneficiaries');
      const loadSeconds = (performance.now() - loadStart) / 1000;

      const run = tenantRunner(db, { accountId, userId: 'usr--bench' });
      const thresholds = await run((tx) => thresholdsOf(tx, accountId));
      const findStart = performance.now();
      const pairs = await findDuplicatePairs(run, accountId, thresholds);
      const findSeconds = (performance.now() - findStart) / 1000;
      const writeStart = performance.now();
      await writePairs(run, accountId, 'bench', thresholds, pairs);
      const writeSeconds = (performance.now() - writeStart) / 1000;
      const quality = precisionRecall(pairs, set.truePairs);

      // An import: half of it people already registered (first and last name swapped), half new people.
      const importId = 'imp--dedupbench';
      await db.query(
        `INSERT INTO beneficiary_imports (import_id, account_id, file_id, file_name, beneficiary_list_id, format, mapping)
       VALUES ($1, $2, 'fil--bench', 'bench.csv', $3, 'CSV', '{}'::jsonb)`,
        [importId, accountId, groupId],
      );
      const known = set.people.filter((p) => p.dob !== null).slice(0, IMPORT_ROWS / 2);
      const fresh = generateDedupSet(IMPORT_ROWS / 2, 99).people.slice(0, IMPORT_ROWS / 2);
      const incoming = [
        ...known.map((p) => ({ first: p.last, last: p.first, dob: p.dob, phone: null })),
        ...fresh.map((p) => ({ first: p.first, last: p.last, dob: p.dob, phone: null })),
      ];
      await db.query(
        `INSERT INTO temporary_beneficiaries (import_id, row_number, account_id, beneficiary_id, beneficiary_list_id,
                                            first_name, last_name, dob, name_key, name_skeleton)
       SELECT $1, n, $2, 'ben--imp' || n, $3, f, l, NULLIF(d, '')::date, k, sk
         FROM unnest($4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) AS t(n, f, l, d, k, sk)`,
        [
          importId,
          accountId,
          groupId,
          incoming.map((_p, i) => i + 1),
          incoming.map((p) => p.first),
          incoming.map((p) => p.last),
          incoming.map((p) => p.dob ?? ''),
          incoming.map((p) => nameKey(p.first, p.last).key),
          incoming.map((p) => nameKey(p.first, p.last).skeleton),
        ],
      );
      await db.exec('ANALYZE temporary_beneficiaries');
      const checkStart = performance.now();
      const checked = await run((tx) => checkImportDuplicates(tx, { accountId, importId, thresholds }));
      const importCheckSeconds = (performance.now() - checkStart) / 1000;
      const [caught] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM temporary_beneficiaries
        WHERE import_id = $1 AND row_number <= $2 AND duplicate_of IS NOT NULL`,
        [importId, known.length],
      );
      return {
        benchmark: 'deduplication',
        database,
        rows: set.people.length,
        loadSeconds: round(loadSeconds),
        findSeconds: round(findSeconds),
        writeSeconds: round(writeSeconds),
        fullRunSeconds: round(findSeconds + writeSeconds),
        pairs: pairs.length,
        precision: round(quality.precision, 4),
        recall: round(quality.recall, 4),
        importRows: incoming.length,
        importCheckSeconds: round(importCheckSeconds),
        importFlagged: checked.duplicateRows,
        importRecall: round(Number(caught?.n ?? 0) / known.length, 4),
        peakRssMiB: Math.round(peak / 2 ** 20),
      };
    } finally {
      clearInterval(sample);
      await db.close();
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = Number(process.env.BENCH_DEDUP_ROWS ?? 1_000_000);
  const only = process.argv[2] as Database | undefined;
  const results: unknown[] = [];
  for (const database of only ? [only] : (['pglite', 'postgres'] as const)) {
    results.push((await benchDedup(database, rows)) ?? { database, skipped: 'not reachable' });
  }
  console.log(JSON.stringify(results, null, 2));
}
