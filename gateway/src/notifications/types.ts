// Notifications as the REST API returns them; `createdBy`/`updatedBy` are ids the resolvers look up.
import type {
  MessageTemplateJson,
  NotificationJson,
  NotificationSettingsJson,
  NotificationStatus,
  OutboxMessageJson,
} from '@aid/common/notifications';
import type { Connection } from '../rest/connection.js';

export type MessageTemplateRecord = MessageTemplateJson;
export type MessageTemplateConnectionRecord = Connection<MessageTemplateRecord>;
export type NotificationSettingsRecord = NotificationSettingsJson;
/** A distribution's messages with the counts per status of all of them (the REST page's `counts`). */
export type NotificationConnectionRecord = Connection<NotificationJson> & {
  counts: Partial<Record<NotificationStatus, number>>;
};
export type OutboxMessageConnectionRecord = Connection<OutboxMessageJson>;
