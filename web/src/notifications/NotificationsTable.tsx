// A distribution's messages with their status, a page at a time (cursor paging kept in the panel), and the counts
// per status of all of them.
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { JOB_POLL_MS } from '../jobs/JobProgress.js';
import { CursorButtons } from '../list/CursorButtons.js';
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
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
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

type Cursor = { after?: string; before?: string };

type Props = { distributionId: string; reload: number; polling: boolean };

export function NotificationsTable({ distributionId, reload, polling }: Props) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState<Cursor>({});
  const variables = cursor.before
    ? { id: distributionId, last: NOTIFICATIONS_PAGE_SIZE, before: cursor.before }
    : { id: distributionId, first: NOTIFICATIONS_PAGE_SIZE, ...(cursor.after ? { after: cursor.after } : {}) };
  const { data, previousData, error, refetch, startPolling, stopPolling } = useQuery(
    DistributionNotificationsDocument,
    { variables },
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
      <Table.ScrollContainer minWidth={600}>
        <Table striped aria-label={t('notifications.title')} data-testid="notifications-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.columns.recipient')}</Table.Th>
              <Table.Th>{t('notifications.columns.language')}</Table.Th>
              <Table.Th>{t('notifications.columns.status')}</Table.Th>
              <Table.Th ta="right">{t('notifications.columns.attempts')}</Table.Th>
              <Table.Th>{t('notifications.columns.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.edges.map(({ node: n }) => (
              <Table.Tr key={n.notificationId} data-testid="notification-row">
                <Table.Td>{n.recipient ?? '—'}</Table.Td>
                <Table.Td>{n.language}</Table.Td>
                <Table.Td>
                  <NotificationStatusBadge status={n.status} />
                </Table.Td>
                <Table.Td ta="right">{n.attempts}</Table.Td>
                <Table.Td>{n.error ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CursorButtons pageInfo={page.pageInfo} onMove={setCursor} testId="notifications" />
    </>
  );
}
