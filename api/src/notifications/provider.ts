// Where messages go: a provider interface (an SMS, e-mail or WhatsApp gateway would implement it) and the local
// implementation, the outbox table the web lists, so the whole path runs on a laptop. Tests swap the provider in
// (a failing double) with `useNotificationProvider`.
import type { NotificationChannel } from '@aid/common/notifications';
import type { Queryable } from '../db/db.js';

export type OutgoingMessage = {
  notificationId: string;
  accountId: string;
  distributionId: string;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
};

/**
 * Per message: accepted, or refused with the provider's reason (retried with back-off until the last attempt).
 * `final`: a refusal no retry can change (an invalid number): ERROR at once. `retryAfterMs`: the provider's own
 * wait (Retry-After), honoured when longer than the back-off. `providerMessageId`: the provider's id of an accepted
 * message, which its delivery receipts name.
 */
export type DeliveryResult = {
  notificationId: string;
  error: string | null;
  final?: boolean;
  retryAfterMs?: number;
  providerMessageId?: string;
};

export interface NotificationProvider {
  /** Its name in the metrics (aid_notification_deliveries_total{provider}). */
  readonly name?: string;
  /**
   * Hands a batch over; answers one result per message. `tx` is the transaction that claimed the batch: the
   * outbox writes in it, so a crash leaves neither the outbox row nor the SENT status; a remote provider ignores
   * it (a crash after its call then means the batch is sent again: at-least-once).
   */
  send(tx: Queryable, batch: readonly OutgoingMessage[]): Promise<DeliveryResult[]>;
}

/** The local provider: one INSERT per batch into the outbox; it accepts everything. */
export const outboxProvider: NotificationProvider = {
  name: 'outbox',
  async send(tx, batch) {
    if (batch.length === 0) return [];
    // Text arrays cannot carry NULL through both drivers' typings: '' stands for none, NULLIF restores it.
    const column = <K extends keyof OutgoingMessage>(key: K) => batch.map((m) => m[key] ?? '');
    await tx.query(
      `INSERT INTO notification_outbox (notification_id, account_id, distribution_id, channel, recipient, subject,
                                        body)
       SELECT id, account, distribution, channel, NULLIF(recipient, ''), NULLIF(subject, ''), body
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
           AS m (id, account, distribution, channel, recipient, subject, body)
       ON CONFLICT (notification_id) DO NOTHING`,
      [
        column('notificationId'),
        column('accountId'),
        column('distributionId'),
        column('channel'),
        column('recipient'),
        column('subject'),
        column('body'),
      ],
    );
    return batch.map((m) => ({ notificationId: m.notificationId, error: null }));
  },
};

/** Back-off before attempt n + 1: base × 2^(n − 1), so 2 s, 4 s, 8 s, 16 s with the default base. */
export const RETRY_BASE_MS = 2_000;

let current: { provider: NotificationProvider; retryBaseMs: number } = {
  provider: outboxProvider,
  retryBaseMs: RETRY_BASE_MS,
};

export function notificationDelivery(): { provider: NotificationProvider; retryBaseMs: number } {
  return current;
}

/** Swaps the provider (and the back-off base) in; returns what restores the previous ones. */
export function useNotificationProvider(provider: NotificationProvider, retryBaseMs = RETRY_BASE_MS): () => void {
  const before = current;
  current = { provider, retryBaseMs };
  return () => {
    current = before;
  };
}
