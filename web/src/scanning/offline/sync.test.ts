// The sync sends each kind of offline work with its own mutation: voucher redemptions with syncRedemptions, in-kind
// hand-overs with syncCollections (their items, no amount); what the server applied stays as applied, and a
// hand-over it kept as a conflict leaves the queue as a notice that names its items.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../../test/helpers.js';
import { SyncCollectionsDocument, SyncRedemptionsDocument } from './documents.js';
import { type QueuedRedemption, queued, settle } from './store.js';
import { lastSyncAt, syncQueue } from './sync.js';

vi.mock('./store.js', async (original) => ({
  ...(await original<typeof import('./store.js')>()),
  queued: vi.fn(),
  settle: vi.fn(),
}));

const ACCOUNT = 'acc--01JD0000000000000000000000';

const base = { accountId: ACCOUNT, currency: 'EUR', state: 'waiting' as const };
const redemption: QueuedRedemption = {
  ...base,
  idempotencyKey: 'key-redeem-1',
  voucherId: 'vou--1',
  distributionId: 'dis--water',
  code: 'ABCD2345WXYZ',
  amount: 500,
  deviceTime: '2026-11-26T08:00:00.000Z',
};
const handOver = (key: string, time: string, items: QueuedRedemption['items']): QueuedRedemption => ({
  ...base,
  idempotencyKey: key,
  voucherId: 'ink--1',
  distributionId: 'dis--food',
  code: 'F00D2345WXYZ',
  amount: 0,
  items,
  deviceTime: time,
});
const fits = handOver('key-hand-1', '2026-11-26T08:01:00.000Z', [{ name: 'Rice', quantity: 3 }]);
const tooMuch = handOver('key-hand-2', '2026-11-26T08:02:00.000Z', [{ name: 'Oil', quantity: 1.5 }]);
// Applied earlier (online, or by a previous sync): kept for what is left offline, never sent again.
const earlier = {
  ...handOver('key-hand-0', '2026-11-26T07:00:00.000Z', [{ name: 'Rice', quantity: 1 }]),
  state: 'applied' as const,
};

type Input<K extends string> = { input: { deviceId: string } & Record<K, Record<string, unknown>[]> };

const result = (idempotencyKey: string, outcome: string, reason: string | null = null) => ({
  __typename: 'SyncItemResult',
  idempotencyKey,
  outcome,
  reason,
  remainingAmount: null,
});

const sent: { redemptions?: unknown; collections?: unknown } = {};

const mocks: MockLink.MockedResponse[] = [
  {
    request: {
      query: SyncRedemptionsDocument,
      variables: (v: Input<'redemptions'>) => {
        sent.redemptions = v.input.redemptions;
        return true;
      },
    },
    result: {
      data: {
        syncRedemptions: {
          __typename: 'SyncRedemptionsResult',
          results: [{ ...result('key-redeem-1', 'APPLIED'), remainingAmount: 1500 }],
          code: null,
          message: null,
          words: null,
        },
      },
    },
  },
  {
    request: {
      query: SyncCollectionsDocument,
      variables: (v: Input<'collections'>) => {
        sent.collections = v.input.collections;
        return v.input.deviceId.length > 0;
      },
    },
    result: {
      data: {
        syncCollections: {
          __typename: 'SyncRedemptionsResult',
          results: [result('key-hand-1', 'APPLIED'), result('key-hand-2', 'CONFLICT', 'NOT_ENOUGH_VALUE')],
          code: null,
          message: null,
          words: null,
        },
      },
    },
  },
];

describe('syncQueue', () => {
  afterEach(() => {
    vi.mocked(settle).mockReset();
    delete sent.redemptions;
    delete sent.collections;
  });

  it('sends hand-overs with syncCollections and redemptions with syncRedemptions, and keeps a conflict', async () => {
    vi.mocked(queued).mockResolvedValue([earlier, redemption, fits, tooMuch]);
    const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
    localStorage.clear();
    const before = Date.now();
    const summary = await syncQueue(client, testSession(), ACCOUNT);
    // The device's last sync, for the freshness mark (spec §5/§9).
    expect(Date.parse(lastSyncAt(ACCOUNT) ?? '')).toBeGreaterThanOrEqual(before);

    expect(summary).toMatchObject({ applied: 2, conflicts: 1, refused: 0 });
    expect(summary.error).toBeUndefined();
    expect(sent.redemptions).toEqual([
      { voucherId: 'vou--1', amount: 500, idempotencyKey: 'key-redeem-1', deviceTime: redemption.deviceTime },
    ]);
    expect(sent.collections).toEqual([
      {
        entitlementId: 'ink--1',
        items: [{ name: 'Rice', quantity: 3 }],
        idempotencyKey: 'key-hand-1',
        deviceTime: fits.deviceTime,
      },
      {
        entitlementId: 'ink--1',
        items: [{ name: 'Oil', quantity: 1.5 }],
        idempotencyKey: 'key-hand-2',
        deviceTime: tooMuch.deviceTime,
      },
    ]);
    expect(vi.mocked(settle).mock.calls).toEqual([
      [[redemption], []],
      [
        [fits],
        [
          expect.objectContaining({
            idempotencyKey: 'key-hand-2',
            voucherId: 'ink--1',
            code: 'F00D2345WXYZ',
            items: [{ name: 'Oil', quantity: 1.5 }],
            outcome: 'CONFLICT',
            reason: 'NOT_ENOUGH_VALUE',
          }),
        ],
      ],
    ]);
  });

  it('keeps the hand-overs queued when syncCollections does not go through', async () => {
    vi.mocked(queued).mockResolvedValue([fits]);
    const failing: MockLink.MockedResponse = {
      request: { query: SyncCollectionsDocument, variables: () => true },
      error: new Error('Network down'),
    };
    const client = new ApolloClient({ link: new MockLink([failing]), cache: new InMemoryCache() });
    localStorage.clear();
    const summary = await syncQueue(client, testSession(), ACCOUNT);
    expect(summary.error).toContain('Network down');
    // A sync that did not go through is not a sync.
    expect(lastSyncAt(ACCOUNT)).toBeNull();
    expect(summary.waiting).toBe(1);
    expect(settle).not.toHaveBeenCalled();
  });
});
