// Sending the monitoring links (issue 25), inside the monitoring card: the invitations counted (answered, sent,
// failed, not reachable), and "Send links" on a channel, optionally with the officer's own words (else the standard
// text in each family's language). Sending is a job followed by its progress bar; the counts are read again once it
// ends. A send reaches only invited families without a link on that channel, so pressing it twice sends nothing twice.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import type { NotificationChannel } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { JOB_POLL_MS, JobDocument, JobProgress, jobEnded } from '../jobs/JobProgress.js';
import { errorMessage } from '../ui/errorMessage.js';

export const DistributionMonitoringDocument = graphql(`
  query DistributionMonitoring($distributionId: ID!) {
    distributionMonitoring(distributionId: $distributionId) {
      counts {
        invited
        answered
        queued
        sent
        error
        notSent
        noPhoneNumber
        noEmail
      }
    }
  }
`);

export const SendMonitoringLinksDocument = graphql(`
  mutation SendMonitoringLinks($id: ID!, $input: SendMonitoringLinksInput) {
    sendMonitoringLinks(id: $id, input: $input) {
      job {
        jobId
        ...JobProgress_job
      }
      code
      message
      reason
      words {
        key
        params {
          name
          value
        }
      }
      fieldErrors {
        field
        message
      }
    }
  }
`);

const CHANNELS: NotificationChannel[] = ['SMS', 'EMAIL', 'WHATSAPP'];
type CountKey = 'invited' | 'answered' | 'sent' | 'queued' | 'error' | 'notSent';

type Props = {
  distributionId: string;
  /** Changes when a start invited more families: the counts are read again. */
  reload: number;
};

export function MonitoringSend({ distributionId, reload }: Props) {
  useTextBundle(DISTRIBUTIONS_TEXTS);
  const { t } = useTranslation();
  const [channel, setChannel] = useState<NotificationChannel>('SMS');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const monitoring = useQuery(DistributionMonitoringDocument, { variables: { distributionId }, errorPolicy: 'all' });
  const [send, sending] = useMutation(SendMonitoringLinksDocument);
  const job = useQuery(JobDocument, { variables: { id: jobId ?? '' }, skip: !jobId, pollInterval: JOB_POLL_MS });
  const jobDone = job.data?.job ? jobEnded(job.data.job.status) : false;
  const { refetch } = monitoring;

  // A start elsewhere in the card, or the end of a send: the counts are read again, once each.
  useEffect(() => {
    if (reload > 0) void refetch();
  }, [reload, refetch]);
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!jobDone || !jobId || settled.current === jobId) return;
    settled.current = jobId;
    job.stopPolling();
    void refetch();
  }, [jobDone, jobId, job.stopPolling, refetch]);

  const counts = monitoring.data?.distributionMonitoring?.counts;
  if (!counts || counts.invited === 0) return null;

  const submit = async () => {
    setProblem(null);
    setBodyError(null);
    try {
      const input = { channel, ...(body.trim() ? { body } : {}) };
      const outcome = (await send({ variables: { id: distributionId, input } })).data?.sendMonitoringLinks;
      if (outcome?.job) {
        settled.current = null;
        setJobId(outcome.job.jobId);
        return;
      }
      const onBody = outcome?.fieldErrors.find((e) => e.field === 'body');
      if (onBody) setBodyError(onBody.message);
      else setProblem(refusalMessage(t, outcome) || t('distributions.monitoring.sendFailed'));
    } catch (e) {
      setProblem(errorMessage(e, t));
    }
  };

  const unreachable = channel === 'EMAIL' ? counts.noEmail : counts.noPhoneNumber;
  const running = Boolean(jobId) && !jobDone;
  const figures: [CountKey, number][] = [
    ['invited', counts.invited],
    ['answered', counts.answered],
    ['sent', counts.sent],
    ['queued', counts.queued],
    ['error', counts.error],
    ['notSent', counts.notSent],
  ];
  return (
    <Stack gap="xs" data-testid="monitoring-send">
      <Title order={3} size="h5">
        {t('distributions.monitoring.sendTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {figures.map(([key, value]) => (
          <Text size="sm" key={key} data-testid={`monitoring-count-${key}`}>
            {t(`distributions.monitoring.counts.${key}`, { count: value })}
          </Text>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="monitoring-unreachable">
        {t(channel === 'EMAIL' ? 'distributions.monitoring.noEmail' : 'distributions.monitoring.noPhone', {
          count: unreachable,
        })}
      </Text>
      <Group align="flex-end">
        <Select
          label={t('distributions.monitoring.channel')}
          data={CHANNELS}
          value={channel}
          allowDeselect={false}
          onChange={(value) => value && setChannel(value as NotificationChannel)}
          data-testid="monitoring-channel"
        />
        <Button
          loading={sending.loading}
          disabled={running}
          onClick={() => void submit()}
          data-testid="monitoring-send-links"
        >
          {t('distributions.monitoring.send')}
        </Button>
      </Group>
      <Textarea
        label={t('distributions.monitoring.message')}
        description={t('distributions.monitoring.messageHint')}
        placeholder={t('distributions.monitoring.messagePlaceholder')}
        autosize
        minRows={2}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={bodyError}
        data-testid="monitoring-message"
      />
      {problem && (
        <Alert color="red" role="alert" data-testid="monitoring-send-error">
          {problem}
        </Alert>
      )}
      {job.data?.job && <JobProgress job={job.data.job} />}
    </Stack>
  );
}
