// Killing the API in the middle of a large import (issue 8): an API process commits a 1,000,000-row import, is killed
// with SIGKILL part-way through the commit, and a new API process is started on the same database and files. The
// import must end with all of its rows or none of them, and say which (IMPORTED or IMPORT_FAILED). On PostgreSQL
// and on PGlite (the embedded default, killed mid-write and opened again from its data folder).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createLogger, startApi } from '@aid/api';
import { createFixtures, FAST_JOBS } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { apiProcess } from './api-child.js';
import { writeCsv } from './beneficiary-import.js';
import { fetchRest, type Json } from './http.js';
import { type Database, onScratchDatabase } from './programs.js';
import { round } from './stats.js';

export type ImportRestartResult = {
  benchmark: 'beneficiary-import-restart';
  database: Database;
  rows: number;
  /** What the check found valid, and of those what the commit was to import (duplicates of the master list or of
   * each other are skipped). */
  validRows: number;
  plannedRows: number;
  /** Of the commit job when the API was killed. */
  progressAtKill: { done: number; total: number | null };
  /** From the new API's start to the import's end. */
  restartToEndMs: number;
  /** The import's status once it ended, and the rows it says it imported. */
  finalStatus: string;
  importedRows: number;
  /** Beneficiaries of the organisation and members of the target list, counted in the database afterwards. */
  beneficiaries: number;
  listMembers: number;
  /** The outcome the issue asks for: everything or nothing, never part. */
  allOrNothing: boolean;
};

const say = (what: string) => process.env.BENCH_VERBOSE && process.stderr.write(`[import-restart] ${what}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function killHard(child: ChildProcess): Promise<void> {
  // Ended already (by itself, or by a signal: then exitCode stays null and signalCode says which).
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

export async function benchImportRestart(
  identity: TestIdentity,
  database: Database,
): Promise<ImportRestartResult | undefined> {
  // A million rows on PostgreSQL, as the issue asks; PGlite imports several times slower, a fifth of that there.
  const rows =
    database === 'pglite'
      ? Number(process.env.BENCH_IMPORT_KILL_ROWS_PGLITE ?? 200_000)
      : Number(process.env.BENCH_IMPORT_KILL_ROWS ?? 1_000_000);
  if (rows <= 0) return undefined;
  return onScratchDatabase(database, async (target) => {
    const dir = await mkdtemp(join(tmpdir(), 'aid-bench-restart-'));
    const filesDir = join(dir, 'files');
    const where = { databaseUrl: target.databaseUrl, dataDir: target.dataDir };
    const children: ChildProcess[] = [];
    try {
      // Set-up straight in the database, with no job workers here: only the API processes below may run the import.
      const setup = await startApi({ identity: identity.config, ...where, filesDir, jobs: false, logger: silent() });
      say('set-up');
      const fixtures = createFixtures(setup.db);
      const { accountId } = await fixtures.account('Import restart bench organisation');
      const user = await identity.user(`import-restart-${database}@example.org`);
      await fixtures.member(user, accountId, 'ADMIN');
      await setup.close();

      const options = { identity: identity.config, ...where, filesDir, jobs: FAST_JOBS };
      say('first API');
      const first = await apiProcess(options);
      children.push(first.child);
      let url = first.url;
      const headers = { authorization: `Bearer ${user.tokens.accessToken}`, 'x-accountid': accountId };
      const rest = fetchRest(() => url, headers);

      const listId = String(
        (await rest('POST', '/beneficiary-lists', { listName: 'Restart camp', status: 'OPEN' })).beneficiaryListId,
      );
      say('list made');
      const path = join(dir, 'large.csv');
      await writeCsv(path, rows, 'kill');
      const { size } = await stat(path);
      const uploaded = await fetch(`${url}/files?name=large.csv`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv', 'content-length': String(size) },
        body: Readable.toWeb(createReadStream(path)) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      if (uploaded.status !== 201) throw new Error(`upload ${uploaded.status}: ${await uploaded.text()}`);
      const { fileId } = (await uploaded.json()) as { fileId: string };
      say('uploaded');
      const inspection = await rest('POST', '/beneficiary-imports/inspect', { fileId });
      const started = await rest('POST', '/beneficiary-imports', {
        fileId,
        beneficiaryListId: listId,
        mapping: inspection.mapping,
      });
      const importId = String(started.importId);
      let validRows = 0;
      for (;;) {
        const current = await rest('GET', `/beneficiary-imports/${importId}`);
        validRows = Number(current.validRows);
        if (current.status === 'CHECKED') break;
        if (current.status !== 'CHECKING') throw new Error(`the check ended ${current.status}`);
        await sleep(500);
      }
      say('checked');
      const committing = await rest('POST', `/beneficiary-imports/${importId}/commit`, {});
      const jobId = String(
        committing.importJobId ?? (await rest('GET', `/beneficiary-imports/${importId}`)).importJobId,
      );

      // Killed once a quarter of the rows are written: well inside the commit, with batches committed and more to come.
      // PGlite has one connection, which the commit holds batch after batch, so the API answers a progress question only
      // between batches, often not before the end: there it is killed a few seconds into the commit instead.
      const killAfterMs = database === 'pglite' ? Number(process.env.BENCH_IMPORT_KILL_AFTER_MS ?? 4_000) : Infinity;
      const commitStarted = performance.now();
      let progressAtKill = { done: 0, total: null as number | null };
      const progress = async () => {
        const job = await rest('GET', `/jobs/${jobId}`);
        progressAtKill = { done: Number(job.progressDone), total: job.progressTotal as number | null };
        return job;
      };
      for (;;) {
        const left = killAfterMs - (performance.now() - commitStarted);
        if (left <= 0) break;
        // An answer still awaited when the API is killed fails then: that is expected, not an error of the bench.
        const asked = progress().catch(() => undefined);
        const job = Number.isFinite(left)
          ? await Promise.race([asked, sleep(left).then(() => undefined)])
          : await asked;
        if (!job) break;
        if (progressAtKill.total && progressAtKill.done >= progressAtKill.total / 4) break;
        if (['COMPLETED', 'FAILURE', 'CANCELLED'].includes(String(job.status))) {
          throw new Error(`the commit ended ${job.status} before it could be interrupted`);
        }
        await sleep(100);
      }
      say('killing');
      await killHard(first.child);

      const restartedAt = performance.now();
      say('second API');
      const second = await apiProcess(options);
      children.push(second.child);
      url = second.url;
      let final: Json;
      for (;;) {
        final = await rest('GET', `/beneficiary-imports/${importId}`);
        if (!['CHECKING', 'CHECKED', 'IMPORTING'].includes(String(final.status))) break;
        await sleep(500);
      }
      say('ended');
      const restartToEndMs = performance.now() - restartedAt;
      // The commit's own count of the rows it was to import (valid rows less the duplicates it skips).
      const plannedTotal = Number((await rest('GET', `/jobs/${jobId}`)).progressTotal);
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');

      // Counted with no API running: PGlite's folder has one owner at a time.
      say('counting');
      const check = await startApi({ identity: identity.config, ...where, filesDir, jobs: false, logger: silent() });
      const count = async (sql: string, params: string[]) =>
        Number((await check.db.query<{ n: string | number }>(sql, params))[0]?.n ?? 0);
      const beneficiaries = await count('SELECT count(*) AS n FROM beneficiaries WHERE account_id = $1', [accountId]);
      const listMembers = await count(
        'SELECT count(*) AS n FROM beneficiary_list_members WHERE beneficiary_list_id = $1',
        [listId],
      );
      say(`counted ${beneficiaries} ${listMembers}`);
      await check.close();
      say('closed');
      const planned = plannedTotal;
      const all = beneficiaries === planned && listMembers === planned && final.status === 'IMPORTED';
      const none = beneficiaries === 0 && listMembers === 0 && final.status === 'IMPORT_FAILED';
      return {
        benchmark: 'beneficiary-import-restart',
        database,
        rows,
        validRows,
        plannedRows: planned,
        progressAtKill,
        restartToEndMs: round(restartToEndMs, 0),
        finalStatus: String(final.status),
        importedRows: Number(final.importedRows),
        beneficiaries,
        listMembers,
        allOrNothing: all || none,
      };
    } finally {
      for (const child of children) await killHard(child);
      say('dropping');
      await rm(dir, { recursive: true, force: true });
    }
  });
}

function silent() {
  return createLogger(undefined, 'silent');
}
