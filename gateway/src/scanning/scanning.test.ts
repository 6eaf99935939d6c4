// Scanning resolvers over a REST client mocked at its boundary, so the resolvers' own work is tested apart from the
// API: the paths and bodies sent, refusals' reasons kept in the result, and input the shared schema refuses never sent.
// Last, one refusal against the real API: its words reach the client by key.
import { refusalIn } from '@aid/common/refusals';
import type { GraphQLResolveInfo } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../context.js';
import type { RestClient } from '../rest/client.js';
import { RestError } from '../rest/errors.js';
import { graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';
import { ScanningClient } from './client.js';
import { scanningResolvers } from './resolvers.js';

const VOUCHER = {
  voucherId: 'vch--00000000000000000000001',
  code: 'ABCD2345EFGH',
  distributionId: 'dst--0000000000000000000001',
  distributionName: 'Winter',
  programId: 'prg--0000000000000000000001',
  firstName: 'Amal',
  amount: 5000,
  remainingAmount: 3000,
  currency: 'EUR',
  validUntil: '2027-01-31',
  usageStatus: 'PARTIALLY_USED',
  requestPhoto: false,
  requestSignature: false,
};

function contextWith(rest: Partial<Record<'get' | 'post', ReturnType<typeof vi.fn>>>): GatewayContext {
  const scanning = new ScanningClient(rest as unknown as RestClient);
  return { scanning } as unknown as GatewayContext;
}

type Fn = (...args: unknown[]) => unknown;
const query = scanningResolvers.Query as Record<string, Fn>;
const mutation = scanningResolvers.Mutation as Record<string, Fn>;
const info = { fieldNodes: [] } as unknown as GraphQLResolveInfo;

describe('scanning resolvers', () => {
  it('look a voucher up by code, sending only what was given', async () => {
    const post = vi.fn().mockResolvedValue(VOUCHER);
    const found = await query.scannedVoucher?.({}, { code: 'ABCD-2345-EFGH', qr: null }, contextWith({ post }), info);
    expect(post).toHaveBeenCalledWith('/scanning/lookup', { code: 'ABCD-2345-EFGH' }, { repeatable: true });
    expect(found).toEqual(VOUCHER);
  });

  it('leave a look-up refusal a GraphQL error carrying its reason', async () => {
    const refusal = new RestError(422, { code: 'VALIDATION_FAILED', message: 'expired', reason: 'EXPIRED' });
    const post = vi.fn().mockRejectedValue(refusal);
    await expect(query.scannedVoucher?.({}, { code: 'X' }, contextWith({ post }), info)).rejects.toMatchObject({
      extensions: { reason: 'EXPIRED' },
    });
  });

  it('answer a redemption, and a refused one with its reason', async () => {
    const input = { voucherId: VOUCHER.voucherId, amount: 2000, idempotencyKey: 'key-0000001', deviceId: null };
    const redemption = { redemptionId: 'rdm--1', voucherId: VOUCHER.voucherId, amount: 2000, source: 'ONLINE' };
    const post = vi.fn().mockResolvedValue({ redemption, voucher: VOUCHER, replayed: false });
    const ok = await mutation.redeemVoucher?.({}, { input }, contextWith({ post }), info);
    expect(post).toHaveBeenCalledWith(
      '/scanning/redemptions',
      {
        voucherId: VOUCHER.voucherId,
        amount: 2000,
        idempotencyKey: 'key-0000001',
      },
      { repeatable: true },
    );
    expect(ok).toMatchObject({ redemption, voucher: VOUCHER, replayed: false, code: null, reason: null });

    const refusal = new RestError(422, {
      code: 'VALIDATION_FAILED',
      message: 'Only 30.00',
      reason: 'NOT_ENOUGH_VALUE',
    });
    const refused = await mutation.redeemVoucher?.(
      {},
      { input },
      contextWith({ post: vi.fn().mockRejectedValue(refusal) }),
      info,
    );
    expect(refused).toMatchObject({ redemption: null, voucher: null, code: 'VALIDATION_FAILED' });
    expect(refused).toMatchObject({ reason: 'NOT_ENOUGH_VALUE', message: 'Only 30.00' });
  });

  it('refuse an amount of 0 without calling the API', async () => {
    const post = vi.fn();
    const input = { voucherId: VOUCHER.voucherId, amount: 0, idempotencyKey: 'key-0000001' };
    const refused = await mutation.redeemVoucher?.({}, { input }, contextWith({ post }), info);
    expect(post).not.toHaveBeenCalled();
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', redemption: null });
  });

  it('record an in-kind hand-over, sending the items only when named, and refuse a bad quantity locally', async () => {
    const collection = { collectionId: 'ikc--1', entitlementId: 'ink--1', items: [{ name: 'Rice', quantity: 2 }] };
    const post = vi.fn().mockResolvedValue({ collection, voucher: VOUCHER, replayed: false });
    const whole = { entitlementId: 'ink--00000000000000000000001', idempotencyKey: 'key-0000002', items: null };
    const ok = await mutation.collectInKind?.({}, { input: whole }, contextWith({ post }), info);
    expect(post).toHaveBeenCalledWith(
      '/scanning/collections',
      {
        entitlementId: whole.entitlementId,
        idempotencyKey: 'key-0000002',
      },
      { repeatable: true },
    );
    expect(ok).toMatchObject({ collection, replayed: false, code: null });
    const items = [{ name: 'Rice', quantity: 2 }];
    await mutation.collectInKind?.({}, { input: { ...whole, items } }, contextWith({ post }), info);
    expect(post).toHaveBeenLastCalledWith('/scanning/collections', { ...whole, items }, { repeatable: true });

    const untouched = vi.fn();
    const negative = { ...whole, items: [{ name: 'Rice', quantity: -1 }] };
    const refused = await mutation.collectInKind?.({}, { input: negative }, contextWith({ post: untouched }), info);
    expect(untouched).not.toHaveBeenCalled();
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', collection: null });
  });

  it('sync a batch and read the offline page of a distribution', async () => {
    const results = [{ idempotencyKey: 'key-0000001', outcome: 'CONFLICT', reason: 'NOT_ENOUGH_VALUE' }];
    const post = vi.fn().mockResolvedValue({ results });
    const input = {
      deviceId: 'device-1',
      redemptions: [
        {
          voucherId: VOUCHER.voucherId,
          amount: 100,
          idempotencyKey: 'key-0000001',
          deviceTime: '2026-11-23T10:00:00.000Z',
          photoFileId: null,
        },
      ],
    };
    const synced = await mutation.syncRedemptions?.({}, { input }, contextWith({ post }), info);
    expect(post).toHaveBeenCalledWith(
      '/scanning/sync',
      {
        deviceId: 'device-1',
        redemptions: [{ ...input.redemptions[0], photoFileId: undefined }].map(({ photoFileId: _, ...r }) => r),
      },
      { repeatable: true },
    );
    expect(synced).toMatchObject({ results, code: null });

    const get = vi.fn().mockResolvedValue({ distribution: {}, vouchers: [], nextCursor: null });
    await query.offlineVoucherPage?.(
      {},
      { distributionId: VOUCHER.distributionId, after: 'abc' },
      contextWith({ get }),
      info,
    );
    expect(get).toHaveBeenCalledWith(`/scanning/distributions/${VOUCHER.distributionId}/offline`, { cursor: 'abc' });
  });

  it('sync offline in-kind hand-overs to their own route, and never send a batch the shared schema refuses', async () => {
    const results = [
      { idempotencyKey: 'key-0000002', outcome: 'APPLIED', redemptionId: 'ikc--0000000000000000000001' },
    ];
    const post = vi.fn().mockResolvedValue({ results });
    const handOver = {
      entitlementId: 'ink--00000000000000000000001',
      items: [{ name: 'Rice', quantity: 5 }],
      idempotencyKey: 'key-0000002',
      deviceTime: '2026-11-23T10:00:00.000Z',
      photoFileId: null,
      signatureFileId: null,
    };
    const synced = await mutation.syncCollections?.(
      {},
      { input: { deviceId: 'device-1', collections: [handOver] } },
      contextWith({ post }),
      info,
    );
    const { photoFileId: _p, signatureFileId: _s, ...sent } = handOver;
    expect(post).toHaveBeenCalledWith(
      '/scanning/collections/sync',
      { deviceId: 'device-1', collections: [sent] },
      { repeatable: true },
    );
    expect(synced).toMatchObject({ results, code: null });

    const untouched = vi.fn();
    const empty = { deviceId: 'device-1', collections: [{ ...handOver, items: [] }] };
    const refused = await mutation.syncCollections?.({}, { input: empty }, contextWith({ post: untouched }), info);
    expect(untouched).not.toHaveBeenCalled();
    expect(refused).toMatchObject({ results: null, code: 'VALIDATION_FAILED' });
    expect((refused as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field)).toContain(
      'collections.0.items',
    );
  });
});

describe('scanning against the real API', () => {
  let stack: TestStack;
  let accountId: string;
  let admin: StackUser;

  beforeAll(async () => {
    stack = await startTestStack();
    ({ accountId } = await stack.fixtures.account('Scanning org'));
    admin = await stack.member('admin@scanning-words.example.org', accountId);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const response = await graphql(stack.gateway.url, '{ scannedVoucher(code: "ABCD2345EFGH") { voucherId } }', {
      token: admin.token,
      accountId,
    });
    const extensions = response.body.errors?.[0]?.extensions;
    expect(extensions).toMatchObject({ reason: 'NOT_FOUND', messageKey: 'scanning.voucherNotFound' });
    expect(refusalIn('fr', String(extensions?.messageKey))).toBe("Aucun bon n'a ce code.");
  });
});
