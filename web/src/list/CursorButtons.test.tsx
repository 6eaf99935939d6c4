import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { CursorButtons } from './CursorButtons.js';

describe('CursorButtons', () => {
  it('moves before the first or after the last item of the page, and only where there is a page', async () => {
    const onMove = vi.fn();
    renderWithProviders(
      <CursorButtons
        pageInfo={{ hasPreviousPage: false, hasNextPage: true, startCursor: 's', endCursor: 'e' }}
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
      <CursorButtons pageInfo={{ hasPreviousPage: false, hasNextPage: false }} onMove={vi.fn()} testId="things" />,
    );
    expect(screen.queryByTestId('things-next')).toBeNull();
  });
});
