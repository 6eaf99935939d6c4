// A distribution's notifications (issue 9): a real family's message as it would be sent, "Send notifications"
// (a job, followed by its progress bar), the counts per status, the messages paged with their status, and
// "Resend failed". Shown for APPROVED distributions; the server refuses anything else with its own message.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { type MessageWords, refusalMessage } from '../i18n/fieldErrors.js';
import { NOTIFICATIONS_TEXTS } from '../i18n/notifications.js';
import { JOB_POLL_MS, JobDocument, JobProgress, jobEnded } from '../jobs/JobProgress.js';
import { errorMessage } from '../ui/errorMessage.js';
import { NotificationsTable } from './NotificationsTable.js';

export const NotificationPreviewDocument = graphql(`
  query NotificationPreview($distributionId: ID!) {
    notificationPreview(distributionId: $distributionId) {
      preview {
        beneficiaryId
        channel
        language
        recipient
        subject
        body
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
      reason
    }
  }
`);

export const SendNotificationsDocument = graphql(`
  mutation SendNotifications($distributionId: ID!) {
    sendNotifications(distributionId: $distributionId) {
      job {
        jobId
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
      reason
    }
  }
`);

export const ResendNotificationsDocument = graphql(`
  mutation ResendNotifications($distributionId: ID!) {
    resendNotifications(distributionId: $distributionId) {
      job {
        jobId
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
      reason
    }
  }
`);

type Outcome =
  | { job?: { jobId: string } | null; code?: string | null; message?: string | null; words?: MessageWords | null }
  | undefined;

export function DistributionNotifications({ distributionId }: { distributionId: string }) {
  useTextBundle(NOTIFICATIONS_TEXTS);
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const preview = useQuery(NotificationPreviewDocument, { variables: { distributionId } });
  const [send, sending] = useMutation(SendNotificationsDocument);
  const [resend, resending] = useMutation(ResendNotificationsDocument);
  const job = useQuery(JobDocument, { variables: { id: jobId ?? '' }, skip: !jobId, pollInterval: JOB_POLL_MS });
  const jobDone = job.data?.job ? jobEnded(job.data.job.status) : false;
  // Once per job: the table and counts are read again when the job has ended.
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!jobDone || !jobId || settled.current === jobId) return;
    settled.current = jobId;
    job.stopPolling();
    setReload((n) => n + 1);
  }, [jobDone, jobId, job.stopPolling]);

  const start = async (action: () => Promise<Outcome>) => {
    setRefusal(null);
    try {
      const outcome = await action();
      if (!outcome || outcome.code || !outcome.job) {
        setRefusal(refusalMessage(t, outcome) || t('notifications.sendFailed', { message: '' }));
        return;
      }
      settled.current = null;
      setJobId(outcome.job.jobId);
    } catch (error) {
      setRefusal(t('notifications.sendFailed', { message: errorMessage(error, t) }));
    }
  };

  const shown = preview.data?.notificationPreview;
  const running = Boolean(jobId) && !jobDone;
  return (
    <Card withBorder data-testid="distribution-notifications">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('notifications.title')}
        </Title>
        {shown?.preview ? (
          <Card withBorder bg="gray.0" data-testid="notification-preview">
            <Text size="xs" c="dimmed">
              {t('notifications.preview')} —{' '}
              {t('notifications.recipient', {
                recipient: shown.preview.recipient ?? '—',
                language: shown.preview.language,
              })}
            </Text>
            {shown.preview.subject && <Text fw={600}>{shown.preview.subject}</Text>}
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="notification-preview-body">
              {shown.preview.body}
            </Text>
          </Card>
        ) : (
          shown && (
            <Alert color="yellow" data-testid="notification-preview-missing" data-reason={shown.reason ?? undefined}>
              {t('notifications.previewEmpty', { message: refusalMessage(t, shown) ?? '' })}
            </Alert>
          )
        )}
        {preview.error && (
          <Alert color="red" role="alert">
            {t('notifications.previewEmpty', { message: errorMessage(preview.error, t) })}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={16} aria-hidden="true" />}
            loading={sending.loading}
            disabled={running || resending.loading}
            data-testid="send-notifications"
            onClick={() =>
              void start(async () => (await send({ variables: { distributionId } })).data?.sendNotifications)
            }
          >
            {t('notifications.send')}
          </Button>
          <Button
            variant="light"
            color="orange"
            loading={resending.loading}
            disabled={running || sending.loading}
            data-testid="resend-notifications"
            onClick={() =>
              void start(async () => (await resend({ variables: { distributionId } })).data?.resendNotifications)
            }
          >
            {t('notifications.resend')}
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" role="alert" data-testid="notifications-error">
            {refusal}
          </Alert>
        )}
        {job.data?.job && <JobProgress job={job.data.job} />}
        <NotificationsTable distributionId={distributionId} reload={reload} polling={running} />
      </Stack>
    </Card>
  );
}
