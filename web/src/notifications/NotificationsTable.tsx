// A distribution's messages with their status, a page at a time (cursor paging kept in the panel), and the counts
// per status of all of them.
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { JOB_POLL_MS } from '../jobs/JobProgress.js';
import { CursorButtons, useCursor } from '../list/CursorButtons.js';
import { DataTable } from '../list/DataTable.js';
import { errorMessage } from '../ui/errorMessage.js';
import { NotificationStatusBadge, STATUS_COLOURS } from './badges.js';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const DistributionNotificationsDocument = graphql(`
  query DistributionNotifications($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    distribution(id: $id) {
      distributionId
      notifications(first: $first, after: $after, last: $last, before: $before) {
        totalCount
        counts {
          status
          count
        }
        pageInfo {
          ...Pager_pageInfo
        }
        edges {
          node {
            notificationId
            recipient
            language
            status
            attempts
            error
          }
        }
      }
    }
  }
`);

type Props = { distributionId: string; reload: number; polling: boolean };

export function NotificationsTable({ distributionId, reload, polling }: Props) {
  const { t } = useTranslation();
  const cursor = useCursor(NOTIFICATIONS_PAGE_SIZE);
  const { data, previousData, error, refetch, startPolling, stopPolling } = useQuery(
    DistributionNotificationsDocument,
    { variables: { id: distributionId, ...cursor.variables } },
  );
  // While a send runs the statuses move: the counts follow it; once ended the panel asks for one more answer.
  useEffect(() => {
    if (polling) startPolling(JOB_POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [polling, startPolling, stopPolling]);
  useEffect(() => {
    if (reload > 0) void refetch();
  }, [reload, refetch]);

  if (error) {
    return (
      <Alert color="red" role="alert" data-testid="notifications-load-error">
        {t('notifications.loadError', { message: errorMessage(error, t) })}
      </Alert>
    );
  }
  const page = (data ?? previousData)?.distribution?.notifications;
  if (!page) return null;
  if (page.totalCount === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="notifications-empty">
        {t('notifications.empty')}
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs" data-testid="notification-counts">
        <Text size="sm">{t('notifications.total', { total: page.totalCount })}</Text>
        {page.counts.map((c) => (
          <Badge key={c.status} color={STATUS_COLOURS[c.status]} data-testid={`notification-count-${c.status}`}>
            {t(`notifications.status.${c.status}`)}: {c.count}
          </Badge>
        ))}
      </Group>
      <DataTable
        rows={page.edges.map((edge) => edge.node)}
        rowKey={(n) => n.notificationId}
        label={t('notifications.title')}
        testId="notifications-table"
        rowTestId="notification-row"
        minWidth={600}
        columns={[
          { header: t('notifications.columns.recipient'), cell: (n) => n.recipient ?? '—' },
          { header: t('notifications.columns.language'), cell: (n) => n.language },
          { header: t('notifications.columns.status'), cell: (n) => <NotificationStatusBadge status={n.status} /> },
          { header: t('notifications.columns.attempts'), align: 'right', cell: (n) => n.attempts },
          { header: t('notifications.columns.error'), cell: (n) => n.error ?? '' },
        ]}
      />
      <CursorButtons pageInfo={page.pageInfo} onMove={cursor.move} testId="notifications" />
    </>
  );
}
