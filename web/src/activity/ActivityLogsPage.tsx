// /activity-logs: the organisation's activity log on the same list machinery as programs (field declaration,
// generic filter builder, cursor pages in the URL). Not counted: a log only grows, and a page needs no total.
import { ACTIVITY_LOG_LIST, type ActivityAction, type ActivityObjectType } from '@aid/common/activity';
import type { Section } from '@aid/common/permissions';
import { Alert } from '@mantine/core';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { graphql } from '../generated/gql.js';
import { downloadFile, listParams } from '../http/download.js';
import { ACTIVITY_TEXTS } from '../i18n/activity.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DeclaredListView } from '../list/DeclaredListView.js';
import { narrowedBy } from '../list/filter.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { useListConnection } from '../list/useConnection.js';
import { useNumberFormat } from '../ui/language.js';
import { ActivityLogTable } from './ActivityLogTable.js';

export const ACTIVITY_PAGE_SIZE = 20;

/** The name of an enum field's value: the filter builder shows names, not codes. */
function enumLabel(t: TFunction, field: string, value: string): string {
  if (field === 'ACTION') return t(`activity.actions.${value as ActivityAction}`);
  if (field === 'SECTION') return t(`activity.sectionNames.${value as Section}`);
  return t(`activity.objectTypes.${value as ActivityObjectType}`);
}

export const ActivityLogsDocument = graphql(`
  query ActivityLogs($first: Int, $after: String, $last: Int, $before: String, $filter: ActivityLogFilter, $sort: SortOption) {
    activityLogs(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {
      pageInfo {
        ...Pager_pageInfo
      }
      edges {
        node {
          ...ActivityLogTable_log
        }
      }
    }
  }
`);

export function ActivityLogsPage() {
  useTextBundle(ACTIVITY_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  // Declared once in common/; the GraphQL enum is checked against the declaration by a gateway test.
  const { list, connection } = useListConnection(ACTIVITY_LOG_LIST, ActivityLogsDocument, {
    pageSize: ACTIVITY_PAGE_SIZE,
    select: (data) => data.activityLogs,
  });
  const session = useSession();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  // The whole filtered log, not the page on screen: the API streams it in the list's order.
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadFile(session, {
        path: '/api/activity-logs/export.csv',
        params: listParams(list.filter, list.sort),
        accept: 'text/csv',
        fileName: `activity-log-${new Date().toISOString().slice(0, 10)}.csv`,
      });
    } catch (error) {
      setExportError(t('activity.exportError', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page size="xl" title={t('activity.title')} intro={t('activity.intro')}>
      <DeclaredListView
        declaration={ACTIVITY_LOG_LIST}
        list={list}
        connection={connection}
        section="activity"
        testId="activity"
        enumLabel={(field, value) => enumLabel(t, field, value)}
        sortWidth={240}
        aside={
          <IconButton
            icon={IconDownload}
            variant="default"
            onClick={() => void exportCsv()}
            loading={exporting}
            data-testid="activity-export"
          >
            {t('activity.export')}
          </IconButton>
        }
        notice={
          exportError && (
            <Alert
              color="red"
              variant="light"
              withCloseButton
              onClose={() => setExportError(null)}
              data-testid="activity-export-error"
            >
              {exportError}
            </Alert>
          )
        }
        empty={{ icon: <IconHistory size={32} aria-hidden="true" /> }}
      >
        <ActivityLogTable
          logs={connection.nodes}
          numberFormat={numberFormat}
          onUser={(userId) =>
            list.setFilter(narrowedBy(list.filter, { field: 'USER_ID', operator: 'EQUAL', value: userId }))
          }
        />
      </DeclaredListView>
    </Page>
  );
}
