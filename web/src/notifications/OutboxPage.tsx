// /outbox: what the local notification provider delivered (spec: "a provider interface … whose local
// implementation is an outbox the web shows"), newest first, optionally for one distribution (`?distributionId=`).
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, EmptyState, Group, Loader, Text, TextInput } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { NOTIFICATIONS_TEXTS } from '../i18n/notifications.js';
import { CursorButtons, useCursor } from '../list/CursorButtons.js';
import { DataTable } from '../list/DataTable.js';
import { Page } from '../list/PageHeader.js';
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
        ...Pager_pageInfo
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
  const cursor = useCursor(OUTBOX_PAGE_SIZE);
  const { data, previousData, loading, error } = useQuery(NotificationOutboxDocument, {
    variables: { ...(distributionId ? { distributionId } : {}), ...cursor.variables },
  });
  const page = (data ?? previousData)?.notificationOutbox;

  const applyFilter = (value: string) => {
    cursor.move({});
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('distributionId', value.trim());
    else next.delete('distributionId');
    setParams(next);
  };

  return (
    <Page size="lg" title={t('outbox.title')} intro={t('outbox.hint')}>
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
          <DataTable
            rows={page.edges.map((edge) => edge.node)}
            rowKey={(m) => m.notificationId}
            label={t('outbox.title')}
            testId="outbox-table"
            rowTestId="outbox-row"
            minWidth={700}
            columns={[
              { header: t('outbox.columns.recipient'), cell: (m) => m.recipient ?? '—' },
              { header: t('outbox.columns.channel'), cell: (m) => m.channel },
              {
                header: t('outbox.columns.body'),
                cell: (m) => (
                  <>
                    {m.subject && <Text fw={600}>{m.subject}</Text>}
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-body">
                      {linkify(m.body)}
                    </Text>
                  </>
                ),
              },
              { header: t('outbox.columns.deliveredAt'), cell: (m) => formatDateTime(m.deliveredAt, numberFormat) },
            ]}
          />
          <CursorButtons pageInfo={page.pageInfo} onMove={cursor.move} testId="outbox" />
        </>
      )}
    </Page>
  );
}
