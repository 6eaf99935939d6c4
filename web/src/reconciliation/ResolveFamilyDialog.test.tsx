// The resolve dialog: only the payment statuses the transition table allows from the family's current one, the
// reason sent with the mutation, the caller told on success and a refusal shown in the dialog.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useTextBundle } from '../i18n/bundles.js';
import { RECONCILIATION_TEXTS } from '../i18n/reconciliation.js';
import { renderWithProviders } from '../test/helpers.js';
import { ResolveReconciliationDocument } from './operations.js';
import { allowedStatuses, ResolveFamilyDialog } from './ResolveFamilyDialog.js';

const family = { entitlementId: 'csh01', firstName: 'Amal', paymentStatus: 'PROCESSING' };

function Dialog({ onResolved }: { onResolved: () => void }) {
  useTextBundle(RECONCILIATION_TEXTS);
  return <ResolveFamilyDialog family={family} onClose={() => undefined} onResolved={onResolved} />;
}

const resolveMock = (answer: object) => ({
  request: {
    query: ResolveReconciliationDocument,
    variables: { input: { entitlementId: 'csh01', paymentStatus: 'COMPLETED', reason: 'Bank confirmed by phone' } },
  },
  result: {
    data: {
      resolveReconciliation: {
        __typename: 'ResolveReconciliationResult',
        resolved: null,
        code: null,
        message: null,
        words: null,
        fieldErrors: [],
        ...answer,
      },
    },
  },
});

async function choose() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('resolve-status'));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  expect(options).toEqual(['Completed', 'Declined', 'Error', 'Name mismatch']);
  await user.click(screen.getByRole('option', { name: 'Completed' }));
  await user.type(screen.getByTestId('resolve-reason'), 'Bank confirmed by phone');
  await user.click(screen.getByTestId('resolve-submit'));
}

describe('ResolveFamilyDialog', () => {
  it('allows only the transitions of the shared table', () => {
    expect(allowedStatuses('COMPLETED')).toEqual(['REVERSED']);
    expect(allowedStatuses('CANCELLED')).toEqual([]);
  });

  it('offers only allowed statuses and sends the reason', async () => {
    const onResolved = vi.fn();
    const ok = resolveMock({
      resolved: { __typename: 'ResolvedEntitlement', entitlementId: 'csh01', paymentStatus: 'COMPLETED' },
    });
    renderWithProviders(<Dialog onResolved={onResolved} />, { mocks: [ok] as never });
    await choose();
    await waitFor(() => expect(onResolved).toHaveBeenCalledTimes(1));
  });

  it('shows a refusal in the dialog', async () => {
    const onResolved = vi.fn();
    const refused = resolveMock({ code: 'VALIDATION_FAILED', message: 'A payment status cannot change' });
    renderWithProviders(<Dialog onResolved={onResolved} />, { mocks: [refused] as never });
    await choose();
    expect(await screen.findByText('A payment status cannot change')).toBeTruthy();
    expect(onResolved).not.toHaveBeenCalled();
  });
});
