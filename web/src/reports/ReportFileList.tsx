// "Recent reports" on /reports: the report files the member may see, newest first, a page at a time, asked for
// again every 3 s while one of them is still being written so its status and bar move without a reload.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Me, useMe } from '../accounts/me.js';
import { getFragmentData } from '../generated/fragment-masking.js';
import type { ReportFile_FieldsFragment } from '../generated/graphql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { CancelJobDocument, jobEnded } from '../jobs/JobProgress.js';
import { type Column, DataTable } from '../list/DataTable.js';
import { ListArea } from '../list/ListArea.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { Pager, PagerPageInfoFragment } from '../list/Pager.js';
import type { ListPaging } from '../list/useListState.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { ReportFileFields, ReportFilesDocument } from './fileOperations.js';
import { canCancelReportFile, canExportReports, formatFileSize, formatLabel } from './filesFormat.js';
import { ReportFileLink, ReportFileStatus } from './ReportFileStatus.js';

export const RECENT_PAGE_SIZE = 20;
/** How often the list is asked for again while a file is being written. */
export const RECENT_POLL_MS = 3000;

/** The report pages, from the empty list and the page's cards. */
export const REPORT_PATHS = {
  BENEFICIARY_LISTS: '/reports/beneficiary-lists',
  DISTRIBUTION_SUMMARY: '/reports/distribution',
} as const;

/**
 * Paging forwards only (reportFiles takes `first` and `after`): the cursors of the pages passed are kept, so
 * Previous goes back to the page before without a `before` the query does not take.
 */
function useForwardPaging(): ListPaging & { after: string | null } {
  const [cursors, setCursors] = useState<readonly string[]>([]);
  return {
    page: cursors.length + 1,
    after: cursors.at(-1) ?? null,
    next: (endCursor) => setCursors((current) => [...current, endCursor]),
    previous: () => setCursors((current) => current.slice(0, -1)),
    restart: () => setCursors([]),
  };
}

export function ReportFileList() {
  const { t } = useTranslation();
  const me = useMe();
  const paging = useForwardPaging();
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(ReportFilesDocument, {
    variables: { first: RECENT_PAGE_SIZE, ...(paging.after ? { after: paging.after } : {}) },
    fetchPolicy: 'cache-and-network',
    // A poll is not a load: the table must not dim every 3 s.
    notifyOnNetworkStatusChange: false,
  });
  const answer = data ?? previousData;
  const files = (answer?.reportFiles.edges ?? []).map((edge) => getFragmentData(ReportFileFields, edge.node));
  const running = files.some((file) => !jobEnded(file.status));
  useEffect(() => {
    if (running) startPolling(RECENT_POLL_MS);
    else stopPolling();
  }, [running, startPolling, stopPolling]);

  if (error && !answer)
    return (
      <ListLoadError
        message={t('reportFiles.recent.loadError', { message: errorMessage(error, t) })}
        onRetry={() => void refetch()}
        testId="recent-reports-error"
      />
    );
  const connection = answer?.reportFiles;
  const pageInfo = connection ? getFragmentData(PagerPageInfoFragment, connection.pageInfo) : null;
  return (
    <Stack gap="sm">
      <ListArea
        loading={loading && !answer}
        answered={answer !== undefined}
        count={files.length}
        empty={{
          testId: 'recent-reports-empty',
          icon: <IconFileAnalytics aria-hidden="true" />,
          title: t('reportFiles.recent.empty'),
          description: t('reportFiles.recent.emptyHint'),
          actions: <ReportLinks />,
        }}
      >
        <FileTable files={files} me={me} onChanged={() => void refetch()} />
      </ListArea>
      {pageInfo && (paging.page > 1 || pageInfo.hasNextPage) && (
        <Pager
          state={paging}
          // Forwards only: the way back is the cursors kept, whatever the connection says.
          pageInfo={{ ...pageInfo, hasPreviousPage: paging.page > 1 }}
          pageSize={RECENT_PAGE_SIZE}
          count={files.length}
          total={connection?.totalCount}
          loading={loading}
        />
      )}
    </Stack>
  );
}

function ReportLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="center">
      {(['BENEFICIARY_LISTS', 'DISTRIBUTION_SUMMARY'] as const).map((kind) => (
        <Button key={kind} variant="default" size="xs" component={Link} to={REPORT_PATHS[kind]}>
          {t(`reportFiles.cards.${kind}.title`)}
        </Button>
      ))}
    </Group>
  );
}

type TableProps = { files: ReportFile_FieldsFragment[]; me: Me; onChanged: () => void };

function FileTable({ files, me, onChanged }: TableProps) {
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  const canExport = canExportReports(me);
  const [cancelJob] = useMutation(CancelJobDocument);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (file: ReportFile_FieldsFragment) => {
    setCancelling(file.reportId);
    try {
      const result = (await cancelJob({ variables: { id: file.jobId } })).data?.cancelJob;
      if (result?.code) showAlert('error', refusalMessage(t, result) ?? result.code);
      onChanged();
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    } finally {
      setCancelling(null);
    }
  };

  const columns: Column<ReportFile_FieldsFragment>[] = [
    { header: t('reportFiles.recent.columns.title'), testId: 'recent-report-title', cell: (file) => file.title },
    { header: t('reportFiles.recent.columns.kind'), cell: (file) => t(`reportFiles.kinds.${file.kind}`) },
    {
      header: t('reportFiles.recent.columns.format'),
      cell: (file) => formatLabel(t, file),
    },
    {
      header: t('reportFiles.recent.columns.status'),
      cell: (file) => (
        <Stack gap={2}>
          <ReportFileStatus file={file} running={!jobEnded(file.status)} />
          {file.status === 'FAILURE' && file.errorMessage && (
            <Text size="xs" c="red">
              {file.errorMessage}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: t('reportFiles.recent.columns.who'),
      cell: (file) => (
        <Stack gap={0}>
          <Text size="sm">
            {file.createdBy === me.user.userId ? t('reportFiles.recent.you') : t('reportFiles.recent.someone')}
          </Text>
          {file.scheduleId && (
            <Text size="xs" c="dimmed">
              {t('reportFiles.recent.bySchedule')}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: t('reportFiles.recent.columns.when'), cell: (file) => formatDateTime(file.createdAt, numberFormat) },
    {
      header: t('reportFiles.recent.columns.size'),
      align: 'right',
      cell: (file) => formatFileSize(t, file.sizeBytes, numberFormat) ?? '—',
    },
    {
      header: t('reportFiles.recent.columns.actions'),
      hideHeader: true,
      cell: (file) =>
        file.status === 'COMPLETED' && canExport ? (
          <ReportFileLink file={file} testId="recent-report-download">
            {t('reportFiles.recent.download')}
          </ReportFileLink>
        ) : !jobEnded(file.status) && canCancelReportFile(me, file) ? (
          <Button
            size="xs"
            variant="default"
            loading={cancelling === file.reportId}
            onClick={() => void cancel(file)}
            data-testid="recent-report-cancel"
          >
            {t('reportFiles.recent.cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <DataTable
      rows={files}
      columns={columns}
      rowKey={(file) => file.reportId}
      label={t('reportFiles.recent.label')}
      testId="recent-reports"
      rowTestId="recent-report"
      minWidth={860}
      rowData={(file) => ({ 'data-status': file.status, 'data-report-id': file.reportId })}
    />
  );
}
