// The demo distributions: on the relief organisation's LOCKED lists, one APPROVED voucher distribution with its
// entitlements, one APPROVED in-kind one whose families have items and a signed code, and one READY cash one; a
// second run adds nothing.
import { familyLanguage } from '@aid/common/notifications';
import { verifyVoucherQr } from '@aid/common/vouchers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBeneficiaries } from '../seed/demo-beneficiaries.js';
import { seedDemoDistributions } from '../seed/demo-distributions.js';
import { seedDemoTemplates } from '../seed/demo-notifications.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { voucherPublicKey } from '../vouchers/keys.js';
import { qrPayloadOfRow, VOUCHER_COLUMNS, type VoucherColumnsRow } from '../vouchers/usage.js';

const backends = await availableBackends();
const identity = fileIdentity();
const ACCOUNT = 'acc--demo-relief';

describe.each(backendCases(backends))('the demo distributions on %s', (_name, backend) => {
  let api: TestApi;
  let admin: string;
  let approver: string;
  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    await api.fixtures.account('Demo relief', { accountId: ACCOUNT });
    admin = (await api.fixtures.member({ sub: 'seed-admin', email: 'a@seed.test' }, ACCOUNT)).userId;
    approver = (await api.fixtures.member({ sub: 'seed-approver', email: 'b@seed.test' }, ACCOUNT)).userId;
    const programs: [string, string][] = [
      ['prg--demo-water-2026', 'EUR'],
      ['prg--demo-winter-cash', 'USD'],
      ['prg--demo-food-parcels', 'EUR'],
    ];
    for (const [id, currency] of programs) {
      await api.db.query(
        `INSERT INTO programs (program_id, account_id, program_name, program_type, currency, budget)
         VALUES ($1, $2, $1, 'CASH', $3, 100000000)`,
        [id, ACCOUNT, currency],
      );
    }
    await api.db.transaction((tx) => seedDemoBeneficiaries(tx, 'relief', ACCOUNT, admin));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('seeds an APPROVED voucher, an APPROVED in-kind and a READY cash distribution, once', async () => {
    for (let run = 0; run < 2; run++) {
      await api.db.transaction((tx) => seedDemoDistributions(tx, ACCOUNT, admin, approver));
    }
    const rows = await api.db.query<{ id: string; status: string; families: number; ents: number; approvals: number }>(
      `SELECT d.distribution_id AS id, d.distribution_status AS status, d.number_of_families AS families,
              (SELECT count(*)::int FROM entitlements e WHERE e.distribution_id = d.distribution_id) AS ents,
              (SELECT count(*)::int FROM distribution_approvals a WHERE a.distribution_id = d.distribution_id) AS approvals
         FROM distributions d WHERE d.account_id = $1 ORDER BY d.distribution_id`,
      [ACCOUNT],
    );
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['dis--demo-relief-cash-round-1', 'READY'],
      ['dis--demo-relief-food-parcels', 'APPROVED'],
      ['dis--demo-relief-water-vouchers', 'APPROVED'],
    ]);
    const [cash, food, voucher] = rows;
    expect(Number(food?.ents)).toBe(Number(food?.families));
    expect(Number(cash?.families)).toBeGreaterThan(100);
    expect(Number(cash?.ents)).toBe(0);
    expect(Number(voucher?.families)).toBeGreaterThan(100);
    expect(Number(voucher?.ents)).toBe(Number(voucher?.families));
    expect(Number(voucher?.approvals)).toBe(1);
  });

  it('gives every demo voucher a code and a signature of the organisation', async () => {
    const rows = await api.db.query<VoucherColumnsRow>(
      `SELECT entitlement_id, amount, currency, ${VOUCHER_COLUMNS} FROM entitlements
        WHERE distribution_id = 'dis--demo-relief-water-vouchers'`,
    );
    const publicKey = await api.db.transaction((tx) => voucherPublicKey(tx, ACCOUNT));
    expect(rows.length).toBeGreaterThan(100);
    expect(publicKey).toBeDefined();
    const unsigned = [];
    for (const row of rows) {
      expect(row.voucher_code).toMatch(/\S/);
      expect(row.voucher_valid_until).toBe('2026-12-31');
      if (!(await verifyVoucherQr(qrPayloadOfRow(row), publicKey ?? ''))) unsigned.push(row.voucher_code);
    }
    expect(unsigned).toEqual([]);
  });

  it('gives every in-kind family its items, with dependants counted, and a signed code', async () => {
    const rows = await api.db.query<VoucherColumnsRow & { number_of_family_members: number; items: unknown }>(
      `SELECT entitlement_id, amount, currency, number_of_family_members, items, ${VOUCHER_COLUMNS} FROM entitlements
        WHERE distribution_id = 'dis--demo-relief-food-parcels'`,
    );
    const publicKey = await api.db.transaction((tx) => voucherPublicKey(tx, ACCOUNT));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.entitlement_id).toMatch(/^ink--demo/);
      expect(Number(row.amount)).toBe(0);
      const rice = (row.items as { name: string; quantity: number }[]).find((i) => i.name === 'Rice');
      expect(Number(rice?.quantity)).toBe(10 + 2 * Number(row.number_of_family_members));
      expect(await verifyVoucherQr(qrPayloadOfRow(row), publicKey ?? '')).toBeDefined();
    }
  });

  it('has families reading French in the voucher distribution, and an en and fr SMS template, once', async () => {
    for (let run = 0; run < 2; run++) {
      await api.db.transaction((tx) => seedDemoTemplates(tx, ACCOUNT, admin));
    }
    const templates = await api.db.query<{ language: string; channel: string }>(
      'SELECT language, channel FROM message_templates WHERE account_id = $1 ORDER BY language',
      [ACCOUNT],
    );
    expect(templates).toEqual([
      { language: 'en', channel: 'SMS' },
      { language: 'fr', channel: 'SMS' },
    ]);
    const members = await api.db.query<{ nationality: string | null }>(
      `SELECT nationality FROM distribution_members WHERE distribution_id = 'dis--demo-relief-water-vouchers'`,
    );
    const french = members.filter((m) => familyLanguage(m.nationality, new Set(['en', 'fr']), 'en') === 'fr');
    expect(french.length).toBeGreaterThan(0);
  });
});
