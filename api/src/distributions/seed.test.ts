// The demo distributions: on the relief organisation's LOCKED lists, one APPROVED voucher distribution with its
// entitlements and one READY cash one, and a second run adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBeneficiaries } from '../seed/demo-beneficiaries.js';
import { seedDemoDistributions } from '../seed/demo-distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

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

  it('seeds an APPROVED voucher and a READY cash distribution, once', async () => {
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
      ['dis--demo-relief-water-vouchers', 'APPROVED'],
    ]);
    const [cash, voucher] = rows;
    expect(Number(cash?.families)).toBeGreaterThan(100);
    expect(Number(cash?.ents)).toBe(0);
    expect(Number(voucher?.families)).toBeGreaterThan(100);
    expect(Number(voucher?.ents)).toBe(Number(voucher?.families));
    expect(Number(voucher?.approvals)).toBe(1);
  });
});
