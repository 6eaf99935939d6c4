import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { ActionRow } from './ActionRow.js';

describe('ActionRow', () => {
  it('goes back or runs the action, and holds the action while it may not run', async () => {
    const onBack = vi.fn();
    const onAction = vi.fn();
    const { rerender } = renderWithProviders(
      <ActionRow backLabel="Back" onBack={onBack} label="Check" onAction={onAction} testId="check" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByTestId('check'));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onAction).toHaveBeenCalledOnce();
    rerender(<ActionRow backLabel="Back" onBack={onBack} label="Check" onAction={onAction} testId="check" disabled />);
    expect((screen.getByTestId('check') as HTMLButtonElement).disabled).toBe(true);
  });
});
