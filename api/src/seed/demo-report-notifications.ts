// The demo voucher distribution's families told by SMS two hours after approval, as a send would have left them:
// one run, each family's message rendered by the product's own rules (its language, else the default; the short
// link to its voucher), SENT with its copy in the outbox, or ERROR: no phone number (never tried, as send.ts
// queues it), or refused by the provider on every attempt. Messages rendered here, written in one statement.
import { NOTIFICATION_MAX_ATTEMPTS } from '@aid/common/notifications';
import type { Queryable } from '../db/db.js';
import { NotificationError } from '../notifications/errors.js';
import { type FamilyRow, familiesFrom, familyColumns, loadTemplateSet, renderFamily } from '../notifications/render.js';

export async function seedDemoNotifications(
  tx: Queryable,
  p: { accountId: string; distributionId: string; adminId: string | null },
): Promise<void> {
  const set = await loadTemplateSet(tx, p.accountId, 'SMS', 'VOUCHER').catch((error: unknown) => {
    // The demo's templates deleted in the demo since: no family can have been told, so none is.
    if (error instanceof NotificationError) return undefined;
    throw error;
  });
  if (!set) return;
  const families = await tx.query<FamilyRow>(
    `SELECT ${familyColumns('VOUCHER')} FROM ${familiesFrom()} WHERE e.distribution_id = $1 ORDER BY e.beneficiary_id`,
    [p.distributionId],
  );
  const messages = families.map((f) => renderFamily(f, set, 'SMS', 'VOUCHER'));
  const runId = `dnt--demo-${p.distributionId.slice(5)}`;
  await tx.query(
    `INSERT INTO notification_runs (run_id, account_id, distribution_id, channel, resend, created_at, created_by)
     SELECT $1, $2, $3, 'SMS', false, updated_at + interval '2 hours', $4 FROM distributions WHERE distribution_id = $3
     ON CONFLICT DO NOTHING`,
    [runId, p.accountId, p.distributionId, p.adminId],
  );
  const column = (k: 'beneficiaryId' | 'templateId' | 'language' | 'recipient' | 'body') =>
    messages.map((m) => m[k] ?? '');
  await tx.query(
    `WITH m AS (
       SELECT r.*, 'ntf--demo' || substr(md5($3 || r.beneficiary_id), 1, 22) AS id,
              CASE WHEN r.recipient = '' THEN 'NO_RECIPIENT'
                   WHEN ('x' || substr(md5(r.beneficiary_id || 'sms'), 1, 7))::bit(28)::int % 25 = 0 THEN 'REFUSED'
                   ELSE 'SENT' END AS outcome,
              run.created_at AS queued
         FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
           AS r (beneficiary_id, entitlement_id, template_id, language, recipient, body)
         JOIN notification_runs run ON run.run_id = $1),
     added AS (
       INSERT INTO notifications (notification_id, account_id, distribution_id, run_id, beneficiary_id,
                                  entitlement_id, template_id, channel, language, recipient, body, status, attempts,
                                  error, next_attempt_at, sent_at, created_at, updated_at)
       SELECT m.id, $2, $3, $1, m.beneficiary_id, NULLIF(m.entitlement_id, ''), m.template_id, 'SMS', m.language,
              NULLIF(m.recipient, ''), m.body, CASE WHEN m.outcome = 'SENT' THEN 'SENT' ELSE 'ERROR' END,
              CASE m.outcome WHEN 'SENT' THEN 1 WHEN 'REFUSED' THEN $4 ELSE 0 END,
              CASE m.outcome WHEN 'NO_RECIPIENT' THEN 'The family has no phone number'
                             WHEN 'REFUSED' THEN 'Refused by the provider' END,
              m.queued, CASE WHEN m.outcome = 'SENT' THEN m.queued + interval '1 minute' END, m.queued,
              m.queued + interval '1 minute'
         FROM m
       ON CONFLICT DO NOTHING
       RETURNING notification_id, recipient, body, sent_at, status)
     -- The local provider's copy of what it accepted (notifications/provider.ts), as a send leaves it.
     INSERT INTO notification_outbox (notification_id, account_id, distribution_id, channel, recipient, body,
                                      created_at)
     SELECT notification_id, $2, $3, 'SMS', recipient, body, sent_at FROM added WHERE status = 'SENT'
     ON CONFLICT DO NOTHING`,
    [
      runId,
      p.accountId,
      p.distributionId,
      NOTIFICATION_MAX_ATTEMPTS,
      column('beneficiaryId'),
      messages.map((m) => m.entitlementId ?? ''),
      column('templateId'),
      column('language'),
      column('recipient'),
      column('body'),
    ],
  );
}
