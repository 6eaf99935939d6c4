// Importing beneficiaries from a CSV file: a 100,000-row file with realistic fields uploaded through the gateway
// (POST /api/files), then inspected, checked and committed through the API's REST routes (the gateway's GraphQL
// for imports is another piece of work), median of 3 runs; the same rows written by one raw bulk statement as the
// baseline; and the API process's peak resident memory during a 1,000,000-row import.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, startApi } from '@aid/api';
import { createFixtures, FAST_JOBS } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { fetchRest } from './http.js';
import { type Database, onScratchDatabase, startBenchGateway } from './programs.js';
import { median, round } from './stats.js';

export type ImportBenchResult = {
  benchmark: 'beneficiary-import';
  database: Database;
  rows: number;
  /** Upload through the gateway, inspect, check and commit, ms per run, and their median. */
  runsMs: number[];
  medianMs: number;
  /** Of the median run: how the time splits. */
  phasesMs: { upload: number; inspect: number; check: number; commit: number };
  /** The same rows into beneficiaries with one INSERT … SELECT FROM unnest (COPY FROM STDIN is not installed). */
  rawBulkInsertMs: number;
  ratioToRawBulkInsert: number;
  /** The same rows into a copy of beneficiaries with its primary key only: what the table's other indexes cost. */
  rawPrimaryKeyOnlyMs: number;
  /** Indexes on beneficiaries (sorts, duplicate look-ups, text search), the primary key included. */
  beneficiaryIndexes: number;
  large?: { rows: number; totalMs: number; peakRssMiB: number; baselineRssMiB: number };
};

const GIVEN = [
  'Amina',
  'Mohammed',
  'Fatuma',
  'Ali',
  'Zainab',
  'Hassan',
  'Grace',
  'John',
  'Asha',
  'Omar',
  'José',
  'Амина',
  'محمد',
  'Halima',
  'Ibrahim',
  'Mary',
  'Peter',
  'Nasra',
  'Abdi',
  'Faith',
  'Yusuf',
  'Khadija',
  'Samuel',
  'Rahma',
  'David',
  'Hawa',
  'Joseph',
  'Sahra',
  'Ahmed',
  'Esther',
];
const FAMILY = [
  'Yusuf',
  'Odhiambo',
  'Abdi',
  'Mwangi',
  'Hussein',
  'Otieno',
  'Ahmed',
  'Kamau',
  'Muñoz',
  'Юсуф',
  'الحسن',
  'Wanjiru',
  'Mohamed',
  'Ochieng',
  'Farah',
  'Kiprono',
  'Ali',
  'Njoroge',
  'Hassan',
  'Achieng',
  'Omar',
  'Mutua',
  'Warsame',
  'Chebet',
  'Ismail',
  'Kariuki',
  'Osman',
  'Akinyi',
  'Jama',
  'Barasa',
];
const NATIONS = ['KE', 'SO', 'SS', 'ET', 'SDN', 'UG'];

/** Line `i` of the benchmark file: every person distinct (reference, phone and e-mail unique). */
function line(i: number, tag: string): string {
  // Spread like a real register: 900 name pairs, birth dates over 60 years, few people sharing both by chance.
  // Each run's people are others (the tag seeds them): a later run must not find the earlier ones as duplicates.
  const seed = [...tag].reduce((n, c) => Math.imul(n, 31) + c.charCodeAt(0), 7);
  const h = Math.imul(i + 1 + seed * 1_000_003, 2654435761) >>> 0;
  const first = GIVEN[h % GIVEN.length];
  const last = FAMILY[(h >>> 8) % FAMILY.length];
  const day = (h >>> 4) % 21_900;
  const dob = new Date(Date.UTC(1950, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  // A million numbers per tag (r0…r2, raw and big fall in different millions): no run shares a phone with another.
  const block = [...tag].reduce((n, c) => n * 7 + c.charCodeAt(0), 0) % 97;
  const phone = `+2547${String(block * 1_000_000 + i).padStart(8, '0')}`;
  return `${first},${last},${i % 2 ? 'F' : 'M'},${dob},p${tag}${i}@example.org,${phone},${tag}-${i},${i % 7},${NATIONS[i % NATIONS.length]}`;
}
const HEADER =
  'firstName,lastName,gender,dob,email,phoneNumber,externalReferenceNumber,numberOfFamilyMembers,nationality';

/** Writes the file to disk a chunk at a time: a million rows never sit in memory. */
export async function writeCsv(path: string, rows: number, tag: string): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${HEADER}\n`);
  for (let from = 0; from < rows; from += 10_000) {
    const chunk: string[] = [];
    for (let i = from; i < Math.min(rows, from + 10_000); i++) chunk.push(line(i, tag));
    if (!out.write(`${chunk.join('\n')}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.end(() => resolve());
  });
}

export async function benchImport(identity: TestIdentity, database: Database): Promise<ImportBenchResult | undefined> {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
  const largeRows = Number(process.env.BENCH_IMPORT_ROWS_LARGE ?? 1_000_000);
  return onScratchDatabase(database, async (target) => {
    const dir = await mkdtemp(join(tmpdir(), 'aid-bench-import-'));
    const api = await startApi({
      identity: identity.config,
      databaseUrl: target.databaseUrl,
      dataDir: 'memory://',
      logger: createLogger(undefined, 'silent'),
      filesDir: join(dir, 'files'),
      jobs: FAST_JOBS,
    });
    const gateway = await startBenchGateway(identity, api.url);
    try {
      const fixtures = createFixtures(api.db);
      const { accountId } = await fixtures.account('Import bench organisation');
      const user = await identity.user(`import-bench-${database}@example.org`);
      await fixtures.member(user, accountId, 'ADMIN');
      const auth = { authorization: `Bearer ${user.tokens.accessToken}`, 'x-accountid': accountId };
      const rest = fetchRest(() => api.url, auth);
      // Into an OPEN custom list (and so the master list as well): the commit writes memberships too.
      const targetId = String(
        (await rest('POST', '/beneficiary-lists', { listName: 'Bench camp', status: 'OPEN' })).beneficiaryListId,
      );
      const waitFor = async (importId: string, status: string) => {
        for (;;) {
          const current = await rest('GET', `/beneficiary-imports/${importId}`);
          if (current.status === status) return current;
          if (!['CHECKING', 'IMPORTING'].includes(String(current.status))) {
            throw new Error(`import ended ${current.status}: ${current.errorMessage}`);
          }
          // As a browser would poll (every second or so), not so often that the polling itself slows the import.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };

      const runOnce = async (path: string) => {
        const t0 = performance.now();
        const uploaded = await fetch(`${gateway.url}/api/files?name=people.csv`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/csv' },
          body: new Uint8Array(await readFile(path)),
        });
        if (uploaded.status !== 201) throw new Error(`upload ${uploaded.status}: ${await uploaded.text()}`);
        const { fileId } = (await uploaded.json()) as { fileId: string };
        const t1 = performance.now();
        const inspection = await rest('POST', '/beneficiary-imports/inspect', { fileId });
        const t2 = performance.now();
        const started = await rest('POST', '/beneficiary-imports', {
          fileId,
          beneficiaryListId: targetId,
          mapping: inspection.mapping,
        });
        const importId = String(started.importId);
        const checked = await waitFor(importId, 'CHECKED');
        if (checked.validRows !== rows && path.includes('small')) throw new Error(`checked ${JSON.stringify(checked)}`);
        const t3 = performance.now();
        await rest('POST', `/beneficiary-imports/${importId}/commit`, {});
        await waitFor(importId, 'IMPORTED');
        const t4 = performance.now();
        return { total: t4 - t0, upload: t1 - t0, inspect: t2 - t1, check: t3 - t2, commit: t4 - t3 };
      };

      const runs = [];
      for (let r = 0; r < 3; r++) {
        const path = join(dir, `small-${r}.csv`);
        await writeCsv(path, rows, `r${r}`);
        runs.push(await runOnce(path));
        await rm(path);
      }
      const sorted = [...runs].sort((a, b) => a.total - b.total);
      const mid = sorted[1] ?? sorted[0];

      // The baseline: the same rows, already valid, in one statement as the tables' owner; and the same statement into
      // a copy of the table that keeps only its primary key, which shows what the other indexes cost.
      const lines = Array.from({ length: rows }, (_, i) => line(i, 'raw').split(','));
      const col = (k: number) => lines.map((l) => l[k] ?? '');
      const masterId = String((await rest('GET', '/organization')).masterBeneficiaryListId);
      const rawInsert = async (table: string): Promise<number> => {
        const start = performance.now();
        await api.db.query(
          `INSERT INTO ${table} (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, email,
           phone_number, external_reference_number, number_of_family_members, nationality, creation_method)
         SELECT 'ben--raw' || n, $1, $2, f, l, g, d::date, e, p, x, m::int, 'KE', 'F-I'
           FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
                WITH ORDINALITY AS u(f, l, g, d, e, p, x, m, n)`,
          [accountId, masterId, col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7)],
        );
        return performance.now() - start;
      };
      const rawBulkInsertMs = await rawInsert('beneficiaries');
      await api.db.exec(
        `CREATE TABLE bench_raw_beneficiaries (LIKE beneficiaries INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
       ALTER TABLE bench_raw_beneficiaries ADD PRIMARY KEY (beneficiary_id);`,
      );
      const rawPrimaryKeyOnlyMs = await rawInsert('bench_raw_beneficiaries');
      const [{ count: beneficiaryIndexes } = { count: 0 }] = await api.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_indexes WHERE tablename = 'beneficiaries'",
      );

      let large: ImportBenchResult['large'];
      if (largeRows > 0) {
        const path = join(dir, 'large.csv');
        await writeCsv(path, largeRows, 'big');
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 100);
        try {
          // Streamed from disk: the bench process must not hold the file either.
          const { size } = await stat(path);
          const t0 = performance.now();
          const { createReadStream } = await import('node:fs');
          const { Readable } = await import('node:stream');
          const uploaded = await fetch(`${gateway.url}/api/files?name=large.csv`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'text/csv', 'content-length': String(size) },
            body: Readable.toWeb(createReadStream(path)) as ReadableStream,
            duplex: 'half',
          } as RequestInit);
          if (uploaded.status !== 201) throw new Error(`upload ${uploaded.status}: ${await uploaded.text()}`);
          const { fileId } = (await uploaded.json()) as { fileId: string };
          const inspection = await rest('POST', '/beneficiary-imports/inspect', { fileId });
          const started = await rest('POST', '/beneficiary-imports', {
            fileId,
            beneficiaryListId: targetId,
            mapping: inspection.mapping,
          });
          await waitFor(String(started.importId), 'CHECKED');
          await rest('POST', `/beneficiary-imports/${started.importId}/commit`, {});
          await waitFor(String(started.importId), 'IMPORTED');
          large = {
            rows: largeRows,
            totalMs: round(performance.now() - t0, 0),
            peakRssMiB: round(peak / 2 ** 20, 0),
            baselineRssMiB: round(baseline / 2 ** 20, 0),
          };
        } finally {
          clearInterval(sampler);
        }
      }

      return {
        benchmark: 'beneficiary-import',
        database,
        rows,
        runsMs: runs.map((r) => round(r.total, 0)),
        medianMs: round(median(runs.map((r) => r.total)), 0),
        phasesMs: {
          upload: round(mid?.upload ?? 0, 0),
          inspect: round(mid?.inspect ?? 0, 0),
          check: round(mid?.check ?? 0, 0),
          commit: round(mid?.commit ?? 0, 0),
        },
        rawBulkInsertMs: round(rawBulkInsertMs, 0),
        ratioToRawBulkInsert: round(median(runs.map((r) => r.total)) / rawBulkInsertMs, 2),
        rawPrimaryKeyOnlyMs: round(rawPrimaryKeyOnlyMs, 0),
        beneficiaryIndexes,
        large,
      };
    } finally {
      await gateway.close();
      await api.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
}
