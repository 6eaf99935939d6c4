// A report file's state wherever one is shown (the export panel, the /reports list): its job's status as the jobs'
// badge, a bar while it is written, the download link once it is, and Cancel while it runs.
import { useMutation } from '@apollo/client/react';
import { Anchor, Progress, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import type { JobStatus } from '../generated/graphql.js';
import { downloadFile } from '../http/download.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { CancelJobDocument, JOB_STATUS, JOB_STATUS_COLOURS } from '../jobs/JobProgress.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { progressPercent } from './filesFormat.js';

type StatusProps = {
  file: { status: JobStatus; progressDone: number; progressTotal: number | null };
  /** Whether the job is still REQUESTED or PROCESSING: the bar shows only then. */
  running: boolean;
};

/** The badge, and under it a small bar while the file is written (striped until its total is known). */
export function ReportFileStatus({ file, running }: StatusProps) {
  const { t } = useTranslation();
  const percent = progressPercent(file);
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge {...JOB_STATUS[file.status]} status={file.status} testId="report-file-status" />
      {running && (
        <Progress
          w={96}
          size="sm"
          value={percent ?? 100}
          striped={percent === null}
          animated={file.status === 'PROCESSING'}
          color={JOB_STATUS_COLOURS[file.status]}
          aria-label={t(`jobs.statuses.${file.status}`)}
        />
      )}
    </Stack>
  );
}

type LinkProps = {
  file: { downloadUrl: string | null; fileName: string | null };
  testId: string;
  children: ReactNode;
};

/**
 * The file's download: a real link (its address can be copied), but a click fetches it with the session's headers,
 * as every download does (http/download.ts): the cookie alone does not name the organisation the file belongs to.
 */
export function ReportFileLink({ file, testId, children }: LinkProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { showAlert } = useAlerts();
  const { downloadUrl, fileName } = file;
  if (!downloadUrl) return null;
  const download = async () => {
    try {
      await downloadFile(session, { path: downloadUrl, fileName: fileName ?? 'report' });
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };
  return (
    <Anchor
      href={downloadUrl}
      download={fileName ?? true}
      size="sm"
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {children}
    </Anchor>
  );
}

/** Asks the report's job to stop; answers the refusal's words, or null once asked. */
export function useCancelReportFile() {
  const { t } = useTranslation();
  const [cancelJob, { loading }] = useMutation(CancelJobDocument);
  const cancel = async (jobId: string): Promise<string | null> => {
    try {
      const { data } = await cancelJob({ variables: { id: jobId } });
      const result = data?.cancelJob;
      return result?.code ? (refusalMessage(t, result) ?? result.code) : null;
    } catch (error) {
      return errorMessage(error, t);
    }
  };
  return { cancel, cancelling: loading };
}
