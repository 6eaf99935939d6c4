// Component test: the voucher PDF button shows for APPROVED VOUCHER and IN_KIND distributions only and downloads the
// PDF as the signed-in user with the chosen entitlements (fetch is stubbed: the API and Playwright suites make real
// PDFs).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { VoucherPdfButton, voucherPdfUrl } from './VoucherPdfButton.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/api/distributions/dis--1/vouchers.pdf';
const session = () => testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });

describe('VoucherPdfButton', () => {
  it.each([
    ['VOUCHER', 'APPROVAL_PENDING'],
    ['CASH', 'APPROVED'],
  ])('is not offered for a %s distribution in %s', (type, status) => {
    renderWithProviders(
      <VoucherPdfButton distributionId="dis--1" distributionType={type} distributionStatus={status} path={PATH} />,
      { session: session() },
    );
    expect(screen.queryByTestId('voucher-pdf')).toBeNull();
  });

  it('downloads the PDF of the selected vouchers as the signed-in user', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(
      <VoucherPdfButton
        distributionId="dis--1"
        distributionType="VOUCHER"
        distributionStatus="APPROVED"
        path={PATH}
        selectedIds={['vou--1', 'vou--2']}
      />,
      { session: session() },
    );
    await userEvent.setup().click(screen.getByTestId('voucher-pdf'));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${PATH}?selectedIds=vou--1%2Cvou--2`);
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('offers the cards of an APPROVED IN_KIND distribution under their own name', () => {
    renderWithProviders(
      <VoucherPdfButton distributionId="dis--1" distributionType="IN_KIND" distributionStatus="APPROVED" path={PATH} />,
      { session: session() },
    );
    expect(screen.getByTestId('voucher-pdf').textContent).toBe('In-kind cards PDF');
  });

  it('shows the server’s reason when the PDF is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'The distribution is not approved' }), { status: 409 })),
    );
    renderWithProviders(
      <VoucherPdfButton distributionId="dis--1" distributionType="VOUCHER" distributionStatus="APPROVED" path={PATH} />,
      { session: session() },
    );
    await userEvent.setup().click(screen.getByTestId('voucher-pdf'));
    expect((await screen.findByTestId('voucher-pdf-error')).textContent).toContain('The distribution is not approved');
  });

  it('builds the link without selectedIds when all vouchers are printed', () => {
    expect(voucherPdfUrl(PATH)).toBe(PATH);
  });
});
