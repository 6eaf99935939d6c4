// Component test: the gateway is mocked with Apollo's MockedProvider; the e2e suite runs the real one.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type Me, MeProvider } from '../accounts/me.js';
import { makeFragmentData } from '../generated/fragment-masking.js';
import type { ProgramsQuery, ProgramsQueryVariables } from '../generated/graphql.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { PAGE_SIZE, ProgramsDocument, ProgramsPage } from './ProgramsPage.js';
import { ProgramTableFragment } from './ProgramTable.js';

type Edge = ProgramsQuery['programs']['edges'][number];

function edge(n: number): Edge {
  return {
    cursor: `c${n}`,
    node: makeFragmentData(
      {
        programId: `prg--${n}`,
        programName: `Program ${n}`,
        programType: 'CASH',
        programStatus: 'ACTIVE',
        currency: 'EUR',
        budget: 123456 + n,
        startDate: '2026-01-01',
        endDate: null,
        createdAt: '2026-11-21T08:00:00.000Z',
      },
      ProgramTableFragment,
    ),
  };
}

function page(
  variables: ProgramsQueryVariables,
  edges: Edge[],
  total: number,
  hasNextPage: boolean,
  { hasPreviousPage = false, viewerCanCreate = true } = {},
) {
  return {
    request: { query: ProgramsDocument, variables },
    result: {
      // With __typename, as the gateway answers: the cache needs it to match the ProgramTable_program fragment.
      data: {
        programs: {
          __typename: 'ProgramConnection',
          totalCount: total,
          viewerCanCreate,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage,
            hasPreviousPage,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          edges: edges.map((e) => ({ __typename: 'ProgramEdge', ...e, node: { __typename: 'Program', ...e.node } })),
        },
      },
    },
  };
}

const sort = 'CREATED_AT_NEWEST' as const;
const first = { first: PAGE_SIZE, after: null, last: null, before: null, sort };
const after = (cursor: string) => ({ first: PAGE_SIZE, after: cursor, last: null, before: null, sort });
const before = (cursor: string) => ({ first: null, after: null, last: PAGE_SIZE, before: cursor, sort });

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderPage(me: Me, mocks: ReturnType<typeof page>[], url = '/programs') {
  renderWithProviders(
    <MeProvider me={me}>
      <ProgramsPage />
      <Location />
    </MeProvider>,
    { mocks, url },
  );
}

describe('ProgramsPage', () => {
  it('lists a page of programs with the total, formatted budgets and paging', async () => {
    const pageOne = Array.from({ length: PAGE_SIZE }, (_, i) => edge(i + 1));
    renderPage(meFixture(), [
      page(first, pageOne, 21, true),
      page(after(`c${PAGE_SIZE}`), [edge(21)], 21, false, { hasPreviousPage: true }),
    ]);
    const table = await screen.findByRole('table', { name: 'Programs' });
    expect(within(table).getAllByTestId('program-row')).toHaveLength(PAGE_SIZE);
    expect(screen.getByTestId('programs-total').textContent).toBe('Programs found: 21');
    expect(within(table).getAllByTestId('program-budget')[0]?.textContent).toBe('1,234.57');
    expect(screen.getByRole('button', { name: 'Create program' })).toBeTruthy();

    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Program 21' })).toBeTruthy();
    expect(screen.getByText('Showing 21–21 of 21')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    // The page is in the URL, so Back and reload show it again.
    expect(screen.getByTestId('location').textContent).toBe(`?after=c${PAGE_SIZE}&page=2`);
  });

  it('opens the page the URL names, and goes back a page with `before`', async () => {
    const pageTwo = Array.from({ length: PAGE_SIZE }, (_, i) => edge(i + 21));
    const pageOne = Array.from({ length: PAGE_SIZE }, (_, i) => edge(i + 1));
    const filter = { connector: 'AND', conditions: [{ field: 'CURRENCY', operator: 'EQUAL', value: 'EUR' }] } as const;
    const filtered = { filter: { connector: filter.connector, conditions: [...filter.conditions] } };
    renderPage(
      meFixture(),
      [
        page({ ...after('c40'), ...filtered }, pageTwo, 80, true, { hasPreviousPage: true }),
        page({ ...before('c21'), ...filtered }, pageOne, 80, true, { hasPreviousPage: true }),
      ],
      `/programs?filter=${encodeURIComponent(JSON.stringify(filter))}&after=c40&page=3`,
    );
    expect(await screen.findByText('Showing 41–60 of 80')).toBeTruthy();
    // The filter builder shows the filter in force.
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('EUR');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 21–40 of 80')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('before=c21');
  });

  it('shows an empty state and hides Create program when the server says the viewer cannot create', async () => {
    renderPage(meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'] }) }), [
      page(first, [], 0, false, { viewerCanCreate: false }),
    ]);
    expect((await screen.findByTestId('programs-empty')).textContent).toContain('No programs yet.');
    expect(screen.queryByRole('button', { name: 'Create program' })).toBeNull();
  });

  it("surfaces the server's message when the query fails", async () => {
    renderPage(meFixture(), [
      {
        request: { query: ProgramsDocument, variables: first },
        result: { errors: [{ message: 'You may not see programs here.', extensions: { code: 'FORBIDDEN' } }] },
      } as unknown as ReturnType<typeof page>,
    ]);
    expect((await screen.findByTestId('programs-error')).textContent).toContain('You may not see programs here.');
  });
});
