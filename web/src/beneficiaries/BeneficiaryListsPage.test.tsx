// Component test: /beneficiary-lists over a mocked gateway (Apollo's MockedProvider): the lists with the master list
// first and marked, the empty, error and permission states.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import { meFixture } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { BeneficiaryListsDocument, BeneficiaryListsPage, LISTS_PAGE_SIZE } from './BeneficiaryListsPage.js';

type Mock = MockLink.MockedResponse;

function list(id: string, name: string, listType: 'MASTER' | 'CUSTOM', status: 'LOCKED' | 'OPEN', families: number) {
  return {
    __typename: 'BeneficiaryList',
    beneficiaryListId: id,
    listName: name,
    listType,
    status,
    numberOfFamilies: families,
    numberOfFamilyMembers: families * 4,
    numberOfMainBeneficiaries: families,
    updatedAt: '2026-11-20T09:30:00.000Z',
  };
}

const isMaster = { field: 'LIST_TYPE', operator: 'EQUAL', value: 'MASTER' };
const first = {
  first: LISTS_PAGE_SIZE,
  after: null,
  last: null,
  before: null,
  sort: 'CREATED_AT_NEWEST',
  masterFilter: { connector: 'AND', conditions: [isMaster] },
};

function answer(
  lists: ReturnType<typeof list>[],
  viewerCanCreate = true,
  variables: Record<string, unknown> = first,
  master = lists.find((l) => l.listType === 'MASTER'),
): Mock {
  return {
    request: { query: BeneficiaryListsDocument, variables },
    result: {
      data: {
        master: {
          __typename: 'BeneficiaryListConnection',
          edges: master ? [{ __typename: 'BeneficiaryListEdge', node: master }] : [],
        },
        beneficiaryLists: {
          __typename: 'BeneficiaryListConnection',
          totalCount: lists.length,
          viewerCanCreate,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: lists.length ? 'c1' : null,
            endCursor: lists.length ? `c${lists.length}` : null,
          },
          edges: lists.map((node, i) => ({ __typename: 'BeneficiaryListEdge', cursor: `c${i + 1}`, node })),
        },
      },
    },
  };
}

function renderPage(mocks: Mock[]) {
  renderWithProviders(
    <MeProvider me={meFixture()}>
      <BeneficiaryListsPage />
    </MeProvider>,
    { mocks, url: '/beneficiary-lists' },
  );
}

describe('BeneficiaryListsPage', () => {
  it('lists the organisation’s lists, the master list first and marked, with counts and statuses', async () => {
    renderPage([
      answer([
        list('bel--2', 'Winter kits', 'CUSTOM', 'OPEN', 1200),
        list('grp--1', 'All beneficiaries', 'MASTER', 'LOCKED', 5000),
        list('bel--3', 'School meals', 'CUSTOM', 'LOCKED', 40),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Beneficiary management' });
    const rows = within(table).getAllByTestId('beneficiary-list-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'All beneficiaries',
      'Winter kits',
      'School meals',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('master-list').textContent).toBe('Master list');
    expect(within(rows[1] as HTMLElement).queryByTestId('master-list')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByTestId('list-status').textContent).toBe('Open');
    expect(within(rows[0] as HTMLElement).getAllByText('5,000')).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('20,000')).toBeTruthy();
    expect(screen.getByTestId('beneficiary-lists-total').textContent).toBe('Lists found: 3');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/beneficiary-lists/bel--2');
  });

  it('pins the master list to the top of the first page even when the sort puts it elsewhere, within the filter', async () => {
    const filter = { connector: 'OR', conditions: [{ field: 'LIST_NAME', operator: 'CONTAINS', value: 'a' }] };
    const variables = {
      ...first,
      filter,
      masterFilter: { connector: 'AND', conditions: [isMaster], groups: [filter] },
    };
    const master = list('grp--1', 'All beneficiaries', 'MASTER', 'LOCKED', 5000);
    renderWithProviders(
      <MeProvider me={meFixture()}>
        <BeneficiaryListsPage />
      </MeProvider>,
      {
        mocks: [answer([list('bel--2', 'Winter kits', 'CUSTOM', 'OPEN', 12)], true, variables, master)],
        url: `/beneficiary-lists?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      },
    );
    const rows = await screen.findAllByTestId('beneficiary-list-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['All beneficiaries', 'Winter kits']);
  });

  it('opens the "New list" form when the viewer may create lists', async () => {
    renderPage([answer([list('grp--1', 'All beneficiaries', 'MASTER', 'LOCKED', 0)])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'New list' }));
    expect(await screen.findByRole('dialog', { name: 'New beneficiary list' })).toBeTruthy();
  });

  it('shows the empty state and no "New list" when the server says the viewer cannot create', async () => {
    renderPage([answer([], false)]);
    expect((await screen.findByTestId('beneficiary-lists-empty')).textContent).toContain('No beneficiary lists yet.');
    expect(screen.queryByRole('button', { name: 'New list' })).toBeNull();
  });

  it('shows a loading state until the page is answered', async () => {
    renderPage([{ ...answer([list('grp--1', 'All beneficiaries', 'MASTER', 'LOCKED', 0)]), delay: 200 }]);
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(screen.queryByTestId('beneficiary-lists-empty')).toBeNull();
    expect(await screen.findByRole('link', { name: 'All beneficiaries' })).toBeTruthy();
  });

  it("surfaces the server's message when the query fails", async () => {
    renderPage([
      {
        request: { query: BeneficiaryListsDocument, variables: first },
        result: { errors: [{ message: 'You may not see beneficiary lists here.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    expect((await screen.findByTestId('beneficiary-lists-error')).textContent).toContain(
      'You may not see beneficiary lists here.',
    );
  });
});
