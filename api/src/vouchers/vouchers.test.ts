// Vouchers over HTTP on every available database: issued with the entitlements (unique unguessable codes, signed
// QR payloads that verify with the organisation's key and fail when tampered with), usage derived from the
// redemption ledger and the public look-up (nothing before approval, nothing personal, rate-limited). The PDF is
// in print.test.ts.
import { randomBytes } from 'node:crypto';
import type { DistributionJson, EntitlementJson } from '@aid/common/distributions';
import { newId } from '@aid/common/ids';
import {
  encodeVoucherQr,
  type PublicVoucherJson,
  parseVoucherQr,
  VOUCHER_PAGE_RATE_PER_MINUTE,
  type VoucherKeyJson,
  verifyVoucherQr,
} from '@aid/common/vouchers';
import { beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../testing/distributions.js';
import { availableBackends, type TestApi } from '../testing/harness.js';
import type { Caller } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { VOUCHER_FAMILIES, voucherSuite } from '../testing/vouchers.js';
import { issueMissingVouchers } from './issue.js';

// Tests make their own secret: never the developer's .data one.
process.env.VOUCHER_KEY_SECRET ||= randomBytes(32).toString('base64url');

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('vouchers on %s', (backendName, backend) => {
  let api: TestApi;
  let accountId: string;
  let creator: Caller;
  let outsider: Caller;
  let programId: string;
  let listId: string;
  let generated: DistributionJson;
  let approved: DistributionJson;
  let approvedVouchers: EntitlementJson[];
  const families = VOUCHER_FAMILIES;
  const suite = voucherSuite(backendName, backend, identity, 'vouchers.test');
  const { as, ok, create, generate, voucherDraft, entitlements } = suite;
  beforeAll(() => {
    ({ api, accountId, creator, outsider, programId, listId, generated, approved, approvedVouchers } = suite.world);
  });
  const publicCall = (code: string) => api.call('GET', `/public/vouchers/${encodeURIComponent(code)}`);
  let publicCalls = 0;
  const lookUp = (code: string) => {
    publicCalls++;
    return publicCall(code);
  };

  it('issues one voucher per entitlement: unique 12-character codes, the validity, signed QR payloads', async () => {
    const vouchers = await entitlements(generated.distributionId);
    expect(vouchers).toHaveLength(families.length);
    const codes = vouchers.map((v) => v.voucherCode);
    expect(new Set(codes).size).toBe(families.length);
    for (const v of vouchers) {
      expect(v.entitlementId).toMatch(/^vou--/);
      expect(v.voucherCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(v).toMatchObject({ validUntil: '2027-03-31', usageStatus: 'NOT_USED', remainingAmount: v.amount });
    }
    const key = await ok<VoucherKeyJson>(creator, 'GET', '/organization/voucher-key');
    expect(key).toMatchObject({ accountId, algorithm: 'Ed25519' });
    for (const v of vouchers) {
      const qr = await verifyVoucherQr(String(v.qrPayload), key.publicKey);
      expect(qr, String(v.qrPayload)).toMatchObject({
        voucherId: v.entitlementId,
        accountId,
        amount: v.amount,
        currency: 'EUR',
        validUntil: '2027-03-31',
      });
    }
    // The private key is stored encrypted, never as the PKCS#8 the signer uses.
    const [stored] = await api.db.query<{ private_key_encrypted: string }>(
      'SELECT private_key_encrypted FROM voucher_keys WHERE account_id = $1',
      [accountId],
    );
    expect(stored?.private_key_encrypted).toBeTruthy();
    expect(
      Buffer.from(String(stored?.private_key_encrypted), 'base64url').includes(
        Buffer.from('302e020100300506032b6570', 'hex'),
      ),
    ).toBe(false);
  });

  it('makes a tampered QR (value or voucher id changed) fail its signature check', async () => {
    const [v] = await entitlements(generated.distributionId);
    const key = await ok<VoucherKeyJson>(creator, 'GET', '/organization/voucher-key');
    const qr = parseVoucherQr(String(v?.qrPayload));
    if (!qr) throw new Error('no QR payload');
    expect(await verifyVoucherQr(encodeVoucherQr({ ...qr, amount: qr.amount * 100 }), key.publicKey)).toBeUndefined();
    const otherId = approvedVouchers[0]?.entitlementId ?? '';
    expect(await verifyVoucherQr(encodeVoucherQr({ ...qr, voucherId: otherId }), key.publicKey)).toBeUndefined();
    const foreign = await ok<VoucherKeyJson>(outsider, 'GET', '/organization/voucher-key');
    expect(foreign.publicKey).not.toBe(key.publicKey);
    expect(await verifyVoucherQr(String(v?.qrPayload), foreign.publicKey)).toBeUndefined();
  });

  it('issues the vouchers of entitlements written outside the job (the demo seed), signed like the others', async () => {
    const d = await voucherDraft({ distributionName: 'Seeded' });
    await api.db.query(
      `INSERT INTO entitlements (entitlement_id, distribution_id, account_id, beneficiary_id, first_name, amount, currency)
       SELECT 'vou--seed' || substr(md5(beneficiary_id), 1, 22), distribution_id, account_id, beneficiary_id, first_name,
              1234, 'EUR'
         FROM distribution_members WHERE distribution_id = $1`,
      [d.distributionId],
    );
    const issued = await api.db.transaction((tx) => issueMissingVouchers(tx, d.distributionId));
    expect(issued).toBe(families.length);
    expect(await api.db.transaction((tx) => issueMissingVouchers(tx, d.distributionId))).toBe(0);
    const key = await ok<VoucherKeyJson>(creator, 'GET', '/organization/voucher-key');
    for (const v of await entitlements(d.distributionId)) {
      expect(v.voucherCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(await verifyVoucherQr(String(v.qrPayload), key.publicKey)).toMatchObject({ amount: 1234 });
    }
  });

  it('leaves the voucher fields null on a cash distribution', async () => {
    const cash = await create(creator, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Cash',
      amountPerBeneficiary: 100,
    });
    await generate(creator, cash.distributionId);
    const [e] = await entitlements(cash.distributionId);
    expect(e).toMatchObject({
      voucherCode: null,
      qrPayload: null,
      validUntil: null,
      usageStatus: null,
      remainingAmount: null,
    });
    refused(
      await as(creator, 'GET', `/distributions/${cash.distributionId}/vouchers.pdf`),
      422,
      'NOT_A_VOUCHER_DISTRIBUTION',
    );
  });

  it('derives usage and remaining value from the redemption ledger', async () => {
    const [a, b] = approvedVouchers;
    if (!a || !b) throw new Error('two vouchers expected');
    const redeem = (voucherId: string, amount: number) =>
      api.db.query(
        // With the voucher's running total, as every writer of the ledger keeps it (migrations/0022).
        `WITH added AS (INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, amount, idempotency_key)
                        VALUES ($1, $2, $3, $4, $1) RETURNING voucher_id, amount)
         UPDATE entitlements e SET redeemed = e.redeemed + added.amount FROM added
          WHERE e.entitlement_id = added.voucher_id`,
        [newId('job'), accountId, voucherId, amount],
      );
    await redeem(a.entitlementId, 300);
    await redeem(b.entitlementId, b.amount - 100);
    await redeem(b.entitlementId, 100);
    const after = new Map((await entitlements(approved.distributionId)).map((e) => [e.entitlementId, e]));
    expect(after.get(a.entitlementId)).toMatchObject({
      usageStatus: 'PARTIALLY_USED',
      remainingAmount: a.amount - 300,
    });
    expect(after.get(b.entitlementId)).toMatchObject({ usageStatus: 'FULLY_USED', remainingAmount: 0 });
    const rest = [...after.values()].filter(
      (e) => e.entitlementId !== a.entitlementId && e.entitlementId !== b.entitlementId,
    );
    for (const e of rest) expect(e.usageStatus).toBe('NOT_USED');
  });

  it('answers the public look-up only once approved, with nothing personal', async () => {
    const before = (await entitlements(generated.distributionId))[0];
    refused(await lookUp(String(before?.voucherCode)), 404);
    refused(await lookUp('0000-0000-0000'), 404);
    refused(await lookUp('not a code'), 404);
    const v = approvedVouchers[2];
    const res = await lookUp(
      String(v?.voucherCode)
        .toLowerCase()
        .replace(/(.{4})(?=.)/g, '$1-'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const body = res.body as PublicVoucherJson;
    expect(Object.keys(body).sort()).toEqual(
      ['amount', 'currency', 'language', 'qrPayload', 'remainingAmount', 'usageStatus', 'validUntil'].sort(),
    );
    expect(body).toMatchObject({
      qrPayload: v?.qrPayload,
      amount: v?.amount,
      currency: 'EUR',
      validUntil: '2027-03-31',
      language: 'en',
    });
    expect(JSON.stringify(body)).not.toContain(String(v?.firstName));
  });

  it("tells the public page the family's language, never the nationality it comes from", async () => {
    const [syrian, ethiopian] = approvedVouchers.slice(3);
    const setNationality = (entitlementId: string | undefined, nationality: string) =>
      api.db.query(
        `UPDATE beneficiaries b SET nationality = $2 FROM entitlements e
          WHERE e.entitlement_id = $1 AND b.beneficiary_id = e.beneficiary_id`,
        [String(entitlementId), nationality],
      );
    await setNationality(syrian?.entitlementId, 'SY');
    await setNationality(ethiopian?.entitlementId, 'ET');
    const language = async (code: string | null | undefined) => {
      const res = await lookUp(String(code));
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/"(SY|ET)"/);
      return (res.body as PublicVoucherJson).language;
    };
    expect(await language(syrian?.voucherCode)).toBe('ar');
    // Amharic has no voucher texts: the organisation's language for families, else English.
    expect(await language(ethiopian?.voucherCode)).toBe('en');
    await api.db.query(
      `INSERT INTO notification_settings (account_id, default_language) VALUES ($1, 'fr')
       ON CONFLICT (account_id) DO UPDATE SET default_language = 'fr'`,
      [accountId],
    );
    try {
      expect(await language(ethiopian?.voucherCode)).toBe('fr');
    } finally {
      await api.db.query('DELETE FROM notification_settings WHERE account_id = $1', [accountId]);
    }
  });

  it('rate-limits the public look-up per client with 429 and Retry-After', async () => {
    const code = String(approvedVouchers[0]?.voucherCode);
    let last = await lookUp(code);
    while (publicCalls <= VOUCHER_PAGE_RATE_PER_MINUTE) {
      expect(last.status).toBe(200);
      last = await lookUp(code);
    }
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
