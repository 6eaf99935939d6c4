// Component test: the gateway is mocked with Apollo's MockedProvider; the e2e suite runs the real one.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type Me, MeProvider } from '../accounts/me.js';
import type { ProgramsQuery, ProgramsQueryVariables } from '../generated/graphql.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { Providers, testSession } from '../test/helpers.js';
import { PAGE_SIZE, ProgramsDocument, ProgramsPage } from './ProgramsPage.js';

type Edge = ProgramsQuery['programs']['edges'][number];

function edge(n: number): Edge {
  return {
    cursor: `c${n}`,
    node: {
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
  };
}

function page(variables: ProgramsQueryVariables, edges: Edge[], total: number, hasNextPage: boolean) {
  return {
    request: { query: ProgramsDocument, variables },
    result: {
      // With __typename, as the gateway answers: the cache needs it to match the ProgramTable_program fragment.
      data: {
        programs: {
          __typename: 'ProgramConnection',
          totalCount: total,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
          edges: edges.map((e) => ({ __typename: 'ProgramEdge', ...e, node: { __typename: 'Program', ...e.node } })),
        },
      },
    },
  };
}

const first = { first: PAGE_SIZE, after: null, sort: 'CREATED_AT_NEWEST' as const };

function renderPage(me: Me, mocks: ReturnType<typeof page>[]) {
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={testSession()}>
        <MemoryRouter>
          <MeProvider me={me}>
            <ProgramsPage />
          </MeProvider>
        </MemoryRouter>
      </Providers>
    </MockedProvider>,
  );
}

describe('ProgramsPage', () => {
  it('lists a page of programs with the total, formatted budgets and paging', async () => {
    const pageOne = Array.from({ length: PAGE_SIZE }, (_, i) => edge(i + 1));
    renderPage(meFixture(), [
      page(first, pageOne, 21, true),
      page({ ...first, after: `c${PAGE_SIZE}` }, [edge(21)], 21, false),
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
  });

  it('shows an empty state and hides Create program without the CREATE permission', async () => {
    renderPage(meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'] }) }), [page(first, [], 0, false)]);
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
