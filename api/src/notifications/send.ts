// Sending a distribution's messages, as a job (DISTRIBUTION_NOTIFICATIONS): queue one rendered message per entitled
// family (set-based, ~5,000 per INSERT), then drain the queue through the provider in batches claimed with
// FOR UPDATE SKIP LOCKED, retrying refused ones with exponential back-off. Nothing before APPROVED.
import type { DistributionType } from '@aid/common/distributions';
import { newId } from '@aid/common/ids';
import type { JobJson } from '@aid/common/jobs';
import {
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
  type SendNotificationsInput,
} from '@aid/common/notifications';
import { z } from 'zod';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { loadForChange } from '../distributions/service.js';
import { type JobHandler, sleep } from '../jobs/handlers.js';
import type { JobQueue } from '../jobs/queue.js';
import { startJob } from '../jobs/service.js';
import { drainBatch } from './drain.js';
import { NotificationError } from './errors.js';
import { queueMonitoringBatch, unreachableFamilies } from './monitoring-messages.js';
import { type FamilyRow, familiesFrom, familyColumns, loadTemplateSet, renderFamily } from './render.js';

export const RENDER_BATCH = 5_000;
/** The longest the job sleeps at once while waiting for a back-off, so a cancel is seen soon. */
const MAX_WAIT_MS = 5_000;

export const notificationJobParamsSchema = z.object({
  distributionId: z.string(),
  runId: z.string(),
  channel: z.enum(['SMS', 'EMAIL', 'WHATSAPP']),
  resend: z.boolean(),
  // MONITORING: the invited families' personal links (monitoring-messages.ts), with the officer's words if any.
  purpose: z.enum(['ANNOUNCEMENT', 'MONITORING']).default('ANNOUNCEMENT'),
  subject: z.string().optional(),
  body: z.string().optional(),
});
type Params = z.infer<typeof notificationJobParamsSchema>;

/** 422 NOT_APPROVED unless APPROVED: nothing is announced, paid or redeemable before. */
async function loadApproved(tx: Queryable, auth: AuthContext, id: string) {
  const row = await loadForChange(tx, auth, id, 'UPDATE');
  if (row.distribution_status !== 'APPROVED') {
    throw new NotificationError(
      'VALIDATION_FAILED',
      NOTIFICATION_MESSAGES.notApproved({ status: row.distribution_status }),
      'NOT_APPROVED',
    );
  }
  return row;
}

async function startRun(
  auth: AuthContext,
  queue: JobQueue | undefined,
  id: string,
  channel: NotificationChannel,
  resend: boolean,
): Promise<JobJson> {
  const actor = actorOf(auth);
  const runId = newId('notificationRun');
  await auth.run(async (tx) => {
    const row = await loadApproved(tx, auth, id);
    // Refused now rather than in the job: the organisation must have a template families fall back to.
    if (!resend) await loadTemplateSet(tx, actor.accountId, channel, row.distribution_type);
    await tx.query(
      `INSERT INTO notification_runs (run_id, account_id, distribution_id, channel, resend, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [runId, actor.accountId, id, channel, resend, actor.userId],
    );
    if (resend) {
      // Only failed messages with somewhere to go: a family without a phone number fails the same way again.
      const requeued = await tx.query(
        `UPDATE notifications SET status = 'NOTIFICATION_SENT', attempts = 0, error = NULL, next_attempt_at = now(),
                run_id = $3, updated_at = now()
          WHERE distribution_id = $1 AND channel = $2 AND status = 'ERROR' AND recipient IS NOT NULL
            AND purpose = 'ANNOUNCEMENT'
          RETURNING notification_id`,
        [id, channel, runId],
      );
      if (requeued.length === 0) {
        throw new NotificationError(
          'VALIDATION_FAILED',
          NOTIFICATION_MESSAGES.nothingToResend({ channel }),
          'NOTHING_TO_RESEND',
        );
      }
    }
  });
  const job = await startJob(auth, queue, 'DISTRIBUTION_NOTIFICATIONS', {
    distributionId: id,
    runId,
    channel,
    resend,
  });
  await auth.run((tx) => tx.query('UPDATE notification_runs SET job_id = $2 WHERE run_id = $1', [runId, job.jobId]));
  return job;
}

export function startNotifications(
  auth: AuthContext,
  queue: JobQueue | undefined,
  id: string,
  input: SendNotificationsInput,
): Promise<JobJson> {
  return startRun(auth, queue, id, input.channel, false);
}

/** Re-queues the ERROR messages (attempts start over) and drains them again. */
export function resendNotifications(
  auth: AuthContext,
  queue: JobQueue | undefined,
  id: string,
  input: SendNotificationsInput,
): Promise<JobJson> {
  return startRun(auth, queue, id, input.channel, true);
}

export type Head = { distribution_type: DistributionType; distribution_status: string; account_id: string };

/**
 * One batch: the next entitled families after `after` (by beneficiary id, a keyset on the entitlements' unique
 * index) get their message, rendered here; those that already have one on this channel are skipped by the
 * unique key. An anti-join against the messages written so far would re-read them for every batch, and with
 * statistics taken before the send PostgreSQL may plan it as a nested loop that never ends on 100,000 families.
 */
async function queueBatch(tx: Queryable, head: Head, p: Params, after: string): Promise<string | null> {
  // The batch's entitlements are chosen first, by the unique index, and only they are joined: with the limit
  // outside the joins PostgreSQL hash-joined every family still to come and sorted them, for each batch (0.8 s a
  // batch at the start of 100,000 families; the whole step took 16 s).
  const batch = `(SELECT * FROM entitlements WHERE distribution_id = $1 AND beneficiary_id > $2
                   ORDER BY beneficiary_id LIMIT $3)`;
  const families = await tx.query<FamilyRow>(
    `SELECT ${familyColumns(head.distribution_type)} FROM ${familiesFrom(batch)} ORDER BY e.beneficiary_id`,
    [p.distributionId, after, RENDER_BATCH],
  );
  if (families.length === 0) return null;
  const set = await loadTemplateSet(tx, head.account_id, p.channel, head.distribution_type);
  const messages = families.map((f) => renderFamily(f, set, p.channel, head.distribution_type));
  const noRecipient = p.channel === 'EMAIL' ? 'The family has no e-mail address' : 'The family has no phone number';
  await tx.query(
    `INSERT INTO notifications (notification_id, account_id, distribution_id, run_id, beneficiary_id, entitlement_id,
                                template_id, channel, language, recipient, subject, body, status, error)
     SELECT r.id, $1, $2, $3, r.beneficiary_id, NULLIF(r.entitlement_id, ''), r.template_id, $4, r.language,
            NULLIF(r.recipient, ''), NULLIF(r.subject, ''), r.body,
            CASE WHEN r.recipient = '' THEN 'ERROR' ELSE 'NOTIFICATION_SENT' END, CASE WHEN r.recipient = '' THEN $5 END
       FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
         AS r (id, beneficiary_id, entitlement_id, template_id, language, recipient, subject, body)
     ON CONFLICT (distribution_id, channel, beneficiary_id, purpose) DO NOTHING`,
    [
      head.account_id,
      p.distributionId,
      p.runId,
      p.channel,
      noRecipient,
      messages.map(() => newId('notification')),
      messages.map((m) => m.beneficiaryId),
      // '' stands for NULL in text arrays (NULLIF above).
      messages.map((m) => m.entitlementId ?? ''),
      messages.map((m) => m.templateId),
      messages.map((m) => m.language),
      messages.map((m) => m.recipient ?? ''),
      messages.map((m) => m.subject ?? ''),
      messages.map((m) => m.body),
    ],
  );
  return families[families.length - 1]?.beneficiary_id ?? null;
}

type Progress = { total: number; done: number; waitMs: number | null };

async function progressOf(tx: Queryable, p: Params): Promise<Progress> {
  const [row] = await tx.query<{ total: number | string; done: number | string; wait_ms: number | string | null }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE status <> 'NOTIFICATION_SENT') AS done,
            -- NULL when nothing is queued (greatest() would turn it into 0).
            extract(epoch FROM min(next_attempt_at) FILTER (WHERE status = 'NOTIFICATION_SENT') - now()) * 1000
              AS wait_ms
       FROM notifications WHERE distribution_id = $1 AND channel = $2 AND run_id = $3`,
    [p.distributionId, p.channel, p.runId],
  );
  return {
    total: Number(row?.total ?? 0),
    done: Number(row?.done ?? 0),
    waitMs: row?.wait_ms === null || row?.wait_ms === undefined ? null : Number(row.wait_ms),
  };
}

export const notificationsJob: JobHandler = async (ctx) => {
  const p = notificationJobParamsSchema.parse(ctx.params);
  const head = await ctx.run(async (tx) => {
    const [row] = await tx.query<Head>(
      'SELECT distribution_type, distribution_status, account_id FROM distributions WHERE distribution_id = $1',
      [p.distributionId],
    );
    return row;
  });
  // Cancelled since: nothing more is announced.
  if (head?.distribution_status !== 'APPROVED') return { status: head?.distribution_status ?? null };
  if (!p.resend) {
    const queue = p.purpose === 'MONITORING' ? queueMonitoringBatch : queueBatch;
    for (let after: string | null = ''; after !== null; ) {
      const from: string = after;
      after = await ctx.run((tx) => queue(tx, head, p, from));
      await ctx.progress(0, null);
    }
  }
  for (;;) {
    const n = await ctx.run((tx) => drainBatch(tx, p.distributionId, p.channel));
    const state = await ctx.run((tx) => progressOf(tx, p));
    await ctx.progress(state.done, state.total);
    if (n > 0) continue;
    if (state.waitMs === null) break;
    await sleep(Math.min(Math.max(state.waitMs, 10), MAX_WAIT_MS), ctx.signal);
  }
  const [counts] = await ctx.run((tx) =>
    tx.query<{ sent: number | string; error: number | string }>(
      `SELECT count(*) FILTER (WHERE status = 'SENT') AS sent, count(*) FILTER (WHERE status = 'ERROR') AS error
         FROM notifications WHERE run_id = $1`,
      [p.runId],
    ),
  );
  const result = { runId: p.runId, sent: Number(counts?.sent ?? 0), error: Number(counts?.error ?? 0) };
  if (p.purpose !== 'MONITORING') return result;
  return { ...result, unreachable: await ctx.run((tx) => unreachableFamilies(tx, p.distributionId, p.channel)) };
};
