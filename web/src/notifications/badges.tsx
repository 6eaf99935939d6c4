// A notification's status as a coloured badge (spec statuses NOTIFICATION_SENT, SENT, ERROR).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationStatus } from '../generated/graphql.js';

export const STATUS_COLOURS: Record<NotificationStatus, string> = {
  NOTIFICATION_SENT: 'blue',
  SENT: 'green',
  ERROR: 'red',
};

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-testid="notification-status" data-status={status}>
      {t(`notifications.status.${status}`)}
    </Badge>
  );
}
