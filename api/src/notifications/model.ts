// Rows, their JSON and where the list engine finds templates, messages and the outbox.
import {
  MESSAGE_TEMPLATE_LIST,
  type MessageTemplateJson,
  NOTIFICATION_LIST,
  type NotificationChannel,
  type NotificationJson,
  type NotificationStatus,
  OUTBOX_LIST,
  type OutboxMessageJson,
} from '@aid/common/notifications';
import type { ListSource } from '../db/list.js';
import { toIso, toIsoOrNull } from '../db/rows.js';

export type TemplateRow = {
  template_id: string;
  account_id: string;
  language: string;
  channel: NotificationChannel;
  distribution_type: MessageTemplateJson['distributionType'];
  subject: string | null;
  body: string;
  is_default_language: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  created_by: string | null;
  updated_by: string | null;
};

const DEFAULT_LANGUAGE_SQL = `coalesce((SELECT s.default_language FROM notification_settings s
  WHERE s.account_id = message_templates.account_id), 'en')`;

export const TEMPLATE_COLUMNS = `template_id, account_id, language, channel, distribution_type, subject, body,
  language = ${DEFAULT_LANGUAGE_SQL} AS is_default_language, created_at, updated_at, created_by, updated_by`;

export const TEMPLATES: ListSource = {
  name: 'message templates',
  table: 'message_templates',
  idColumn: 'template_id',
  columns: TEMPLATE_COLUMNS,
  declaration: MESSAGE_TEMPLATE_LIST,
};

export function toTemplateJson(row: TemplateRow): MessageTemplateJson {
  return {
    templateId: row.template_id,
    accountId: row.account_id,
    language: row.language,
    channel: row.channel,
    distributionType: row.distribution_type,
    subject: row.subject,
    body: row.body,
    isDefaultLanguage: row.is_default_language,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

export type NotificationRow = {
  notification_id: string;
  run_id: string;
  distribution_id: string;
  beneficiary_id: string;
  template_id: string | null;
  channel: NotificationChannel;
  language: string;
  recipient: string | null;
  subject: string | null;
  body: string;
  status: NotificationStatus;
  attempts: number;
  error: string | null;
  next_attempt_at: string | Date;
  sent_at: string | Date | null;
  delivery_status: 'DELIVERED' | 'FAILED' | null;
  delivery_error: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

export const NOTIFICATION_COLUMNS = `notification_id, run_id, distribution_id, beneficiary_id, template_id, channel,
  language, recipient, subject, body, status, attempts, error, next_attempt_at, sent_at, delivery_status, delivery_error,
  created_at, updated_at`;

export const NOTIFICATIONS: ListSource = {
  name: 'notifications',
  table: 'notifications',
  idColumn: 'notification_id',
  columns: NOTIFICATION_COLUMNS,
  declaration: NOTIFICATION_LIST,
};

export function toNotificationJson(row: NotificationRow): NotificationJson {
  return {
    notificationId: row.notification_id,
    runId: row.run_id,
    distributionId: row.distribution_id,
    beneficiaryId: row.beneficiary_id,
    templateId: row.template_id,
    channel: row.channel,
    language: row.language,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: Number(row.attempts),
    error: row.error,
    // Only a queued message waits for a next attempt.
    nextAttemptAt: row.status === 'NOTIFICATION_SENT' ? toIso(row.next_attempt_at) : null,
    sentAt: toIsoOrNull(row.sent_at),
    deliveryStatus: row.delivery_status ?? null,
    deliveryError: row.delivery_error ?? null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export type OutboxRow = {
  notification_id: string;
  distribution_id: string;
  channel: NotificationChannel;
  recipient: string | null;
  subject: string | null;
  body: string;
  created_at: string | Date;
};

export const OUTBOX: ListSource = {
  name: 'outbox messages',
  table: 'notification_outbox',
  idColumn: 'notification_id',
  columns: 'notification_id, distribution_id, channel, recipient, subject, body, created_at',
  declaration: OUTBOX_LIST,
};

export function toOutboxJson(row: OutboxRow): OutboxMessageJson {
  return {
    notificationId: row.notification_id,
    distributionId: row.distribution_id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    deliveredAt: toIso(row.created_at),
  };
}
