// The relief organisation's distributions at work, so every chart of the reports has something to show: on the
// "New arrivals" list, a VOUCHER distribution redeemed over the last six weeks by three scanner users (with two
// offline conflicts) and its families told by SMS, an IN_KIND one handed over over five weeks, a CASH one paid
// through a provider (payments in several statuses), and a READY one still to be generated. The three first demo
// distributions (demo-distributions.ts) are left as they are: the end-to-end tests scan and count those.
//
// Dates count back from the day of the first seeding, ids are fixed (demo-time.ts): the report pages open on recent
// weeks. Every distribution's activity is written once, when the distribution is new, set-based (a statement per
// ledger, not per family); a distribution already there is left as it is, with its times.
import type { Queryable } from '../db/db.js';
import { snapshotMembers } from '../distributions/service.js';
import { issueMissingVouchers } from '../vouchers/issue.js';
import { insertDemoDistribution, insertDemoEntitlements } from './demo-distributions.js';
import { seedDemoHandovers, seedDemoPayments, seedDemoRedemptions } from './demo-report-ledgers.js';
import { seedDemoNotifications } from './demo-report-notifications.js';
import { DEMO_REPORT_LIST_ID } from './demo-report-people.js';
import { daysAgoAt, SEED_DATE_SQL } from './demo-time.js';

type DemoType = 'CASH' | 'VOUCHER' | 'IN_KIND';

type DemoReportDistribution = {
  distributionId: string;
  programId: string;
  name: string;
  type: DemoType;
  status: 'APPROVED' | 'READY';
  currency: string;
  amountPerBeneficiary: number;
  includeDependants: boolean;
  amountPerDependant: number;
  /** Days after the first seeding; null for none. */
  validForDays: number | null;
  items: readonly { name: string; unit: string; quantityPerBeneficiary: number; quantityPerDependant: number }[];
  /** Created this many days before the first seeding, approved `approvedAfterDays` later. */
  createdDaysAgo: number;
  approvedAfterDays: number;
};

/** The hygiene kits program's kit, the same in both rounds; the first round's families also got a jerrycan. */
const HYGIENE_KIT = [
  { name: 'Soap', unit: 'piece', quantityPerBeneficiary: 4, quantityPerDependant: 1 },
  { name: 'Sanitary pads', unit: 'pack', quantityPerBeneficiary: 2, quantityPerDependant: 0 },
] as const;
const JERRYCAN = { name: 'Jerrycan', unit: 'piece', quantityPerBeneficiary: 1, quantityPerDependant: 0 } as const;

export const DEMO_REPORT_DISTRIBUTIONS: readonly DemoReportDistribution[] = [
  {
    distributionId: 'dis--demo-relief-market-arrivals',
    programId: 'prg--demo-market-vouchers',
    name: 'Market vouchers, new arrivals',
    type: 'VOUCHER',
    status: 'APPROVED',
    currency: 'USD',
    amountPerBeneficiary: 2_500,
    includeDependants: true,
    amountPerDependant: 500,
    validForDays: 60,
    items: [],
    createdDaysAgo: 49,
    approvedAfterDays: 3,
  },
  {
    distributionId: 'dis--demo-relief-hygiene-arrivals',
    programId: 'prg--demo-hygiene-kits',
    name: 'Hygiene kits, new arrivals',
    type: 'IN_KIND',
    status: 'APPROVED',
    currency: 'EUR',
    amountPerBeneficiary: 0,
    includeDependants: true,
    amountPerDependant: 0,
    validForDays: 90,
    // The jerrycans ran out for a while: families who came then got the rest and come back for them.
    items: [...HYGIENE_KIT, JERRYCAN],
    createdDaysAgo: 40,
    approvedAfterDays: 4,
  },
  {
    distributionId: 'dis--demo-relief-cash-arrivals',
    programId: 'prg--demo-winter-cash',
    name: 'Winter cash, new arrivals',
    type: 'CASH',
    status: 'APPROVED',
    currency: 'USD',
    amountPerBeneficiary: 12_000,
    includeDependants: false,
    amountPerDependant: 0,
    validForDays: null,
    items: [],
    createdDaysAgo: 30,
    approvedAfterDays: 3,
  },
  {
    distributionId: 'dis--demo-relief-hygiene-round-2',
    programId: 'prg--demo-hygiene-kits',
    name: 'Hygiene kits, second round',
    type: 'IN_KIND',
    status: 'READY',
    currency: 'EUR',
    amountPerBeneficiary: 0,
    includeDependants: true,
    amountPerDependant: 0,
    validForDays: 120,
    items: HYGIENE_KIT,
    createdDaysAgo: 3,
    approvedAfterDays: 0,
  },
];

export type DemoReportPeople = {
  adminId: string | null;
  /** A second administrator: the creator never approves their own distribution. */
  approverId: string | null;
  /** Who scans at the distribution points, the busiest first; none: the ledgers name no officer. */
  scannerIds: readonly string[];
};

/** The distributions above, each with its activity the first time it is seeded. */
export async function seedDemoReportActivity(tx: Queryable, accountId: string, who: DemoReportPeople): Promise<void> {
  for (const d of DEMO_REPORT_DISTRIBUTIONS) {
    // Approved (last updated) some days after it was created, both counted back from the first seeding.
    const created = daysAgoAt('$15', '540');
    const inserted = await insertDemoDistribution(
      tx,
      d,
      { accountId, listId: DEMO_REPORT_LIST_ID, createdBy: who.adminId },
      {
        validUntil: `(${SEED_DATE_SQL} + $14::int)`,
        createdAt: created,
        updatedAt: `${created} + make_interval(days => $16)`,
        params: [d.validForDays, d.createdDaysAgo, d.approvedAfterDays],
      },
    );
    // Already there (perhaps changed in the demo since): leave it and its ledgers as they are.
    if (!inserted) continue;
    await snapshotMembers(tx, accountId, d.distributionId, {
      beneficiary_list_id: DEMO_REPORT_LIST_ID,
      list_type: 'CUSTOM',
    });
    if (d.status !== 'APPROVED') continue;
    await insertDemoEntitlements(tx, d.distributionId, d.type);
    await issueMissingVouchers(tx, d.distributionId);
    if (who.approverId && who.approverId !== who.adminId) {
      await tx.query(
        `INSERT INTO distribution_approvals (approval_id, distribution_id, account_id, decided_by, decision, decided_at)
         SELECT $1, $2, $3, $4, 'APPROVED', updated_at FROM distributions WHERE distribution_id = $2
         ON CONFLICT DO NOTHING`,
        [`apr--demo-${d.distributionId.slice(5)}`, d.distributionId, accountId, who.approverId],
      );
    }
    const ledger = { accountId, distributionId: d.distributionId, scannerIds: who.scannerIds };
    if (d.type === 'VOUCHER') {
      await seedDemoRedemptions(tx, ledger);
      await seedDemoNotifications(tx, { accountId, distributionId: d.distributionId, adminId: who.adminId });
    } else if (d.type === 'IN_KIND') {
      await seedDemoHandovers(tx, ledger);
    } else {
      await seedDemoPayments(tx, { accountId, distributionId: d.distributionId, adminId: who.adminId });
    }
  }
}
