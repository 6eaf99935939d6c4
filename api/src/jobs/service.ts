// Jobs as members use them: start (saved, then queued), read, cancel. What a member sees is their own jobs, or
// every job of the organisation when they oversee its members (as for the activity log).
import { newId } from '@aid/common/ids';
import { FINAL_JOB_STATUSES, JOB_MESSAGES, type JobJson, type JobKind } from '@aid/common/jobs';
import { recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf } from '../auth/context.js';
import { ownOrOverseenScope } from '../auth/scope.js';
import { findByIds, type ListScope } from '../db/list.js';
import type { TenantRunner } from '../db/tenant.js';
import { JobError } from './errors.js';
import { JOB_COLUMNS, JOBS, type JobRow, toJobJson } from './model.js';
import type { JobQueue } from './queue.js';

/** Attempts per job, the first included: a failed attempt is retried twice. */
export const JOB_MAX_ATTEMPTS = 3;

export function jobScope(auth: AuthContext, mineOnly = false): ListScope {
  return ownOrOverseenScope(auth, 'created_by', mineOnly);
}

export async function getJob(auth: AuthContext, id: string): Promise<JobJson> {
  const [row] = await auth.run((tx) => findByIds<JobRow>(tx, JOBS, jobScope(auth), [id]));
  if (!row) throw JobError.notFound();
  return toJobJson(row);
}

/** Saves the job, then queues it; a job that cannot be queued ends FAILURE at once rather than waiting for ever. */
export function startJob(
  auth: AuthContext,
  queue: JobQueue | undefined,
  kind: JobKind,
  params: object,
): Promise<JobJson> {
  return startJobAs(auth.run, actorOf(auth), queue, kind, params);
}

/** startJob for work no request asked for (a report schedule): as `actor`, in their organisation's runner. */
export async function startJobAs(
  run: TenantRunner,
  actor: Actor,
  queue: JobQueue | undefined,
  kind: JobKind,
  params: object,
): Promise<JobJson> {
  if (!queue) throw new JobError('INTERNAL', 'The job queue is not running');
  const jobId = newId('job');
  await run(async (tx) => {
    await tx.query(
      `INSERT INTO jobs (job_id, account_id, kind, params, max_attempts, created_by)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
      [jobId, actor.accountId, kind, JSON.stringify(params), JOB_MAX_ATTEMPTS, actor.userId],
    );
    await recordActivity(tx, { ...actor, action: 'CREATE', objectType: 'JOB', objectId: jobId, changes: {} });
  });
  let queueJobId: string;
  try {
    queueJobId = await queue.enqueue(
      kind,
      { jobId, accountId: actor.accountId, userId: actor.userId },
      JOB_MAX_ATTEMPTS,
    );
  } catch (error) {
    await run((tx) =>
      tx.query(
        `UPDATE jobs SET status = 'FAILURE', error_message = 'The job could not be queued.', finished_at = now(),
           updated_at = now() WHERE job_id = $1`,
        [jobId],
      ),
    );
    throw error;
  }
  const [row] = await run((tx) =>
    tx.query<JobRow>(`UPDATE jobs SET queue_job_id = $2 WHERE job_id = $1 RETURNING ${JOB_COLUMNS}`, [
      jobId,
      queueJobId,
    ]),
  );
  if (!row) throw JobError.notFound();
  return toJobJson(row);
}

/** A waiting job ends CANCELLED at once; a running one is asked to stop and ends CANCELLED at its next step. */
export async function cancelJob(auth: AuthContext, id: string): Promise<JobJson> {
  return auth.run(async (tx) => {
    const [current] = await findByIds<JobRow>(tx, JOBS, jobScope(auth), [id], { forUpdate: true });
    if (!current) throw JobError.notFound();
    if (FINAL_JOB_STATUSES.includes(current.status)) {
      throw new JobError('CONFLICT', JOB_MESSAGES.alreadyEnded({ status: current.status }));
    }
    const [row] = await tx.query<JobRow>(
      `UPDATE jobs SET cancel_requested = true, updated_at = now(),
         status = CASE WHEN status = 'REQUESTED' THEN 'CANCELLED' ELSE status END,
         finished_at = CASE WHEN status = 'REQUESTED' THEN now() ELSE finished_at END
       WHERE job_id = $1 RETURNING ${JOB_COLUMNS}`,
      [id],
    );
    if (!row) throw JobError.notFound();
    await recordActivity(tx, {
      ...actorOf(auth),
      action: 'CANCEL',
      objectType: 'JOB',
      objectId: id,
      changes: { status: { from: current.status, to: row.status } },
    });
    return toJobJson(row);
  });
}
