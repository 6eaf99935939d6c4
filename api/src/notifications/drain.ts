// Draining a distribution's queued messages: a batch claimed with FOR UPDATE SKIP LOCKED, handed to the provider
// (the organisation's for the channel, else the outbox), each result recorded: SENT, retried with exponential back-off
// (or the provider's Retry-After when longer), or ERROR after the last attempt or a final refusal.
import { NOTIFICATION_MAX_ATTEMPTS, type NotificationChannel } from '@aid/common/notifications';
import type { Queryable } from '../db/db.js';
import { notificationDeliveries } from '../http/metrics.js';
import { type DeliveryResult, notificationDelivery, type OutgoingMessage, outboxProvider } from './provider.js';
import { organisationProvider } from './providers/registry.js';

export const DRAIN_BATCH = 5_000;
/**
 * A remote provider is called inside the claim's transaction (8 requests at a time): a smaller batch keeps that
 * transaction, and the rows it holds, to seconds even when the provider answers slowly.
 */
export const REMOTE_DRAIN_BATCH = 200;

type Claimed = Omit<OutgoingMessage, 'recipient'> & { recipient: string };

/** Each message handed over counts once per attempt, accepted or refused (a message with no answer is refused). */
function countDeliveries(provider: string, claimed: readonly Claimed[], results: Map<string, DeliveryResult>): void {
  for (const message of claimed) {
    const accepted = results.get(message.notificationId)?.error === null;
    notificationDeliveries.inc({ provider, channel: message.channel, result: accepted ? 'accepted' : 'refused' });
  }
}

async function accountOfDistribution(tx: Queryable, distributionId: string): Promise<string> {
  const [row] = await tx.query<{ account_id: string }>(
    'SELECT account_id FROM distributions WHERE distribution_id = $1',
    [distributionId],
  );
  return row?.account_id ?? '';
}

/** Claims the due queued messages (a batch), hands them to the provider, records each result; the number done. */
export async function drainBatch(tx: Queryable, distributionId: string, channel: NotificationChannel): Promise<number> {
  const delivery = notificationDelivery();
  // A provider swapped in process-wide (tests, a double) wins; else the organisation's choice for the channel;
  // else the outbox. One distribution is one organisation's.
  const provider =
    delivery.provider !== outboxProvider
      ? delivery.provider
      : ((await organisationProvider(tx, await accountOfDistribution(tx, distributionId), channel)) ?? outboxProvider);
  const batch = provider === outboxProvider ? DRAIN_BATCH : REMOTE_DRAIN_BATCH;
  const claimed = await tx.query<Claimed>(
    `WITH due AS (
       SELECT notification_id FROM notifications
        WHERE distribution_id = $1 AND channel = $2 AND status = 'NOTIFICATION_SENT' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, notification_id LIMIT $3 FOR UPDATE SKIP LOCKED)
     UPDATE notifications n SET attempts = n.attempts + 1, updated_at = now()
       FROM due WHERE n.notification_id = due.notification_id
     RETURNING n.notification_id AS "notificationId", n.account_id AS "accountId",
               n.distribution_id AS "distributionId", n.channel, n.recipient, n.subject, n.body`,
    [distributionId, channel, batch],
  );
  if (claimed.length === 0) return 0;
  const results = await provider.send(tx, claimed);
  const byId = new Map(results.map((r) => [r.notificationId, r]));
  countDeliveries(provider.name ?? 'custom', claimed, byId);
  // A message the provider did not answer for counts as refused: it is retried, never silently SENT.
  // '' is "accepted" (or "none") in the text arrays below; an empty refusal reason is still a refusal.
  const errors = claimed.map((m) => {
    const result = byId.get(m.notificationId);
    if (!result) return 'No answer from the provider';
    return result.error === null || result.error === undefined ? '' : result.error || 'Refused by the provider';
  });
  const of = (pick: (r: DeliveryResult) => string) =>
    claimed.map((m) => {
      const result = byId.get(m.notificationId);
      return result ? pick(result) : '';
    });
  await tx.query(
    `UPDATE notifications n SET
        status = CASE WHEN r.error = '' THEN 'SENT' WHEN n.attempts >= $3 OR r.final = 't' THEN 'ERROR'
          ELSE 'NOTIFICATION_SENT' END,
        error = NULLIF(r.error, ''),
        sent_at = CASE WHEN r.error = '' THEN now() END,
        provider = $5,
        provider_message_id = NULLIF(r.message_id, ''),
        -- The longer of our back-off and the provider's Retry-After.
        next_attempt_at = CASE WHEN r.error = '' THEN n.next_attempt_at
          ELSE now() + make_interval(secs => greatest($4::float8 / 1000 * power(2, n.attempts - 1),
                                                       coalesce(NULLIF(r.retry_ms, '')::float8 / 1000, 0))) END,
        updated_at = now()
       FROM unnest($1::text[], $2::text[], $6::text[], $7::text[], $8::text[])
         AS r (id, error, final, retry_ms, message_id)
      WHERE n.notification_id = r.id`,
    [
      claimed.map((m) => m.notificationId),
      errors,
      NOTIFICATION_MAX_ATTEMPTS,
      delivery.retryBaseMs,
      provider.name ?? 'custom',
      of((r) => (r.final ? 't' : '')),
      of((r) => (r.retryAfterMs === undefined ? '' : String(r.retryAfterMs))),
      of((r) => r.providerMessageId ?? ''),
    ],
  );
  return claimed.length;
}
