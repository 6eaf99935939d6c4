// /outbox: what the local notification provider delivered (spec: "a provider interface … whose local
// implementation is an outbox the web shows"), newest first, optionally for one distribution (`?distributionId=`).
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Center,
  Container,
  EmptyState,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { NOTIFICATIONS_TEXTS } from '../i18n/notifications.js';
import { CursorButtons } from '../list/CursorButtons.js';
import { useBreadcrumbs } from '../ui/breadcrumbs.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { linkify } from './linkify.js';

export const OUTBOX_PAGE_SIZE = 50;

export const NotificationOutboxDocument = graphql(`
  query NotificationOutbox($distributionId: ID, $first: Int, $after: String, $last: Int, $before: String) {
    notificationOutbox(distributionId: $distributionId, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        node {
          notificationId
          distributionId
          channel
          recipient
          subject
          body
          deliveredAt
        }
      }
    }
  }
`);

export function OutboxPage() {
  useTextBundle(NOTIFICATIONS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  useBreadcrumbs([{ label: t('nav.outbox'), path: '/outbox' }]);
  const [params, setParams] = useSearchParams();
  const distributionId = params.get('distributionId') ?? '';
  const [draft, setDraft] = useState(distributionId);
  const [cursor, setCursor] = useState<{ after?: string; before?: string }>({});
  const paging = cursor.before
    ? { last: OUTBOX_PAGE_SIZE, before: cursor.before }
    : { first: OUTBOX_PAGE_SIZE, ...(cursor.after ? { after: cursor.after } : {}) };
  const { data, previousData, loading, error } = useQuery(NotificationOutboxDocument, {
    variables: { ...(distributionId ? { distributionId } : {}), ...paging },
  });
  const page = (data ?? previousData)?.notificationOutbox;

  const applyFilter = (value: string) => {
    setCursor({});
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('distributionId', value.trim());
    else next.delete('distributionId');
    setParams(next);
  };

  return (
    <Container size="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('outbox.title')}
        </Title>
        <Text c="dimmed">{t('outbox.hint')}</Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applyFilter(draft);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('outbox.distribution')}
              value={draft}
              w={320}
              onChange={(e) => setDraft(e.currentTarget.value)}
              data-testid="outbox-distribution"
            />
            <Button type="submit" variant="light" data-testid="outbox-filter">
              {t('outbox.filter')}
            </Button>
          </Group>
        </form>
        {error && (
          <Alert color="red" role="alert" data-testid="outbox-error">
            {t('outbox.loadError', { message: errorMessage(error, t) })}
          </Alert>
        )}
        {loading && !page && (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} data-testid="outbox-loading" />
          </Center>
        )}
        {page && page.totalCount === 0 && (
          <EmptyState
            data-testid="outbox-empty"
            icon={<IconInbox size={32} aria-hidden="true" />}
            title={t('outbox.empty')}
          />
        )}
        {page && page.totalCount > 0 && (
          <>
            <Text size="sm" data-testid="outbox-total">
              {t('outbox.total', { total: page.totalCount })}
            </Text>
            <Table.ScrollContainer minWidth={700}>
              <Table striped aria-label={t('outbox.title')} data-testid="outbox-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('outbox.columns.recipient')}</Table.Th>
                    <Table.Th>{t('outbox.columns.channel')}</Table.Th>
                    <Table.Th>{t('outbox.columns.body')}</Table.Th>
                    <Table.Th>{t('outbox.columns.deliveredAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.edges.map(({ node: m }) => (
                    <Table.Tr key={m.notificationId} data-testid="outbox-row">
                      <Table.Td>{m.recipient ?? '—'}</Table.Td>
                      <Table.Td>{m.channel}</Table.Td>
                      <Table.Td>
                        {m.subject && <Text fw={600}>{m.subject}</Text>}
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-body">
                          {linkify(m.body)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDateTime(m.deliveredAt, numberFormat)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <CursorButtons pageInfo={page.pageInfo} onMove={setCursor} testId="outbox" />
          </>
        )}
      </Stack>
    </Container>
  );
}
