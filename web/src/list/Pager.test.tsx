import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { type PageInfo, Pager } from './Pager.js';
import type { ListPaging } from './useListState.js';

function setup(page: number, pageInfo: PageInfo, count: number, total?: number) {
  const state: ListPaging = { page, next: vi.fn(), previous: vi.fn(), restart: vi.fn() };
  renderWithProviders(
    <Pager state={state} pageInfo={pageInfo} pageSize={20} count={count} total={total} loading={false} />,
  );
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
  return { state, button, user: userEvent.setup() };
}

describe('Pager', () => {
  it('moves by the cursors of pageInfo, as far as it says there are pages', async () => {
    const { state, button, user } = setup(
      2,
      { hasPreviousPage: true, hasNextPage: true, startCursor: 's', endCursor: 'e' },
      20,
      65,
    );
    expect(screen.getByText('Showing 21–40 of 65')).toBeTruthy();
    await user.click(button('Next'));
    expect(state.next).toHaveBeenCalledWith('e');
    await user.click(button('Previous'));
    expect(state.previous).toHaveBeenCalledWith('s');
  });

  it('offers neither way on a single page', () => {
    const { button } = setup(1, { hasPreviousPage: false, hasNextPage: false, startCursor: 's', endCursor: 'e' }, 3);
    expect(screen.getByText('Showing 1–3')).toBeTruthy();
    expect([button('Previous').disabled, button('Next').disabled]).toEqual([true, true]);
  });

  it('goes back to the first page from a later page that has emptied meanwhile', async () => {
    const { state, button, user } = setup(
      3,
      { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null },
      0,
    );
    expect(button('Next').disabled).toBe(true);
    await user.click(button('Previous'));
    expect(state.restart).toHaveBeenCalled();
  });
});
