// "Scheduled reports" on /reports: the schedules (at most 50, next to run first), each deleted after a confirmation.
// Until the delivery feature sends them, what a schedule writes is listed with the recent reports, ready.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/me.js';
import type { ReportSchedulesQuery } from '../generated/graphql.js';
import { ConfirmDialog, useConfirmation } from '../list/ConfirmDialog.js';
import { Dimmed } from '../list/cells.js';
import { type Column, DataTable } from '../list/DataTable.js';
import { ListArea } from '../list/ListArea.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { DeleteReportScheduleDocument, ReportSchedulesDocument } from './fileOperations.js';
import { canExportReports, formatLabel, reportRefusalText } from './filesFormat.js';

type Schedule = ReportSchedulesQuery['reportSchedules'][number];

export function ReportScheduleList() {
  const { t } = useTranslation();
  const me = useMe();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  const { data, loading, error, refetch } = useQuery(ReportSchedulesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteSchedule] = useMutation(DeleteReportScheduleDocument);
  const canExport = canExportReports(me);

  const confirmation = useConfirmation<Schedule>(async (schedule) => {
    const result = (await deleteSchedule({ variables: { id: schedule.scheduleId } })).data?.deleteReportSchedule;
    if (result?.schedule) {
      showAlert('success', t('reportFiles.scheduled.deleted'));
      void refetch();
      return null;
    }
    // Gone meanwhile (deleted elsewhere): the list is asked for again so it no longer shows it.
    if (result?.code === 'NOT_FOUND') {
      void refetch();
      return t('reportFiles.refusals.scheduleGone');
    }
    return (
      reportRefusalText(t, result, t('reportFiles.refusals.deleteFailed')) ?? t('reportFiles.refusals.deleteFailed')
    );
  });

  if (error && !data)
    return (
      <ListLoadError
        message={t('reportFiles.scheduled.loadError', { message: errorMessage(error, t) })}
        onRetry={() => void refetch()}
        testId="scheduled-reports-error"
      />
    );

  const schedules = data?.reportSchedules ?? [];
  const columns: (Column<Schedule> | false)[] = [
    {
      header: t('reportFiles.scheduled.columns.title'),
      testId: 'scheduled-report-title',
      cell: (schedule) => (
        <Stack gap={0}>
          <Text size="sm">{schedule.title}</Text>
          <Text size="xs" c="dimmed">
            {t(`reportFiles.kinds.${schedule.kind}`)}
          </Text>
        </Stack>
      ),
    },
    {
      header: t('reportFiles.scheduled.columns.frequency'),
      testId: 'scheduled-report-frequency',
      cell: (schedule) => t(`reportFiles.frequencies.${schedule.frequency}`),
    },
    {
      header: t('reportFiles.scheduled.columns.format'),
      cell: (schedule) => formatLabel(t, schedule),
    },
    {
      header: t('reportFiles.scheduled.columns.nextRun'),
      cell: (schedule) => formatDateTime(schedule.nextRunAt, numberFormat),
    },
    {
      header: t('reportFiles.scheduled.columns.lastReport'),
      cell: (schedule) => schedule.lastReportId ?? <Dimmed>{t('reportFiles.scheduled.notYet')}</Dimmed>,
    },
    canExport && {
      header: t('reportFiles.scheduled.columns.actions'),
      hideHeader: true,
      cell: (schedule) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => confirmation.ask(schedule)}
          data-testid="scheduled-report-delete"
        >
          {t('reportFiles.scheduled.delete')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListArea
        loading={loading && !data}
        answered={data !== undefined}
        count={schedules.length}
        empty={{
          testId: 'scheduled-reports-empty',
          icon: <IconCalendarRepeat aria-hidden="true" />,
          title: t('reportFiles.scheduled.empty'),
        }}
      >
        <DataTable
          rows={schedules}
          columns={columns}
          rowKey={(schedule) => schedule.scheduleId}
          label={t('reportFiles.scheduled.label')}
          testId="scheduled-reports"
          rowTestId="scheduled-report"
          minWidth={760}
        />
      </ListArea>
      <ConfirmDialog
        confirmation={confirmation}
        title={t('reportFiles.scheduled.deleteTitle')}
        question={t('reportFiles.scheduled.deleteQuestion', { title: confirmation.target?.title ?? '' })}
        cancelLabel={t('reportFiles.scheduled.deleteCancel')}
        confirmLabel={t('reportFiles.scheduled.deleteConfirm')}
        testId="schedule-delete"
      />
    </>
  );
}
