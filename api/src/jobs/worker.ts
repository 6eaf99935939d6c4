// The jobs machinery of one API process: the queue, its workers, and the sweep that ends jobs no worker will
// finish. Started by startApi; tests start it with short timings.
import type { JobKind } from '@aid/common/jobs';
import type { Db } from '../db/db.js';
import { tenantRunner } from '../db/tenant.js';
import type { FileStorage } from '../files/storage.js';
import { createLogger, type Logger } from '../http/logger.js';
import type { JobHandler } from './handlers.js';
import { type JobQueue, type QueueTimings, startJobQueue } from './queue.js';
import { JOB_CLEANUP, JOB_HANDLERS } from './registry.js';
import { cleanUpJob, type JobCleanups, noAttemptsLeft, runJob } from './runner.js';

export type JobsOptions = {
  timings: QueueTimings;
  /** Whether this process runs jobs (every API process queues them). */
  work: boolean;
  /** How often the sweep runs; it also runs once at start. */
  sweepIntervalMs: number;
  handlers?: Record<JobKind, JobHandler>;
  /** What kinds undo when their job ends CANCELLED or FAILURE (default JOB_CLEANUP). */
  cleanups?: JobCleanups;
  /** The upload storage the API of this process writes to: jobs that read uploads (imports) read it here. */
  files?: FileStorage;
};

export type RunningJobs = {
  queue: JobQueue;
  /** Whether this process runs jobs (false: it only queues them for the workers, API_ROLE=http). */
  working: boolean;
  sweep(): Promise<number>;
  stop(): Promise<void>;
};

export async function startJobs(db: Db, logger: Logger, options: JobsOptions): Promise<RunningJobs> {
  const queue = await startJobQueue(db, logger, options.timings);
  const handlers = options.handlers ?? JOB_HANDLERS;
  const cleanups = options.cleanups ?? JOB_CLEANUP;
  const sweep = () => sweepJobs(db, queue, cleanups, logger);
  if (options.work)
    await queue.work((kind, job) => runJob({ db, logger, handlers, cleanups, files: options.files }, kind, job));
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.error({ err: error }, 'job sweep failed'));
  }, options.sweepIntervalMs);
  timer.unref();
  return {
    queue,
    working: options.work,
    sweep,
    async stop() {
      clearInterval(timer);
      await queue.stop();
    },
  };
}

type OpenJob = {
  job_id: string;
  account_id: string;
  created_by: string | null;
  kind: JobKind;
  params: unknown;
  queue_job_id: string | null;
  max_attempts: number;
};

/**
 * Ends the jobs no worker will finish, so none stays PROCESSING for ever: a job whose heartbeat is old and whose
 * queue entry has ended (a worker died on its last attempt) or never existed (the process stopped between saving
 * and queueing it). A job pg-boss still holds is left to it: pg-boss retries a job whose worker went silent.
 * Bookkeeping across organisations, so it runs as the tables' owner rather than as a member.
 */
export async function sweepJobs(
  db: Db,
  queue: JobQueue,
  cleanups: JobCleanups = JOB_CLEANUP,
  logger?: Logger,
): Promise<number> {
  const log = logger ?? createLogger(undefined, 'silent');
  const staleSeconds = queue.timings.heartbeatSeconds * 2 + queue.timings.superviseIntervalSeconds;
  const open = await db.query<OpenJob>(
    `SELECT job_id, account_id, created_by, kind, params, queue_job_id, max_attempts FROM jobs
     WHERE status IN ('REQUESTED', 'PROCESSING')
       AND coalesce(heartbeat_at, created_at) < now() - make_interval(secs => $1)`,
    [staleSeconds],
  );
  let ended = 0;
  for (const job of open) {
    const state = job.queue_job_id ? await queue.state(job.kind, job.queue_job_id) : null;
    if (state === 'created' || state === 'retry' || state === 'active') continue;
    const message = job.queue_job_id
      ? noAttemptsLeft(job.max_attempts)
      : 'The job could not be queued (the service stopped while starting it). Start it again.';
    const rows = await db.query(
      `UPDATE jobs SET status = 'FAILURE', error_message = $2, finished_at = now(), updated_at = now()
       WHERE job_id = $1 AND status IN ('REQUESTED', 'PROCESSING') RETURNING job_id`,
      [job.job_id, message],
    );
    ended += rows.length;
    // The job's clean-up runs as the member who started it, in their organisation (row-level security applies).
    if (rows.length > 0) {
      const run = tenantRunner(db, { accountId: job.account_id, userId: job.created_by ?? '' });
      await cleanUpJob(cleanups, job.kind, run, job.params, 'FAILURE', log.child({ jobId: job.job_id }));
    }
  }
  return ended;
}
