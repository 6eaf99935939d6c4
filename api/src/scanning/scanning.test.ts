// Scanning over HTTP on every available database: the look-up by QR and by typed code with each refusal and its
// message, online redemptions (partial, whole, idempotent, photo and signature), a SELECTED officer, another
// organisation, and 100 concurrent redemptions of one voucher through two API instances (PostgreSQL).
import { randomBytes } from 'node:crypto';
import { type EntitlementJson, formatMoney } from '@aid/common/distributions';
import type { PageJson } from '@aid/common/rest';
import {
  type RedemptionResultJson,
  type ScannableDistributionJson,
  type ScannedVoucherJson,
  type ScanRefusal,
  scanRefusalText,
} from '@aid/common/scanning';
import { encodeVoucherQr, formatVoucherCode, parseVoucherQr } from '@aid/common/vouchers';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db/db.js';
import { refused } from '../testing/distributions.js';
import { availableBackends, type CallResult, startTestApi } from '../testing/harness.js';
import { ledgerSum, runningTotal, scanningSuite, totalsOffLedger } from '../testing/scanning.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

process.env.VOUCHER_KEY_SECRET ||= randomBytes(32).toString('base64url');

const backends = await availableBackends();
const identity = fileIdentity();

function expectRefusal(res: CallResult, reason: ScanRefusal, params?: Record<string, string>): void {
  refused(res, 422, reason);
  expect((res.body as { message: string }).message).toBe(scanRefusalText(reason, params));
}

describe.each(backendCases(backends))('scanning on %s', (backendName, backend) => {
  const s = scanningSuite(backendName, backend, identity, 'scanning.test');
  const { world, scan, lookup, redeem, key, ok, post } = s;
  const v = (i: number) => world.approvedVouchers[i] as EntitlementJson;
  const qrOf = (e: EntitlementJson) => String(e.qrPayload);

  it('looks a voucher up by QR and by a code typed forgivingly, with nothing but the first name', async () => {
    const byQr = await lookup(world.creator, { qr: qrOf(v(0)) });
    expect(byQr.status, JSON.stringify(byQr.body)).toBe(200);
    expect(byQr.body).toEqual({
      voucherId: v(0).entitlementId,
      code: String(v(0).voucherCode),
      distributionId: world.approved.distributionId,
      distributionName: 'Approved vouchers',
      programId: world.programId,
      firstName: v(0).firstName,
      amount: v(0).amount,
      remainingAmount: v(0).amount,
      currency: 'EUR',
      validUntil: '2027-03-31',
      usageStatus: 'NOT_USED',
      requestPhoto: false,
      requestSignature: false,
      distributionType: 'VOUCHER',
      collectionStatus: null,
      items: [],
    } satisfies ScannedVoucherJson);
    const typed = formatVoucherCode(String(v(0).voucherCode))
      .toLowerCase()
      .replace(/-/g, ' ');
    const byCode = await lookup(world.creator, { code: typed });
    expect(byCode.body).toEqual(byQr.body);
    refused(await lookup(world.creator, {}), 422);
    refused(await lookup(world.creator, { qr: qrOf(v(0)), code: 'x' }), 422);
  });

  it('refuses an unknown code, a tampered or unreadable QR and a QR of another organisation', async () => {
    expectRefusal(await lookup(world.creator, { code: '0000-0000-0000' }), 'NOT_FOUND');
    expectRefusal(await lookup(world.creator, { code: 'not a code' }), 'NOT_FOUND');
    const qr = parseVoucherQr(qrOf(v(1)));
    if (!qr) throw new Error('no QR');
    expectRefusal(
      await lookup(world.creator, { qr: encodeVoucherQr({ ...qr, amount: qr.amount * 10 }) }),
      'NOT_GENUINE',
    );
    const other = { ...qr, voucherId: v(2).entitlementId };
    expectRefusal(await lookup(world.creator, { qr: encodeVoucherQr(other) }), 'NOT_GENUINE');
    expectRefusal(await lookup(world.creator, { qr: 'AV1.garbage' }), 'NOT_GENUINE');
    // Another organisation: its QR says so, its code is simply unknown here.
    expectRefusal(await lookup(world.outsider, { qr: qrOf(v(1)) }), 'OTHER_ORGANISATION');
    expectRefusal(await lookup(world.outsider, { code: String(v(1).voucherCode) }), 'NOT_FOUND');
    expectRefusal(await redeem(world.outsider, { voucherId: v(1).entitlementId, amount: 100 }), 'NOT_FOUND');
  });

  it('refuses vouchers of cancelled, unapproved or unassigned distributions, and expired ones', async () => {
    const cancelled = scan.cancelledVouchers[0] as EntitlementJson;
    expectRefusal(await lookup(world.creator, { qr: qrOf(cancelled) }), 'CANCELLED');
    const draft = scan.generatedVouchers[0] as EntitlementJson;
    expectRefusal(await lookup(world.creator, { code: String(draft.voucherCode) }), 'NOT_APPROVED');
    expectRefusal(await redeem(world.creator, { voucherId: draft.entitlementId, amount: 100 }), 'NOT_APPROVED');
    const photo = scan.photoVouchers[0] as EntitlementJson;
    expectRefusal(await lookup(scan.officer, { code: String(photo.voucherCode) }), 'NOT_ASSIGNED');
    expectRefusal(await redeem(scan.officer, { voucherId: photo.entitlementId, amount: 100 }), 'NOT_ASSIGNED');
    // The officer is assigned to the approved distribution.
    expect((await lookup(scan.officer, { code: String(v(0).voucherCode) })).status).toBe(200);
    await world.api.db.query(`UPDATE entitlements SET voucher_valid_until = '2020-01-31' WHERE entitlement_id = $1`, [
      v(2).entitlementId,
    ]);
    expectRefusal(await lookup(world.creator, { code: String(v(2).voucherCode) }), 'EXPIRED', { date: '2020-01-31' });
    expectRefusal(await redeem(world.creator, { voucherId: v(2).entitlementId, amount: 100 }), 'EXPIRED', {
      date: '2020-01-31',
    });
  });

  it('redeems part then the rest, never more than is left, and says when it is fully used', async () => {
    const voucher = v(3);
    const part = await redeem(world.creator, { voucherId: voucher.entitlementId, amount: 500 });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const body = part.body as RedemptionResultJson;
    expect(body.replayed).toBe(false);
    expect(body.redemption).toMatchObject({ voucherId: voucher.entitlementId, amount: 500, source: 'ONLINE' });
    expect(body.voucher).toMatchObject({ remainingAmount: voucher.amount - 500, usageStatus: 'PARTIALLY_USED' });
    const left = voucher.amount - 500;
    expectRefusal(
      await redeem(world.creator, { voucherId: voucher.entitlementId, amount: left + 1 }),
      'NOT_ENOUGH_VALUE',
      {
        remaining: formatMoney(left, 'EUR'),
      },
    );
    const rest = await redeem(world.creator, { voucherId: voucher.entitlementId, amount: left });
    expect((rest.body as RedemptionResultJson).voucher).toMatchObject({
      remainingAmount: 0,
      usageStatus: 'FULLY_USED',
    });
    expectRefusal(await lookup(world.creator, { code: String(voucher.voucherCode) }), 'FULLY_USED');
    expectRefusal(await redeem(world.creator, { voucherId: voucher.entitlementId, amount: 1 }), 'FULLY_USED');
    expect(await ledgerSum(world.api.db, voucher.entitlementId)).toBe(voucher.amount);
    // The distribution's entitlement list derives its usage from the same ledger.
    const page = await ok<PageJson<EntitlementJson>>(
      world.creator,
      'GET',
      `/distributions/${world.approved.distributionId}/entitlements?first=100`,
    );
    expect(page.items.find((e) => e.entitlementId === voucher.entitlementId)).toMatchObject({
      usageStatus: 'FULLY_USED',
      remainingAmount: 0,
    });
  });

  it('counts a retried redemption once, and refuses the same key for another amount', async () => {
    const voucher = v(0);
    const body = { voucherId: voucher.entitlementId, amount: 300, idempotencyKey: key(), deviceId: 'phone-1' };
    const first = await post(world.creator, '/scanning/redemptions', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await post(world.creator, '/scanning/redemptions', body);
    expect(again.status).toBe(200);
    const replay = again.body as RedemptionResultJson;
    expect(replay.replayed).toBe(true);
    expect(replay.redemption).toEqual((first.body as RedemptionResultJson).redemption);
    expect(replay.voucher.remainingAmount).toBe(voucher.amount - 300);
    refused(
      await post(world.creator, '/scanning/redemptions', { ...body, amount: 301 }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await ledgerSum(world.api.db, voucher.entitlementId)).toBe(300);
    refused(await post(world.creator, '/scanning/redemptions', { ...body, idempotencyKey: 'short' }), 422);
    refused(await redeem(world.creator, { voucherId: voucher.entitlementId, amount: 0 }), 422);
  });

  it('refuses a part amount the currency cannot pay (10.50 XOF), naming its decimals, and takes 10 XOF', async () => {
    const voucher = world.approvedVouchers.at(-1) as EntitlementJson;
    expect(world.approvedVouchers.length).toBeGreaterThan(5);
    await world.api.db.query(`UPDATE entitlements SET currency = 'XOF' WHERE entitlement_id = $1`, [
      voucher.entitlementId,
    ]);
    const cents = await redeem(world.creator, { voucherId: voucher.entitlementId, amount: 1_050 });
    refused(cents, 422);
    expect((cents.body as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      expect.objectContaining({ field: 'amount', code: 'TOO_MANY_DECIMALS', params: { decimals: 0, currency: 'XOF' } }),
    ]);
    expect(await ledgerSum(world.api.db, voucher.entitlementId)).toBe(0);
    const whole = await redeem(world.creator, { voucherId: voucher.entitlementId, amount: 1_000 });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
  });

  it('asks for the photo and the signature the distribution requests, uploads of this organisation only', async () => {
    const voucher = scan.photoVouchers[1] as EntitlementJson;
    const base = { voucherId: voucher.entitlementId, amount: 100 };
    expectRefusal(await redeem(world.creator, base), 'PHOTO_REQUIRED');
    expectRefusal(await redeem(world.creator, { ...base, photoFileId: scan.fileId }), 'SIGNATURE_REQUIRED');
    const foreign = await redeem(world.creator, {
      ...base,
      photoFileId: scan.fileId,
      signatureFileId: 'fil--00000000000000000000000000',
    });
    refused(foreign, 422);
    expect(JSON.stringify(foreign.body)).toContain('signatureFileId');
    const done = await redeem(world.creator, { ...base, photoFileId: scan.fileId, signatureFileId: scan.fileId });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const [row] = await world.api.db.query<{ photo_file_id: string; distribution_id: string }>(
      'SELECT photo_file_id, distribution_id FROM voucher_redemptions WHERE voucher_id = $1',
      [voucher.entitlementId],
    );
    expect(row).toEqual({ photo_file_id: scan.fileId, distribution_id: scan.photo.distributionId });
  });

  it('lists the approved voucher distributions the caller may scan', async () => {
    const all = await ok<PageJson<ScannableDistributionJson>>(world.creator, 'GET', '/scanning/distributions');
    expect(all.items.map((d) => d.distributionName).sort()).toEqual(['Approved vouchers', 'Photo vouchers']);
    expect(all.items.find((d) => d.distributionName === 'Photo vouchers')).toMatchObject({
      programId: world.programId,
      currency: 'EUR',
      validUntil: '2027-03-31',
      voucherCount: scan.photoVouchers.length,
      requestPhoto: true,
      requestSignature: true,
    });
    const officer = await ok<PageJson<ScannableDistributionJson>>(scan.officer, 'GET', '/scanning/distributions');
    expect(officer.items.map((d) => d.distributionId)).toEqual([world.approved.distributionId]);
    const outsider = await ok<PageJson<ScannableDistributionJson>>(world.outsider, 'GET', '/scanning/distributions');
    expect(outsider.items).toEqual([]);
  });

  it('redeems a voucher exactly to its value under 100 concurrent requests through two API instances', async () => {
    const voucher = v(4);
    const apis = [world.api];
    const extra: { close(): Promise<void> }[] = [];
    if (world.api.db.kind === 'postgres' && world.api.db.url) {
      // A second process's view: its own connection pool and its own app over the same database.
      const db = await openDb({ databaseUrl: world.api.db.url });
      const second = await startTestApi(backend, identity().config, { db });
      apis.push(second);
      extra.push(second, db);
    }
    expect(apis).toHaveLength(backendName === 'postgres' ? 2 : 1);
    try {
      const step = 100;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (apis[i % apis.length] ?? world.api).call('POST', '/scanning/redemptions', {
            token: world.creator.token,
            accountId: world.accountId,
            body: { voucherId: voucher.entitlementId, amount: step, idempotencyKey: key() },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((st) => st === 201)).toHaveLength(voucher.amount / step);
      expect(
        statuses.every((st) => st === 201 || st === 422),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(await ledgerSum(world.api.db, voucher.entitlementId)).toBe(voucher.amount);
      expect(await runningTotal(world.api.db, voucher.entitlementId)).toBe(voucher.amount);
      expect(await totalsOffLedger(world.api.db, world.accountId)).toEqual([]);
    } finally {
      for (const e of extra) await e.close();
    }
  }, 60_000);
});
