// Component test: the form's own checks (the API's schema) and the server's field errors, over a mocked gateway.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROGRAM_ID } from '../test/distributions.js';
import { renderWithProviders } from '../test/helpers.js';
import { CreateDistributionDocument, CreateDistributionModal } from './CreateDistributionModal.js';
import { LockedListsDocument } from './LockedListSelect.js';

const LIST_ID = 'bel--01JD0000000000000000000001';

const lists = (nodes: { id: string; name: string }[]) => ({
  request: { query: LockedListsDocument },
  result: {
    data: {
      beneficiaryLists: {
        __typename: 'BeneficiaryListConnection',
        edges: nodes.map((n) => ({
          __typename: 'BeneficiaryListEdge',
          node: {
            __typename: 'BeneficiaryList',
            beneficiaryListId: n.id,
            listName: n.name,
            numberOfFamilies: 3,
            numberOfFamilyMembers: 9,
          },
        })),
      },
    },
  },
});

const expectedInput = {
  programId: PROGRAM_ID,
  beneficiaryListId: LIST_ID,
  distributionName: 'January vouchers',
  distributionType: 'VOUCHER',
  distributionSummary: null,
  requestPhoto: false,
  requestSignature: false,
  distributionPdms: [],
  amountPerBeneficiary: 2550,
  amountPerBeneficiaryCurrency: 'EUR',
  exchangeRate: null,
  includeDependants: false,
  amountPerDependant: 0,
  items: [],
  validUntil: null,
  additionalInfo: null,
};

function renderModal(mocks: object[]) {
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateDistributionModal opened programId={PROGRAM_ID} currency="EUR" onClose={() => {}} onCreated={onCreated} />,
    { mocks: mocks as never },
  );
  return { onCreated, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'January vouchers');
  await user.selectOptions(screen.getByLabelText('Type'), 'VOUCHER');
  await user.selectOptions(await screen.findByTestId('distribution-list-select'), LIST_ID);
  await user.type(screen.getByLabelText('Amount per beneficiary'), '25.50');
}

describe('CreateDistributionModal', () => {
  it('offers only locked lists with their counts, defaults to the program currency and creates', async () => {
    const { onCreated, user } = renderModal([
      lists([{ id: LIST_ID, name: 'Locked families' }]),
      {
        request: { query: CreateDistributionDocument, variables: { input: expectedInput } },
        result: {
          data: {
            createDistribution: {
              __typename: 'DistributionResult',
              distribution: {
                __typename: 'Distribution',
                distributionId: 'dis--1',
                distributionName: 'January vouchers',
              },
              code: null,
              message: null,
              reason: null,
              words: null,
              fieldErrors: [],
            },
          },
        },
      },
    ]);
    const select = await screen.findByTestId('distribution-list-select');
    expect(await within(select).findByText('Locked families (3 families, 9 people)')).toBeTruthy();
    expect(screen.getByText(/Only locked lists can be used/)).toBeTruthy();
    expect((screen.getByLabelText('Currency') as HTMLInputElement).value).toBe('EUR');
    await fill(user);
    await user.click(screen.getByTestId('create-distribution-submit'));
    await vi.waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(
        expect.objectContaining({ distributionId: 'dis--1', distributionName: 'January vouchers' }),
      ),
    );
  });

  it('asks for the exchange rate once the currency is not the program’s, and refuses francs with cents', async () => {
    const { onCreated, user } = renderModal([lists([{ id: LIST_ID, name: 'Locked families' }])]);
    await fill(user);
    expect(screen.queryByLabelText(/^Exchange rate/)).toBeNull();
    const currency = screen.getByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'XOF');
    expect(
      screen.getByText('How many EUR one XOF is worth, e.g. 0.001524; the budget is checked with it'),
    ).toBeTruthy();
    await user.click(screen.getByTestId('create-distribution-submit'));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(screen.getByText('At most 0 decimals in XOF.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('checks the form before sending: name, list and amount', async () => {
    const { onCreated, user } = renderModal([lists([{ id: LIST_ID, name: 'Locked families' }])]);
    await screen.findByTestId('distribution-list-select');
    await user.type(screen.getByLabelText('Amount per beneficiary'), '12.345');
    await user.click(screen.getByTestId('create-distribution-submit'));
    expect(await screen.findByText('Must not be empty.')).toBeTruthy();
    expect(screen.getByText('Choose a locked beneficiary list.')).toBeTruthy();
    expect(screen.getByText('Enter an amount with at most two decimals, e.g. 25.50.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('asks for items instead of amounts for an in-kind distribution', async () => {
    const { user } = renderModal([lists([{ id: LIST_ID, name: 'Locked families' }])]);
    await user.selectOptions(screen.getByLabelText('Type'), 'IN_KIND');
    expect(screen.queryByLabelText('Amount per beneficiary')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Quantity per beneficiary'), 'abc');
    // The key filter lets only digits and a separator through.
    expect((screen.getByLabelText('Quantity per beneficiary') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByTestId('create-distribution-submit'));
    expect(await screen.findByText('Enter a quantity, e.g. 2.5.')).toBeTruthy();
  });

  it('shows the API’s field errors on their fields', async () => {
    const { user } = renderModal([
      lists([{ id: LIST_ID, name: 'Locked families' }]),
      {
        request: { query: CreateDistributionDocument, variables: { input: expectedInput } },
        result: {
          data: {
            createDistribution: {
              __typename: 'DistributionResult',
              distribution: null,
              code: 'VALIDATION_FAILED',
              message: 'amountPerBeneficiaryCurrency is not a currency',
              reason: null,
              words: null,
              fieldErrors: [
                {
                  __typename: 'FieldError',
                  field: 'amountPerBeneficiaryCurrency',
                  code: 'INVALID_CURRENCY',
                  params: [],
                  message: 'is not a currency',
                },
              ],
            },
          },
        },
      },
    ]);
    await fill(user);
    await user.click(screen.getByTestId('create-distribution-submit'));
    const currency = screen.getByLabelText('Currency');
    await vi.waitFor(() => expect(currency.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByTestId('create-distribution-error')).toBeNull();
  });

  it('explains that a locked list is needed when there is none', async () => {
    renderModal([lists([])]);
    expect((await screen.findByTestId('locked-lists-empty')).textContent).toContain(
      'There is no locked beneficiary list yet.',
    );
  });
});
