// The file just asked for on a report page: its job's progress, polled every second until it ends, Cancel while it
// runs, then the download link, why it failed, or that it was cancelled. Close puts it away (the file stays listed
// on /reports).
import { useQuery } from '@apollo/client/react';
import { Alert, Button, CloseButton, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../generated/fragment-masking.js';
import { JOB_POLL_MS, JOB_STATUS_COLOURS, jobEnded } from '../jobs/JobProgress.js';
import { errorMessage } from '../ui/errorMessage.js';
import { ReportFileDocument, ReportFileFields } from './fileOperations.js';
import { progressPercent } from './filesFormat.js';
import { ReportFileLink, ReportFileStatus, useCancelReportFile } from './ReportFileStatus.js';

type Props = { reportId: string; onClose: () => void };

/** The panel, whatever it holds; `data-status` tells the job's state (or LOADING, ERROR, NOT_FOUND) to tests. */
function Frame({ status, children }: { status: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" data-testid="report-file-progress" data-status={status}>
      {children}
    </Paper>
  );
}

export function ReportFileProgress({ reportId, onClose }: Props) {
  const { t } = useTranslation();
  const { data, error, stopPolling } = useQuery(ReportFileDocument, {
    variables: { id: reportId },
    pollInterval: JOB_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const { cancel, cancelling } = useCancelReportFile();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const found = data?.reportFile;
  const running = found ? !jobEnded(found.status) : true;
  // A file gone (deleted, or no longer the caller's) has nothing more to show either.
  const over = !running || (data !== undefined && !found);
  useEffect(() => {
    if (over) stopPolling();
  }, [over, stopPolling]);

  const close = (
    <CloseButton
      size="sm"
      aria-label={t('reportFiles.progress.close')}
      onClick={onClose}
      data-testid="report-file-close"
    />
  );

  if (!data || !found) {
    const message = !data
      ? error && t('reportFiles.progress.loadError', { message: errorMessage(error, t) })
      : t('reportFiles.progress.notFound');
    if (!message)
      return (
        <Frame status="LOADING">
          <Loader size="sm" aria-label={t('app.loading')} />
        </Frame>
      );
    return (
      <Frame status={data ? 'NOT_FOUND' : 'ERROR'}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c={data ? undefined : 'red'}>
            {message}
          </Text>
          {close}
        </Group>
      </Frame>
    );
  }

  const file = getFragmentData(ReportFileFields, found);
  const percent = progressPercent(file);
  const stop = async () => {
    setCancelError(null);
    setCancelError(await cancel(file.jobId));
  };

  return (
    <Frame status={file.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={500}>
            {t('reportFiles.progress.heading', {
              format: t(`reportFiles.formatNames.${file.format}`),
              title: file.title,
            })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <ReportFileStatus file={file} running={false} />
            {running && (
              <Button size="xs" variant="default" onClick={stop} loading={cancelling} data-testid="report-file-cancel">
                {t('reportFiles.progress.cancel')}
              </Button>
            )}
            {close}
          </Group>
        </Group>
        {running && (
          <>
            <Progress
              value={percent ?? 100}
              striped={percent === null}
              animated
              color={JOB_STATUS_COLOURS[file.status]}
              aria-label={t(`jobs.statuses.${file.status}`)}
            />
            <Text size="xs" c="dimmed" data-testid="report-file-steps">
              {file.progressTotal
                ? t('reportFiles.progress.steps', { done: file.progressDone, total: file.progressTotal })
                : t('reportFiles.progress.stepsUnknown', { done: file.progressDone })}
            </Text>
          </>
        )}
        {file.status === 'COMPLETED' && (
          <Stack gap={2}>
            <ReportFileLink file={file} testId="report-file-link">
              {t('reportFiles.progress.download', { fileName: file.fileName ?? '' })}
            </ReportFileLink>
            <Text size="xs" c="dimmed">
              {t('reportFiles.progress.keptHint')}
            </Text>
          </Stack>
        )}
        {file.status === 'FAILURE' && (
          <Text size="sm" c="red" data-testid="report-file-error">
            {file.errorMessage
              ? t('reportFiles.progress.failed', { message: file.errorMessage })
              : t('reportFiles.progress.failedUnknown')}
          </Text>
        )}
        {file.status === 'CANCELLED' && <Text size="sm">{t('reportFiles.progress.cancelled')}</Text>}
        {cancelError && (
          <Alert color="red" variant="light" p="xs" data-testid="report-file-cancel-error">
            {cancelError}
          </Alert>
        )}
      </Stack>
    </Frame>
  );
}
