// The QR payload a scanner trusts offline: a genuine one verifies with its organisation's key, and any change to
// what it carries (value, id, validity, currency, organisation) or another organisation's key makes it fail.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatVoucherCode,
  newVoucherCode,
  newVoucherCodes,
  normalizeVoucherCode,
  VOUCHER_CODE_LENGTH,
} from './code.js';
import { encodeVoucherQr, parseVoucherQr, type VoucherQrFields, verifyVoucherQr, voucherSignedText } from './qr.js';
import { voucherUsage } from './usage.js';

function orgKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { publicKey: String(publicKey.export({ format: 'jwk' }).x), privateKey };
}

const fields: VoucherQrFields = {
  voucherId: 'vou--01JD0000000000000000000000',
  accountId: 'acc--01JD0000000000000000000000',
  amount: 2500,
  currency: 'EUR',
  validUntil: '2027-03-31',
};

const signed = (key: ReturnType<typeof orgKey>, f: VoucherQrFields = fields) =>
  encodeVoucherQr({
    ...f,
    signature: sign(null, Buffer.from(voucherSignedText(f)), key.privateKey).toString('base64url'),
  });

describe('voucher QR payload', () => {
  const key = orgKey();
  const genuine = signed(key);

  it('verifies a genuine payload with its organisation key and gives its fields back', async () => {
    expect(genuine.startsWith('AV1.vou--')).toBe(true);
    expect(await verifyVoucherQr(genuine, key.publicKey)).toMatchObject(fields);
  });

  it('verifies one without expiry date', async () => {
    const open = signed(key, { ...fields, validUntil: null });
    expect(await verifyVoucherQr(open, key.publicKey)).toMatchObject({ validUntil: null });
  });

  it.each([
    ['value', { amount: 250000 }],
    ['voucher id', { voucherId: 'vou--01JD0000000000000000000001' }],
    ['organisation', { accountId: 'acc--01JD0000000000000000000001' }],
    ['valid until', { validUntil: '2099-12-31' }],
    ['currency', { currency: 'USD' }],
  ])('fails when the %s was changed', async (_name, change) => {
    const parsed = parseVoucherQr(genuine);
    if (!parsed) throw new Error('genuine payload did not parse');
    const tampered = encodeVoucherQr({ ...parsed, ...change });
    expect(tampered).not.toBe(genuine);
    expect(await verifyVoucherQr(tampered, key.publicKey)).toBeUndefined();
  });

  it("fails with another organisation's key", async () => {
    expect(await verifyVoucherQr(genuine, orgKey().publicKey)).toBeUndefined();
  });

  it('fails on a flipped signature character, a wrong-size key and malformed payloads', async () => {
    const last = genuine.at(-2) === 'A' ? 'B' : 'A';
    expect(await verifyVoucherQr(`${genuine.slice(0, -2)}${last}${genuine.at(-1)}`, key.publicKey)).toBeUndefined();
    expect(await verifyVoucherQr(genuine, 'AAAA')).toBeUndefined();
    for (const bad of [
      '',
      'AV2.x.y.1.EUR.-.sig',
      'AV1.a.b.-1.EUR.-.sig',
      'AV1.a.b.1.eur.-.sig',
      'AV1.a.b.1.EUR.31-12-2027.s',
    ]) {
      expect(parseVoucherQr(bad), bad).toBeUndefined();
    }
  });

  it('refuses to sign a field containing the separator', () => {
    expect(() => voucherSignedText({ ...fields, voucherId: 'a.b' })).toThrow(/cannot contain/);
  });
});

describe('voucher codes', () => {
  it('are 12 Crockford characters, distinct, and read back as typed', () => {
    // Past one random draw (5,461 codes): the second draw's codes differ from the first's too.
    const codes = new Set([...newVoucherCodes(10_000), newVoucherCode()]);
    expect(codes.size).toBe(10_001);
    for (const code of [...codes].slice(0, 100)) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(normalizeVoucherCode(formatVoucherCode(code).toLowerCase())).toBe(code);
    }
    expect(VOUCHER_CODE_LENGTH * 5).toBeGreaterThanOrEqual(60);
  });

  it('reads look-alikes as meant and refuses what cannot be a code', () => {
    expect(normalizeVoucherCode('abcd-efgh-jkio')).toBe('ABCDEFGHJK10');
    expect(normalizeVoucherCode('ilo0 ABCD EFGH')).toBe('1100ABCDEFGH');
    expect(normalizeVoucherCode('ABCD-EFGH-JKU1')).toBeUndefined();
    expect(normalizeVoucherCode('ABCD-EFGH')).toBeUndefined();
    expect(formatVoucherCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('uses every character about equally (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const code of newVoucherCodes(4000)) for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 48,000 characters over 32: 1,500 each; ±20% is far outside chance for a fair source.
    for (const n of counts.values()) expect(Math.abs(n - 1500)).toBeLessThan(300);
  });
});

describe('voucher usage', () => {
  it('is derived from what was redeemed', () => {
    expect(voucherUsage(1000, 0)).toEqual({ usageStatus: 'NOT_USED', remainingAmount: 1000 });
    expect(voucherUsage(1000, 400)).toEqual({ usageStatus: 'PARTIALLY_USED', remainingAmount: 600 });
    expect(voucherUsage(1000, 1000)).toEqual({ usageStatus: 'FULLY_USED', remainingAmount: 0 });
    expect(voucherUsage(1000, 1200)).toEqual({ usageStatus: 'FULLY_USED', remainingAmount: 0 });
  });
});
