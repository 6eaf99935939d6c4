// Offline scanning over HTTP on every available database: the download a device keeps (paged, nothing personal but
// first names), and the sync of its redemptions in device-time order, where two devices that together redeemed more
// than a voucher's value leave exactly one conflict and never an over-redemption.
import { randomBytes } from 'node:crypto';
import type { EntitlementJson } from '@aid/common/distributions';
import type { PageJson } from '@aid/common/rest';
import type { OfflineVoucherPageJson, RedemptionConflictJson, SyncResultJson } from '@aid/common/scanning';
import { verifyVoucherQr, voucherSignedText } from '@aid/common/vouchers';
import { describe, expect, it } from 'vitest';
import { refused } from '../testing/distributions.js';
import { availableBackends } from '../testing/harness.js';
import { ledgerSum, runningTotal, scanningSuite, totalsOffLedger } from '../testing/scanning.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

process.env.VOUCHER_KEY_SECRET ||= randomBytes(32).toString('base64url');

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('offline scanning on %s', (backendName, backend) => {
  const s = scanningSuite(backendName, backend, identity, 'scanning-sync.test');
  const { world, scan, key, ok, as, post } = s;
  const v = (i: number) => world.approvedVouchers[i] as EntitlementJson;
  const sync = async (deviceId: string, redemptions: Record<string, unknown>[]) =>
    ok<SyncResultJson>(world.creator, 'POST', '/scanning/sync', { deviceId, redemptions });

  it('downloads a distribution for offline work in keyset pages, with what verifies a QR and no surname', async () => {
    const path = `/scanning/distributions/${world.approved.distributionId}/offline`;
    const seen: OfflineVoucherPageJson['vouchers'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: OfflineVoucherPageJson = await ok(
        world.creator,
        'GET',
        `${path}?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.distribution).toMatchObject({
        accountId: world.accountId,
        algorithm: 'Ed25519',
        requestPhoto: false,
        distributionType: 'VOUCHER',
      });
      seen.push(...page.vouchers);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(Math.ceil(world.approvedVouchers.length / 4));
    expect(seen.map((x) => x.voucherId).sort()).toEqual(world.approvedVouchers.map((x) => x.entitlementId).sort());
    const first = seen[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'amount',
        'code',
        'currency',
        'firstName',
        'items',
        'remainingAmount',
        'signature',
        'validUntil',
        'voucherId',
      ].sort(),
    );
    expect(first?.items).toEqual([]);
    // What the device keeps is enough to verify a scanned QR offline.
    const entitlement = world.approvedVouchers.find((x) => x.entitlementId === first?.voucherId);
    const key0 = (await ok<OfflineVoucherPageJson>(world.creator, 'GET', `${path}?limit=1`)).distribution.publicKey;
    expect(await verifyVoucherQr(String(entitlement?.qrPayload), key0)).toBeTruthy();
    expect(String(entitlement?.qrPayload)).toBe(
      `${voucherSignedText({ voucherId: String(first?.voucherId), accountId: world.accountId, amount: Number(first?.amount), currency: 'EUR', validUntil: first?.validUntil ?? null })}.${first?.signature}`,
    );
    refused(await as(world.creator, 'GET', `${path}?limit=5001`), 422);
    refused(await as(world.creator, 'GET', `${path}?cursor=%21%21`), 422);
    refused(
      await as(scan.officer, 'GET', `/scanning/distributions/${scan.photo.distributionId}/offline`),
      422,
      'NOT_ASSIGNED',
    );
    refused(
      await as(world.creator, 'GET', `/scanning/distributions/${world.generated.distributionId}/offline`),
      422,
      'NOT_APPROVED',
    );
    refused(await as(world.outsider, 'GET', path), 404);
  });

  it('applies two devices in device-time order: one conflict, never more than the value, retries change nothing', async () => {
    const voucher = v(5);
    const big = Math.round(voucher.amount * 0.6);
    const a = {
      voucherId: voucher.entitlementId,
      amount: big,
      idempotencyKey: key(),
      deviceTime: '2027-01-10T09:00:00Z',
    };
    const b = {
      voucherId: voucher.entitlementId,
      amount: big,
      idempotencyKey: key(),
      deviceTime: '2027-01-10T10:00:00Z',
    };
    // B finds a network first and fits; A, though served earlier, arrives when the value is gone: A is the conflict.
    const first = await sync('phone-b', [b]);
    expect(first.results).toEqual([
      expect.objectContaining({
        idempotencyKey: b.idempotencyKey,
        outcome: 'APPLIED',
        remainingAmount: voucher.amount - big,
      }),
    ]);
    const second = await sync('phone-a', [a]);
    const conflict = second.results[0];
    expect(conflict).toMatchObject({
      outcome: 'CONFLICT',
      reason: 'NOT_ENOUGH_VALUE',
      remainingAmount: voucher.amount - big,
    });
    expect(conflict?.conflictId).toMatch(/^rcf--/);
    // Retries: the applied one is already applied, the conflict is the same conflict.
    const retry = await sync('phone-a', [a, b]);
    expect(retry.results).toEqual([
      expect.objectContaining({ outcome: 'CONFLICT', conflictId: conflict?.conflictId }),
      expect.objectContaining({ outcome: 'ALREADY_APPLIED', redemptionId: first.results[0]?.redemptionId }),
    ]);
    expect(await ledgerSum(world.api.db, voucher.entitlementId)).toBe(big);
    // A key sent again for another voucher or amount is refused, not taken for a replay of the first.
    const other = v(6);
    const reused = await sync('phone-a', [
      { ...b, voucherId: other.entitlementId },
      { ...a, amount: big - 1 },
    ]);
    expect(reused.results).toEqual([
      { idempotencyKey: b.idempotencyKey, outcome: 'REFUSED', reason: 'IDEMPOTENCY_KEY_REUSED' },
      { idempotencyKey: a.idempotencyKey, outcome: 'REFUSED', reason: 'IDEMPOTENCY_KEY_REUSED' },
    ]);
    expect(await ledgerSum(world.api.db, other.entitlementId)).toBe(0);
    const conflicts = await ok<PageJson<RedemptionConflictJson>>(
      world.creator,
      'GET',
      `/scanning/conflicts?distributionId=${world.approved.distributionId}`,
    );
    expect(conflicts.items).toEqual([
      expect.objectContaining({
        conflictId: conflict?.conflictId,
        voucherId: voucher.entitlementId,
        code: voucher.voucherCode,
        firstName: voucher.firstName,
        amount: big,
        remainingAtSync: voucher.amount - big,
        reason: 'NOT_ENOUGH_VALUE',
        deviceId: 'phone-a',
        deviceTime: '2027-01-10T09:00:00.000Z',
        officerId: world.creator.userId,
        resolvedAt: null,
      }),
    ]);
    const officerView = await ok<PageJson<RedemptionConflictJson>>(scan.officer, 'GET', '/scanning/conflicts');
    expect(officerView.items).toHaveLength(1);
  });

  it('leaves exactly one conflict when two devices sync batches over one voucher at the same time', async () => {
    const voucher = v(9);
    const half = voucher.amount / 2;
    const item = (deviceTime: string) => ({
      voucherId: voucher.entitlementId,
      amount: half,
      idempotencyKey: key(),
      deviceTime,
    });
    const [a, b] = await Promise.all([
      sync('phone-e', [item('2027-01-11T09:00:00Z')]),
      sync('phone-f', [item('2027-01-11T09:05:00Z'), item('2027-01-11T09:10:00Z')]),
    ]);
    const outcomes = [...(a?.results ?? []), ...(b?.results ?? [])].map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'APPLIED')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'CONFLICT')).toHaveLength(1);
    expect(await ledgerSum(world.api.db, voucher.entitlementId)).toBe(voucher.amount);
    const [count] = await world.api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM redemption_conflicts WHERE voucher_id = $1',
      [voucher.entitlementId],
    );
    expect(count?.n).toBe(1);
  });

  it('keeps each running total equal to its ledger under concurrent online redemptions, retries and syncs', async () => {
    const voucher = v(10);
    // 20 online redemptions of 150 (each sent twice with its key) and two devices' 5 of 100 (one batch sent twice):
    // 4,000 asked of a voucher worth 3,000, all at once.
    const online = Array.from({ length: 20 }, () => ({
      voucherId: voucher.entitlementId,
      amount: 150,
      idempotencyKey: key(),
    }));
    const batch = (minute: number) =>
      Array.from({ length: 5 }, (_, i) => ({
        voucherId: voucher.entitlementId,
        amount: 100,
        idempotencyKey: key(),
        deviceTime: `2027-01-12T09:${String(minute + i).padStart(2, '0')}:00Z`,
      }));
    const [g, h] = [batch(0), batch(10)];
    const answers = await Promise.all([
      ...[...online, ...online].map((body) => post(world.creator, '/scanning/redemptions', body)),
      sync('phone-g', g),
      sync('phone-h', h),
      sync('phone-h', h),
    ]);
    expect(answers.every((a) => a !== undefined)).toBe(true);
    const total = await runningTotal(world.api.db, voucher.entitlementId);
    expect(total).toBe(await ledgerSum(world.api.db, voucher.entitlementId));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(voucher.amount);
    expect(await totalsOffLedger(world.api.db, world.accountId)).toEqual([]);
  });

  it('orders one batch by device time, and keeps late, unknown and unassigned redemptions apart', async () => {
    const voucher = v(6);
    const late = {
      voucherId: voucher.entitlementId,
      amount: voucher.amount,
      idempotencyKey: key(),
      deviceTime: '2027-02-01T12:00:00+01:00',
    };
    const early = {
      voucherId: voucher.entitlementId,
      amount: voucher.amount,
      idempotencyKey: key(),
      deviceTime: '2027-02-01T08:00:00Z',
    };
    const expired = {
      voucherId: v(7).entitlementId,
      amount: 100,
      idempotencyKey: key(),
      deviceTime: '2027-04-02T08:00:00Z',
    };
    const unknown = {
      voucherId: 'vou--00000000000000000000000000',
      amount: 100,
      idempotencyKey: key(),
      deviceTime: '2027-02-01T08:00:00Z',
    };
    const result = await sync('phone-c', [late, early, expired, unknown]);
    expect(result.results.map((r) => [r.outcome, r.reason ?? null])).toEqual([
      ['CONFLICT', 'FULLY_USED'],
      ['APPLIED', null],
      ['CONFLICT', 'EXPIRED'],
      ['REFUSED', 'NOT_FOUND'],
    ]);
    expect(await ledgerSum(world.api.db, voucher.entitlementId)).toBe(voucher.amount);
    const photo = scan.photoVouchers[0] as EntitlementJson;
    // Photo and signature are not required offline; a SELECTED officer is still held to their distributions.
    const officer = await post(scan.officer, '/scanning/sync', {
      deviceId: 'phone-d',
      redemptions: [
        { voucherId: photo.entitlementId, amount: 100, idempotencyKey: key(), deviceTime: '2027-02-01T08:00:00Z' },
        { voucherId: v(8).entitlementId, amount: 100, idempotencyKey: key(), deviceTime: '2027-02-01T08:00:00Z' },
      ],
    });
    expect((officer.body as SyncResultJson).results.map((r) => [r.outcome, r.reason ?? null])).toEqual([
      ['REFUSED', 'NOT_ASSIGNED'],
      ['APPLIED', null],
    ]);
    const [stored] = await world.api.db.query<{ source: string; device_id: string }>(
      'SELECT source, device_id FROM voucher_redemptions WHERE voucher_id = $1',
      [v(8).entitlementId],
    );
    expect(stored).toEqual({ source: 'OFFLINE', device_id: 'phone-d' });
    refused(await post(world.creator, '/scanning/sync', { deviceId: 'x', redemptions: [] }), 422);
    // Another organisation's device learns nothing: the voucher does not exist for it.
    const outsider = await post(world.outsider, '/scanning/sync', { deviceId: 'x', redemptions: [early] });
    expect((outsider.body as SyncResultJson).results).toEqual([
      { idempotencyKey: early.idempotencyKey, outcome: 'REFUSED', reason: 'NOT_FOUND' },
    ]);
  });
});
