// Component test: the beneficiary form over a mocked gateway: the API's own checks run before sending (names, date of
// birth not in the future, e-mail, phone in international format), the server's field errors on their
// fields, and the input sent for an add from a custom list and for an edit.
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountryOptionsFragment } from '../accounts/CountrySelect.js';
import { makeFragmentData } from '../generated/fragment-masking.js';
import { renderWithProviders, testStore } from '../test/helpers.js';
import type { AppStore } from '../ui/state.js';
import {
  BeneficiaryCountriesDocument,
  BeneficiaryFormModal,
  CreateBeneficiaryDocument,
  UpdateBeneficiaryDocument,
} from './BeneficiaryFormModal.js';
import { formValuesOf } from './beneficiaryForm.js';

type Mock = MockLink.MockedResponse;

const countries: Mock = {
  request: { query: BeneficiaryCountriesDocument, variables: {} },
  result: {
    data: {
      countries: [
        { __typename: 'Country', alpha2: 'KE', name: 'Kenya', currencies: ['KES'] },
        { __typename: 'Country', alpha2: 'SO', name: 'Somalia', currencies: ['SOS'] },
      ].map((c) => ({ ...makeFragmentData(c, CountryOptionsFragment), __typename: 'Country', alpha2: c.alpha2 })),
    },
  },
};

const saved = { __typename: 'Beneficiary', beneficiaryId: 'ben--1', firstName: 'Amina', lastName: 'Hassan' };

const filled = {
  firstName: 'Amina',
  lastName: 'Hassan',
  gender: 'F' as const,
  dob: '1990-04-02',
  email: 'amina@example.org',
  phoneNumber: '+254712345678',
  nationality: null,
  externalReferenceNumber: null,
  numberOfFamilyMembers: 3,
};

function created(input: Record<string, unknown>, answer: Record<string, unknown>): Mock {
  return {
    request: { query: CreateBeneficiaryDocument, variables: { input } },
    result: { data: { createBeneficiary: { __typename: 'BeneficiaryResult', ...answer } } },
  };
}

function renderForm(
  mocks: Mock[],
  props: Partial<Parameters<typeof BeneficiaryFormModal>[0]> = {},
  store: AppStore = testStore(),
) {
  const onSaved = vi.fn();
  renderWithProviders(<BeneficiaryFormModal opened onClose={() => {}} onSaved={onSaved} {...props} />, {
    mocks,
    store,
  });
  return { onSaved, user: userEvent.setup(), store };
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '+254 712 345 678') {
  await user.type(screen.getByLabelText(/First name/), 'Amina');
  await user.type(screen.getByLabelText(/Last name/), 'Hassan');
  await user.selectOptions(screen.getByLabelText('Gender'), 'F');
  await user.type(screen.getByLabelText('Date of birth'), '1990-04-02');
  await user.type(screen.getByLabelText('E-mail'), 'amina@example.org');
  await user.type(screen.getByLabelText(/Phone number/), phone);
  await user.clear(screen.getByLabelText('Family members'));
  await user.type(screen.getByLabelText('Family members'), '3');
}

describe('BeneficiaryFormModal', () => {
  it('adds a beneficiary to the custom list it was opened from, the phone normalised to E.164', async () => {
    const { onSaved, user } = renderForm(
      [
        countries,
        created(
          { ...filled, beneficiaryListId: 'bel--winter' },
          { beneficiary: saved, code: null, message: null, words: null, fieldErrors: [] },
        ),
      ],
      { listId: 'bel--winter' },
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ beneficiaryId: 'ben--1' })));
  });

  it('keeps what is typed as the registration draft, restores it when the form comes back, clears it once saved', async () => {
    const store = testStore();
    const first = renderForm([countries], {}, store);
    await fill(first.user);
    // Spec §3: kept in the persisted app state as the user types.
    expect(store.get().registrationDraft).toEqual({
      firstName: 'Amina',
      lastName: 'Hassan',
      email: 'amina@example.org',
      phoneNumber: '+254 712 345 678',
      gender: 'F',
      dob: '1990-04-02',
      nationality: '',
      noOfDependants: '3',
    });
    cleanup();

    // Back later (another page, a reload): the form starts from the draft and can be sent as it is.
    const { onSaved, user } = renderForm(
      [
        countries,
        created(
          { ...filled, beneficiaryListId: null },
          { beneficiary: saved, code: null, message: null, words: null, fieldErrors: [] },
        ),
      ],
      {},
      store,
    );
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Amina');
    expect((screen.getByLabelText('Family members') as HTMLInputElement).value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(store.get().registrationDraft).toBeNull();
  });

  it('keeps no draft while editing', async () => {
    const store = testStore();
    const { user } = renderForm(
      [countries],
      { editing: { beneficiaryId: 'ben--1', values: formValuesOf({ ...filled }) } },
      store,
    );
    await user.type(screen.getByLabelText(/First name/), 'x');
    expect(store.get().registrationDraft).toBeNull();
  });

  it('checks names, date of birth, e-mail and phone before sending', async () => {
    const { onSaved, user } = renderForm([countries]);
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    await user.type(screen.getByLabelText('Date of birth'), nextYear);
    await user.type(screen.getByLabelText(/Phone number/), '0712 345');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('Must not be empty.')).toHaveLength(2);
    expect(screen.getByText('Must not be in the future.')).toBeTruthy();
    expect(
      screen.getByText('Enter the number with its country code after + or 00, e.g. +41 79 123 45 67.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    // The picker itself offers no day after today.
    expect(screen.getByLabelText('Date of birth').getAttribute('max')).toBe(new Date().toISOString().slice(0, 10));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields", async () => {
    const { onSaved, user } = renderForm([
      countries,
      created(
        { ...filled, beneficiaryListId: null },
        {
          beneficiary: null,
          code: 'VALIDATION_FAILED',
          message: 'email is not valid',
          words: null,
          fieldErrors: [
            {
              __typename: 'FieldError',
              field: 'email',
              code: 'TOO_LONG',
              params: [{ __typename: 'ErrorParam', name: 'max', value: '254' }],
              message: 'must be at most 254 characters',
            },
          ],
        },
      ),
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('At most 254 characters.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('beneficiary-form-error')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a beneficiary: starts from the saved values and sends every field', async () => {
    const values = formValuesOf({ ...filled, nationality: 'KE', externalReferenceNumber: 'REF-9' });
    const { onSaved, user } = renderForm(
      [
        countries,
        {
          request: {
            query: UpdateBeneficiaryDocument,
            variables: {
              id: 'ben--1',
              input: { ...filled, firstName: 'Aminah', nationality: 'KE', externalReferenceNumber: 'REF-9' },
            },
          },
          result: {
            data: {
              updateBeneficiary: {
                __typename: 'BeneficiaryResult',
                beneficiary: { ...saved, firstName: 'Aminah' },
                code: null,
                message: null,
                words: null,
                fieldErrors: [],
              },
            },
          },
        },
      ],
      { editing: { beneficiaryId: 'ben--1', values } },
    );
    expect(screen.getByRole('dialog', { name: 'Edit beneficiary' })).toBeTruthy();
    expect((screen.getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Hassan');
    await user.type(screen.getByLabelText(/First name/), 'h');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Aminah' })));
  });
});
