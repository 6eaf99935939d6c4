// "New form" with a mocked gateway: what it sends, the lists it offers, and the server's refusals on their fields.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { LIST_ID, targetListsAnswer } from '../test/smartForms.js';
import { CreateSmartFormModal, checkNewSmartForm } from './CreateSmartFormModal.js';
import { CreateSmartFormDocument } from './operations.js';

const input = { formName: 'Household registration', description: 'Spring round', targetListId: LIST_ID };

function answer(createSmartForm: Record<string, unknown>) {
  return {
    request: { query: CreateSmartFormDocument, variables: { input } },
    result: { data: { createSmartForm: { __typename: 'SmartFormResult', ...createSmartForm } } },
  };
}

function renderModal(mocks: MockLink.MockedResponse[]) {
  const onCreated = vi.fn();
  renderWithProviders(<CreateSmartFormModal onClose={() => {}} onCreated={onCreated} />, {
    mocks: [targetListsAnswer, ...mocks],
  });
  return { onCreated, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('smart-form-name'), '  Household registration ');
  await user.type(screen.getByTestId('smart-form-description'), 'Spring round');
  const select = await screen.findByTestId('smart-form-target-list-select');
  await vi.waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
  await user.selectOptions(select, LIST_ID);
  await user.click(screen.getByTestId('create-smart-form-submit'));
}

describe('CreateSmartFormModal', () => {
  it('offers the custom lists the member may change, sends the trimmed input and opens the new form', async () => {
    const { onCreated, user } = renderModal([
      answer({
        smartForm: { __typename: 'SmartForm', smartFormId: 'smf--new', formName: 'Household registration' },
        code: null,
        message: null,
        words: null,
        fieldErrors: [],
      }),
    ]);
    const select = await screen.findByTestId('smart-form-target-list-select');
    await vi.waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['', 'Households 2026']),
    );
    await fill(user);
    await vi.waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ smartFormId: 'smf--new' })),
    );
  });

  it('asks for a name and a list before sending', async () => {
    const { onCreated, user } = renderModal([]);
    await user.click(await screen.findByTestId('create-smart-form-submit'));
    expect(await screen.findAllByText('Required.')).toHaveLength(1);
    expect(screen.getByText('Must not be empty.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to its field", async () => {
    const { onCreated, user } = renderModal([
      answer({
        smartForm: null,
        code: 'VALIDATION_FAILED',
        message: 'targetListId is not a custom list you may change',
        words: null,
        fieldErrors: [
          {
            __typename: 'FieldError',
            field: 'targetListId',
            code: 'INVALID_VALUE',
            params: [],
            message: 'is not a custom list you may change',
          },
        ],
      }),
    ]);
    await fill(user);
    expect(await screen.findByText('Not valid here.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('checks with the API schema: a missing list is REQUIRED, the rest as the API says', () => {
    expect(checkNewSmartForm({ formName: 'A', description: '', targetListId: '' }).errors).toEqual([
      expect.objectContaining({ field: 'targetListId', code: 'REQUIRED' }),
    ]);
    expect(checkNewSmartForm({ formName: ' A ', description: '', targetListId: LIST_ID }).input).toEqual({
      formName: 'A',
      description: null,
      targetListId: LIST_ID,
    });
  });
});
