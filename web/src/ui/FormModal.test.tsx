import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { FormModal } from './FormModal.js';

function renderModal(props: { error?: string | null; busy?: boolean } = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event?: { preventDefault(): void }) => event?.preventDefault());
  renderWithProviders(
    <FormModal
      onClose={onClose}
      title="New thing"
      size="md"
      onSubmit={onSubmit}
      testId="thing-form"
      error={props.error ?? null}
      errorTestId="thing-error"
      busy={props.busy ?? false}
      cancelLabel="Cancel"
      submitLabel="Create"
      submitTestId="thing-submit"
    >
      <input aria-label="Name" />
    </FormModal>,
  );
  return { onClose, onSubmit, user: userEvent.setup() };
}

describe('FormModal', () => {
  it('shows the title and the fields, submits the form and cancels', async () => {
    const { onClose, onSubmit, user } = renderModal();
    expect(screen.getByText('New thing')).toBeTruthy();
    expect(screen.getByTestId('thing-form').querySelector('input[aria-label="Name"]')).toBeTruthy();
    expect(screen.queryByTestId('thing-error')).toBeNull();
    await user.click(screen.getByTestId('thing-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the refusal above the fields', () => {
    renderModal({ error: 'That name is taken' });
    expect(screen.getByTestId('thing-error').textContent).toBe('That name is taken');
    expect(screen.getByRole('alert').textContent).toBe('That name is taken');
  });

  it('holds both buttons while the form is sent', () => {
    renderModal({ busy: true });
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('thing-submit').hasAttribute('data-loading')).toBe(true);
  });
});
