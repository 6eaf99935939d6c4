// The offline look-up gives the same answers as the API's, from what the device downloaded: a genuine QR with what
// is left after this device's own redemptions (or, for an in-kind family, hand-overs), and each scanning error (a
// tampered QR above all) without a network.
import { generateKeyPairSync, sign } from 'node:crypto';
import { encodeVoucherQr, type VoucherQrFields, voucherSignedText } from '@aid/common/vouchers';
import { describe, expect, it } from 'vitest';
import { buildIndex, collectedOnDevice, deviceToday, itemsLeft, lookUpOffline, redeemedOnDevice } from './lookup.js';
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
  distributionType: 'VOUCHER',
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
  items: [],
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

// An in-kind family's card is signed as a voucher is, with amount 0; what it collects is items, not a value.
const familyFields: VoucherQrFields = {
  voucherId: 'ink--01JD0000000000000000000002',
  accountId: ACCOUNT,
  amount: 0,
  currency: 'EUR',
  validUntil: '2027-03-31',
};

const food: LocalDistribution = {
  ...distribution,
  distributionId: 'dis--food',
  distributionName: 'Food',
  distributionType: 'IN_KIND',
  requestSignature: false,
  requestPhoto: true,
};

const family: LocalVoucher = {
  voucherId: familyFields.voucherId,
  distributionId: 'dis--food',
  code: 'F00D2345WXYZ',
  firstName: 'Bilal',
  amount: 0,
  remainingAmount: 0,
  currency: 'EUR',
  validUntil: '2027-03-31',
  signature: signature(familyFields),
  items: [
    { name: 'Rice', unit: 'kg', quantity: 5, collected: 2 },
    { name: 'Oil', unit: 'l', quantity: 1.5, collected: 0 },
  ],
};

const withFood = buildIndex(ACCOUNT, [distribution, food], [voucher, family]);

describe('offline in-kind look-up', () => {
  it('finds a genuine card and counts what was collected before the download', async () => {
    const found = await lookUpOffline(withFood, { qr: qr(familyFields) }, none, TODAY);
    expect(found).toMatchObject({
      voucher: {
        firstName: 'Bilal',
        distributionType: 'IN_KIND',
        collectionStatus: 'PARTIALLY_COLLECTED',
        usageStatus: 'PARTIALLY_USED',
        requestPhoto: true,
      },
    });
    if (!('voucher' in found)) throw new Error('expected the family');
    expect(itemsLeft(found.voucher.items)).toEqual([
      { name: 'Rice', quantity: 3 },
      { name: 'Oil', quantity: 1.5 },
    ]);
  });

  it('leaves out what this device handed over since the download', async () => {
    const queue = [{ voucherId: family.voucherId, amount: 0, items: [{ name: 'Rice', quantity: 1 }] }];
    const found = await lookUpOffline(
      withFood,
      { code: 'food-2345-wxyz' },
      redeemedOnDevice(queue),
      TODAY,
      collectedOnDevice(queue),
    );
    if (!('voucher' in found)) throw new Error('expected the family');
    expect(found.voucher.items.map((i) => [i.name, i.collected])).toEqual([
      ['Rice', 3],
      ['Oil', 0],
    ]);
    expect(itemsLeft(found.voucher.items)).toEqual([
      { name: 'Rice', quantity: 2 },
      { name: 'Oil', quantity: 1.5 },
    ]);
  });

  it('refuses a family this device handed everything over to, even across rounding of decimal quantities', async () => {
    const queue = [
      {
        voucherId: family.voucherId,
        amount: 0,
        items: [
          { name: 'Rice', quantity: 3 },
          { name: 'Oil', quantity: 0.1 },
        ],
      },
      { voucherId: family.voucherId, amount: 0, items: [{ name: 'Oil', quantity: 0.2 }] },
      { voucherId: family.voucherId, amount: 0, items: [{ name: 'Oil', quantity: 1.2 }] },
    ];
    expect(await lookUpOffline(withFood, { qr: qr(familyFields) }, none, TODAY, collectedOnDevice(queue))).toEqual({
      refusal: 'FULLY_USED',
    });
    // A voucher redemption of the same id would not count as a hand-over: only items do.
    expect(
      await lookUpOffline(
        withFood,
        { qr: qr(familyFields) },
        none,
        TODAY,
        collectedOnDevice([{ voucherId: family.voucherId }]),
      ),
    ).toHaveProperty('voucher');
  });

  it('refuses a family whose card was fully collected before the download, and an expired card', async () => {
    const collected = { ...family, items: family.items.map((i) => ({ ...i, collected: i.quantity })) };
    const done = buildIndex(ACCOUNT, [food], [collected]);
    expect(await lookUpOffline(done, { qr: qr(familyFields) }, none, TODAY)).toEqual({ refusal: 'FULLY_USED' });
    expect(await lookUpOffline(withFood, { qr: qr(familyFields) }, none, '2027-04-01')).toEqual({ refusal: 'EXPIRED' });
  });

  it('refuses a tampered card: a voucher value written into it, or another family’s id, under the old signature', async () => {
    const sig = signature(familyFields);
    expect(await lookUpOffline(withFood, { qr: qr({ ...familyFields, amount: 5000 }, sig) }, none, TODAY)).toEqual({
      refusal: 'NOT_GENUINE',
    });
    expect(
      await lookUpOffline(withFood, { qr: qr({ ...familyFields, voucherId: fields.voucherId }, sig) }, none, TODAY),
    ).toEqual({ refusal: 'NOT_GENUINE' });
    expect(
      await lookUpOffline(withFood, { qr: qr(familyFields, signature(familyFields, orgKey())) }, none, TODAY),
    ).toEqual({ refusal: 'NOT_GENUINE' });
  });

  it('leaves a voucher beside in-kind families as it was', async () => {
    const found = await lookUpOffline(withFood, { qr: qr() }, none, TODAY, collectedOnDevice([]));
    expect(found).toMatchObject({
      voucher: { distributionType: 'VOUCHER', collectionStatus: null, items: [], remainingAmount: 2000 },
    });
  });
});
