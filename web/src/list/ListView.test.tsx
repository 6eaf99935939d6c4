import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../generated/fragment-masking.js';
import { renderWithProviders } from '../test/helpers.js';
import { ListView } from './ListView.js';
import { PagerPageInfoFragment } from './Pager.js';
import type { Connection, ConnectionState } from './useConnection.js';

const INFO = { hasNextPage: true, hasPreviousPage: false, startCursor: 's', endCursor: 'e' };
const PAGE_INFO = makeFragmentData(INFO, PagerPageInfoFragment);

function connection(overrides: Partial<ConnectionState<unknown, Connection<string>>> = {}) {
  const page: Connection<string> = { totalCount: 3, pageInfo: PAGE_INFO, edges: [{ node: 'a' }, { node: 'b' }] };
  return {
    data: {},
    page,
    nodes: ['a', 'b'],
    loading: false,
    error: undefined,
    refetch: vi.fn(),
    list: { page: 1, next: vi.fn(), previous: vi.fn(), restart: vi.fn() },
    pageSize: 2,
    ...overrides,
  };
}

function renderList(state: ConnectionState<unknown, Connection<string>>, extra: { aside?: boolean } = {}) {
  return renderWithProviders(
    <ListView
      connection={state}
      testId="things"
      loadError={(message) => `Could not load: ${message}`}
      sort={{
        state: { sort: 'NAME', sorts: ['NAME', 'CREATED_AT_NEWEST'], setSort: vi.fn() },
        label: 'Sort by',
        optionLabel: (option) => option,
      }}
      total={(total) => `${total} things`}
      aside={extra.aside ? <span data-testid="things-aside">export</span> : undefined}
      empty={{ icon: null, title: 'No things yet' }}
    >
      <ul data-testid="things-rows" />
    </ListView>,
  );
}

describe('ListView', () => {
  it('shows the sort, the total, the rows and a pager that moves by the page cursor', async () => {
    const state = connection();
    renderList(state);
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByTestId('things-total').textContent).toBe('3 things');
    expect(screen.getByTestId('things-rows')).toBeTruthy();
    expect(screen.queryByTestId('things-empty')).toBeNull();
    expect(screen.getByText('Showing 1–2 of 3')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(state.list.next).toHaveBeenCalledWith('e');
  });

  it('says why the page failed and asks again on Retry', async () => {
    const state = connection({ page: undefined, nodes: [], error: new Error('boom') });
    renderList(state);
    expect(screen.getByTestId('things-error').textContent).toContain('Could not load: boom');
    expect(screen.queryByTestId('things-total')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalled();
  });

  it('shows the empty state and no pager when an answer holds no row', () => {
    const empty: Connection<string> = {
      totalCount: 0,
      pageInfo: makeFragmentData({ ...INFO, hasNextPage: false }, PagerPageInfoFragment),
      edges: [],
    };
    renderList(connection({ page: empty, nodes: [] }));
    expect(screen.getByTestId('things-empty').textContent).toContain('No things yet');
    expect(screen.queryByTestId('things-rows')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('puts the aside in place of the total, and pages an uncounted list while its page holds rows', () => {
    const uncounted: Connection<string> = { pageInfo: PAGE_INFO, edges: [{ node: 'a' }] };
    renderList(connection({ page: uncounted, nodes: ['a'] }), { aside: true });
    expect(screen.getByTestId('things-aside')).toBeTruthy();
    expect(screen.queryByTestId('things-total')).toBeNull();
    expect(screen.getByText('Showing 1–1')).toBeTruthy();
  });

  it('shows a loader over the rows while a page is asked for', () => {
    renderList(connection({ loading: true }));
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
  });
});
