// One attempt of one job, as a worker runs it: claim the row, run the kind's handler with progress, and record how
// it ended. All of it runs as the member who started the job, in their organisation (row-level security applies).
import type { JobKind } from '@aid/common/jobs';
import type { Job } from 'pg-boss';
import type { Db, Queryable } from '../db/db.js';
import { type TenantRunner, tenantRunner } from '../db/tenant.js';
import type { FileStorage } from '../files/storage.js';
import type { Logger } from '../http/logger.js';
import { jobRuns } from '../http/metrics.js';
import { JobCancelled, JobFailure, type JobHandler } from './handlers.js';
import { JOB_COLUMNS, type JobRow } from './model.js';
import type { JobMessage } from './queue.js';

/** Progress is written at most this often (and always at the start and the end): a job of 100,000 units must not
 *  cost 100,000 updates. A cancel request is seen at the next write. */
export const PROGRESS_WRITE_MS = 250;

/**
 * What a kind undoes when its job ends for good without completing: CANCELLED, or FAILURE after its last attempt
 * (also when the sweep ends a job whose worker died). Runs as the member who started the job; must be idempotent.
 */
export type JobCleanup = (run: TenantRunner, params: unknown, outcome: 'CANCELLED' | 'FAILURE') => Promise<void>;
export type JobCleanups = Partial<Record<JobKind, JobCleanup>>;

export type RunnerDeps = {
  db: Db;
  logger: Logger;
  handlers: Record<JobKind, JobHandler>;
  cleanups?: JobCleanups;
  files?: FileStorage | undefined;
};

/** Runs the kind's clean-up, if any; a clean-up that fails is logged (the job's own outcome stands). */
export async function cleanUpJob(
  cleanups: JobCleanups | undefined,
  kind: JobKind,
  run: TenantRunner,
  params: unknown,
  outcome: 'CANCELLED' | 'FAILURE',
  log: Logger,
): Promise<void> {
  const cleanup = cleanups?.[kind];
  if (!cleanup) return;
  try {
    await cleanup(run, params, outcome);
  } catch (error) {
    log.error({ err: error, outcome }, 'job clean-up failed');
  }
}

/** Runs one delivered job. Throws only when the attempt failed and another attempt remains (pg-boss retries). */
export async function runJob(deps: RunnerDeps, kind: JobKind, delivered: Job<JobMessage>): Promise<void> {
  const { jobId, accountId, userId } = delivered.data;
  const run = tenantRunner(deps.db, { accountId, userId });
  const log = deps.logger.child({ jobId, kind, queueJobId: delivered.id });

  const claimed = await run((tx) => claim(tx, jobId));
  if (!claimed) {
    // Ended or cancelled meanwhile: nothing to run, but a job cancelled before it started still gets its clean-up.
    const [ended] = await run((tx) =>
      tx.query<{ status: string; params: unknown }>('SELECT status, params FROM jobs WHERE job_id = $1', [jobId]),
    );
    if (ended?.status === 'CANCELLED' || ended?.status === 'FAILURE') {
      await cleanUpJob(deps.cleanups, kind, run, ended.params, ended.status, log);
    }
    return;
  }
  if (claimed.attempts > claimed.max_attempts) {
    await run((tx) => finish(tx, jobId, 'FAILURE', null, noAttemptsLeft(claimed.max_attempts)));
    await cleanUpJob(deps.cleanups, kind, run, claimed.params, 'FAILURE', log);
    return;
  }

  let lastWrite = 0;
  const progress = async (done: number, total: number | null) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_WRITE_MS && done !== total && done !== 0) return;
    lastWrite = now;
    const [row] = await run((tx) =>
      tx.query<{ cancel_requested: boolean }>(
        `UPDATE jobs SET progress_done = $2, progress_total = $3, heartbeat_at = now(), updated_at = now()
         WHERE job_id = $1 RETURNING cancel_requested`,
        [jobId, done, total],
      ),
    );
    if (!row || row.cancel_requested) throw new JobCancelled();
  };

  try {
    log.info({ attempt: claimed.attempts }, 'job attempt started');
    const result = await deps.handlers[kind]({
      params: claimed.params,
      done: claimed.progress_done,
      attempt: claimed.attempts,
      progress,
      run,
      signal: delivered.signal,
      files: deps.files,
    });
    await run((tx) => finish(tx, jobId, 'COMPLETED', result ?? null, null));
    jobRuns.inc({ kind, outcome: 'COMPLETED' });
    log.info('job completed');
  } catch (error) {
    if (error instanceof JobCancelled) {
      await run((tx) => finish(tx, jobId, 'CANCELLED', null, null));
      jobRuns.inc({ kind, outcome: 'CANCELLED' });
      await cleanUpJob(deps.cleanups, kind, run, claimed.params, 'CANCELLED', log);
      log.info('job cancelled');
      return;
    }
    const message = error instanceof JobFailure ? error.message : 'The job failed unexpectedly.';
    if (!(error instanceof JobFailure)) log.error({ err: error }, 'job attempt failed unexpectedly');
    if (claimed.attempts < claimed.max_attempts) {
      await run((tx) =>
        tx.query(`UPDATE jobs SET status = 'REQUESTED', error_message = $2, updated_at = now() WHERE job_id = $1`, [
          jobId,
          `${message} (attempt ${claimed.attempts} of ${claimed.max_attempts}; it will be retried)`,
        ]),
      );
      jobRuns.inc({ kind, outcome: 'RETRY' });
      throw error;
    }
    await run((tx) => finish(tx, jobId, 'FAILURE', null, message));
    jobRuns.inc({ kind, outcome: 'FAILURE' });
    await cleanUpJob(deps.cleanups, kind, run, claimed.params, 'FAILURE', log);
    log.warn({ message }, 'job failed');
  }
}

export const noAttemptsLeft = (max: number) =>
  `The job was interrupted (the service running it stopped) and no attempts were left (${max} in all).`;

/** Takes the job for this attempt; a job asked to stop before it started ends CANCELLED here. */
async function claim(tx: Queryable, jobId: string): Promise<JobRow | undefined> {
  const [row] = await tx.query<JobRow>(
    `UPDATE jobs SET status = 'PROCESSING', attempts = attempts + 1, started_at = now(), heartbeat_at = now(),
       updated_at = now()
     WHERE job_id = $1 AND status IN ('REQUESTED', 'PROCESSING') AND NOT cancel_requested
     RETURNING ${JOB_COLUMNS}`,
    [jobId],
  );
  if (row) return row;
  await tx.query(
    `UPDATE jobs SET status = 'CANCELLED', finished_at = now(), updated_at = now()
     WHERE job_id = $1 AND status IN ('REQUESTED', 'PROCESSING') AND cancel_requested`,
    [jobId],
  );
  return undefined;
}

async function finish(
  tx: Queryable,
  jobId: string,
  status: 'COMPLETED' | 'FAILURE' | 'CANCELLED',
  result: unknown,
  errorMessage: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE jobs SET status = $2, result = $3::jsonb, error_message = $4, finished_at = now(), updated_at = now()
     WHERE job_id = $1 AND status IN ('REQUESTED', 'PROCESSING')`,
    [jobId, status, result === null ? null : JSON.stringify(result), errorMessage],
  );
}
