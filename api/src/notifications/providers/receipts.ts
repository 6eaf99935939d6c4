// Delivery receipts, public routes the providers call (pointed at the API's address directly: see README "SMS and
// WhatsApp"; the gateway does not pass them through). A receipt moves a message its provider accepted (matched by
// the provider's message id, within the organisation in the path) to delivery_status DELIVERED or FAILED; the status
// (SENT) and its counts stay. Twilio's are signed: X-Twilio-Signature is base64(HMAC-SHA1(auth token, the full URL
// followed by each POST parameter's name and value, sorted by name)) (twilio.com/docs/usage/webhooks/
// webhooks-security). Africa's Talking signs nothing: its URL carries a per-organisation secret, compared in
// constant time. Anything forged answers 403 and changes nothing.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { idProblem } from '@aid/common/ids';
import { NOTIFICATION_MESSAGES } from '@aid/common/notifications';
import type { Request, Router } from 'express';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db.js';
import { tenantRunner } from '../../db/tenant.js';
import { header } from '../../http/request.js';
import { defineRoute, routerOf } from '../../http/route.js';
import { NotificationError } from '../errors.js';
import { decryptCredentials } from './credentials.js';
import { PROVIDER_COLUMNS, type ProviderRow, receiptsBaseUrl } from './registry.js';

const MAX_BODY_BYTES = 64 * 1024;

/** The form body, read here: these routes are the only form-encoded ones, so no app-wide parser runs for them. */
async function formOf(req: Request): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw forged();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const forged = () => new NotificationError('FORBIDDEN', NOTIFICATION_MESSAGES.receiptForged());

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Twilio's signature of a form POST to `url`. */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(text, 'utf8').digest('base64');
}

/** The URL as the provider called it: NOTIFICATION_RECEIPTS_URL when set (behind a proxy), else as received. */
function calledUrl(req: Request): string {
  return `${receiptsBaseUrl() ?? `${req.protocol}://${req.get('host') ?? ''}`}${req.originalUrl}`;
}

function providerRows(tx: Queryable, accountId: string, kind: ProviderRow['kind']): Promise<ProviderRow[]> {
  return tx.query<ProviderRow>(
    `SELECT ${PROVIDER_COLUMNS} FROM notification_providers WHERE account_id = $1 AND kind = $2`,
    [accountId, kind],
  );
}

async function record(
  tx: Queryable,
  accountId: string,
  provider: string,
  messageId: string,
  outcome: 'DELIVERED' | 'FAILED',
  reason: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE notifications SET delivery_status = $4, delivery_error = $5,
            delivered_at = CASE WHEN $4 = 'DELIVERED' THEN now() END, updated_at = now()
      WHERE account_id = $1 AND provider = $2 AND provider_message_id = $3`,
    [accountId, provider, messageId, outcome, reason],
  );
}

// Twilio's MessageStatus values; queued, sending, sent and the like are steps on the way and change nothing.
const TWILIO_OUTCOMES: Record<string, 'DELIVERED' | 'FAILED'> = {
  delivered: 'DELIVERED',
  read: 'DELIVERED',
  undelivered: 'FAILED',
  failed: 'FAILED',
};
// Africa's Talking's delivery report statuses (developers.africastalking.com, SMS "Delivery reports"): Success,
// Failed, Rejected and Expired are final (with failureReason); Sent, Submitted, Buffered and AbsentSubscriber are
// on the way.
const AFRICASTALKING_OUTCOMES: Record<string, 'DELIVERED' | 'FAILED'> = {
  Success: 'DELIVERED',
  Failed: 'FAILED',
  Rejected: 'FAILED',
  Expired: 'FAILED',
};

const accountParam = z.string().max(200);
const tags = ['notifications'];
const answered = { description: 'Taken (or a status on the way, which changes nothing).' };

export function receiptsRouter({ db }: { db: Db }): Router {
  const runAs = (accountId: string) => {
    if (idProblem(accountId)) throw forged();
    return tenantRunner(db, { accountId, userId: '' });
  };
  return routerOf({}, [
    defineRoute({
      method: 'post',
      path: '/public/notifications/receipts/twilio/:accountId',
      operationId: 'twilioDeliveryReceipt',
      summary: "Twilio's status callback for a message",
      description:
        'Called by Twilio (form-encoded MessageSid, MessageStatus, ErrorCode), signed with X-Twilio-Signature under ' +
        "the organisation's Twilio auth token. delivered/read → DELIVERED, undelivered/failed → FAILED.",
      tags,
      caller: 'public',
      params: { accountId: accountParam },
      status: 204,
      response: answered,
      errors: { '403': 'The signature is missing or wrong, or no Twilio provider is set (code FORBIDDEN).' },
      handler: async ({ req, res, params }) => {
        const form = await formOf(req);
        const signature = header(req, 'x-twilio-signature') ?? '';
        const url = calledUrl(req);
        await runAs(params.accountId)(async (tx) => {
          const rows = await providerRows(tx, params.accountId, 'TWILIO');
          // SMS and WhatsApp may use two Twilio accounts: either token may have signed it.
          const signed = rows.some((row) => {
            const stored = decryptCredentials(row.credentials_encrypted, row.account_id);
            return (
              stored.kind === 'TWILIO' && sameText(twilioSignature(stored.credentials.authToken, url, form), signature)
            );
          });
          if (!signed || !signature) throw forged();
          const outcome = TWILIO_OUTCOMES[form.get('MessageStatus') ?? ''];
          const messageId = form.get('MessageSid') ?? form.get('SmsSid');
          if (!outcome || !messageId) return;
          const code = form.get('ErrorCode');
          await record(tx, params.accountId, 'twilio', messageId, outcome, code ? `Twilio error ${code}` : null);
        });
        res.status(204).end();
      },
    }),
    defineRoute({
      method: 'post',
      path: '/public/notifications/receipts/africastalking/:accountId/:secret',
      operationId: 'africasTalkingDeliveryReport',
      summary: "Africa's Talking's delivery report for a message",
      description:
        "Called by Africa's Talking (form-encoded id, status, failureReason) at the URL the provider settings " +
        'answered when set, whose last segment is the secret. Success → DELIVERED, Failed/Rejected → FAILED.',
      tags,
      caller: 'public',
      params: { accountId: accountParam, secret: z.string().max(200) },
      status: 204,
      response: answered,
      errors: { '403': "The secret is wrong, or no Africa's Talking provider is set (code FORBIDDEN)." },
      handler: async ({ req, res, params }) => {
        const form = await formOf(req);
        await runAs(params.accountId)(async (tx) => {
          const [row] = await providerRows(tx, params.accountId, 'AFRICASTALKING');
          const stored = row && decryptCredentials(row.credentials_encrypted, row.account_id);
          if (stored?.kind !== 'AFRICASTALKING' || !sameText(stored.receiptSecret, params.secret)) throw forged();
          const outcome = AFRICASTALKING_OUTCOMES[form.get('status') ?? ''];
          const messageId = form.get('id');
          if (!outcome || !messageId) return;
          await record(tx, params.accountId, 'africastalking', messageId, outcome, form.get('failureReason') || null);
        });
        res.status(204).end();
      },
    }),
  ]);
}
