// Component test: the scanner over a mocked gateway: a code looked up, its card, a part redeemed and "Scan next",
// and a refusal shown as one message with its reason; without a network, an in-kind family's hand-over queued on
// the device. (No camera in jsdom: the manual entry is the path here. No IndexedDB either: the offline store is
// kept in memory.)
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { CollectInKindDocument, RedeemVoucherDocument, ScannedVoucherDocument } from './documents.js';
import { loadDownloads } from './offline/download.js';
import { buildIndex } from './offline/lookup.js';
import { type LocalDistribution, type LocalVoucher, notices, type QueuedRedemption } from './offline/store.js';
import { ScanPage } from './ScanPage.js';

const device = vi.hoisted(() => ({ queue: [] as QueuedRedemption[] }));

vi.mock('./offline/download.js', () => ({ loadDownloads: vi.fn(), downloadDistribution: vi.fn() }));
vi.mock('./offline/store.js', async (original) => ({
  ...(await original<typeof import('./offline/store.js')>()),
  queued: vi.fn(async () => [...device.queue]),
  enqueue: vi.fn(async (item: QueuedRedemption) => {
    device.queue.push(item);
  }),
  notices: vi.fn(async () => []),
}));

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
  distributionType: 'VOUCHER',
  collectionStatus: null,
  items: [],
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
  beforeEach(() => {
    device.queue = [];
    vi.mocked(loadDownloads).mockResolvedValue(buildIndex('', [], []));
    vi.mocked(notices).mockResolvedValue([]);
  });

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
            words: null,
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

  it('shows an in-kind family its items and records the hand-over of everything left', async () => {
    const family = {
      ...VOUCHER,
      voucherId: 'ink--1',
      amount: 0,
      remainingAmount: 0,
      distributionType: 'IN_KIND',
      collectionStatus: 'PARTIALLY_COLLECTED',
      usageStatus: 'PARTIALLY_USED',
      items: [
        { __typename: 'CollectionItem', name: 'Rice', unit: 'kg', quantity: 5, collected: 2 },
        { __typename: 'CollectionItem', name: 'Oil', unit: 'l', quantity: 1, collected: 0 },
      ],
    };
    const collected = {
      request: {
        query: CollectInKindDocument,
        variables: (v: { input: { entitlementId: string; idempotencyKey: string; items?: unknown } }) =>
          v.input.entitlementId === 'ink--1' && v.input.idempotencyKey.length >= 8 && v.input.items === undefined,
      },
      result: {
        data: {
          collectInKind: {
            __typename: 'CollectionResult',
            collection: {
              __typename: 'InKindCollection',
              collectionId: 'ikc--1',
              items: [
                { __typename: 'CollectedItem', name: 'Rice', quantity: 3 },
                { __typename: 'CollectedItem', name: 'Oil', quantity: 1 },
              ],
            },
            voucher: { __typename: 'ScannedVoucher', voucherId: 'ink--1', collectionStatus: 'FULLY_COLLECTED' },
            replayed: false,
            code: null,
            message: null,
            words: null,
            reason: null,
          },
        },
      },
    };
    const user = renderPage([lookUp('FOOD', { data: { scannedVoucher: family } }), collected]);
    await user.type(screen.getByTestId('manual-code'), 'FOOD');
    await user.click(screen.getByTestId('look-up'));
    expect((await screen.findByTestId('scanned-usage')).textContent).toBe('Partially collected');
    // No money on an in-kind card: the items instead.
    expect(screen.queryByTestId('scanned-remaining')).toBeNull();
    expect(screen.getAllByTestId('in-kind-item').map((row) => row.textContent)).toEqual(['Rice5 kg2 kg', 'Oil1 l0 l']);
    await user.click(screen.getByTestId('collect-all'));
    const done = await screen.findByTestId('handed-over');
    expect(done.textContent).toContain('Items handed over to Amal');
    expect(done.textContent).toContain('Rice: 3 kg');
  });

  it('shows one clear message with the reason of a refused look-up', async () => {
    const refused = lookUp('OLD', {
      errors: [
        {
          message: 'This voucher expired on 2026-01-01.',
          extensions: { code: 'VALIDATION_FAILED', reason: 'EXPIRED' },
        },
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

  it('without a network, hands an in-kind family everything left and queues it with the photo asked for', async () => {
    const food: LocalDistribution = {
      distributionId: 'dis--food',
      distributionName: 'Food',
      accountId: 'acc--demo-relief',
      publicKey: 'unused-for-typed-codes',
      requestPhoto: true,
      requestSignature: false,
      distributionType: 'IN_KIND',
      voucherCount: 1,
      downloadedAt: '2026-11-26T08:00:00.000Z',
    };
    const family: LocalVoucher = {
      voucherId: 'ink--1',
      distributionId: 'dis--food',
      code: 'F00D2345WXYZ',
      firstName: 'Bilal',
      amount: 0,
      remainingAmount: 0,
      currency: 'EUR',
      validUntil: null,
      signature: 'unused',
      items: [
        { name: 'Rice', unit: 'kg', quantity: 5, collected: 2 },
        { name: 'Oil', unit: 'l', quantity: 1, collected: 0 },
      ],
    };
    vi.mocked(loadDownloads).mockResolvedValue(buildIndex('acc--demo-relief', [food], [family]));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // No mocked gateway answer: any request to it would fail the test.
    const user = renderPage([]);
    expect(await within(await screen.findByTestId('offline-dis--food')).findByTestId('offline-in-kind')).toBeTruthy();
    expect(screen.getByTestId('offline-downloaded').textContent).toContain('1 families on this device');
    // Downloaded more than 86,400 s ago (spec §5/§9): marked as old.
    expect(within(screen.getByTestId('offline-downloaded')).getByTestId('old-timestamp')).toBeTruthy();

    await user.type(screen.getByTestId('manual-code'), 'F00D-2345-WXYZ');
    await user.click(screen.getByTestId('look-up'));
    expect((await screen.findByTestId('scanned-usage')).getAttribute('data-status')).toBe('PARTIALLY_COLLECTED');
    expect(screen.getAllByTestId('in-kind-item').map((row) => row.textContent)).toEqual(['Rice5 kg2 kg', 'Oil1 l0 l']);
    expect((screen.getByTestId('collect-all') as HTMLButtonElement).disabled).toBe(true);
    const photo = new File(['abc'], 'p.jpg', { type: 'image/jpeg' });
    // jsdom's File gives its bytes from another realm than the one Node's WebCrypto accepts for sealing.
    photo.arrayBuffer = async () => new TextEncoder().encode('abc').buffer;
    await user.upload(screen.getByTestId('scan-photo'), photo);
    await user.click(screen.getByTestId('collect-all'));

    const done = await screen.findByTestId('handed-over');
    expect(done.textContent).toContain('Items handed over to Bilal');
    expect(screen.getAllByTestId('handed-over-item').map((row) => row.textContent)).toEqual(['Rice: 3 kg', 'Oil: 1 l']);
    expect(screen.getByTestId('handed-over-queued')).toBeTruthy();
    expect(await screen.findByTestId('offline-waiting')).toHaveProperty(
      'textContent',
      '1 redemption or hand-over waiting to sync',
    );
    expect(screen.getByTestId('offline-waiting').getAttribute('data-count')).toBe('1');
    expect(device.queue).toEqual([
      expect.objectContaining({
        state: 'waiting',
        voucherId: 'ink--1',
        amount: 0,
        items: [
          { name: 'Rice', quantity: 3 },
          { name: 'Oil', quantity: 1 },
        ],
        photo: expect.objectContaining({ type: 'image/jpeg' }),
      }),
    ]);

    // The device remembers the hand-over: nothing is left to this family now.
    await user.click(screen.getByTestId('scan-next'));
    await user.type(screen.getByTestId('manual-code'), 'F00D2345WXYZ');
    await user.click(screen.getByTestId('look-up'));
    expect((await screen.findByTestId('scan-error')).getAttribute('data-reason')).toBe('FULLY_USED');
  });

  it('names the items of an in-kind hand-over the sync kept as a conflict, not an amount of 0', async () => {
    vi.mocked(notices).mockResolvedValue([
      {
        idempotencyKey: 'key-hand-2',
        accountId: 'acc--demo-relief',
        voucherId: 'ink--1',
        code: 'F00D2345WXYZ',
        amount: 0,
        currency: 'EUR',
        items: [
          { name: 'Rice', quantity: 3 },
          { name: 'Oil', quantity: 1.5 },
        ],
        outcome: 'CONFLICT',
        reason: 'NOT_ENOUGH_VALUE',
        remainingAmount: null,
        syncedAt: '2026-11-26T09:00:00.000Z',
      },
    ]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage([]);
    const notice = await screen.findByTestId('sync-notice');
    expect(notice.getAttribute('data-kind')).toBe('IN_KIND');
    expect(notice.textContent).toBe(
      'F00D2345WXYZ: Rice × 3, Oil × 1.50: more was handed over than the family had left of an item (kept as a conflict for reconciliation)',
    );
  });
});
