// Setting and reading an organisation's SMS and WhatsApp providers: PROFILE_AND_ORGANIZATION VIEW reads, UPDATE sets
// or removes, as for the notification settings. Reads show credentials by their last four characters only; the
// Africa's Talking receipt URL (its secret in the path) is answered in full once, when set.
import { NOTIFICATION_MESSAGES } from '@aid/common/notifications';
import { z } from 'zod';
import { recordActivity } from '../../activity/service.js';
import { type Actor, type AuthContext, actorOf, requireAccess } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { toIsoOrNull } from '../../db/rows.js';
import { NotificationError } from '../errors.js';
import {
  africasTalkingCredentialsSchema,
  decryptCredentials,
  encryptCredentials,
  lastFour,
  maskedCredentials,
  newReceiptSecret,
  type StoredCredentials,
  snsCredentialsSchema,
  twilioCredentialsSchema,
} from './credentials.js';
import {
  africasTalkingReceiptPath,
  loadProviderRow,
  PROVIDER_COLUMNS,
  type ProviderRow,
  receiptsBaseUrl,
  twilioReceiptPath,
} from './registry.js';

export const PROVIDER_CHANNELS = ['SMS', 'WHATSAPP'] as const;
export type ProviderChannel = (typeof PROVIDER_CHANNELS)[number];

const sender = z.string().trim().min(1).max(100).nullable().optional().describe('The sending number or sender id.');
export const providerInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TWILIO'), sender, credentials: twilioCredentialsSchema }),
  z.object({ kind: z.literal('AFRICASTALKING'), sender, credentials: africasTalkingCredentialsSchema }),
  z.object({ kind: z.literal('SNS'), sender, credentials: snsCredentialsSchema }),
]);
export type ProviderInput = z.infer<typeof providerInputSchema>;

export const providerJsonSchema = z.object({
  channel: z.enum(PROVIDER_CHANNELS),
  kind: z.enum(['TWILIO', 'AFRICASTALKING', 'SNS']),
  sender: z.string().nullable(),
  credentials: z.record(z.string(), z.string()).describe('Secrets by their last four characters (`…abcd`).'),
  receiptUrl: z
    .string()
    .nullable()
    .describe(
      "Where the provider posts delivery receipts (Twilio: set per message; Africa's Talking: set it in its dashboard). Its secret part is shown in full only in the answer to PUT. Relative when NOTIFICATION_RECEIPTS_URL is unset.",
    ),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ProviderJson = z.infer<typeof providerJsonSchema>;

function toJson(row: ProviderRow, stored: StoredCredentials, revealSecret: boolean): ProviderJson {
  const path =
    stored.kind === 'TWILIO'
      ? twilioReceiptPath(row.account_id)
      : stored.kind === 'AFRICASTALKING'
        ? africasTalkingReceiptPath(
            row.account_id,
            revealSecret ? stored.receiptSecret : lastFour(stored.receiptSecret),
          )
        : null;
  return {
    channel: row.channel,
    kind: row.kind,
    sender: row.sender,
    credentials: maskedCredentials(stored),
    receiptUrl: path === null ? null : `${receiptsBaseUrl() ?? ''}${path}`,
    updatedAt: toIsoOrNull(row.updated_at),
    updatedBy: row.updated_by,
  };
}

function summary(row: ProviderRow | undefined): unknown {
  return row ? { kind: row.kind, sender: row.sender } : null;
}

function log(tx: Queryable, actor: Actor, channel: string, from: unknown, to: unknown) {
  // The credentials never reach the activity log: only which provider and sender.
  return recordActivity(tx, {
    ...actor,
    action: 'UPDATE',
    objectType: 'ACCOUNT',
    objectId: actor.accountId,
    changes: { [`notificationProviders.${channel}`]: { from, to } },
  });
}

export async function listProviders(auth: AuthContext): Promise<ProviderJson[]> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'VIEW');
  const rows = await auth.run((tx) =>
    tx.query<ProviderRow>(
      `SELECT ${PROVIDER_COLUMNS} FROM notification_providers WHERE account_id = $1 ORDER BY channel`,
      [auth.accountId],
    ),
  );
  return rows.map((row) => toJson(row, decryptCredentials(row.credentials_encrypted, row.account_id), false));
}

/** What is encrypted: the credentials only (the sender is a column), and Africa's Talking's receipt secret. */
function storedOf(input: ProviderInput): StoredCredentials {
  switch (input.kind) {
    case 'TWILIO':
      return { kind: input.kind, credentials: input.credentials };
    case 'AFRICASTALKING':
      return { kind: input.kind, credentials: input.credentials, receiptSecret: newReceiptSecret() };
    case 'SNS':
      return { kind: input.kind, credentials: input.credentials };
  }
}

export async function putProvider(auth: AuthContext, channel: ProviderChannel, input: ProviderInput) {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  if (channel === 'WHATSAPP' && input.kind !== 'TWILIO') {
    throw new NotificationError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.whatsAppTwilioOnly());
  }
  const actor = actorOf(auth);
  const stored = storedOf(input);
  return auth.run(async (tx) => {
    const before = await loadProviderRow(tx, actor.accountId, channel);
    await tx.query(
      `INSERT INTO notification_providers (account_id, channel, kind, sender, credentials_encrypted, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (account_id, channel) DO UPDATE
         SET kind = EXCLUDED.kind, sender = EXCLUDED.sender, credentials_encrypted = EXCLUDED.credentials_encrypted,
             updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [
        actor.accountId,
        channel,
        input.kind,
        input.sender ?? null,
        encryptCredentials(stored, actor.accountId),
        actor.userId,
      ],
    );
    const row = await loadProviderRow(tx, actor.accountId, channel);
    if (!row) throw new Error(`The ${channel} provider of ${actor.accountId} was not stored`);
    await log(tx, actor, channel, summary(before), summary(row));
    return toJson(row, stored, true);
  });
}

/** Back to the outbox for this channel. */
export async function deleteProvider(auth: AuthContext, channel: ProviderChannel): Promise<void> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  const actor = actorOf(auth);
  await auth.run(async (tx) => {
    const before = await loadProviderRow(tx, actor.accountId, channel);
    if (!before) throw new NotificationError('NOT_FOUND', NOTIFICATION_MESSAGES.noProvider({ channel }));
    await tx.query('DELETE FROM notification_providers WHERE account_id = $1 AND channel = $2', [
      actor.accountId,
      channel,
    ]);
    await log(tx, actor, channel, summary(before), null);
  });
}
