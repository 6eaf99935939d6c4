// A worker that dies mid-job: its job is picked up again (pg-boss notices the missing heartbeats) and resumes where
// it stopped, or, with no attempt left, the sweep ends it FAILURE with a clear message. Never stuck PROCESSING.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { JobJson } from '@aid/common/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createLogger } from '../http/logger.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS, type JobCaller, jobCaller, jobCalls } from '../testing/jobs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import type { JobHandler } from './handlers.js';
import { JOB_HANDLERS } from './registry.js';
import { type RunningJobs, startJobs } from './worker.js';

const backends = await availableBackends();
const WORKER_SCRIPT = fileURLToPath(new URL('../testing/worker-process.ts', import.meta.url));
const ended = (job: JobJson) => ['COMPLETED', 'FAILURE', 'CANCELLED'].includes(job.status);

const identity = fileIdentity();

/** Workers in a child process on the same PostgreSQL database. */
async function workerProcess(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT, databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout ?? child, 'data')) as [Buffer];
  if (!String(chunk).includes('ready')) throw new Error(`worker process said ${String(chunk)}`);
  return child;
}

/**
 * Workers in this process whose DEMO handler can be made to hang for ever: with PGlite (one process owns the
 * database) a crash is simulated by freezing the handler and stopping the queue without waiting for it.
 */
async function freezableWorkers(db: Db): Promise<{ jobs: RunningJobs; freeze(): void }> {
  let frozen = false;
  const demo: JobHandler = (ctx) =>
    JOB_HANDLERS.DEMO({
      ...ctx,
      progress: async (done, total) => {
        if (frozen) await new Promise(() => undefined);
        await ctx.progress(done, total);
      },
    });
  const jobs = await startJobs(db, createLogger(undefined, 'silent'), {
    ...FAST_JOBS,
    handlers: { ...JOB_HANDLERS, DEMO: demo },
  });
  return { jobs, freeze: () => (frozen = true) };
}

describe.each(backendCases(backends))('a worker dying mid-job on %s', (name, backend) => {
  let api: TestApi;
  let admin: JobCaller;
  const { start, waitFor } = jobCalls(() => api);

  beforeAll(async () => {
    // This API queues jobs but runs none: the workers are the ones the tests start and kill.
    api = await startTestApi(backend, identity().config, { jobs: { ...FAST_JOBS, work: false } });
    const { accountId } = await api.fixtures.account('Restart Org');
    admin = await jobCaller(identity(), api, `admin-${name}@restart.test`, accountId);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('is picked up again after the worker stops without warning, and resumes where it was', async () => {
    let crash: () => Promise<void>;
    if (backend.name === 'postgres') {
      const url = api.db.url;
      if (!url) throw new Error('no database URL');
      const child = await workerProcess(url);
      crash = async () => {
        child.kill('SIGKILL');
        await once(child, 'exit');
      };
    } else {
      const first = await freezableWorkers(api.db);
      crash = async () => {
        first.freeze();
        await first.jobs.queue.stop(200);
      };
    }
    const started = await start(admin, { steps: 30, stepMillis: 100 });
    const before = await waitFor(admin, started.jobId, (j) => j.status === 'PROCESSING' && j.progressDone >= 3);
    await crash();
    const stoppedAt = (await waitFor(admin, started.jobId, () => true)).job.progressDone;
    expect(stoppedAt).toBeGreaterThanOrEqual(before.job.progressDone);

    const second = await startJobs(api.db, createLogger(undefined, 'silent'), FAST_JOBS);
    try {
      const { job, seen } = await waitFor(admin, started.jobId, ended, 40_000);
      expect(job).toMatchObject({ status: 'COMPLETED', attempts: 2, progressDone: 30 });
      // The second attempt continued from the first one's progress instead of starting over.
      const resumed = seen.filter((s) => s.attempts === 2).map((s) => s.progressDone);
      expect(Math.min(...resumed)).toBeGreaterThanOrEqual(stoppedAt);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('ends FAILURE with a clear message when the queue has given up on it', async () => {
    const { accountId } = admin;
    const insert = (jobId: string, status: string, queueJobId: string | null, heartbeatAgo: string) =>
      api.db.query(
        `INSERT INTO jobs (job_id, account_id, kind, status, max_attempts, queue_job_id, heartbeat_at, created_at)
         VALUES ($1, $2, 'DEMO', $3, 3, $4, now() - $5::interval, now() - $5::interval)`,
        [jobId, accountId, status, queueJobId, heartbeatAgo],
      );
    await insert('job--lostworker0001', 'PROCESSING', randomUUID(), '10 minutes');
    await insert('job--neverqueued001', 'REQUESTED', null, '10 minutes');
    await insert('job--stillrunning01', 'PROCESSING', randomUUID(), '1 second');

    const sweeper = api.jobs;
    if (!sweeper) throw new Error('the test API has no job queue');
    expect(await sweeper.sweep()).toBe(2);

    const status = async (jobId: string) =>
      (
        await api.db.query<{ status: string; error_message: string | null }>(
          'SELECT status, error_message FROM jobs WHERE job_id = $1',
          [jobId],
        )
      )[0];
    expect(await status('job--lostworker0001')).toEqual({
      status: 'FAILURE',
      error_message: 'The job was interrupted (the service running it stopped) and no attempts were left (3 in all).',
    });
    expect((await status('job--neverqueued001'))?.error_message).toMatch(/could not be queued/);
    expect(await status('job--stillrunning01')).toEqual({ status: 'PROCESSING', error_message: null });
  });
});
