// The offline look-up gives the same answers as the API's, from what the device downloaded: a genuine QR with what
// is left after this device's own redemptions, and each scanning error (a tampered QR above all) without a network.
import { generateKeyPairSync, sign } from 'node:crypto';
import { encodeVoucherQr, type VoucherQrFields, voucherSignedText } from '@aid/common';
import { describe, expect, it } from 'vitest';
import { buildIndex, deviceToday, lookUpOffline, redeemedOnDevice } from './lookup.js';
import type { LocalDistribution, LocalVoucher } from './store.js';

const ACCOUNT = 'acc--01JD0000000000000000000000';

function orgKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { publicKey: String(publicKey.export({ format: 'jwk' }).x), privateKey };
}

const key = orgKey();
const signature = (fields: VoucherQrFields, k = key) =>
  sign(null, Buffer.from(voucherSignedText(fields)), k.privateKey).toString('base64url');

const fields: VoucherQrFields = {
  voucherId: 'vou--01JD0000000000000000000001',
  accountId: ACCOUNT,
  amount: 2500,
  currency: 'EUR',
  validUntil: '2027-03-31',
};

const distribution: LocalDistribution = {
  distributionId: 'dis--water',
  distributionName: 'Water',
  accountId: ACCOUNT,
  publicKey: key.publicKey,
  requestPhoto: false,
  requestSignature: true,
  voucherCount: 1,
  downloadedAt: '2026-11-26T08:00:00.000Z',
};

const voucher: LocalVoucher = {
  voucherId: fields.voucherId,
  distributionId: 'dis--water',
  code: 'ABCD2345WXYZ',
  firstName: 'Amina',
  amount: 2500,
  remainingAmount: 2000,
  currency: 'EUR',
  validUntil: '2027-03-31',
  signature: signature(fields),
};

const index = buildIndex(ACCOUNT, [distribution], [voucher]);
const qr = (f: VoucherQrFields = fields, sig = signature(f)) => encodeVoucherQr({ ...f, signature: sig });
const none = new Map<string, number>();
const TODAY = '2026-11-26';

describe('offline voucher look-up', () => {
  it('finds a genuine QR and shows what is left after the download and this device’s redemptions', async () => {
    const found = await lookUpOffline(
      index,
      { qr: qr() },
      redeemedOnDevice([{ voucherId: voucher.voucherId, amount: 500 }]),
      TODAY,
    );
    expect(found).toMatchObject({
      voucher: { firstName: 'Amina', remainingAmount: 1500, usageStatus: 'PARTIALLY_USED', requestSignature: true },
    });
  });

  it('reads a typed code forgivingly (lower case, dashes, look-alike letters)', async () => {
    const found = await lookUpOffline(index, { code: 'abcd-2345-wxyz' }, none, TODAY);
    expect(found).toMatchObject({ voucher: { voucherId: voucher.voucherId, remainingAmount: 2000 } });
  });

  it('refuses a tampered QR: a changed value keeps the old signature', async () => {
    const tampered = qr({ ...fields, amount: 250000 }, signature(fields));
    expect(await lookUpOffline(index, { qr: tampered }, none, TODAY)).toEqual({ refusal: 'NOT_GENUINE' });
  });

  it('refuses a QR signed with another key, and one that disagrees with the stored voucher', async () => {
    expect(await lookUpOffline(index, { qr: qr(fields, signature(fields, orgKey())) }, none, TODAY)).toEqual({
      refusal: 'NOT_GENUINE',
    });
    // Genuinely signed, but for a value the downloaded voucher does not have.
    const other = { ...fields, amount: 9900 };
    expect(await lookUpOffline(index, { qr: qr(other) }, none, TODAY)).toEqual({ refusal: 'NOT_GENUINE' });
    expect(await lookUpOffline(index, { qr: 'not a voucher' }, none, TODAY)).toEqual({ refusal: 'NOT_GENUINE' });
  });

  it('refuses another organisation’s voucher and an unknown one', async () => {
    const foreign = { ...fields, accountId: 'acc--01JD0000000000000000000099' };
    expect(await lookUpOffline(index, { qr: qr(foreign) }, none, TODAY)).toEqual({ refusal: 'OTHER_ORGANISATION' });
    const unknown = { ...fields, voucherId: 'vou--01JD0000000000000000000077' };
    expect(await lookUpOffline(index, { qr: qr(unknown) }, none, TODAY)).toEqual({ refusal: 'NOT_FOUND' });
    expect(await lookUpOffline(index, { code: 'ZZZZ-ZZZZ-ZZZZ' }, none, TODAY)).toEqual({ refusal: 'NOT_FOUND' });
    expect(await lookUpOffline(index, { code: 'short' }, none, TODAY)).toEqual({ refusal: 'NOT_FOUND' });
  });

  it('refuses an expired voucher on the device’s day, and one this device used up', async () => {
    expect(await lookUpOffline(index, { qr: qr() }, none, '2027-04-01')).toEqual({ refusal: 'EXPIRED' });
    expect(await lookUpOffline(index, { qr: qr() }, none, '2027-03-31')).toHaveProperty('voucher');
    const usedUp = redeemedOnDevice([
      { voucherId: voucher.voucherId, amount: 1500 },
      { voucherId: voucher.voucherId, amount: 500 },
    ]);
    expect(await lookUpOffline(index, { code: voucher.code }, usedUp, TODAY)).toEqual({ refusal: 'FULLY_USED' });
  });

  it('takes the device’s calendar day', () => {
    expect(deviceToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
