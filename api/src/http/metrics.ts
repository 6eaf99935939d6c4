// The API's Prometheus series (issue 26, "Observability"), beside the requests and errors every service counts
// (@aid/common/metrics): the job queue's depth and age per kind, database pool use, and notifications by provider and
// status. Gauges are read from the database when scraped, so every API process tells the same queue; counters are
// this process's own (Prometheus sums them over processes).
import { createServiceMetrics, type ServiceMetrics } from '@aid/common/metrics';
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/db.js';

/**
 * Messages handed to a provider, by provider, channel and result (accepted, refused). Made once per process, not per
 * app: the notification workers count here whichever app serves /metrics (each app's registry takes it in).
 */
export const notificationDeliveries = new Counter({
  name: 'aid_notification_deliveries_total',
  help: 'Messages handed to a notification provider, by provider, channel and result (accepted or refused)',
  labelNames: ['provider', 'channel', 'result'],
  registers: [],
});

/**
 * Job attempts this process ran, by kind and how each ended (COMPLETED, FAILURE, CANCELLED, RETRY: failed with an
 * attempt left). Per process, unlike the queue gauges below: it tells which processes run jobs (the workers, never
 * an API_ROLE=http one).
 */
export const jobRuns = new Counter({
  name: 'aid_job_runs_total',
  help: 'Job attempts run by this process, by kind and outcome (COMPLETED, FAILURE, CANCELLED, RETRY)',
  labelNames: ['kind', 'outcome'],
  registers: [],
});

type JobCount = { kind: string; status: string; jobs: number; oldest_seconds: number | null };
type QueuedMessages = { channel: string; messages: number; oldest_seconds: number | null };

export function createApiMetrics(db: Db, options: { nodeMetrics?: boolean } = {}): ServiceMetrics {
  const metrics = createServiceMetrics('api', options);
  const { registry } = metrics;
  registry.registerMetric(notificationDeliveries);
  registry.registerMetric(jobRuns);
  // prom-client awaits each gauge's collect before writing it out; the first of a scrape reads for all of them.
  let reading: Promise<void> | undefined;
  const collect = async () => {
    reading ??= read().finally(() => {
      reading = undefined;
    });
    await reading;
  };

  const jobs = new Gauge({
    name: 'aid_jobs_open',
    help: 'Jobs waiting (REQUESTED) or running (PROCESSING), by kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
    collect,
  });
  const jobAge = new Gauge({
    name: 'aid_jobs_oldest_age_seconds',
    help: 'Age of the oldest open job, by kind and status: a queue that stops moving shows here first',
    labelNames: ['kind', 'status'],
    registers: [registry],
    collect,
  });
  const queued = new Gauge({
    name: 'aid_notifications_queued',
    help: 'Messages waiting for their provider (NOTIFICATION_SENT), by channel',
    labelNames: ['channel'],
    registers: [registry],
    collect,
  });
  const queuedAge = new Gauge({
    name: 'aid_notifications_oldest_queued_seconds',
    help: 'Age of the oldest message waiting for its provider, by channel',
    labelNames: ['channel'],
    registers: [registry],
    collect,
  });
  const pool = new Gauge({
    name: 'aid_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (absent on embedded PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect,
  });

  async function read(): Promise<void> {
    // Both read the open rows through their partial indexes (jobs_open_idx, notifications_due_idx): no table scan.
    const [open, waiting] = await Promise.all([
      db.query<JobCount>(
        `SELECT kind, status, count(*) AS jobs, extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
           FROM jobs WHERE status IN ('REQUESTED', 'PROCESSING') GROUP BY kind, status`,
      ),
      db.query<QueuedMessages>(
        `SELECT channel, count(*) AS messages, extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
           FROM notifications WHERE status = 'NOTIFICATION_SENT' GROUP BY channel`,
      ),
    ]);
    jobs.reset();
    jobAge.reset();
    for (const row of open) {
      jobs.set({ kind: row.kind, status: row.status }, Number(row.jobs));
      jobAge.set({ kind: row.kind, status: row.status }, Number(row.oldest_seconds ?? 0));
    }
    queued.reset();
    queuedAge.reset();
    for (const row of waiting) {
      queued.set({ channel: row.channel }, Number(row.messages));
      queuedAge.set({ channel: row.channel }, Number(row.oldest_seconds ?? 0));
    }
    const stats = db.poolStats?.();
    if (stats) {
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    }
  }
  return metrics;
}
