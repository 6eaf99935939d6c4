import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../generated/fragment-masking.js';
import { renderWithProviders } from '../test/helpers.js';
import { CursorButtons, cursorVariables } from './CursorButtons.js';
import { PagerPageInfoFragment } from './Pager.js';

const pageInfo = (info: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor?: string; endCursor?: string }) =>
  makeFragmentData({ startCursor: null, endCursor: null, ...info }, PagerPageInfoFragment);

describe('CursorButtons', () => {
  it('moves before the first or after the last item of the page, and only where there is a page', async () => {
    const onMove = vi.fn();
    renderWithProviders(
      <CursorButtons
        pageInfo={pageInfo({ hasPreviousPage: false, hasNextPage: true, startCursor: 's', endCursor: 'e' })}
        onMove={onMove}
        testId="things"
      />,
    );
    const previous = screen.getByTestId('things-previous') as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await userEvent.setup().click(screen.getByTestId('things-next'));
    expect(onMove).toHaveBeenCalledWith({ after: 'e' });
  });

  it('shows nothing when everything fits on one page', () => {
    renderWithProviders(
      <CursorButtons
        pageInfo={pageInfo({ hasPreviousPage: false, hasNextPage: false })}
        onMove={vi.fn()}
        testId="things"
      />,
    );
    expect(screen.queryByTestId('things-next')).toBeNull();
  });

  it('asks forwards from the first page or after a cursor, and backwards before one', () => {
    expect(cursorVariables({}, 20)).toEqual({ first: 20 });
    expect(cursorVariables({ after: 'e' }, 20)).toEqual({ first: 20, after: 'e' });
    expect(cursorVariables({ before: 's' }, 20)).toEqual({ last: 20, before: 's' });
  });
});
