// Finished demo jobs, so the recent-jobs place shows each ending on a fresh `npm start` (fixed ids: idempotent).
import type { Queryable } from '../db/db.js';

const DEMO_JOBS = [
  { key: 'completed', status: 'COMPLETED', done: 40, attempts: 1, result: { counted: 40 }, error: null, ago: 26 },
  {
    key: 'retried',
    status: 'COMPLETED',
    done: 20,
    attempts: 2,
    result: { counted: 20 },
    error: null,
    ago: 20,
  },
  {
    key: 'failed',
    status: 'FAILURE',
    done: 5,
    attempts: 3,
    result: null,
    error: 'Attempt 3 failed on purpose at step 5 of 10',
    ago: 8,
  },
  { key: 'cancelled', status: 'CANCELLED', done: 12, attempts: 1, result: null, error: null, ago: 3 },
] as const;

export async function seedDemoJobs(tx: Queryable, accountId: string, userId: string | null): Promise<void> {
  for (const job of DEMO_JOBS) {
    const total = job.key === 'failed' ? 10 : job.key === 'cancelled' ? 100 : job.done;
    await tx.query(
      `INSERT INTO jobs (job_id, account_id, kind, status, params, progress_done, progress_total, attempts, max_attempts,
                         result, error_message, cancel_requested, created_by, created_at, updated_at, started_at,
                         finished_at)
       VALUES ($1, $2, 'DEMO', $3, $4::jsonb, $5, $6, $7, 3, $8::jsonb, $9, $10, $11,
               now() - make_interval(hours => $12), now() - make_interval(hours => $12) + interval '1 minute',
               now() - make_interval(hours => $12), now() - make_interval(hours => $12) + interval '1 minute')
       ON CONFLICT DO NOTHING`,
      [
        `job--demo-${accountId.slice(5)}-${job.key}`,
        accountId,
        job.status,
        JSON.stringify({ steps: total, stepMillis: 500, failAttempts: job.key === 'failed' ? 3 : 0 }),
        job.done,
        total,
        job.attempts,
        job.result === null ? null : JSON.stringify(job.result),
        job.error,
        job.status === 'CANCELLED',
        userId,
        job.ago,
      ],
    );
  }
}
