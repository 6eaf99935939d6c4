// Message templates and notifications as the REST API answers them.
import { z } from 'zod';
import { DISTRIBUTION_TYPES } from '../distributions/enums.js';
import { changeStamps, component, timestamp } from '../json.js';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from './enums.js';

export const messageTemplateJsonSchema = component(
  'MessageTemplate',
  z.object({
    templateId: z.string().meta({ description: 'tpl--… (not a spec prefix; the spec names none for templates).' }),
    accountId: z.string(),
    language: z.string().meta({ description: 'ISO 639-1.' }),
    channel: z.enum(NOTIFICATION_CHANNELS),
    distributionType: z.enum(DISTRIBUTION_TYPES).nullable(),
    subject: z.string().nullable(),
    body: z.string(),
    isDefaultLanguage: z.boolean().meta({ description: "In the organisation's default language." }),
    ...changeStamps(),
  }),
  'A message to families, per organisation, language and channel, with placeholders.',
);
export type MessageTemplateJson = z.infer<typeof messageTemplateJsonSchema>;

export const notificationSettingsJsonSchema = component(
  'NotificationSettings',
  z.object({
    defaultLanguage: z.string(),
    updatedAt: timestamp().nullable(),
    updatedBy: z.string().nullable(),
  }),
  'Without settings the default language is en.',
);
export type NotificationSettingsJson = z.infer<typeof notificationSettingsJsonSchema>;

export const notificationJsonSchema = component(
  'Notification',
  z.object({
    notificationId: z.string().meta({ description: 'ntf--…' }),
    runId: z.string().meta({ description: 'dnt--…: the send or resend that queued it last.' }),
    distributionId: z.string(),
    beneficiaryId: z.string(),
    templateId: z.string().nullable(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    language: z.string(),
    recipient: z.string().nullable().meta({ description: 'Phone number (SMS, WHATSAPP) or e-mail address.' }),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.enum(NOTIFICATION_STATUSES),
    attempts: z.number().int(),
    error: z.string().nullable(),
    nextAttemptAt: timestamp().nullable(),
    sentAt: timestamp().nullable(),
    deliveryStatus: z
      .enum(['DELIVERED', 'FAILED'])
      .nullable()
      .meta({ description: "The provider's delivery receipt, once one came (SMS and WhatsApp providers); else null." }),
    deliveryError: z.string().nullable().meta({ description: 'Why delivery failed, as the receipt said.' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  }),
  'One message to one family of a distribution.',
);
export type NotificationJson = z.infer<typeof notificationJsonSchema>;

export const outboxMessageJsonSchema = component(
  'OutboxMessage',
  z.object({
    notificationId: z.string(),
    distributionId: z.string(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    recipient: z.string().nullable(),
    subject: z.string().nullable(),
    body: z.string(),
    deliveredAt: timestamp(),
  }),
  'What the local provider "sent": the outbox replaces SMS, e-mail and WhatsApp gateways here.',
);
export type OutboxMessageJson = z.infer<typeof outboxMessageJsonSchema>;

export const notificationSummaryJsonSchema = component(
  'NotificationSummary',
  z.object({
    distributionId: z.string(),
    counts: z.record(z.enum(NOTIFICATION_STATUSES), z.number().int()),
    total: z.number().int(),
  }),
  "How far a distribution's messages have come, per status.",
);
export type NotificationSummaryJson = z.infer<typeof notificationSummaryJsonSchema>;

export const notificationPreviewJsonSchema = component(
  'NotificationPreview',
  z.object({
    beneficiaryId: z.string(),
    templateId: z.string(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    language: z.string(),
    recipient: z.string().nullable(),
    subject: z.string().nullable(),
    body: z.string(),
  }),
  "A real family's message, rendered as it would be sent.",
);
export type NotificationPreviewJson = z.infer<typeof notificationPreviewJsonSchema>;
