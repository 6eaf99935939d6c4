// A notification's status as the shared status badge (spec §4: NOTIFICATION_SENT and SENT of the notification
// vocabulary, ERROR of the collection/creation/transfer one).
import type { NotificationStatus } from '../generated/graphql.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { type StatusRef, statusLook } from '../ui/status.js';

export const NOTIFICATION_STATUS: Record<NotificationStatus, StatusRef> = {
  NOTIFICATION_SENT: { vocabulary: 'notification', value: 'NOTIFICATION_SENT' },
  SENT: { vocabulary: 'notification', value: 'SENT' },
  ERROR: { vocabulary: 'operation', value: 'ERROR' },
};

/** The colour of each status, for the counts above the table: the badge's own. */
export const STATUS_COLOURS: Record<NotificationStatus, string> = {
  NOTIFICATION_SENT: statusLook('NOTIFICATION_SENT').color,
  SENT: statusLook('SENT').color,
  ERROR: statusLook('ERROR').color,
};

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  return <StatusBadge {...NOTIFICATION_STATUS[status]} status={status} testId="notification-status" />;
}
