// The commit's all-or-nothing promise, on every available database: a cancelled commit and one that fails for good
// leave none of the import behind; a commit whose worker stops mid-way is resumed by another worker and completes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BeneficiaryImportJson, BeneficiaryListJson } from '@aid/common/beneficiaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../../files/storage.js';
import { createLogger } from '../../http/logger.js';
import { JobFailure, type JobHandler } from '../../jobs/handlers.js';
import { JOB_HANDLERS } from '../../jobs/registry.js';
import { type RunningJobs, startJobs } from '../../jobs/worker.js';
import { organisation } from '../../testing/beneficiaries.js';
import { csv, distinctLines, HEADER, importCalls, settled, validLines } from '../../testing/beneficiary-imports.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { FAST_JOBS } from '../../testing/jobs.js';
import { type Caller, callers } from '../../testing/programs.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';
import { IMPORT_BATCH_ROWS } from './check.js';

const backends = await availableBackends();
const identity = fileIdentity();
/** More than two batches, so a commit can be stopped between them. */
const ROWS = IMPORT_BATCH_ROWS * 2 + 1000;
const MAPPING = HEADER.split(',').map((h) => ({ header: h, column: h }));

/** What the test makes the commit do after each batch it reports. */
let afterBatch: ((attempt: number) => Promise<void>) | undefined;
const commit: JobHandler = (ctx) =>
  JOB_HANDLERS.BENEFICIARY_IMPORT_COMMIT({
    ...ctx,
    progress: async (done, total) => {
      await ctx.progress(done, total);
      if (done > 0 && afterBatch) await afterBatch(ctx.attempt);
    },
  });
/** Workers reading uploads from `root`, as the API that queues the jobs writes them there. */
const startWorkers = (api: TestApi, root: string, handlers = { ...JOB_HANDLERS, BENEFICIARY_IMPORT_COMMIT: commit }) =>
  startJobs(api.db, createLogger(undefined, 'silent'), { ...FAST_JOBS, handlers, files: localFileStorage(root) });

describe.each(backendCases(backends))('import commits on %s', (backendName, backend) => {
  let api: TestApi;
  let root: string;
  let org: string;
  let admin: Caller;
  let workers: RunningJobs;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@import-jobs.test`,
  );
  const { as, upload, waitForImport, job } = importCalls(() => api);

  /** `lines` (under HEADER) imported into a new OPEN list `Camp <tag>`, once its check has settled. */
  const checkFile = async (tag: string, lines: string[]) => {
    const list = (await as(admin, 'POST', '/beneficiary-lists', { listName: `Camp ${tag}`, status: 'OPEN' }))
      .body as BeneficiaryListJson;
    const file = await upload(admin, csv([HEADER, ...lines]));
    const res = await as(admin, 'POST', '/beneficiary-imports', {
      fileId: file.body.fileId,
      beneficiaryListId: list.beneficiaryListId,
      mapping: MAPPING,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const done = await waitForImport(admin, (res.body as BeneficiaryImportJson).importId, settled, 240_000);
    return { list, done };
  };
  /** A checked import of ROWS valid rows into a new OPEN list. */
  const checked = async (tag: string) => {
    const { list, done } = await checkFile(tag, distinctLines(ROWS, tag));
    expect(done, done.errorMessage ?? undefined).toMatchObject({ status: 'CHECKED', validRows: ROWS });
    return { list, done };
  };
  const commitOf = async (importId: string) => {
    const res = await as(admin, 'POST', `/beneficiary-imports/${importId}/commit`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as BeneficiaryImportJson;
  };
  const left = async (importId: string, listId: string) => {
    const [b] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM beneficiaries WHERE import_id = $1', [
      importId,
    ]);
    const list = (await as(admin, 'GET', `/beneficiary-lists/${listId}`)).body as BeneficiaryListJson;
    return { beneficiaries: b?.n, members: list.numberOfMainBeneficiaries, people: list.numberOfFamilyMembers };
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `import-jobs-${backendName}-`));
    // This API queues jobs; the workers are the ones the tests start and stop.
    api = await startTestApi(backend, identity().config, {
      jobs: { ...FAST_JOBS, work: false },
      files: { storage: localFileStorage(root), maxBytes: 64 * 1024 * 1024 },
    });
    ({ accountId: org } = await organisation(api, 'Import Jobs Org'));
    admin = await caller('admin', org);
    workers = await startWorkers(api, root);
  }, 60_000);
  afterAll(async () => {
    afterBatch = undefined;
    await workers?.stop();
    await api?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  // The commit takes its batches by ranges of row numbers: a range holding only refused rows must not end it.
  it('a commit goes on past a whole batch of refused rows', async () => {
    const refused = Array.from({ length: IMPORT_BATCH_ROWS + 10 }, (_, i) => `,Family${i},F,,,,,0,KE`);
    const { list, done } = await checkFile('gap', [...refused, ...validLines(20, 0, 'gap')]);
    expect(done).toMatchObject({ status: 'CHECKED', validRows: 20, invalidRows: IMPORT_BATCH_ROWS + 10 });
    await commitOf(done.importId);
    const ended = await waitForImport(admin, done.importId, settled, 240_000);
    expect(ended).toMatchObject({ status: 'IMPORTED', importedRows: 20 });
    // validLines: i % 5 other family members each, so 20 people plus 4 × (0 + 1 + 2 + 3 + 4).
    expect(await left(done.importId, list.beneficiaryListId)).toEqual({ beneficiaries: 20, members: 20, people: 60 });
  }, 300_000);

  it('a commit cancelled mid-way leaves none of the import', async () => {
    const { list, done } = await checked('cancel');
    // The commit waits after its first batch until the cancel request is in: then its next step sees it.
    let cancelSent = false;
    afterBatch = async () => {
      const until = Date.now() + 120_000;
      while (!cancelSent && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const started = await commitOf(done.importId);
    const jobId = started.importJobId ?? '';
    const deadline = Date.now() + 60_000;
    while ((await job(admin, jobId)).progressDone < IMPORT_BATCH_ROWS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await left(done.importId, list.beneficiaryListId)).beneficiaries).toBeGreaterThan(0);
    expect((await as(admin, 'POST', `/jobs/${jobId}/cancel`)).status).toBe(200);
    cancelSent = true;
    const ended = await waitForImport(admin, done.importId, settled);
    afterBatch = undefined;
    expect(ended).toMatchObject({ status: 'CANCELLED', importedRows: 0 });
    expect(ended.errorMessage).toMatch(/Nothing was imported/);
    expect(await left(done.importId, list.beneficiaryListId)).toEqual({ beneficiaries: 0, members: 0, people: 0 });
    expect((await job(admin, jobId)).status).toBe('CANCELLED');
  }, 300_000);

  it('a commit that fails on every attempt ends IMPORT_FAILED with nothing imported', async () => {
    const { list, done } = await checked('fail');
    afterBatch = async (attempt) => {
      throw new JobFailure(`Failing attempt ${attempt} on purpose`);
    };
    await commitOf(done.importId);
    const ended = await waitForImport(admin, done.importId, settled, 240_000);
    afterBatch = undefined;
    expect(ended).toMatchObject({ status: 'IMPORT_FAILED', importedRows: 0 });
    expect(ended.errorMessage).toMatch(/Nothing was imported/);
    expect(await left(done.importId, list.beneficiaryListId)).toEqual({ beneficiaries: 0, members: 0, people: 0 });
  }, 300_000);

  it('a commit whose worker stops mid-way is resumed by another worker and completes', async () => {
    const { list, done } = await checked('resume');
    // The first worker hangs after its first batch, then stops without finishing, like a process that died.
    afterBatch = () => new Promise(() => undefined);
    const started = await commitOf(done.importId);
    const jobId = started.importJobId ?? '';
    const deadline = Date.now() + 60_000;
    while ((await job(admin, jobId)).progressDone < IMPORT_BATCH_ROWS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await workers.queue.stop(200);
    afterBatch = undefined;
    const stoppedAt = (await left(done.importId, list.beneficiaryListId)).beneficiaries ?? 0;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(ROWS);
    workers = await startWorkers(api, root);
    const ended = await waitForImport(admin, done.importId, settled, 240_000);
    expect(ended).toMatchObject({ status: 'IMPORTED', importedRows: ROWS });
    expect(await job(admin, jobId)).toMatchObject({ status: 'COMPLETED', attempts: 2 });
    const after = await left(done.importId, list.beneficiaryListId);
    expect(after.beneficiaries).toBe(ROWS);
    expect(after.members).toBe(ROWS);
    const [distinct] = await api.db.query<{ n: number }>(
      'SELECT count(DISTINCT beneficiary_id)::int AS n FROM beneficiary_list_members WHERE beneficiary_list_id = $1',
      [list.beneficiaryListId],
    );
    expect(distinct?.n).toBe(ROWS);
  }, 400_000);
});
