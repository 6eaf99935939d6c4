// /jobs: the current user's recent jobs, each with its progress, kept up to date while any of them runs.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { JOBS_TEXTS } from '../i18n/jobs.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { errorMessage } from '../ui/errorMessage.js';
import { JOB_POLL_MS, JobProgress, jobEnded } from './JobProgress.js';

export const RECENT_JOBS = 10;

export const MyJobsDocument = graphql(`
  query MyJobs($first: Int!) {
    jobs(first: $first, mine: true) {
      edges {
        node {
          jobId
          status
          ...JobProgress_job
        }
      }
    }
  }
`);

export const StartDemoJobDocument = graphql(`
  mutation StartDemoJob($input: StartDemoJobInput!) {
    startDemoJob(input: $input) {
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

/**
 * Whether the gateway offers DEMO jobs: its schema has StartDemoJobInput only where DEMO_JOBS is on (development,
 * tests, e2e), so the built app asks rather than guessing from its own build mode.
 */
export const DemoJobsOfferedDocument = graphql(`
  query DemoJobsOffered {
    __type(name: "StartDemoJobInput") {
      name
    }
  }
`);

/** What "Run a demo job" starts: long enough to watch and to cancel. */
export const DEMO_JOB_INPUT = { steps: 30, stepMillis: 500 };

export function MyJobsPage() {
  useTextBundle(JOBS_TEXTS);
  const { t } = useTranslation();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyJobsDocument, {
    variables: { first: RECENT_JOBS },
  });
  const demoJobs = useQuery(DemoJobsOfferedDocument).data?.__type != null;
  const [startDemo, { loading: starting }] = useMutation(StartDemoJobDocument);
  const [startError, setStartError] = useState<string | null>(null);
  const jobs = data?.jobs.edges.map((e) => e.node) ?? [];
  const anyRunning = jobs.some((job) => !jobEnded(job.status));
  // Asks again only while something moves: a page left open on finished jobs costs nothing.
  useEffect(() => {
    if (anyRunning) startPolling(JOB_POLL_MS);
    else stopPolling();
  }, [anyRunning, startPolling, stopPolling]);

  const start = async () => {
    setStartError(null);
    try {
      const result = await startDemo({ variables: { input: DEMO_JOB_INPUT } });
      if (result.data?.startDemoJob.code)
        setStartError(refusalMessage(t, result.data.startDemoJob) ?? result.data.startDemoJob.code);
      await refetch();
    } catch (e) {
      setStartError(errorMessage(e, t));
    }
  };

  return (
    <Page
      size="md"
      title={t('jobs.title')}
      intro={t('jobs.intro')}
      actions={
        demoJobs && (
          <IconButton
            icon={IconPlayerPlay}
            variant="light"
            onClick={start}
            loading={starting}
            title={t('jobs.startDemoHint')}
            data-testid="jobs-start-demo"
          >
            {t('jobs.startDemo')}
          </IconButton>
        )
      }
    >
      {startError && <Alert color="red">{startError}</Alert>}
      {loading && !data ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : error && !data ? (
        <Alert color="red" title={t('jobs.loadError')} data-testid="jobs-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => refetch()}>
              {t('app.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : jobs.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="jobs-empty">
          {t('jobs.empty')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="jobs-list" data-running={anyRunning}>
          {jobs.map((job) => (
            <JobProgress key={job.jobId} job={job} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
