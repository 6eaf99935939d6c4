// Component test: the scanner over a mocked gateway: a code looked up, its card, a part redeemed and "Scan next",
// and a refusal shown as one message with its reason. (No camera in jsdom: the manual entry is the path here.)
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { RedeemVoucherDocument, ScannedVoucherDocument } from './documents.js';
import { ScanPage } from './ScanPage.js';

const VOUCHER = {
  __typename: 'ScannedVoucher',
  voucherId: 'vch--1',
  code: 'ABCD2345EFGH',
  distributionName: 'Winter',
  firstName: 'Amal',
  amount: 5000,
  remainingAmount: 5000,
  currency: 'EUR',
  validUntil: '2027-01-31',
  usageStatus: 'NOT_USED',
  requestPhoto: false,
  requestSignature: false,
};

const lookUp = (code: string, result: object) => ({
  request: { query: ScannedVoucherDocument, variables: { code } },
  result,
});

function renderPage(mocks: object[]) {
  renderWithProviders(<ScanPage />, { mocks: mocks as never, url: '/vouchers' });
  return userEvent.setup();
}

describe('ScanPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the photo a distribution requests before redeeming, and uploads it', async () => {
    const upload = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ fileId: 'fil--1', fileName: 'p.jpg', sizeBytes: 3 })));
    const user = renderPage([lookUp('PHOTO', { data: { scannedVoucher: { ...VOUCHER, requestPhoto: true } } })]);
    await user.type(screen.getByTestId('manual-code'), 'PHOTO');
    await user.click(screen.getByTestId('look-up'));
    await screen.findByTestId('scanned-first-name');
    expect((screen.getByTestId('redeem-whole') as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByTestId('scan-photo'), new File(['abc'], 'p.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('photo-stored')).toBeTruthy();
    expect(upload.mock.calls[0]?.[0]).toBe('/api/files');
    expect((screen.getByTestId('redeem-whole') as HTMLButtonElement).disabled).toBe(false);
  });

  it('looks a code up, redeems part of it and offers the next scan', async () => {
    const redeemed = {
      request: {
        query: RedeemVoucherDocument,
        variables: (v: { input: { voucherId: string; amount: number; idempotencyKey: string } }) =>
          v.input.voucherId === 'vch--1' && v.input.amount === 1250 && v.input.idempotencyKey.length >= 8,
      },
      result: {
        data: {
          redeemVoucher: {
            __typename: 'RedemptionResult',
            redemption: { __typename: 'Redemption', redemptionId: 'rdm--1', amount: 1250 },
            voucher: {
              __typename: 'ScannedVoucher',
              voucherId: 'vch--1',
              remainingAmount: 3750,
              usageStatus: 'PARTIALLY_USED',
            },
            replayed: false,
            code: null,
            message: null,
            reason: null,
          },
        },
      },
    };
    const user = renderPage([lookUp('ABCD-2345-EFGH', { data: { scannedVoucher: VOUCHER } }), redeemed]);
    expect(await screen.findByTestId('camera-unavailable')).toBeTruthy();
    await user.type(screen.getByTestId('manual-code'), 'ABCD-2345-EFGH');
    await user.click(screen.getByTestId('look-up'));
    expect((await screen.findByTestId('scanned-first-name')).textContent).toBe('Amal');
    expect(screen.getByTestId('scanned-remaining').textContent).toBe('50.00 EUR');
    expect(screen.getByTestId('scanned-valid-until').textContent).not.toBe('');
    expect(screen.getByTestId('scanned-usage').textContent).toBe('Not used');
    // The key filter refuses letters in the amount.
    await user.type(screen.getByTestId('part-amount'), '12x.50');
    expect((screen.getByTestId('part-amount') as HTMLInputElement).value).toBe('12.50');
    await user.click(screen.getByTestId('redeem-part'));
    expect((await screen.findByTestId('paid')).textContent).toContain('Paid voucher: 12.50 EUR');
    expect(screen.getByTestId('paid-remaining').textContent).toBe('Value left: 37.50 EUR');
    await user.click(screen.getByTestId('scan-next'));
    expect((screen.getByTestId('manual-code') as HTMLInputElement).value).toBe('');
  });

  it('shows one clear message with the reason of a refused look-up', async () => {
    const refused = lookUp('OLD', {
      errors: [
        { message: 'This voucher expired on 2026-01-01.', extensions: { code: 'BAD_USER_INPUT', reason: 'EXPIRED' } },
      ],
    });
    const user = renderPage([refused]);
    await user.type(screen.getByTestId('manual-code'), 'OLD');
    await user.click(screen.getByTestId('look-up'));
    const error = await screen.findByTestId('scan-error');
    expect(error.getAttribute('data-reason')).toBe('EXPIRED');
    expect(error.textContent).toBe('This voucher has expired.');
    expect(screen.queryByTestId('scanned-first-name')).toBeNull();
  });
});
