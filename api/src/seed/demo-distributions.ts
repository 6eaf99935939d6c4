// The relief organisation's demo distributions, on its LOCKED lists: an APPROVED voucher distribution (entitlements
// generated, approved by a second admin), an APPROVED in-kind one (food parcels the scanner hands over) and a READY
// cash one still to be generated. Fixed ids, ON CONFLICT DO NOTHING
// and ids derived from the members: seeding again adds nothing. Set-based, so it stays fast for thousands of families.
import type { Queryable, SqlValue } from '../db/db.js';
import { snapshotMembers } from '../distributions/service.js';
import { issueMissingVouchers } from '../vouchers/issue.js';
import { makeDemoFamiliesFrancophone } from './demo-notifications.js';

export const DEMO_DISTRIBUTIONS = [
  {
    distributionId: 'dis--demo-relief-water-vouchers',
    programId: 'prg--demo-water-2026',
    listId: 'bel--demo-relief-winter-2026',
    name: 'Water vouchers, winter families',
    type: 'VOUCHER',
    status: 'APPROVED',
    currency: 'EUR',
    amountPerBeneficiary: 2_500,
    includeDependants: true,
    amountPerDependant: 500,
    validUntil: '2026-12-31',
    items: [],
  },
  {
    distributionId: 'dis--demo-relief-food-parcels',
    programId: 'prg--demo-food-parcels',
    listId: 'bel--demo-relief-winter-2026',
    name: 'Food parcels, winter families',
    type: 'IN_KIND',
    status: 'APPROVED',
    currency: 'EUR',
    amountPerBeneficiary: 0,
    includeDependants: true,
    amountPerDependant: 0,
    validUntil: '2027-03-31',
    items: [
      { name: 'Rice', unit: 'kg', quantityPerBeneficiary: 10, quantityPerDependant: 2 },
      { name: 'Cooking oil', unit: 'l', quantityPerBeneficiary: 2, quantityPerDependant: 0 },
      { name: 'Soap', unit: 'piece', quantityPerBeneficiary: 4, quantityPerDependant: 1 },
    ],
  },
  {
    distributionId: 'dis--demo-relief-cash-round-1',
    programId: 'prg--demo-winter-cash',
    listId: 'bel--demo-relief-cash-round-1',
    name: 'Winter cash, round 1',
    type: 'CASH',
    status: 'READY',
    currency: 'USD',
    amountPerBeneficiary: 10_000,
    includeDependants: false,
    amountPerDependant: 0,
    validUntil: null,
    items: [],
  },
] as const;

// Entitlement ids the seed derives from the members, by type (the entitlements job makes them with newId).
const DEMO_ID_PREFIX = { VOUCHER: 'vou--demo', IN_KIND: 'ink--demo', CASH: 'cshdemo' } as const;

export async function seedDemoDistributions(
  tx: Queryable,
  accountId: string,
  adminId: string | null,
  approverId: string | null,
): Promise<void> {
  for (const d of DEMO_DISTRIBUTIONS) {
    const created = "'2026-03-10T09:00:00Z'";
    const inserted = await insertDemoDistribution(
      tx,
      d,
      { accountId, listId: d.listId, createdBy: adminId },
      {
        validUntil: '$14::date',
        createdAt: created,
        updatedAt: created,
        params: [d.validUntil],
      },
    );
    // Already there (perhaps changed in the demo since): leave it as it is.
    if (!inserted) continue;
    if (d.type === 'VOUCHER') await makeDemoFamiliesFrancophone(tx, accountId, d.listId);
    await snapshotMembers(tx, accountId, d.distributionId, { beneficiary_list_id: d.listId, list_type: 'CUSTOM' });
    if (d.status !== 'APPROVED') continue;
    await insertDemoEntitlements(tx, d.distributionId, d.type);
    // Written here rather than by the entitlements job: the vouchers get their codes and signatures the same way.
    await issueMissingVouchers(tx, d.distributionId);
    if (approverId && approverId !== adminId) {
      await tx.query(
        `INSERT INTO distribution_approvals (approval_id, distribution_id, account_id, decided_by, decision, decided_at)
         VALUES ($1, $2, $3, $4, 'APPROVED', '2026-03-11T14:00:00Z') ON CONFLICT DO NOTHING`,
        [`apr--demo-${d.distributionId.slice(5)}`, d.distributionId, accountId, approverId],
      );
    }
  }
}

/** A demo distribution as both demo seeds declare it (this file's and demo-reports.ts). */
export type DemoDistribution = {
  distributionId: string;
  programId: string;
  name: string;
  type: keyof typeof DEMO_ID_PREFIX;
  status: string;
  currency: string;
  amountPerBeneficiary: number;
  includeDependants: boolean;
  amountPerDependant: number;
  items: readonly object[];
};

/**
 * A demo distribution's row, unless one with its id is there; whether it was new. Its times are the seed's own:
 * `when` gives the SQL of valid_until, created_at and updated_at, over `when.params` (numbered from $14).
 */
export async function insertDemoDistribution(
  tx: Queryable,
  d: DemoDistribution,
  owner: { accountId: string; listId: string; createdBy: string | null },
  when: { validUntil: string; createdAt: string; updatedAt: string; params: readonly SqlValue[] },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO distributions (distribution_id, account_id, program_id, distribution_name, distribution_type,
       distribution_status, beneficiary_list_id, amount_per_beneficiary, amount_per_beneficiary_currency,
       include_dependants, amount_per_dependant, valid_until, items, created_at, updated_at, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${when.validUntil}, $12::jsonb, ${when.createdAt},
             ${when.updatedAt}, $13, $13)
     ON CONFLICT DO NOTHING RETURNING distribution_id`,
    [
      d.distributionId,
      owner.accountId,
      d.programId,
      d.name,
      d.type,
      d.status,
      owner.listId,
      d.amountPerBeneficiary,
      d.currency,
      d.includeDependants,
      d.amountPerDependant,
      JSON.stringify(d.items),
      owner.createdBy,
      ...when.params,
    ],
  );
  return inserted.length > 0;
}

/**
 * One entitlement per member of the distribution's snapshot, as the entitlements job computes it, created five
 * minutes after the distribution. Ids come from the family (the type's prefix + md5 of the beneficiary id): two
 * APPROVED demo distributions of one type must not share a family.
 */
export async function insertDemoEntitlements(
  tx: Queryable,
  distributionId: string,
  type: keyof typeof DEMO_ID_PREFIX,
): Promise<void> {
  await tx.query(
    `INSERT INTO entitlements (entitlement_id, distribution_id, account_id, beneficiary_id, first_name,
                               number_of_family_members, amount, currency, items, created_at, updated_at)
     SELECT $2 || substr(md5(m.beneficiary_id), 1, 22), m.distribution_id, m.account_id, m.beneficiary_id,
            m.first_name, m.number_of_family_members,
            CASE WHEN d.distribution_type = 'IN_KIND' THEN 0 ELSE d.amount_per_beneficiary + CASE
              WHEN d.include_dependants THEN m.number_of_family_members * d.amount_per_dependant ELSE 0 END END,
            d.amount_per_beneficiary_currency,
            -- IN_KIND: each item with this family's quantity (as the entitlements job computes it).
            coalesce((SELECT jsonb_agg(i || jsonb_build_object('quantity', (i ->> 'quantityPerBeneficiary')::numeric
                        + CASE WHEN d.include_dependants
                            THEN m.number_of_family_members * (i ->> 'quantityPerDependant')::numeric ELSE 0 END))
                        FROM jsonb_array_elements(d.items) i), '[]'::jsonb),
            d.created_at + interval '5 minutes', d.created_at + interval '5 minutes'
       FROM distribution_members m JOIN distributions d ON d.distribution_id = m.distribution_id
      WHERE m.distribution_id = $1
     ON CONFLICT DO NOTHING`,
    [distributionId, DEMO_ID_PREFIX[type]],
  );
}
