import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { ConfirmDialog, useConfirmation } from './ConfirmDialog.js';

type Target = { id: string; name: string };

function Harness({ act }: { act: (target: Target) => Promise<string | null> }) {
  const confirmation = useConfirmation(act);
  return (
    <>
      <button type="button" onClick={() => confirmation.ask({ id: 't1', name: 'Thing' })}>
        Delete
      </button>
      <ConfirmDialog
        confirmation={confirmation}
        title="Delete thing"
        question={`Delete ${confirmation.target?.name ?? ''}?`}
        cancelLabel="Cancel"
        confirmLabel="Delete now"
        testId="thing-delete"
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks first, keeps a refusal in the dialog, and closes once done', async () => {
    const user = userEvent.setup();
    const act = vi.fn<(target: Target) => Promise<string | null>>();
    act.mockResolvedValueOnce('Still in use').mockResolvedValueOnce(null);
    renderWithProviders(<Harness act={act} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('thing-delete-question').textContent).toBe('Delete Thing?');
    expect(act).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('thing-delete-confirm'));
    expect((await screen.findByTestId('thing-delete-error')).textContent).toBe('Still in use');
    expect(act).toHaveBeenCalledWith({ id: 't1', name: 'Thing' });

    await user.click(screen.getByTestId('thing-delete-confirm'));
    await vi.waitFor(() => expect(screen.queryByTestId('thing-delete-question')).toBeNull());
  });

  it('shows why the action failed when it throws', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness act={() => Promise.reject(new Error('Network down'))} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByTestId('thing-delete-confirm'));
    expect((await screen.findByTestId('thing-delete-error')).textContent).toContain('Network down');
  });
});
