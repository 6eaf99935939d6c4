// Component test: a list's page over a mocked gateway (Apollo's MockedProvider): header, members fetched by cursor as
// the user asks for more, a filter sent as typed input, and the API's refusal on a LOCKED list shown as it says it.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { BeneficiaryListDocument, BeneficiaryListPage, SetListStatusDocument } from './BeneficiaryListPage.js';
import { ListBeneficiariesDocument, MEMBERS_PAGE_SIZE, RemoveFromListDocument } from './ListMembers.js';

type Mock = MockLink.MockedResponse;

const LIST_ID = 'bel--winter';
const LOCKED_MESSAGE = 'The list "Winter kits" is LOCKED: open it to add or remove beneficiaries';

function header(status: 'LOCKED' | 'OPEN', overrides: Record<string, unknown> = {}): Mock {
  return {
    request: { query: BeneficiaryListDocument, variables: { id: LIST_ID } },
    result: {
      data: {
        beneficiaryList: {
          __typename: 'BeneficiaryList',
          beneficiaryListId: LIST_ID,
          listName: 'Winter kits',
          listComments: 'Families in camp B',
          listType: 'CUSTOM',
          status,
          numberOfFamilies: 150,
          numberOfFamilyMembers: 612,
          numberOfMainBeneficiaries: 150,
          propertyList: [],
          viewerCanUpdate: true,
          ...overrides,
        },
      },
    },
  };
}

function person(n: number) {
  return {
    __typename: 'Beneficiary',
    beneficiaryId: `ben--${n}`,
    firstName: `Amina${n}`,
    lastName: `Hassan${n}`,
    gender: 'F',
    dob: '1990-04-02',
    phoneNumber: '+254712345678',
    nationality: 'KE',
    externalReferenceNumber: null,
    numberOfFamilyMembers: 3,
  };
}

const sort = 'CREATED_AT_NEWEST';

function members(
  from: number,
  count: number,
  { after = null as string | null, withTotal = true, hasNextPage = false, filter = undefined as unknown } = {},
): Mock {
  const edges = Array.from({ length: count }, (_, i) => ({
    __typename: 'BeneficiaryEdge',
    cursor: `c${from + i}`,
    node: person(from + i),
  }));
  const variables: Record<string, unknown> = { listId: LIST_ID, first: MEMBERS_PAGE_SIZE, after, sort, withTotal };
  if (filter) variables.filter = filter;
  return {
    request: { query: ListBeneficiariesDocument, variables },
    result: {
      data: {
        beneficiaries: {
          __typename: 'BeneficiaryConnection',
          ...(withTotal ? { totalCount: 150 } : {}),
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
          edges,
        },
      },
    },
  };
}

function renderPage(mocks: Mock[], me = meFixture()) {
  renderWithProviders(
    <MeProvider me={me}>
      <Routes>
        <Route path="/beneficiary-lists/:listId" element={<BeneficiaryListPage />} />
      </Routes>
    </MeProvider>,
    { mocks, url: `/beneficiary-lists/${LIST_ID}` },
  );
  return userEvent.setup();
}

describe('BeneficiaryListPage', () => {
  it('shows the header and loads the next page by cursor, keeping the rows already loaded', async () => {
    const user = renderPage([
      header('OPEN', {
        propertyList: [{ __typename: 'BeneficiaryProperty', key: 'shelter', label: 'Shelter number', type: 'NUMBER' }],
      }),
      members(1, MEMBERS_PAGE_SIZE, { hasNextPage: true }),
      members(101, 50, { after: 'c100', withTotal: false }),
    ]);
    expect((await screen.findByTestId('list-name')).textContent).toBe('Winter kits');
    expect(screen.getByTestId('list-properties').textContent).toBe('Shelter number · Number');
    expect(screen.getByTestId('list-family-members').textContent).toBe('612');
    expect(screen.getByText('Families in camp B')).toBeTruthy();
    expect((await screen.findByTestId('members-loaded')).textContent).toBe('Showing 100 of 150');
    const table = screen.getByRole('table', { name: 'Beneficiaries' });
    // Virtualised: far fewer rows drawn than loaded.
    const drawn = within(table).getAllByTestId('member-row').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(MEMBERS_PAGE_SIZE);
    expect(table.getAttribute('aria-rowcount')).toBe('101');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 150 of 150')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Beneficiaries' }).getAttribute('aria-rowcount')).toBe('151');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The rows are links to each person's page.
    expect(screen.getByRole('link', { name: 'Hassan1' }).getAttribute('href')).toBe('/beneficiaries/ben--1');
  });

  it('asks for the next page when the user scrolls near the end, and draws the rows in view', async () => {
    renderPage([
      header('OPEN'),
      members(1, MEMBERS_PAGE_SIZE, { hasNextPage: true }),
      members(101, 50, { after: 'c100', withTotal: false }),
    ]);
    expect(await screen.findByText('Showing 100 of 150')).toBeTruthy();
    expect(screen.queryByText('Hassan95')).toBeNull();
    const box = screen.getByTestId('members-table-scroll');
    box.scrollTop = 90 * 44;
    fireEvent.scroll(box);
    expect(await screen.findByText('Showing 150 of 150')).toBeTruthy();
    // The window moved with the scroll: rows near the end are drawn, the first ones no longer.
    expect(screen.getByText('Hassan95')).toBeTruthy();
    expect(screen.queryByText('Hassan1')).toBeNull();
  });

  it('sends the filter the user builds as typed input and shows what matches', async () => {
    const filter = { connector: 'AND', conditions: [{ field: 'FIRST_NAME', operator: 'CONTAINS', value: 'Amina7' }] };
    const user = renderPage([header('OPEN'), members(1, 20), members(7, 1, { filter })]);
    expect(await screen.findByText('Showing 20 of 150')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const row = within(screen.getAllByTestId('filter-row')[0] as HTMLElement);
    expect((row.getByLabelText('Field') as HTMLSelectElement).value).toBe('FIRST_NAME');
    await user.type(row.getByLabelText('Value'), 'Amina7');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByText('Showing 1 of 150')).toBeTruthy();
    expect(screen.getAllByTestId('member-row')).toHaveLength(1);
  });

  it("shows the API's refusal when removing from a LOCKED list", async () => {
    const user = renderPage([
      header('LOCKED'),
      members(1, 3),
      {
        request: { query: RemoveFromListDocument, variables: { listId: LIST_ID, beneficiaryIds: ['ben--2'] } },
        result: {
          data: {
            removeBeneficiariesFromList: {
              __typename: 'BeneficiaryListResult',
              beneficiaryList: null,
              code: 'CONFLICT',
              message: LOCKED_MESSAGE,
              words: null,
            },
          },
        },
      },
    ]);
    expect(await screen.findByTestId('locked-hint')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Remove Amina2 Hassan2 from the list' }));
    const alert = await screen.findByTestId('alert-error');
    expect(alert.textContent).toContain(LOCKED_MESSAGE);
    expect(alert.textContent).toContain('Amina2 Hassan2 could not be removed');
  });

  it('removes a member from an OPEN list, keeping the other loaded rows, and refreshes the counts', async () => {
    const removed = {
      request: { query: RemoveFromListDocument, variables: { listId: LIST_ID, beneficiaryIds: ['ben--2'] } },
      result: {
        data: {
          removeBeneficiariesFromList: {
            __typename: 'BeneficiaryListResult',
            beneficiaryList: {
              __typename: 'BeneficiaryList',
              beneficiaryListId: LIST_ID,
              numberOfMainBeneficiaries: 149,
            },
            code: null,
            message: null,
            words: null,
          },
        },
      },
    };
    const user = renderPage([
      header('OPEN'),
      members(1, 3),
      removed,
      header('OPEN', { numberOfMainBeneficiaries: 149 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Amina2 Hassan2 from the list' }));
    expect((await screen.findByTestId('alert-success')).textContent).toContain('Amina2 Hassan2 removed from the list.');
    expect(await screen.findByText('Showing 2 of 149')).toBeTruthy();
    expect(screen.queryByText('Hassan2')).toBeNull();
    // The header asks again for its counts.
    await waitFor(() => expect(screen.getByTestId('list-main-beneficiaries').textContent).toBe('149'));
  });

  it('opens a LOCKED list with the toggle, and hides list actions without the permissions', async () => {
    const user = renderPage([
      header('LOCKED'),
      members(1, 2),
      {
        request: { query: SetListStatusDocument, variables: { id: LIST_ID, input: { status: 'OPEN' } } },
        result: {
          data: {
            updateBeneficiaryList: {
              __typename: 'BeneficiaryListResult',
              beneficiaryList: { __typename: 'BeneficiaryList', beneficiaryListId: LIST_ID, status: 'OPEN' },
              code: null,
              message: null,
              words: null,
            },
          },
        },
      },
      header('OPEN'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open the list' }));
    expect((await screen.findByTestId('alert-success')).textContent).toContain('The list is now Open.');
    expect(await screen.findByRole('button', { name: 'Lock the list' })).toBeTruthy();
    expect(screen.queryByTestId('locked-hint')).toBeNull();
  });

  it('offers neither add, toggle nor remove to a viewer', async () => {
    renderPage(
      [header('OPEN', { viewerCanUpdate: false }), members(1, 2)],
      meFixture({ permissions: permissionsFor({ BENEFICIARY_LISTS: ['VIEW'] }) }),
    );
    expect(await screen.findByText('Showing 2 of 150')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add beneficiary' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Lock the list|Open the list/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /from the list/ })).toBeNull();
  });

  it('offers Import on an OPEN list (to its import page) and Export', async () => {
    renderPage([header('OPEN'), members(1, 2)]);
    const importLink = await screen.findByTestId('list-import');
    expect(importLink.getAttribute('href')).toBe(`/beneficiary-lists/${LIST_ID}/import`);
    expect(screen.getByTestId('list-export')).toBeTruthy();
  });

  it('offers no Import on a LOCKED list', async () => {
    renderPage([header('LOCKED'), members(1, 2)]);
    expect(await screen.findByTestId('locked-hint')).toBeTruthy();
    expect(screen.queryByTestId('list-import')).toBeNull();
    expect(screen.getByTestId('list-export')).toBeTruthy();
  });

  it('says when the list does not exist or cannot be seen', async () => {
    renderPage([
      {
        request: { query: BeneficiaryListDocument, variables: { id: LIST_ID } },
        result: { data: { beneficiaryList: null } },
      },
    ]);
    expect((await screen.findByTestId('list-not-found')).textContent).toContain('does not exist');
  });
});
