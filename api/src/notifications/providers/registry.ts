// Which provider carries an organisation's messages on a channel: the one it chose (notification_providers), built
// with its decrypted credentials, or none (the drain then uses the outbox). Base URLs come from the environment so
// a test or a staging stack can point an adapter at a local server; receipts go to NOTIFICATION_RECEIPTS_URL.
import type { NotificationChannel } from '@aid/common/notifications';
import type { Queryable } from '../../db/db.js';
import type { NotificationProvider } from '../provider.js';
import { africasTalkingProvider } from './africastalking.js';
import { decryptCredentials, type StoredCredentials } from './credentials.js';
import { snsProvider } from './sns.js';
import { twilioProvider } from './twilio.js';

export type ProviderRow = {
  account_id: string;
  channel: 'SMS' | 'WHATSAPP';
  kind: StoredCredentials['kind'];
  sender: string | null;
  credentials_encrypted: string;
  updated_at: string | Date;
  updated_by: string | null;
};

export const PROVIDER_COLUMNS = 'account_id, channel, kind, sender, credentials_encrypted, updated_at, updated_by';

/** The API's address as the providers reach it (its receipts routes live under it); unset: no receipts asked for. */
export function receiptsBaseUrl(): string | undefined {
  const url = process.env.NOTIFICATION_RECEIPTS_URL;
  return url ? url.replace(/\/$/, '') : undefined;
}

export const twilioReceiptPath = (accountId: string) => `/public/notifications/receipts/twilio/${accountId}`;
export const africasTalkingReceiptPath = (accountId: string, secret: string) =>
  `/public/notifications/receipts/africastalking/${accountId}/${secret}`;

export async function loadProviderRow(
  tx: Queryable,
  accountId: string,
  channel: string,
): Promise<ProviderRow | undefined> {
  const [row] = await tx.query<ProviderRow>(
    `SELECT ${PROVIDER_COLUMNS} FROM notification_providers WHERE account_id = $1 AND channel = $2`,
    [accountId, channel],
  );
  return row;
}

export function providerOf(row: ProviderRow, stored = decryptCredentials(row.credentials_encrypted, row.account_id)) {
  const receipts = receiptsBaseUrl();
  switch (stored.kind) {
    case 'TWILIO':
      return twilioProvider({
        ...stored.credentials,
        sender: row.sender ?? '',
        baseUrl: process.env.TWILIO_API_URL || undefined,
        ...(receipts ? { statusCallback: `${receipts}${twilioReceiptPath(row.account_id)}` } : {}),
      });
    case 'AFRICASTALKING':
      // Its delivery reports go where the organisation set them in Africa's Talking's dashboard (no per-message URL).
      return africasTalkingProvider({
        ...stored.credentials,
        sender: row.sender,
        baseUrl: process.env.AFRICASTALKING_API_URL || undefined,
      });
    case 'SNS':
      return snsProvider({
        ...stored.credentials,
        sender: row.sender,
        endpoint: process.env.SNS_ENDPOINT || undefined,
      });
  }
}

/** The organisation's provider for the channel, or undefined (e-mail, or nothing chosen). */
export async function organisationProvider(
  tx: Queryable,
  accountId: string,
  channel: NotificationChannel,
): Promise<NotificationProvider | undefined> {
  if (channel === 'EMAIL') return undefined;
  const row = await loadProviderRow(tx, accountId, channel);
  return row ? providerOf(row) : undefined;
}
