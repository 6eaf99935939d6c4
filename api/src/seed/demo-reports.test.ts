// The demo seed gives every chart of both reports something to show (issue 24), from ledgers kept as the product
// keeps them, idempotently, and leaves the three first demo distributions as the end-to-end tests expect them.
import type { BeneficiaryListReportJson, DistributionSummaryJson } from '@aid/common/reports';
import { beneficiaryListReportInputSchema, distributionSummaryInputSchema } from '@aid/common/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { beneficiaryListReport } from '../reports/beneficiary-report.js';
import { distributionSummary } from '../reports/distribution-summary.js';
import { availableBackends } from '../testing/harness.js';
import { backendCases } from '../testing/suite.js';
import { seedDemo } from './demo.js';
import { DEMO_REPORT_DISTRIBUTIONS } from './demo-reports.js';

const backends = await availableBackends();
const ACCOUNT = 'acc--demo-relief';
const REACH = { accountId: ACCOUNT, access: { accessLevel: 'EVERYTHING' as const, objectIds: [] } };
const USERS = ['admin', 'multi', 'field', 'partner'].map((name) => ({ email: `${name}@demo.aid`, sub: `sub-${name}` }));
const FIRST_DEMO = [
  'dis--demo-relief-cash-round-1',
  'dis--demo-relief-food-parcels',
  'dis--demo-relief-water-vouchers',
];

/** Rows of every table the seed writes, and the amounts the ledgers add up to: equal after a second run. */
const FOOTPRINT = `SELECT 'beneficiaries' AS t, count(*)::text AS n FROM beneficiaries WHERE account_id = $1
  UNION ALL SELECT 'lists', count(*)::text FROM beneficiary_lists WHERE account_id = $1
  UNION ALL SELECT 'listMembers', count(*)::text FROM beneficiary_list_members WHERE account_id = $1
  UNION ALL SELECT 'distributions', count(*)::text FROM distributions WHERE account_id = $1
  UNION ALL SELECT 'members', count(*)::text FROM distribution_members WHERE account_id = $1
  UNION ALL SELECT 'entitlements', count(*)::text FROM entitlements WHERE account_id = $1
  UNION ALL SELECT 'redeemed', coalesce(sum(redeemed), 0)::text FROM entitlements WHERE account_id = $1
  UNION ALL SELECT 'statuses', string_agg(DISTINCT payment_status, ',') FROM entitlements WHERE account_id = $1
  UNION ALL SELECT 'redemptions', count(*)::text || '/' || coalesce(sum(amount), 0) FROM voucher_redemptions
             WHERE account_id = $1
  UNION ALL SELECT 'handovers', count(*)::text FROM in_kind_collections WHERE account_id = $1
  UNION ALL SELECT 'conflicts', count(*)::text FROM redemption_conflicts WHERE account_id = $1
  UNION ALL SELECT 'notifications', count(*)::text FROM notifications WHERE account_id = $1
  UNION ALL SELECT 'outbox', count(*)::text FROM notification_outbox WHERE account_id = $1
  UNION ALL SELECT 'exported', count(*)::text FROM payment_export_entitlements WHERE account_id = $1
  UNION ALL SELECT 'duplicates', count(*)::text FROM beneficiary_duplicates WHERE account_id = $1`;

const nonZero = (counts: Record<string, number>) =>
  Object.keys(counts)
    .filter((k) => (counts[k] ?? 0) > 0)
    .sort();

describe.each(backendCases(backends))('the demo seed for the reports on %s', (_name, backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let people: BeneficiaryListReportJson;
  let summary: DistributionSummaryJson;
  let footprint: { t: string; n: string }[];
  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    await migrate(db);
    await seedDemo(db, USERS);
    footprint = await db.query<{ t: string; n: string }>(FOOTPRINT, [ACCOUNT]);
    await seedDemo(db, USERS);
    people = await db.transaction((tx) => beneficiaryListReport(tx, REACH, beneficiaryListReportInputSchema.parse({})));
    summary = await db.transaction((tx) => distributionSummary(tx, REACH, distributionSummaryInputSchema.parse({})));
  });
  afterAll(async () => {
    await drop?.();
  });

  it('adds nothing on a second run', async () => {
    expect(await db.query(FOOTPRINT, [ACCOUNT])).toEqual(footprint);
  });

  it('fills every breakdown of the beneficiary list report', () => {
    expect(new Set(people.sexAge.map((c) => c.gender))).toEqual(new Set(['F', 'M', 'O', 'PNTS', 'UNKNOWN']));
    expect(new Set(people.sexAge.map((c) => c.ageBand))).toEqual(
      new Set(['AGE_0_4', 'AGE_5_17', 'AGE_18_59', 'AGE_60_PLUS', 'UNKNOWN']),
    );
    expect(people.nationality.filter((n) => n.nationality !== null).length).toBeGreaterThanOrEqual(3);
    expect(people.nationality.some((n) => n.nationality === null)).toBe(true);
    expect(new Set(people.creationMethod.map((c) => c.method))).toEqual(new Set(['F-I', 'E-F', 'I']));
    expect(people.familySize.every((s) => s.families > 0)).toBe(true);
    expect(people.registrations.length).toBeGreaterThanOrEqual(5);
    expect(people.duplicatesTotal).toBeGreaterThan(0);
  });

  it('has registrations in the weeks before the seeding, whenever it runs: the report pages open on recent ones', async () => {
    const createdFrom = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const recent = await db.transaction((tx) =>
      beneficiaryListReport(tx, REACH, beneficiaryListReportInputSchema.parse({ createdFrom, interval: 'WEEK' })),
    );
    expect(recent.totals.families).toBeGreaterThan(10);
    expect(recent.registrations.length).toBeGreaterThanOrEqual(2);
  });

  it('fills every chart of the distribution summary', () => {
    const rows = summary.distributions;
    expect(new Set(rows.map((d) => d.type))).toEqual(new Set(['CASH', 'VOUCHER', 'IN_KIND']));
    expect(new Set(rows.map((d) => d.status))).toEqual(new Set(['APPROVED', 'READY']));
    const row = (id: string) => rows.find((d) => d.distributionId === id);
    const [vouchers, handovers, cash] = DEMO_REPORT_DISTRIBUTIONS.map((d) => row(d.distributionId));
    expect(nonZero(vouchers?.voucherUsage ?? {})).toEqual(['FULLY_USED', 'NOT_USED', 'PARTIALLY_USED']);
    expect(nonZero(handovers?.collection ?? {})).toEqual(['FULLY_COLLECTED', 'NOT_COLLECTED', 'PARTIALLY_COLLECTED']);
    expect(nonZero(cash?.paymentStatus ?? {}).length).toBeGreaterThanOrEqual(3);
    expect(cash?.paymentStatus.COMPLETED).toBeGreaterThan(0);
    expect(vouchers?.notified.sent).toBeGreaterThan(0);
    expect(vouchers?.notified.error).toBeGreaterThan(0);
    expect(handovers?.items.every((i) => i.delivered > 0 && i.delivered <= i.planned)).toBe(true);
    expect(vouchers?.redeemed).toBeGreaterThan(0);
    expect(summary.overTime.length).toBeGreaterThanOrEqual(10);
    expect(summary.overTime.some((d) => d.redemptions > 0 && d.handovers > 0 && d.paymentsCompleted > 0)).toBe(true);
    // Up to yesterday, whenever the seed runs: the activity is dated back from the seeding.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(summary.overTime.at(-1)?.day).toBe(yesterday);
    expect(summary.scanners.length).toBeGreaterThanOrEqual(2);
    expect(summary.offlineConflicts.total).toBeGreaterThanOrEqual(1);
    expect(new Set(summary.reached.map((c) => c.gender)).size).toBe(5);
    expect(summary.totals.map((t) => t.currency)).toEqual(['EUR', 'USD']);
  });

  it('keeps the ledgers and what they derive consistent, as scanning and payments do', async () => {
    // Each voucher's running total is its ledger's sum; nothing is collected beyond what a family is entitled to.
    const [totals] = await db.query<{ off: number; over: number; unexported: number }>(
      `SELECT (SELECT count(*)::int FROM entitlements e WHERE e.account_id = $1 AND e.redeemed <>
                 (SELECT coalesce(sum(r.amount), 0) FROM voucher_redemptions r WHERE r.voucher_id = e.entitlement_id))
                AS off,
              (SELECT count(*)::int FROM entitlements e CROSS JOIN jsonb_array_elements(e.items) i
                WHERE e.account_id = $1 AND (i ->> 'quantity')::numeric <
                      (SELECT coalesce(sum((x ->> 'quantity')::numeric), 0) FROM in_kind_collections k
                        CROSS JOIN jsonb_array_elements(k.items) x
                        WHERE k.entitlement_id = e.entitlement_id AND x ->> 'name' = i ->> 'name')) AS over,
              (SELECT count(*)::int FROM entitlements e WHERE e.account_id = $1 AND e.payment_status <> 'NOT_INITIATED'
                  AND e.entitlement_id NOT IN (SELECT entitlement_id FROM payment_export_entitlements)) AS unexported`,
      [ACCOUNT],
    );
    expect(totals).toEqual({ off: 0, over: 0, unexported: 0 });
    const [vouchers] = DEMO_REPORT_DISTRIBUTIONS;
    const row = summary.distributions.find((d) => d.distributionId === vouchers?.distributionId);
    expect(row?.reconciliation.redeemed.amount).toBe(row?.redeemed);
    expect(row?.reconciliation.conflicts).toBe(summary.offlineConflicts.unresolved);
  });

  it('leaves the three first demo distributions untouched: nothing redeemed, collected, paid or sent', async () => {
    const rows = await db.query<{ id: string; status: string; used: number; activity: number }>(
      `SELECT d.distribution_id AS id, d.distribution_status AS status,
              (SELECT count(*)::int FROM entitlements e WHERE e.distribution_id = d.distribution_id
                 AND (e.redeemed > 0 OR e.payment_status <> 'NOT_INITIATED')) AS used,
              (SELECT count(*)::int FROM voucher_redemptions r WHERE r.distribution_id = d.distribution_id)
              + (SELECT count(*)::int FROM in_kind_collections k WHERE k.distribution_id = d.distribution_id)
              + (SELECT count(*)::int FROM notifications n WHERE n.distribution_id = d.distribution_id) AS activity
         FROM distributions d WHERE d.distribution_id = ANY($1::text[]) ORDER BY d.distribution_id`,
      [FIRST_DEMO],
    );
    expect(rows).toEqual([
      { id: FIRST_DEMO[0], status: 'READY', used: 0, activity: 0 },
      { id: FIRST_DEMO[1], status: 'APPROVED', used: 0, activity: 0 },
      { id: FIRST_DEMO[2], status: 'APPROVED', used: 0, activity: 0 },
    ]);
  });
});
