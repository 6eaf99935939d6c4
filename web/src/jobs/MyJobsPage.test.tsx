// "Run a demo job" shows only where the gateway's schema offers DEMO jobs (DEMO_JOBS), whatever the build mode.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { DemoJobsOfferedDocument, MyJobsDocument, MyJobsPage, RECENT_JOBS } from './MyJobsPage.js';

const noJobs = {
  request: { query: MyJobsDocument, variables: { first: RECENT_JOBS } },
  result: { data: { jobs: { __typename: 'JobConnection', edges: [] } } },
};
const offered = (yes: boolean) => ({
  request: { query: DemoJobsOfferedDocument },
  result: { data: { __type: yes ? { __typename: '__Type', name: 'StartDemoJobInput' } : null } },
});

describe('MyJobsPage', () => {
  it('offers a demo job where the gateway serves demo jobs', async () => {
    renderWithProviders(<MyJobsPage />, { mocks: [noJobs, offered(true)] as never });
    expect(await screen.findByTestId('jobs-start-demo')).toBeTruthy();
  });

  it('offers none where it does not (production)', async () => {
    renderWithProviders(<MyJobsPage />, { mocks: [noJobs, offered(false)] as never });
    expect(await screen.findByTestId('jobs-empty')).toBeTruthy();
    // Both answers are in once the list shows: the demo query resolves with it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('jobs-start-demo')).toBeNull();
  });
});
