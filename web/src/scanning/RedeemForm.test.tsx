// The part amount is checked against the voucher's currency before anything is sent: 10.50 XOF cannot be handed
// over (the franc has no subunit), 10 XOF and 10.50 EUR can.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useTextBundle } from '../i18n/bundles.js';
import { SCANNING_TEXTS } from '../i18n/scanning.js';
import { renderWithProviders } from '../test/helpers.js';
import { RedeemForm } from './RedeemForm.js';

function Form({ currency, onRedeem }: { currency: string; onRedeem: (amount: number) => void }) {
  useTextBundle(SCANNING_TEXTS);
  return <RedeemForm remainingAmount={500_000} currency={currency} busy={false} onRedeem={onRedeem} />;
}

async function typePart(currency: string, typed: string) {
  const onRedeem = vi.fn();
  renderWithProviders(<Form currency={currency} onRedeem={onRedeem} />);
  const user = userEvent.setup();
  await user.type(screen.getByTestId('part-amount'), typed);
  await user.click(screen.getByTestId('redeem-part'));
  return onRedeem;
}

describe('RedeemForm', () => {
  it('refuses 10.50 XOF, naming the decimals the franc takes, and sends nothing', async () => {
    const onRedeem = await typePart('XOF', '10.50');
    expect(await screen.findByText('Amounts in XOF take at most 0 decimals.')).toBeTruthy();
    expect(onRedeem).not.toHaveBeenCalled();
  });

  it('sends 10 XOF as stored hundredths', async () => {
    expect(await typePart('XOF', '10')).toHaveBeenCalledWith(1_000);
  });

  it('sends 10.50 EUR', async () => {
    expect(await typePart('EUR', '10.50')).toHaveBeenCalledWith(1_050);
  });
});
