// The notifications vocabulary: channels, message statuses (spec §4 "Notification and scan"), list declarations.
import { defineList, timestampFields, timestampSorts } from '../fields.js';

export const NOTIFICATION_CHANNELS = ['SMS', 'EMAIL', 'WHATSAPP'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** NOTIFICATION_SENT: queued to the provider; SENT: the provider accepted it; ERROR: it refused it for good. */
export const NOTIFICATION_STATUSES = ['NOTIFICATION_SENT', 'SENT', 'ERROR'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * Why a notifications request was refused, beyond its code: the error body's `reason` (and the schema's
 * NotificationRefusal), so clients can tell the cases apart.
 */
export const NOTIFICATION_REFUSALS = [
  'NOT_APPROVED',
  'NO_TEMPLATE',
  'TEMPLATE_EXISTS',
  'NO_FAMILY',
  'NOTHING_TO_RESEND',
  'SEND_RUNNING',
] as const;
export type NotificationRefusal = (typeof NOTIFICATION_REFUSALS)[number];

/** Attempts per message before it stays ERROR (a resend starts over). */
export const NOTIFICATION_MAX_ATTEMPTS = 5;

/** The organisation's default language when it set none (spec: default language en). */
export const DEFAULT_NOTIFICATION_LANGUAGE = 'en';

export const MESSAGE_TEMPLATE_LIST = defineList({
  fields: {
    LANGUAGE: { type: 'text', sql: 'language', nullable: false },
    CHANNEL: { type: 'enum', sql: 'channel', nullable: false, values: NOTIFICATION_CHANNELS },
    ...timestampFields('created_at'),
  },
  sorts: timestampSorts({ created_at: 'created_at' }, { oldestFirst: true }),
  defaultSort: 'CREATED_AT_OLDEST',
});

/** A distribution's messages and the outbox, in the order they were queued. */
export const NOTIFICATION_LIST = defineList({
  fields: {
    DISTRIBUTION_ID: { type: 'id', sql: 'distribution_id', nullable: false },
    BENEFICIARY_ID: { type: 'id', sql: 'beneficiary_id', nullable: false },
    STATUS: { type: 'enum', sql: 'status', nullable: false, values: NOTIFICATION_STATUSES },
    CHANNEL: { type: 'enum', sql: 'channel', nullable: false, values: NOTIFICATION_CHANNELS },
    ...timestampFields('created_at'),
  },
  sorts: timestampSorts({ created_at: 'created_at' }, { oldestFirst: true }),
  defaultSort: 'CREATED_AT_OLDEST',
});

/** The outbox (what the local provider delivered), newest or oldest first. */
export const OUTBOX_LIST = defineList({
  fields: {
    DISTRIBUTION_ID: { type: 'id', sql: 'distribution_id', nullable: false },
    CHANNEL: { type: 'enum', sql: 'channel', nullable: false, values: NOTIFICATION_CHANNELS },
    ...timestampFields('created_at'),
  },
  sorts: timestampSorts('created_at'),
  defaultSort: 'CREATED_AT_NEWEST',
});
