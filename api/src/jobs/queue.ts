// The job queue: pg-boss in the same database (its own schema, `pgboss`). It delivers each job to one worker of
// any API process, retries a failed attempt, and gives a job whose worker stopped sending heartbeats (a crash, a
// killed process) to another worker. What a user sees of a job lives in our `jobs` table (see runner.ts).
import { JOB_KINDS, type JobKind } from '@aid/common/jobs';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Db } from '../db/db.js';
import type { Logger } from '../http/logger.js';

/** What travels through the queue: only ids; the job's parameters stay in the organisation's `jobs` row. */
export type JobMessage = { jobId: string; accountId: string; userId: string };

export type QueueTimings = {
  /** A worker that sends no heartbeat for this long has lost its job, which is retried (pg-boss minimum: 10). */
  heartbeatSeconds: number;
  /** How often pg-boss looks for such jobs (its supervise and monitor passes: heartbeat expiry runs in the latter). */
  superviseIntervalSeconds: number;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds: number;
  /** The wait before a failed attempt is retried. */
  retryDelaySeconds: number;
  /** Jobs one API process runs at once. */
  concurrency: number;
};

export const DEFAULT_QUEUE_TIMINGS: QueueTimings = {
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 5,
  pollingIntervalSeconds: 1,
  retryDelaySeconds: 5,
  concurrency: 2,
};

/** The state pg-boss holds for a queued job, or null when it has none (never queued, or already purged). */
export type QueueState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed' | null;

export type JobQueue = {
  readonly timings: QueueTimings;
  /** Queues a job; `maxAttempts` counts the first attempt. Returns pg-boss's id of it. */
  enqueue(kind: JobKind, message: JobMessage, maxAttempts: number): Promise<string>;
  state(kind: JobKind, queueJobId: string): Promise<QueueState>;
  /** Starts taking work: `handle` runs one job; a throw fails the attempt (retried while attempts remain). */
  work(handle: (kind: JobKind, job: Job<JobMessage>) => Promise<void>): Promise<void>;
  /** Stops taking work; running handlers get `timeoutMs` to finish, then their jobs wait for a retry. */
  stop(timeoutMs?: number): Promise<void>;
};

const queueName = (kind: JobKind) => kind.toLowerCase();

export async function startJobQueue(db: Db, logger: Logger, timings: QueueTimings): Promise<JobQueue> {
  const boss = db.lite
    ? new PgBoss({
        db: fromPglite(db.lite),
        backend: 'pglite',
        superviseIntervalSeconds: timings.superviseIntervalSeconds,
        monitorIntervalSeconds: timings.superviseIntervalSeconds,
      })
    : new PgBoss({
        connectionString: requireUrl(db),
        max: 4,
        application_name: 'aid-api-jobs',
        superviseIntervalSeconds: timings.superviseIntervalSeconds,
        monitorIntervalSeconds: timings.superviseIntervalSeconds,
      });
  // pg-boss reports trouble (a lost connection, a slow query) as events; unhandled, 'error' would end the process.
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  await boss.start();
  for (const kind of JOB_KINDS) {
    // Idempotent across processes: pg-boss creates the queue once.
    if (!(await boss.getQueue(queueName(kind)))) {
      await boss.createQueue(queueName(kind), {
        heartbeatSeconds: timings.heartbeatSeconds,
        retryDelay: timings.retryDelaySeconds,
      });
    }
  }

  return {
    timings,
    async enqueue(kind, message, maxAttempts) {
      const id = await boss.send(queueName(kind), message, {
        retryLimit: maxAttempts - 1,
        retryDelay: timings.retryDelaySeconds,
        heartbeatSeconds: timings.heartbeatSeconds,
      });
      if (!id) throw new Error(`the job queue refused job ${message.jobId}`);
      return id;
    },
    async state(kind, queueJobId) {
      const job = await boss.getJobById<JobMessage>(queueName(kind), queueJobId);
      return job ? job.state : null;
    },
    async work(handle) {
      for (const kind of JOB_KINDS) {
        await boss.work<JobMessage>(
          queueName(kind),
          {
            batchSize: 1,
            localConcurrency: timings.concurrency,
            pollingIntervalSeconds: timings.pollingIntervalSeconds,
          },
          async (jobs) => {
            for (const job of jobs) await handle(kind, job);
          },
        );
      }
    },
    async stop(timeoutMs = 5_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

function requireUrl(db: Db): string {
  if (!db.url) throw new Error('a PostgreSQL database without a URL cannot host the job queue');
  return db.url;
}
