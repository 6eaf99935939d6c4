// Component test: the gateway is mocked with Apollo's MockedProvider; the e2e suite runs the real one.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityLogsQueryVariables } from '../generated/graphql.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { ACTIVITY_PAGE_SIZE, ActivityLogsDocument, ActivityLogsPage } from './ActivityLogsPage.js';

const firstPage: ActivityLogsQueryVariables = {
  first: ACTIVITY_PAGE_SIZE,
  after: null,
  last: null,
  before: null,
  sort: 'CREATED_AT_NEWEST',
};

function log(
  n: number,
  action: 'CREATE' | 'UPDATE' | 'CANCEL' | 'SIGN_IN',
  changes: [string, string | null, string | null][],
) {
  const objectType = { CANCEL: 'JOB', SIGN_IN: 'USER', CREATE: 'PROGRAM', UPDATE: 'PROGRAM' }[action];
  return {
    __typename: 'ActivityLog',
    logId: `nlg--${n}`,
    action,
    objectType,
    objectId: { JOB: `job--${n}`, USER: 'usr--1', PROGRAM: `prg--${n}` }[objectType],
    section: { JOB: null, USER: 'USER_MANAGEMENT', PROGRAM: 'PROGRAMS' }[objectType],
    sitePath: '/programs',
    createdAt: '2026-11-21T08:00:00.000Z',
    user: { __typename: 'User', userId: 'usr--1', userFullName: 'Amina Admin', email: 'admin@demo.aid' },
    changes: changes.map(([field, from, to]) => ({ __typename: 'FieldChange', field, from, to })),
  };
}

function answer(variables: ActivityLogsQueryVariables, nodes: ReturnType<typeof log>[]): MockLink.MockedResponse {
  return {
    request: { query: ActivityLogsDocument, variables },
    result: {
      data: {
        activityLogs: {
          __typename: 'ActivityLogConnection',
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: 'a',
            endCursor: 'b',
          },
          edges: nodes.map((node) => ({ __typename: 'ActivityLogEdge', node })),
        },
      },
    },
  };
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderPage(mocks: MockLink.MockedResponse[], url = '/activity-logs') {
  // Signed in, with a token that does not expire during the test.
  const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
  renderWithProviders(
    <>
      <ActivityLogsPage />
      <Location />
    </>,
    { mocks, url, session },
  );
}

describe('ActivityLogsPage', () => {
  it('shows sign-ins with their section, linking to the member', async () => {
    renderPage([answer(firstPage, [log(7, 'SIGN_IN', [])])]);
    const row = await screen.findByTestId('activity-row');
    expect(within(row).getByTestId('activity-action').textContent).toBe('Signed in');
    expect(within(row).getByTestId('activity-section').textContent).toContain('User management');
    expect(within(row).getByRole('link', { name: 'usr--1' }).getAttribute('href')).toBe('/users');
  });

  it('lists who did what, with the changed fields', async () => {
    renderPage([
      answer(firstPage, [
        log(1, 'UPDATE', [
          ['budget', '100', '250'],
          ['programName', '"Water"', '"Clean water"'],
        ]),
        log(2, 'CANCEL', [['status', '"PROCESSING"', '"PROCESSING"']]),
      ]),
    ]);
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByTestId('activity-action').textContent).toBe('Updated');
    expect(first.getByText('Amina Admin')).toBeTruthy();
    expect(first.getByTestId('activity-changes').textContent).toBe(
      'budget: 100 → 250; programName: Water → Clean water',
    );
    expect(within(rows[1] as HTMLElement).getByText('Job')).toBeTruthy();
  });

  it('applies the filter the URL holds, and says when nothing matches', async () => {
    const filter = { connector: 'AND', conditions: [{ field: 'ACTION', operator: 'EQUAL', value: 'DELETE' }] };
    renderPage(
      [
        answer(
          {
            ...firstPage,
            filter: { connector: 'AND', conditions: [{ field: 'ACTION', operator: 'EQUAL', value: 'DELETE' }] },
          },
          [],
        ),
      ],
      `/activity-logs?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect((await screen.findByTestId('activity-empty')).textContent).toContain('No entry matches this filter.');
    expect((screen.getByLabelText('Value') as HTMLSelectElement).value).toBe('DELETE');
  });

  it('filters by action with the builder, and keeps the filter in the URL', async () => {
    const updates = {
      connector: 'AND' as const,
      conditions: [{ field: 'ACTION' as const, operator: 'EQUAL' as const, value: 'UPDATE' }],
    };
    renderPage([
      answer(firstPage, [log(1, 'CREATE', []), log(2, 'UPDATE', [['budget', '1', '2']])]),
      answer({ ...firstPage, filter: updates }, [log(2, 'UPDATE', [['budget', '1', '2']])]),
    ]);
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const row = within(screen.getByTestId('filter-row'));
    await user.selectOptions(row.getByLabelText('Field'), 'ACTION');
    await user.selectOptions(row.getByLabelText('Operator'), 'EQUAL');
    // The page names the values; the builder knows only the declaration.
    expect(within(row.getByLabelText('Value')).getByRole('option', { name: 'Cancelled' })).toBeTruthy();
    await user.selectOptions(row.getByLabelText('Value'), 'UPDATE');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));

    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(1));
    expect(screen.getByTestId('activity-action').textContent).toBe('Updated');
    expect(new URLSearchParams(screen.getByTestId('location').textContent ?? '').get('filter')).toBe(
      JSON.stringify(updates),
    );
  });

  it("narrows the list to a person's changes when their name is clicked", async () => {
    const byAmina = {
      connector: 'AND' as const,
      conditions: [{ field: 'USER_ID' as const, operator: 'EQUAL' as const, value: 'usr--1' }],
    };
    renderPage([
      answer(firstPage, [log(1, 'CREATE', [])]),
      answer({ ...firstPage, filter: byAmina }, [log(1, 'CREATE', [])]),
    ]);
    const name = await screen.findByRole('button', { name: 'Amina Admin' });
    expect(name.getAttribute('title')).toBe('Show only the changes of admin@demo.aid');
    await userEvent.setup().click(name);
    expect(new URLSearchParams(screen.getByTestId('location').textContent ?? '').get('filter')).toBe(
      JSON.stringify(byAmina),
    );
    // The builder shows the condition, so it can be changed or removed like any other.
    const row = within(screen.getByTestId('filter-row'));
    expect((row.getByLabelText('Field') as HTMLSelectElement).value).toBe('USER_ID');
    expect((row.getByLabelText('Value') as HTMLInputElement).value).toBe('usr--1');
    expect(await screen.findByTestId('activity-row')).toBeTruthy();
  });

  it('says so when there is no entry yet', async () => {
    renderPage([answer(firstPage, [])]);
    expect((await screen.findByTestId('activity-empty')).textContent).toContain('Nothing has been logged yet.');
  });

  it("shows the server's message when the log cannot be loaded", async () => {
    renderPage([
      {
        request: { query: ActivityLogsDocument, variables: firstPage },
        result: { errors: [{ message: 'Sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] },
      } as MockLink.MockedResponse,
    ]);
    expect((await screen.findByTestId('activity-error')).textContent).toContain('Sign in again.');
  });

  describe('CSV export', () => {
    // fetch is stubbed here (no gateway in a component test); the API, gateway and Playwright suites run the real
    // export route.
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('downloads the whole filtered log in the chosen order, as the signed-in user', async () => {
      const fetchMock = vi.fn(async () => new Response('\uFEFFWhen (UTC)\r\n', { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      const created = vi.fn(() => 'blob:export');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
      const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const filter = {
        connector: 'AND' as const,
        conditions: [{ field: 'ACTION' as const, operator: 'EQUAL' as const, value: 'CREATE' }],
      };
      renderPage(
        [answer({ ...firstPage, filter, sort: 'CREATED_AT_OLDEST' }, [log(1, 'CREATE', [])])],
        `/activity-logs?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=CREATED_AT_OLDEST`,
      );
      await screen.findAllByTestId('activity-row');
      await userEvent.setup().click(screen.getByTestId('activity-export'));

      await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      const asked = new URL(url, 'http://app.test');
      expect(asked.pathname).toBe('/api/activity-logs/export.csv');
      expect(JSON.parse(asked.searchParams.get('filter') ?? '')).toEqual(filter);
      expect(asked.searchParams.get('sort')).toBe('CREATED_AT_OLDEST');
      expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
      expect(created).toHaveBeenCalledTimes(1);
    });

    it("shows the server's reason when the export is refused, and keeps the list", async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ message: 'filter is not valid JSON' }), { status: 422 })),
      );
      renderPage([answer(firstPage, [log(1, 'CREATE', [])])]);
      await screen.findAllByTestId('activity-row');
      await userEvent.setup().click(screen.getByTestId('activity-export'));
      expect((await screen.findByTestId('activity-export-error')).textContent).toContain(
        'The export failed: filter is not valid JSON',
      );
      expect(screen.getAllByTestId('activity-row')).toHaveLength(1);
    });
  });
});
