// Component test: the "New list" form over a mocked gateway: its property rows, its own checks (the API's schema)
// and the server's field errors placed on the fields they concern.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { CreateBeneficiaryListDocument, CreateListModal } from './CreateListModal.js';

const input = {
  listName: 'Winter kits',
  listComments: null,
  status: 'OPEN',
  propertyList: [{ key: 'shelter', label: 'Shelter number', type: 'NUMBER' }],
};

function result(createBeneficiaryList: Record<string, unknown>) {
  return {
    request: { query: CreateBeneficiaryListDocument, variables: { input } },
    result: { data: { createBeneficiaryList: { __typename: 'BeneficiaryListResult', ...createBeneficiaryList } } },
  };
}

function renderModal(mocks: ReturnType<typeof result>[]) {
  const onCreated = vi.fn();
  renderWithProviders(<CreateListModal opened onClose={() => {}} onCreated={onCreated} />, { mocks });
  return { onCreated, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/List name/), 'Winter kits');
  await user.selectOptions(screen.getByLabelText(/^Status/), 'OPEN');
  await user.click(screen.getByRole('button', { name: 'Add property' }));
  await user.type(screen.getByLabelText(/^Key/), 'shelter');
  await user.type(screen.getByLabelText(/^Label/), 'Shelter number');
  await user.selectOptions(screen.getByLabelText('Type'), 'NUMBER');
  await user.click(screen.getByRole('button', { name: 'Create list' }));
}

describe('CreateListModal', () => {
  it('sends the name, status and property rows, and reports the created list', async () => {
    const { onCreated, user } = renderModal([
      result({
        beneficiaryList: { __typename: 'BeneficiaryList', beneficiaryListId: 'bel--1', listName: 'Winter kits' },
        code: null,
        message: null,
        words: null,
        fieldErrors: [],
      }),
    ]);
    await fill(user);
    await vi.waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ beneficiaryListId: 'bel--1' })),
    );
  });

  it('checks the name and the property keys before sending', async () => {
    const { onCreated, user } = renderModal([]);
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    await user.click(screen.getByRole('button', { name: 'Add property' }));
    const keys = screen.getAllByLabelText(/^Key/);
    await user.type(keys[0] as HTMLElement, '1bad');
    await user.type(keys[1] as HTMLElement, 'shelter');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findAllByText('Must not be empty.')).toHaveLength(3);
    expect(screen.getByText('Start with a letter; letters, digits and _ only.')).toBeTruthy();
    // A removed row takes its error with it.
    await user.click(screen.getByRole('button', { name: 'Remove property 1' }));
    expect(screen.queryByText('Start with a letter; letters, digits and _ only.')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields, a property key's in the form's words", async () => {
    const { onCreated, user } = renderModal([
      result({
        beneficiaryList: null,
        code: 'VALIDATION_FAILED',
        message: 'listName is already used',
        words: null,
        fieldErrors: [
          { __typename: 'FieldError', field: 'listName', code: 'TAKEN', params: [], message: 'is already used' },
          { __typename: 'FieldError', field: 'propertyList.0.key', code: 'TAKEN', params: [], message: 'repeated' },
        ],
      }),
    ]);
    await fill(user);
    expect(await screen.findByText('Already used in this organisation.')).toBeTruthy();
    expect(screen.getByLabelText(/List name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Each key may appear once.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
