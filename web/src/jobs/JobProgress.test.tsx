// Component test: the gateway is mocked with Apollo's MockedProvider (only the rendering of a job and the cancel
// call are under test); the gateway tests run real jobs.
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../generated/fragment-masking.js';
import type { JobProgress_JobFragment } from '../generated/graphql.js';
import { renderWithProviders } from '../test/helpers.js';
import { CancelJobDocument, JobDocument, JobProgress, JobProgressFragment, LiveJobProgress } from './JobProgress.js';
import { MyJobsDocument, MyJobsPage, RECENT_JOBS } from './MyJobsPage.js';

function job(overrides: Partial<JobProgress_JobFragment> = {}): JobProgress_JobFragment & { __typename: 'Job' } {
  return {
    __typename: 'Job',
    jobId: 'job--1',
    kind: 'DEMO',
    status: 'PROCESSING',
    attempts: 1,
    errorMessage: null,
    cancelRequested: false,
    viewerCanCancel: true,
    createdAt: '2026-11-23T08:00:00.000Z',
    startedAt: '2026-11-23T08:00:01.000Z',
    finishedAt: null,
    progress: { __typename: 'JobProgress', done: 12, total: 30, percent: 40 } as JobProgress_JobFragment['progress'],
    ...overrides,
  };
}

function renderWith(ui: ReactElement, mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(ui, { mocks });
}

describe('JobProgress', () => {
  it('shows the state, the count and the bar of a running job', () => {
    renderWith(<JobProgress job={makeFragmentData(job(), JobProgressFragment)} />);
    expect(screen.getByTestId('job-status').textContent).toBe('Processing');
    expect(screen.getByTestId('job-count').textContent).toBe('12 of 30');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });

  it('cancels a running job and shows that it is stopping', async () => {
    const cancelled = job({ cancelRequested: true });
    // Through the live view: the cancel result updates the cached job it shows.
    renderWith(<LiveJobProgress jobId="job--1" />, [
      { request: { query: JobDocument, variables: { id: 'job--1' } }, result: { data: { job: job() } } },
      // Later polls see what the API then answers.
      {
        request: { query: JobDocument, variables: { id: 'job--1' } },
        result: { data: { job: cancelled } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: CancelJobDocument, variables: { id: 'job--1' } },
        result: { data: { cancelJob: { __typename: 'JobResult', job: cancelled, code: null, message: null } } },
      },
    ]);
    await userEvent.click(await screen.findByTestId('job-cancel'));
    expect(await screen.findByText('Stopping…')).toBeTruthy();
    expect(screen.queryByTestId('job-cancel')).toBeNull();
  });

  it("shows the API's refusal when the job ended meanwhile", async () => {
    renderWith(<JobProgress job={makeFragmentData(job(), JobProgressFragment)} />, [
      {
        request: { query: CancelJobDocument, variables: { id: 'job--1' } },
        result: {
          data: {
            cancelJob: {
              __typename: 'JobResult',
              job: null,
              code: 'CONFLICT',
              message: 'The job has already ended (COMPLETED); only a running job can be cancelled',
              words: null,
            },
          },
        },
      },
    ]);
    await userEvent.click(screen.getByTestId('job-cancel'));
    expect(await screen.findByText(/already ended/)).toBeTruthy();
  });

  it('shows why a job failed and offers no cancel once it has ended', () => {
    renderWith(
      <JobProgress
        job={makeFragmentData(
          job({ status: 'FAILURE', attempts: 3, viewerCanCancel: false, errorMessage: 'Row 3: bad date' }),
          JobProgressFragment,
        )}
      />,
    );
    expect(screen.getByTestId('job-status').textContent).toBe('Failed');
    expect(screen.getByTestId('job-error').textContent).toBe('Row 3: bad date');
    expect(screen.getByText('Attempt 3')).toBeTruthy();
    expect(screen.queryByTestId('job-cancel')).toBeNull();
  });
});

describe('My jobs page', () => {
  const request = { query: MyJobsDocument, variables: { first: RECENT_JOBS } };
  const connection = (nodes: ReturnType<typeof job>[]) => ({
    data: {
      jobs: {
        __typename: 'JobConnection',
        edges: nodes.map((node) => ({ __typename: 'JobEdge', node })),
      },
    },
  });

  it('lists the recent jobs', async () => {
    renderWith(<MyJobsPage />, [
      { request, result: connection([job({ status: 'COMPLETED', progress: job().progress })]) },
    ]);
    expect((await screen.findAllByTestId('job-progress')).length).toBe(1);
  });

  it('says so when there is none', async () => {
    renderWith(<MyJobsPage />, [{ request, result: connection([]) }]);
    expect((await screen.findByTestId('jobs-empty')).textContent).toBe('You have not started any job yet.');
  });

  it('shows an error with a retry when the jobs cannot be loaded', async () => {
    renderWith(<MyJobsPage />, [{ request, error: new Error('Gateway unreachable') }]);
    expect((await screen.findByTestId('jobs-error')).textContent).toContain('Gateway unreachable');
  });
});
