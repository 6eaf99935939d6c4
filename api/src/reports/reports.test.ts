// Reports over HTTP on every available database, on a fixed world whose figures are checked by hand
// (testing/reports.ts): every breakdown, every filter, amounts per currency, a member limited to one program, another
// organisation, and a member without REPORTS VIEW.
import type { BeneficiaryListReportJson, DistributionSummaryJson } from '@aid/common/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { distributionCalls, refused } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { FAMILIES, type ReportWorld, seedReportWorld } from '../testing/reports.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

const BENEFICIARIES = '/reports/beneficiary-lists';
const DISTRIBUTIONS = '/reports/distribution-summary';

describe.each(backendCases(backends))('reports on %s', (backendName, backend) => {
  let api: TestApi;
  let world: ReportWorld;
  let masterId: string;
  let admin: Caller;
  let selected: Caller;
  let outsider: Caller;
  let noReports: Caller;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@reports.test`,
  );
  const { as, ok } = distributionCalls(() => api);
  const beneficiaries = (who: Caller, body: Record<string, unknown> = {}) =>
    ok<BeneficiaryListReportJson>(who, 'POST', BENEFICIARIES, body);
  const summary = (who: Caller, body: Record<string, unknown> = {}) =>
    ok<DistributionSummaryJson>(who, 'POST', DISTRIBUTIONS, body);
  const families = async (body: Record<string, unknown>) => (await beneficiaries(admin, body)).totals.families;

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    const org = await organisation(api, 'Reporting org');
    masterId = org.masterId;
    const other = await organisation(api, 'Other org');
    admin = await caller('admin', org.accountId);
    const p1 = (await api.fixtures.program(org.accountId, { currency: 'EUR', budget: 100_000 })).programId;
    const p2 = (await api.fixtures.program(org.accountId, { currency: 'USD', budget: null })).programId;
    world = await seedReportWorld(api.db, org.accountId, masterId, { p1, p2 }, admin.userId);
    await api.db.query(
      `UPDATE accounts SET duplicates_total = 2, last_deduplication = '2026-03-20T08:00:00Z' WHERE account_id = $1`,
      [org.accountId],
    );
    await api.db.query(
      `INSERT INTO beneficiary_duplicates (pair_id, account_id, beneficiary_id_a, beneficiary_id_b, score, level, reasons)
       VALUES ('dup--r1', $1, least($2, $3), greatest($2, $3), 0.9, 'DUPLICATE', ARRAY['NAME'])`,
      [org.accountId, world.ids.b1 ?? '', world.ids.b2 ?? ''],
    );
    selected = await caller('selected', org.accountId, 'P2 REPORTS', {
      section: [{ name: 'REPORTS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: [p2] } } }],
    });
    noReports = await caller('no-reports', org.accountId, 'NO REPORTS', {
      section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    outsider = await caller('outsider', other.accountId);
    // A family of the other organisation, which must never be counted.
    await seedReportWorld(
      api.db,
      other.accountId,
      other.masterId,
      await otherPrograms(api, other.accountId),
      outsider.userId,
    );
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('computes every breakdown of the master list in one report', async () => {
    const report = await beneficiaries(admin);
    expect(report.totals).toEqual({ families: 6, familyMembers: 19, people: 25 });
    expect(sortBy(report.sexAge, (c) => `${c.gender}/${c.ageBand}`)).toEqual([
      { gender: 'F', ageBand: 'AGE_0_4', families: 1, people: 1 },
      { gender: 'F', ageBand: 'AGE_18_59', families: 1, people: 3 },
      { gender: 'M', ageBand: 'AGE_5_17', families: 1, people: 13 },
      { gender: 'M', ageBand: 'AGE_60_PLUS', families: 1, people: 5 },
      { gender: 'O', ageBand: 'AGE_18_59', families: 1, people: 1 },
      { gender: 'UNKNOWN', ageBand: 'UNKNOWN', families: 1, people: 2 },
    ]);
    expect(sortBy(report.nationality, (n) => n.nationality ?? '')).toEqual([
      { nationality: null, families: 1, people: 5 },
      { nationality: 'KE', families: 3, people: 6 },
      { nationality: 'SO', families: 2, people: 14 },
    ]);
    expect(sortBy(report.creationMethod, (m) => m.method)).toEqual([
      { method: 'E-F', families: 1 },
      { method: 'F-I', families: 2 },
      { method: 'I', families: 3 },
    ]);
    expect(report.familySize.filter((s) => s.families > 0)).toEqual([
      { size: '0', families: 2 },
      { size: '1', families: 1 },
      { size: '2', families: 1 },
      { size: '4', families: 1 },
      { size: '10+', families: 1 },
    ]);
    expect(report.familySize).toHaveLength(11);
    expect(report.registrations).toEqual([
      { periodStart: '2026-01-01', families: 2 },
      { periodStart: '2026-02-01', families: 2 },
      { periodStart: '2026-03-01', families: 2 },
    ]);
    expect(report.duplicatesTotal).toBe(2);
    expect(report.lastDeduplication).toBe('2026-03-20T08:00:00.000Z');
    expect(report.lists).toEqual([
      {
        listId: masterId,
        listName: 'Master list',
        families: 6,
        familyMembers: 19,
        people: 25,
        byGender: { F: 2, M: 2, PNTS: 0, O: 1, UNKNOWN: 1 },
      },
    ]);
    const weekly = await beneficiaries(admin, { interval: 'WEEK' });
    expect(weekly.registrations.map((r) => r.periodStart)).toEqual([
      '2026-01-05',
      '2026-01-19',
      '2026-02-02',
      '2026-02-09',
      '2026-02-23',
      '2026-03-09',
    ]);
  });

  it('compares lists side by side and counts a family in both once in the totals', async () => {
    const report = await beneficiaries(admin, { listIds: [world.lists.l1, world.lists.l2] });
    expect(report.totals).toEqual({ families: 4, familyMembers: 18, people: 22 });
    expect(report.lists).toEqual([
      {
        listId: world.lists.l1,
        listName: 'Alpha',
        families: 3,
        familyMembers: 14,
        people: 17,
        byGender: { F: 2, M: 1, PNTS: 0, O: 0, UNKNOWN: 0 },
      },
      {
        listId: world.lists.l2,
        listName: 'Beta',
        families: 2,
        familyMembers: 16,
        people: 18,
        byGender: { F: 0, M: 2, PNTS: 0, O: 0, UNKNOWN: 0 },
      },
    ]);
    // Pending pairs among the lists reported on: b1 and b2 are both in Alpha.
    expect(report.duplicatesTotal).toBe(1);
  });

  it('narrows by list, period, nationality, gender, age band and a list-engine filter', async () => {
    expect(await families({ listIds: [world.lists.l1] })).toBe(3);
    expect(await families({ createdFrom: '2026-02-01', createdTo: '2026-02-28' })).toBe(2);
    expect(await families({ createdFrom: '2026-03-15' })).toBe(1);
    expect(await families({ nationalities: ['ke'] })).toBe(3);
    expect(await families({ genders: ['F'] })).toBe(2);
    expect(await families({ ageBands: ['UNKNOWN'] })).toBe(1);
    expect(await families({ ageBands: ['AGE_18_59', 'AGE_60_PLUS'] })).toBe(3);
    const filter = (conditions: unknown[]) => ({ filter: { connector: 'AND', conditions } });
    expect(
      await families(filter([{ field: 'NUMBER_OF_FAMILY_MEMBERS', operator: 'GREATER_OR_EQUAL', value: '2' }])),
    ).toBe(3);
    expect(await families(filter([{ field: 'LAST_NAME', operator: 'CONTAINS', value: 'sei' }]))).toBe(1);
    expect(
      await families({
        listIds: [world.lists.l2],
        genders: ['M'],
        ...filter([{ field: 'NATIONALITY', operator: 'IS_NULL' }]),
      }),
    ).toBe(1);

    const badOperator = await as(
      admin,
      'POST',
      BENEFICIARIES,
      filter([{ field: 'GENDER', operator: 'GREATER', value: 'F' }]),
    );
    refused(badOperator, 422);
    expect(JSON.stringify(badOperator.body)).toContain('filter.conditions');
    refused(await as(admin, 'POST', BENEFICIARIES, { createdFrom: '2026-03-01', createdTo: '2026-02-01' }), 422);
    refused(await as(admin, 'POST', BENEFICIARIES, { ageBands: ['AGE_99'] }), 422);
    refused(await as(admin, 'POST', BENEFICIARIES, { listIds: ['bel--nope'] }), 404, 'NOT_FOUND');
  });

  it('summarises distributions per row, per currency, per program, per day and per scanner', async () => {
    const report = await summary(admin);
    const { d1, d2, d3, d4 } = world.distributions;
    expect(report.distributions.map((d) => d.distributionId)).toEqual([d1, d2, d3, d4]);
    const row = (id: string) => report.distributions.find((d) => d.distributionId === id);
    expect(row(d1)).toMatchObject({
      type: 'VOUCHER',
      currency: 'EUR',
      planned: { families: 3, people: 17, amount: 3000 },
      approved: true,
      notified: { sent: 2, error: 1 },
      voucherUsage: { NOT_USED: 1, PARTIALLY_USED: 1, FULLY_USED: 1 },
      redeemed: 1400,
      outstanding: 1600,
      reconciliation: { conflicts: 1, indicator: 'ERROR' },
    });
    expect(row(d1)?.paymentStatus.NOT_INITIATED).toBe(3);
    expect(row(d2)).toMatchObject({
      type: 'CASH',
      currency: 'USD',
      planned: { families: 2, amount: 1000 },
      reconciliation: { paid: { families: 1, amount: 500 }, failed: { families: 1, amount: 500 } },
    });
    expect(row(d2)?.paymentStatus).toMatchObject({ COMPLETED: 1, DECLINED: 1, NOT_INITIATED: 0 });
    expect(row(d3)).toMatchObject({
      collection: { NOT_COLLECTED: 0, PARTIALLY_COLLECTED: 1, FULLY_COLLECTED: 1 },
      items: [{ name: 'Rice', unit: 'kg', planned: 10, delivered: 7 }],
    });
    expect(row(d4)).toMatchObject({ approved: false, planned: { families: 1, amount: 2000 } });

    // Amounts stay in their currency: EUR and USD are never added together.
    expect(report.totals).toEqual([
      {
        currency: 'EUR',
        distributions: 2,
        families: 5,
        people: 21,
        planned: 3000,
        redeemed: 1400,
        paid: 0,
        outstanding: 1600,
      },
      {
        currency: 'USD',
        distributions: 2,
        families: 3,
        people: 19,
        planned: 3000,
        redeemed: 0,
        paid: 500,
        outstanding: 500,
      },
    ]);
    // P1's budget: 3000 EUR of vouchers, nothing in kind, and 2000 USD at 0.5 EUR per USD.
    expect(sortBy(report.budgets, (b) => b.currency)).toEqual([
      expect.objectContaining({
        programId: world.programs.p1,
        currency: 'EUR',
        budget: 100_000,
        used: 4000,
        unconverted: 0,
      }),
      expect.objectContaining({
        programId: world.programs.p2,
        currency: 'USD',
        budget: null,
        used: 1000,
        unconverted: 0,
      }),
    ]);
    expect(report.overTime).toEqual([
      {
        day: '2026-03-02',
        redemptions: 1,
        redeemed: [{ currency: 'EUR', amount: 1000 }],
        handovers: 1,
        paymentsCompleted: 0,
      },
      {
        day: '2026-03-03',
        redemptions: 1,
        redeemed: [{ currency: 'EUR', amount: 400 }],
        handovers: 0,
        paymentsCompleted: 0,
      },
      { day: '2026-03-04', redemptions: 0, redeemed: [], handovers: 1, paymentsCompleted: 0 },
      { day: '2026-03-05', redemptions: 0, redeemed: [], handovers: 0, paymentsCompleted: 1 },
    ]);
    expect(report.scanners).toEqual([expect.objectContaining({ userId: admin.userId, redemptions: 2, handovers: 2 })]);
    expect(report.offlineConflicts).toEqual({ total: 1, unresolved: 1 });
    // b1 (voucher and rice), b2 (voucher and rice) and b3 (paid): each family once.
    expect(sortBy(report.reached, (c) => `${c.gender}/${c.ageBand}`)).toEqual([
      { gender: 'F', ageBand: 'AGE_0_4', families: 1, people: 1 },
      { gender: 'F', ageBand: 'AGE_18_59', families: 1, people: 3 },
      { gender: 'M', ageBand: 'AGE_5_17', families: 1, people: 13 },
    ]);
  });

  it('narrows the summary by program, distribution, type, status and period', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await summary(admin, body)).distributions.map((d) => d.distributionId);
    const { d1, d2, d3, d4 } = world.distributions;
    expect(await ids({ programIds: [world.programs.p2] })).toEqual([d2]);
    expect(await ids({ distributionIds: [d3, d1] })).toEqual([d1, d3]);
    expect(await ids({ types: ['CASH'] })).toEqual([d2, d4]);
    expect(await ids({ statuses: ['READY'] })).toEqual([d4]);
    expect(await ids({ from: '2000-01-01', to: '2000-12-31' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ from: today, to: today })).toHaveLength(4);
    refused(await as(admin, 'POST', DISTRIBUTIONS, { types: ['GOLD'] }), 422);
    refused(await as(admin, 'POST', DISTRIBUTIONS, { programIds: ['prg--nope'] }), 404, 'NOT_FOUND');
  });

  it('reads one distribution alone with the same figures as in the whole summary', async () => {
    const whole = await summary(admin);
    const { d1, d3 } = world.distributions;
    for (const id of [d1, d3]) {
      const one = await summary(admin, { distributionIds: [id] });
      expect(one.distributions).toEqual(whole.distributions.filter((d) => d.distributionId === id));
    }
    const inKind = await summary(admin, { distributionIds: [d3] });
    expect(inKind.overTime.map((d) => [d.day, d.redemptions, d.handovers])).toEqual([
      ['2026-03-02', 0, 1],
      ['2026-03-04', 0, 1],
    ]);
    expect(inKind.reached.map((c) => c.families)).toEqual([1, 1]);
  });

  it('counts a redemption written before the ledger carried its distribution, through its voucher', async () => {
    const { d1 } = world.distributions;
    const [voucher] = await api.db.query<{ entitlement_id: string }>(
      `SELECT entitlement_id FROM entitlements WHERE distribution_id = $1 AND redeemed = 0`,
      [d1],
    );
    const voucherId = voucher?.entitlement_id ?? '';
    await api.db.query(
      `WITH added AS (
         INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, amount, idempotency_key, server_time)
         SELECT 'rdm--legacy', account_id, entitlement_id, 300, 'legacy', '2026-03-06T12:00:00Z'
           FROM entitlements WHERE entitlement_id = $1 RETURNING voucher_id, amount)
       UPDATE entitlements e SET redeemed = e.redeemed + added.amount FROM added WHERE e.entitlement_id = added.voucher_id`,
      [voucherId],
    );
    try {
      const report = await summary(admin, { distributionIds: [d1] });
      expect(report.distributions[0]).toMatchObject({
        redeemed: 1700,
        voucherUsage: { NOT_USED: 0, PARTIALLY_USED: 2, FULLY_USED: 1 },
      });
      expect(report.overTime.at(-1)).toEqual({
        day: '2026-03-06',
        redemptions: 1,
        redeemed: [{ currency: 'EUR', amount: 300 }],
        handovers: 0,
        paymentsCompleted: 0,
      });
    } finally {
      await api.db.query(`DELETE FROM voucher_redemptions WHERE redemption_id = 'rdm--legacy'`);
      await api.db.query(`UPDATE entitlements SET redeemed = 0 WHERE entitlement_id = $1`, [voucherId]);
    }
  });

  it('limits a SELECTED member to their program, its distributions and its lists', async () => {
    const report = await summary(selected);
    expect(report.distributions.map((d) => d.distributionId)).toEqual([world.distributions.d2]);
    expect(report.totals.map((t) => t.currency)).toEqual(['USD']);
    expect(report.budgets.map((b) => b.programId)).toEqual([world.programs.p2]);
    expect(report.scanners).toEqual([]);
    expect(report.reached).toEqual([{ gender: 'M', ageBand: 'AGE_5_17', families: 1, people: 13 }]);
    refused(await as(selected, 'POST', DISTRIBUTIONS, { programIds: [world.programs.p1] }), 404, 'NOT_FOUND');
    refused(await as(selected, 'POST', DISTRIBUTIONS, { distributionIds: [world.distributions.d1] }), 404, 'NOT_FOUND');

    // Only Beta, the list P2's distribution was made from; not the master list, not Alpha.
    const lists = await beneficiaries(selected);
    expect(lists.lists.map((l) => l.listId)).toEqual([world.lists.l2]);
    expect(lists.totals).toEqual({ families: 2, familyMembers: 16, people: 18 });
    expect(lists.duplicatesTotal).toBe(0);
    refused(await as(selected, 'POST', BENEFICIARIES, { listIds: [world.lists.l1] }), 404, 'NOT_FOUND');
    refused(await as(selected, 'POST', BENEFICIARIES, { listIds: [masterId] }), 404, 'NOT_FOUND');
  });

  it('shows another organisation nothing of this one, and refuses a member without REPORTS VIEW', async () => {
    const own = await beneficiaries(outsider);
    expect(own.totals.families).toBe(FAMILIES.length);
    refused(await as(outsider, 'POST', BENEFICIARIES, { listIds: [world.lists.l1] }), 404, 'NOT_FOUND');
    refused(await as(outsider, 'POST', DISTRIBUTIONS, { programIds: [world.programs.p1] }), 404, 'NOT_FOUND');
    const theirs = await summary(outsider);
    expect(theirs.distributions.map((d) => d.distributionId)).not.toContain(world.distributions.d1);
    expect(theirs.distributions).toHaveLength(4);
    // Our world holds as many families again in the other organisation: the totals above (6) kept them out.
    expect((await beneficiaries(admin)).totals.families).toBe(6);

    refused(await as(noReports, 'POST', BENEFICIARIES, {}), 403);
    refused(await as(noReports, 'POST', DISTRIBUTIONS, {}), 403);
    // Refused by the shared route layer, without a reason: REPORT_REFUSALS lists only what the reports domain sends.
    const forbidden = await as(noReports, 'POST', DISTRIBUTIONS, {});
    const invalid = await as(admin, 'POST', DISTRIBUTIONS, { types: ['GOLD'] });
    expect([forbidden.body, invalid.body]).toEqual([
      expect.not.objectContaining({ reason: expect.anything() }),
      expect.not.objectContaining({ reason: expect.anything() }),
    ]);
  });
});

async function otherPrograms(api: TestApi, accountId: string) {
  const p1 = (await api.fixtures.program(accountId, { currency: 'EUR' })).programId;
  const p2 = (await api.fixtures.program(accountId, { currency: 'USD' })).programId;
  return { p1, p2 };
}

function sortBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => key(a).localeCompare(key(b)));
}
