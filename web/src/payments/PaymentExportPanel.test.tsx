// Component test: the payment instructions panel pre-fills a provider's remembered columns, downloads the file with
// the provider and columns in the link (fetch is stubbed; the API suite checks the files) and lists earlier exports.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { PaymentExportPanel, PaymentExportsDocument, paymentInstructionsUrl } from './PaymentExportPanel.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = 'dis--1';
const answer = (exports: number) => ({
  request: { query: PaymentExportsDocument, variables: { id: ID } },
  result: {
    data: {
      paymentExportOptions: {
        __typename: 'PaymentExportOptions',
        columns: ['firstName', 'lastName', 'phoneNumber', 'amount', 'currency'],
        defaultColumns: ['firstName', 'amount'],
        providers: [{ __typename: 'PaymentProvider', provider: 'Orange Money', columns: ['phoneNumber', 'amount'] }],
      },
      distribution: {
        __typename: 'Distribution',
        distributionId: ID,
        paymentExports: Array.from({ length: exports }, (_, i) => ({
          __typename: 'PaymentExport',
          paymentExportId: `pex--${i}`,
          provider: 'Orange Money',
          fileFormat: 'CSV',
          numberOfFamilies: 3,
          exportedAt: '2026-11-23T09:00:00.000Z',
          downloadAgainPath: `/api/distributions/${ID}/payment-instructions.csv?again=pex--${i}`,
        })),
      },
    },
  },
});

const checked = () =>
  ['firstName', 'lastName', 'phoneNumber', 'amount', 'currency'].filter(
    (c) => (screen.getByTestId(`payment-column-${c}`) as HTMLInputElement).checked,
  );

describe('PaymentExportPanel', () => {
  it('pre-fills the remembered columns and downloads the CSV with provider and columns', async () => {
    const fetchMock = vi.fn(async () => new Response('firstName\r\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onExported = vi.fn();
    renderWithProviders(<PaymentExportPanel distributionId={ID} onExported={onExported} />, {
      session: testSession({ tokens: fakeTokens(Date.now() + 3_600_000) }),
      mocks: [answer(0), answer(1)],
    });
    const user = userEvent.setup();
    const provider = await screen.findByTestId('payment-provider');
    expect(checked()).toEqual(['firstName', 'amount']);
    await user.type(provider, 'Orange Money');
    expect(checked()).toEqual(['phoneNumber', 'amount']);
    await user.click(screen.getByTestId('payment-export-csv'));
    await vi.waitFor(() => expect(onExported).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(paymentInstructionsUrl(ID, 'CSV', 'Orange Money', ['phoneNumber', 'amount']));
    expect(url).toBe(
      `/api/distributions/${ID}/payment-instructions.csv?provider=Orange+Money&columns=phoneNumber%2Camount`,
    );
    expect((await screen.findAllByTestId('payment-export-row')).length).toBe(1);
  });

  it('asks for a provider before downloading', async () => {
    renderWithProviders(<PaymentExportPanel distributionId={ID} onExported={() => {}} />, { mocks: [answer(0)] });
    await userEvent.setup().click(await screen.findByTestId('payment-export-xlsx'));
    expect((await screen.findByTestId('payment-export-error')).textContent).toBe('Choose a provider.');
  });
});
