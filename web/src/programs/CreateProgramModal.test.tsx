// Component test: the gateway is mocked with Apollo's MockedProvider, so the form's handling of typed
// results is tested without a server.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { CreateProgramDocument, CreateProgramModal } from './CreateProgramModal.js';

const input = {
  programName: 'Winter cash',
  description: null,
  programType: 'VOUCHER',
  programStatus: 'ACTIVE',
  currency: 'EUR',
  budget: 150050,
  startDate: null,
  endDate: null,
};

function result(createProgram: Record<string, unknown>) {
  return {
    request: { query: CreateProgramDocument, variables: { input } },
    result: { data: { createProgram: { __typename: 'ProgramResult', ...createProgram } } },
  };
}

function renderModal(mocks: ReturnType<typeof result>[]) {
  const onCreated = vi.fn();
  renderWithProviders(<CreateProgramModal opened onClose={() => {}} onCreated={onCreated} />, { mocks });
  return { onCreated, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Program name/), 'Winter cash');
  await user.selectOptions(screen.getByLabelText('Program type'), 'VOUCHER');
  await user.type(screen.getByLabelText(/Currency/), 'eur');
  await user.type(screen.getByLabelText('Budget'), '1500.50');
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('CreateProgramModal', () => {
  it('sends the budget in minor units and reports the created program', async () => {
    const { onCreated, user } = renderModal([
      result({
        program: { __typename: 'Program', programId: 'prg--1', programName: 'Winter cash' },
        code: null,
        message: null,
        words: null,
        fieldErrors: [],
      }),
    ]);
    await fill(user);
    await vi.waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(
        expect.objectContaining({ programId: 'prg--1', programName: 'Winter cash' }),
      ),
    );
  });

  it('shows typed field errors next to their fields', async () => {
    const { onCreated, user } = renderModal([
      result({
        program: null,
        code: 'CONFLICT',
        message: null,
        words: null,
        fieldErrors: [
          {
            __typename: 'FieldError',
            field: 'programName',
            code: 'TOO_LONG',
            params: [{ __typename: 'ErrorParam', name: 'max', value: '200' }],
            message: 'programName must be at most 200 characters',
          },
        ],
      }),
    ]);
    await fill(user);
    const field = screen.getByLabelText(/Program name/);
    // The code and its params, in the user's language (not the English message meant for partners).
    await vi.waitFor(() => expect(screen.getByText('At most 200 characters.')).toBeTruthy());
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('checks the name, the currency and the budget before sending', async () => {
    const { user } = renderModal([]);
    await user.type(screen.getByLabelText('Budget'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The API's schema, run in the browser: its codes, shown in the user's language.
    expect(await screen.findByText('Must not be empty.')).toBeTruthy();
    expect(screen.getByText('Enter a three-letter currency code such as EUR.')).toBeTruthy();
    expect(screen.getByText('Enter an amount such as 1500 or 1500.50.')).toBeTruthy();
  });
});
