import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { FormModal, useFormSubmit, whenSaved } from './FormModal.js';

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

/** A form whose send answers what `send` (the test's) answers; its own check always passes. */
function SendingForm({ send }: { send: (values: string) => Promise<string | null | undefined> }) {
  const form = {
    onSubmit: (handle: (values: string) => void) => (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      handle('the values');
    },
  };
  const { frame } = useFormSubmit(form, send);
  return (
    <FormModal
      onClose={() => {}}
      title="New thing"
      size="md"
      {...frame}
      testId="thing-form"
      errorTestId="thing-error"
      busy={false}
      cancelLabel="Cancel"
      submitLabel="Create"
      submitTestId="thing-submit"
    >
      <input aria-label="Name" />
    </FormModal>
  );
}

describe('useFormSubmit', () => {
  it('shows the refusal the send answers, the failure it throws in words, and clears it on the next send', async () => {
    const failure = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'The server is unreachable' }] });
    const send = vi
      .fn<(values: string) => Promise<string | null | undefined>>()
      .mockResolvedValueOnce('That name is taken')
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce('Refused again')
      .mockResolvedValueOnce(null);
    renderWithProviders(<SendingForm send={send} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('thing-submit'));
    expect(send).toHaveBeenLastCalledWith('the values');
    expect((await screen.findByTestId('thing-error')).textContent).toBe('That name is taken');
    await user.click(screen.getByTestId('thing-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('thing-error').textContent).toBe('The server is unreachable'));
    // Nothing to show (the form's own check refused, or it was saved): the last refusal is cleared.
    await user.click(screen.getByTestId('thing-submit'));
    await vi.waitFor(() => expect(screen.queryByTestId('thing-error')).toBeNull());
    await user.click(screen.getByTestId('thing-submit'));
    expect((await screen.findByTestId('thing-error')).textContent).toBe('Refused again');
    await user.click(screen.getByTestId('thing-submit'));
    await vi.waitFor(() => expect(screen.queryByTestId('thing-error')).toBeNull());
    expect(send).toHaveBeenCalledTimes(5);
  });
});

describe('whenSaved', () => {
  it('hands what was saved on and shows nothing; without it, shows what placing the refusal answers', () => {
    const onSaved = vi.fn();
    const refuse = vi.fn(() => 'Refused');
    expect(whenSaved({ id: 'p1' }, onSaved, refuse)).toBeUndefined();
    expect(onSaved).toHaveBeenCalledWith({ id: 'p1' });
    expect(refuse).not.toHaveBeenCalled();
    expect(whenSaved(null, onSaved, refuse)).toBe('Refused');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
