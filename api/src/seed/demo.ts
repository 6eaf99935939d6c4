// The demo organisations, users, roles and programs for `npm start` and the e2e tests. Idempotent: fixed ids
// and ON CONFLICT DO NOTHING, so re-runs add nothing and keep what people changed in the demo.
import { fullPermissions, type Permissions, type ProgramJson } from '@aid/common';
import { DEMO_ACCOUNTS, DEMO_USERS, type DemoAccountKey, type DemoRoleName } from '@aid/identity';
import type { Db, Queryable } from '../db/db.js';

export type DemoUserSub = { email: string; sub: string };

type DemoProgram = Pick<
  ProgramJson,
  | 'programId'
  | 'programName'
  | 'programType'
  | 'programStatus'
  | 'currency'
  | 'budget'
  | 'startDate'
  | 'endDate'
  | 'createdAt'
> & { account: DemoAccountKey; description: string };

export const DEMO_PROGRAMS: readonly DemoProgram[] = [
  {
    programId: 'prg--demo-water-2026',
    account: 'relief',
    programName: 'Clean Water 2026',
    description: 'Water vouchers for families in the northern districts.',
    programType: 'VOUCHER',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: 25_000_000,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    createdAt: '2026-01-05T09:00:00.000Z',
  },
  {
    programId: 'prg--demo-winter-cash',
    account: 'relief',
    programName: 'Winterisation Cash',
    description: 'Multi-purpose cash before the cold season.',
    programType: 'CASH',
    programStatus: 'ACTIVE',
    currency: 'USD',
    budget: 48_000_000,
    startDate: '2026-10-01',
    endDate: '2027-03-31',
    createdAt: '2026-02-11T10:30:00.000Z',
  },
  {
    programId: 'prg--demo-food-parcels',
    account: 'relief',
    programName: 'Food Parcels',
    description: 'Monthly in-kind food parcels.',
    programType: 'IN_KIND',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: 12_500_000,
    startDate: '2026-03-01',
    endDate: null,
    createdAt: '2026-03-02T08:15:00.000Z',
  },
  {
    programId: 'prg--demo-school-kits',
    account: 'relief',
    programName: 'School Kits',
    description: 'Back-to-school kits and vouchers.',
    programType: 'MIXED',
    programStatus: 'CLOSED',
    currency: 'KES',
    budget: 350_000_000,
    startDate: '2025-08-01',
    endDate: '2025-10-31',
    createdAt: '2025-07-20T12:00:00.000Z',
  },
  {
    programId: 'prg--demo-flood-response',
    account: 'relief',
    programName: 'Flood Response',
    description: 'Emergency cash after the spring floods.',
    programType: 'CASH',
    programStatus: 'CLOSED',
    currency: 'EUR',
    budget: 9_000_000,
    startDate: '2025-04-10',
    endDate: '2025-06-30',
    createdAt: '2025-04-09T16:45:00.000Z',
  },
  {
    programId: 'prg--demo-livelihoods',
    account: 'relief',
    programName: 'Livelihoods Grants',
    description: 'Small business grants for returnees.',
    programType: 'CASH',
    programStatus: 'ACTIVE',
    currency: 'UGX',
    budget: 1_200_000_000,
    startDate: '2026-05-01',
    endDate: '2027-04-30',
    createdAt: '2026-04-18T07:50:00.000Z',
  },
  {
    programId: 'prg--demo-hygiene-kits',
    account: 'relief',
    programName: 'Hygiene Kits',
    description: '',
    programType: 'IN_KIND',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: null,
    startDate: null,
    endDate: null,
    createdAt: '2026-06-01T11:20:00.000Z',
  },
  {
    programId: 'prg--demo-market-vouchers',
    account: 'relief',
    programName: 'Market Vouchers',
    description: 'Fresh-food vouchers redeemable at partner markets.',
    programType: 'VOUCHER',
    programStatus: 'ACTIVE',
    currency: 'USD',
    budget: 7_500_000,
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    createdAt: '2026-06-20T13:05:00.000Z',
  },
  {
    programId: 'prg--demo-partner-shelter',
    account: 'partner',
    programName: 'Shelter Support',
    description: 'Rental cash for displaced households.',
    programType: 'CASH',
    programStatus: 'ACTIVE',
    currency: 'USD',
    budget: 30_000_000,
    startDate: '2026-02-01',
    endDate: '2026-11-30',
    createdAt: '2026-01-25T09:40:00.000Z',
  },
  {
    programId: 'prg--demo-partner-nutrition',
    account: 'partner',
    programName: 'Nutrition Vouchers',
    description: 'Vouchers for pregnant and lactating women.',
    programType: 'VOUCHER',
    programStatus: 'ACTIVE',
    currency: 'EUR',
    budget: 6_000_000,
    startDate: '2026-03-15',
    endDate: '2026-12-15',
    createdAt: '2026-03-10T14:00:00.000Z',
  },
  {
    programId: 'prg--demo-partner-seeds',
    account: 'partner',
    programName: 'Seeds and Tools',
    description: 'Seasonal in-kind agricultural inputs.',
    programType: 'IN_KIND',
    programStatus: 'CLOSED',
    currency: 'ETB',
    budget: 90_000_000,
    startDate: '2025-09-01',
    endDate: '2025-12-31',
    createdAt: '2025-08-28T08:00:00.000Z',
  },
];

/** The programs the FIELD_OFFICER role of each demo account is limited to (SELECTED). */
export const DEMO_FIELD_OFFICER_PROGRAMS: Record<DemoAccountKey, readonly string[]> = {
  relief: ['prg--demo-water-2026', 'prg--demo-food-parcels'],
  partner: ['prg--demo-partner-shelter', 'prg--demo-partner-nutrition'],
};

export function demoRoleId(account: DemoAccountKey, role: DemoRoleName): string {
  return `rol--demo-${account}-${role.toLowerCase().replace(/_/g, '-')}`;
}

function demoUserId(email: string): string {
  return `usr--demo-${email.split('@')[0]}`;
}

function fieldOfficerPermissions(account: DemoAccountKey): Permissions {
  return {
    section: [
      {
        name: 'PROGRAMS',
        access: { VIEW: { accessLevel: 'SELECTED', objectIds: [...DEMO_FIELD_OFFICER_PROGRAMS[account]] } },
      },
      { name: 'PROFILE_AND_ORGANIZATION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } },
      { name: 'VOUCHER_SCANNING', access: { SCAN: { accessLevel: 'EVERYTHING', objectIds: [] } } },
    ],
  };
}

/** Seeds the demo for the identity users given (e-mail → Cognito sub); users not given are skipped. */
export async function seedDemo(db: Db, users: readonly DemoUserSub[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [
      DemoAccountKey,
      (typeof DEMO_ACCOUNTS)[DemoAccountKey],
    ][]) {
      await tx.query(
        `INSERT INTO accounts (account_id, organization_name, menu_colour, details_completed)
         VALUES ($1, $2, $3, true) ON CONFLICT (account_id) DO NOTHING`,
        [account.accountId, account.organizationName, account.menuColour],
      );
      await insertRole(tx, demoRoleId(key, 'ADMIN'), account.accountId, 'ADMIN', 'PREDEFINED', fullPermissions());
      await insertRole(
        tx,
        demoRoleId(key, 'FIELD_OFFICER'),
        account.accountId,
        'FIELD_OFFICER',
        'CUSTOM',
        fieldOfficerPermissions(key),
      );
    }

    const userIds = new Map<string, string>();
    for (const demo of DEMO_USERS) {
      const identity = users.find((u) => u.email.toLowerCase() === demo.email.toLowerCase());
      if (!identity) continue;
      const firstAccount = demo.memberships[0]?.account;
      const defaultAccountId = firstAccount ? DEMO_ACCOUNTS[firstAccount].accountId : null;
      const userId = await upsertDemoUser(tx, demoUserId(demo.email), identity, demo, defaultAccountId);
      userIds.set(demo.email, userId);
      for (const [index, membership] of demo.memberships.entries()) {
        const accountId = DEMO_ACCOUNTS[membership.account].accountId;
        // Distinct creation times keep the demo's membership order (memberships are listed oldest first).
        await tx.query(
          `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids, created_at)
           VALUES ($1, $2, $3, 'ACTIVE', ARRAY[$4]::text[], now() + $5::int * interval '1 millisecond')
           ON CONFLICT DO NOTHING`,
          [
            `acm--demo-${membership.account}-${demo.email.split('@')[0]}`,
            accountId,
            userId,
            demoRoleId(membership.account, membership.role),
            index,
          ],
        );
      }
    }

    for (const program of DEMO_PROGRAMS) {
      const accountId = DEMO_ACCOUNTS[program.account].accountId;
      const creator = DEMO_USERS.find((u) =>
        u.memberships.some((m) => m.account === program.account && m.role === 'ADMIN'),
      );
      const createdBy = creator ? (userIds.get(creator.email) ?? null) : null;
      // No conflict target: neither the fixed id nor the per-account name may be duplicated.
      await tx.query(
        `INSERT INTO programs (program_id, account_id, program_name, description, program_type, program_status,
                               currency, budget, start_date, end_date, created_at, updated_at, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11::timestamptz, $11::timestamptz, $12, $12)
         ON CONFLICT DO NOTHING`,
        [
          program.programId,
          accountId,
          program.programName,
          program.description || null,
          program.programType,
          program.programStatus,
          program.currency,
          program.budget,
          program.startDate,
          program.endDate,
          program.createdAt,
          createdBy,
        ],
      );
    }
  });
}

async function insertRole(
  tx: Queryable,
  roleId: string,
  accountId: string,
  roleName: DemoRoleName,
  roleType: 'PREDEFINED' | 'CUSTOM',
  permissions: Permissions,
): Promise<void> {
  await tx.query(
    `INSERT INTO roles (role_id, account_id, role_name, role_type, permissions)
     VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT DO NOTHING`,
    [roleId, accountId, roleName, roleType, JSON.stringify(permissions)],
  );
}

/**
 * The demo user row for this identity. A fresh identity emulator gives the same e-mail a new sub: the fixed
 * row then follows the new sub. If the API already auto-created a row for the sub, that row is used.
 */
async function upsertDemoUser(
  tx: Queryable,
  userId: string,
  identity: DemoUserSub,
  demo: { email: string; firstName: string; lastName: string },
  defaultAccountId: string | null,
): Promise<string> {
  const bySub = await tx.query<{ user_id: string }>('SELECT user_id FROM users WHERE cognito_sub = $1', [identity.sub]);
  const existingId = bySub[0]?.user_id;
  if (existingId && existingId !== userId) {
    await tx.query(
      `UPDATE users SET first_name = coalesce(first_name, $2), last_name = coalesce(last_name, $3),
              details_completed = true, default_account_id = coalesce(default_account_id, $4)
        WHERE user_id = $1`,
      [existingId, demo.firstName, demo.lastName, defaultAccountId],
    );
    return existingId;
  }
  await tx.query(
    `INSERT INTO users (user_id, cognito_sub, email, first_name, last_name, details_completed, default_account_id)
     VALUES ($1, $2, $3, $4, $5, true, $6)
     ON CONFLICT (user_id) DO UPDATE SET cognito_sub = EXCLUDED.cognito_sub`,
    [userId, identity.sub, demo.email, demo.firstName, demo.lastName, defaultAccountId],
  );
  return userId;
}
