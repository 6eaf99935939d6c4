// One job at a glance, wherever a job is shown (imports, exports, the My jobs page): its state, a progress bar,
// why it failed, and Cancel while it runs. `LiveJobProgress` keeps one job up to date by polling.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { JobStatus } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { JOBS_TEXTS } from '../i18n/jobs.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { type StatusRef, statusLook } from '../ui/status.js';

export const JobProgressFragment = graphql(`
  fragment JobProgress_job on Job {
    jobId
    kind
    status
    attempts
    errorMessage
    cancelRequested
    viewerCanCancel
    createdAt
    startedAt
    finishedAt
    progress {
      done
      total
      percent
    }
  }
`);

export const CancelJobDocument = graphql(`
  mutation CancelJob($id: ID!) {
    cancelJob(id: $id) {
      job {
        ...JobProgress_job
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

export const JobDocument = graphql(`
  query Job($id: ID!) {
    job(id: $id) {
      jobId
      status
      ...JobProgress_job
    }
  }
`);

/** How often a job that has not ended is asked for again. */
export const JOB_POLL_MS = 1000;

const FINAL: readonly JobStatus[] = ['COMPLETED', 'FAILURE', 'CANCELLED'];
export const jobEnded = (status: JobStatus) => FINAL.includes(status);

/** A job's status in spec §4's words: the collection/creation/transfer vocabulary, and a payment's CANCELLED. */
export const JOB_STATUS: Readonly<Record<JobStatus, StatusRef>> = {
  REQUESTED: { vocabulary: 'operation', value: 'REQUESTED' },
  PROCESSING: { vocabulary: 'operation', value: 'PROCESSING' },
  COMPLETED: { vocabulary: 'operation', value: 'COMPLETED' },
  FAILURE: { vocabulary: 'operation', value: 'FAILURE' },
  CANCELLED: { vocabulary: 'payment', value: 'CANCELLED' },
};
/** A job status's colour (its badge's), the same wherever a job's state is shown (a report file's bar too). */
export const JOB_STATUS_COLOURS: Readonly<Record<JobStatus, string>> = {
  REQUESTED: statusLook(JOB_STATUS.REQUESTED.value).color,
  PROCESSING: statusLook(JOB_STATUS.PROCESSING.value).color,
  COMPLETED: statusLook(JOB_STATUS.COMPLETED.value).color,
  FAILURE: statusLook(JOB_STATUS.FAILURE.value).color,
  CANCELLED: statusLook(JOB_STATUS.CANCELLED.value).color,
};

export function JobProgress({ job: jobRef }: { job: FragmentType<typeof JobProgressFragment> }) {
  const job = getFragmentData(JobProgressFragment, jobRef);
  useTextBundle(JOBS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const [cancelJob, { loading: cancelling }] = useMutation(CancelJobDocument);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const running = !jobEnded(job.status);
  const { done, total, percent } = job.progress;

  const cancel = async () => {
    setCancelError(null);
    try {
      const { data } = await cancelJob({ variables: { id: job.jobId } });
      if (data?.cancelJob.code) setCancelError(refusalMessage(t, data.cancelJob) ?? data.cancelJob.code);
    } catch (error) {
      setCancelError(errorMessage(error, t));
    }
  };

  return (
    <Paper withBorder p="sm" data-testid="job-progress" data-job-id={job.jobId} data-status={job.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={500}>{t(`jobs.kinds.${job.kind}`)}</Text>
            <StatusBadge {...JOB_STATUS[job.status]} status={job.status} testId="job-status" />
            {job.cancelRequested && running && (
              <Text size="xs" c="dimmed" data-testid="job-cancel-requested">
                {t('jobs.cancelRequested')}
              </Text>
            )}
            {job.attempts > 1 && (
              <Text size="xs" c="dimmed">
                {t('jobs.attempt', { attempts: job.attempts })}
              </Text>
            )}
          </Group>
          {job.viewerCanCancel && running && !job.cancelRequested && (
            <Button size="xs" variant="default" onClick={cancel} loading={cancelling} data-testid="job-cancel">
              {t('jobs.cancel')}
            </Button>
          )}
        </Group>
        <Progress
          value={percent ?? 0}
          animated={job.status === 'PROCESSING'}
          color={JOB_STATUS_COLOURS[job.status]}
          aria-label={t(`jobs.statuses.${job.status}`)}
        />
        <Group justify="space-between">
          <Text size="sm" data-testid="job-count">
            {total === null || total === undefined
              ? t('jobs.progressUnknown', { done })
              : t('jobs.progress', { done, total })}
          </Text>
          <Text size="xs" c="dimmed">
            {job.finishedAt
              ? t('jobs.finishedAt', { at: formatDateTime(job.finishedAt, numberFormat) })
              : t('jobs.startedAt', { at: formatDateTime(job.startedAt ?? job.createdAt, numberFormat) })}
          </Text>
        </Group>
        {job.errorMessage && (
          <Text size="sm" c={job.status === 'FAILURE' ? 'red' : 'dimmed'} data-testid="job-error">
            {job.errorMessage}
          </Text>
        )}
        {cancelError && (
          <Alert color="red" variant="light" p="xs">
            {cancelError}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** One job by id, polled until it ends (e.g. right after an import was started). */
export function LiveJobProgress({ jobId }: { jobId: string }) {
  useTextBundle(JOBS_TEXTS);
  const { t } = useTranslation();
  const { data, loading, error, stopPolling } = useQuery(JobDocument, {
    variables: { id: jobId },
    pollInterval: JOB_POLL_MS,
  });
  const job = data?.job;
  const ended = job ? jobEnded(job.status) : false;
  useEffect(() => {
    if (ended) stopPolling();
  }, [ended, stopPolling]);
  if (loading && !data) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (error && !data) return <Alert color="red">{errorMessage(error, t)}</Alert>;
  if (!job) return <Text c="dimmed">{t('jobs.notFound')}</Text>;
  return <JobProgress job={job} />;
}
