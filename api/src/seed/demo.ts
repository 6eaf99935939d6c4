// The demo organisations, users, roles, programs and their activity log for `npm start` and the e2e tests.
// Idempotent: fixed ids and ON CONFLICT DO NOTHING, so re-runs add nothing and keep what people changed in the demo.
import type { Permissions } from '@aid/common/permissions';
import { PREDEFINED_ROLES } from '@aid/common/roles';
import { DEMO_ACCOUNTS, DEMO_USERS, type DemoAccountKey, type DemoRoleName } from '@aid/identity';
import type { Db, Queryable } from '../db/db.js';
import { ensurePredefinedRoles } from '../roles/predefined.js';
import { seedDemoAccountProfiles } from './demo-accounts.js';
import { seedDemoApiKeys } from './demo-apikeys.js';
import { seedDemoBeneficiaries } from './demo-beneficiaries.js';
import { seedDemoDistributions } from './demo-distributions.js';
import { seedDemoJobs } from './demo-jobs.js';
import { insertDemoLog } from './demo-log.js';
import { seedDemoMembers } from './demo-members.js';
import { seedDemoTemplates } from './demo-notifications.js';
import { DEMO_FIELD_OFFICER_PROGRAMS, DEMO_PROGRAM_UPDATES, DEMO_PROGRAMS } from './demo-programs.js';
import { seedDemoReportActivity } from './demo-reports.js';
import { seedDemoSmartForms } from './demo-smart-forms.js';

export { DEMO_FIELD_OFFICER_PROGRAMS, DEMO_PROGRAMS } from './demo-programs.js';

export type DemoUserSub = { email: string; sub: string };

export function demoRoleId(account: DemoAccountKey, role: DemoRoleName): string {
  return `rol--demo-${account}-${role.toLowerCase().replace(/_/g, '-')}`;
}

function demoUserId(email: string): string {
  return `usr--demo-${email.split('@')[0]}`;
}

/** A CUSTOM role (the PREDEFINED FIELD_OFFICER sees every program): one district's programs, and scanning. */
function northDistrictPermissions(account: DemoAccountKey): Permissions {
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
export async function seedDemo(
  db: Db,
  users: readonly DemoUserSub[],
  options: { demoJobs?: boolean } = {},
): Promise<void> {
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
      // Fixed ids for the PREDEFINED roles demo users and keys hold; the other PREDEFINED roles as for any organisation.
      for (const name of ['ADMIN', 'VIEWER'] as const) {
        await insertRole(tx, demoRoleId(key, name), account.accountId, name, 'PREDEFINED', PREDEFINED_ROLES[name]);
      }
      await ensurePredefinedRoles(tx, account.accountId);
      await insertRole(
        tx,
        demoRoleId(key, 'NORTH_DISTRICT_TEAM'),
        account.accountId,
        'NORTH_DISTRICT_TEAM',
        'CUSTOM',
        northDistrictPermissions(key),
      );
    }
    await seedDemoAccountProfiles(tx);

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
      await insertDemoLog(tx, {
        logId: `nlg--demo-${program.programId.slice(5)}-created`,
        accountId,
        userId: createdBy,
        action: 'CREATE',
        objectType: 'PROGRAM',
        objectId: program.programId,
        sitePath: '/programs',
        at: program.createdAt,
        changes: {
          programName: [null, program.programName],
          description: [null, program.description || null],
          programType: [null, program.programType],
          programStatus: [null, 'ACTIVE'],
          currency: [null, program.currency],
          budget: [null, program.budget],
          startDate: [null, program.startDate],
          endDate: [null, program.endDate],
        },
      });
    }
    for (const [i, update] of DEMO_PROGRAM_UPDATES.entries()) {
      const program = DEMO_PROGRAMS.find((p) => p.programId === update.programId);
      if (!program) continue;
      const creator = DEMO_USERS.find((u) =>
        u.memberships.some((m) => m.account === program.account && m.role === 'ADMIN'),
      );
      const userId = creator ? (userIds.get(creator.email) ?? null) : null;
      const accountId = DEMO_ACCOUNTS[program.account].accountId;
      await insertDemoLog(tx, {
        logId: `nlg--demo-update-${i}`,
        accountId,
        userId,
        action: 'UPDATE',
        objectType: 'PROGRAM',
        objectId: program.programId,
        sitePath: `/programs/${program.programId}/view`,
        at: update.at,
        changes: update.changes,
      });
    }
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [DemoAccountKey, { accountId: string }][]) {
      const admin = DEMO_USERS.find((u) => u.memberships.some((m) => m.account === key && m.role === 'ADMIN'));
      const adminId = admin ? (userIds.get(admin.email) ?? null) : null;
      // Without DEMO jobs the gateway's JobKind has no DEMO: such rows could not be shown.
      if (options.demoJobs ?? true) await seedDemoJobs(tx, account.accountId, adminId);
      await seedDemoApiKeys(tx, account.accountId, demoRoleId(key, 'VIEWER'), adminId);
      if (key === 'relief') await seedDemoMembers(tx, account.accountId, demoRoleId(key, 'VIEWER'), adminId);
      await seedDemoBeneficiaries(tx, key, account.accountId, adminId);
      if (key === 'relief') {
        // A second admin approves: the creator never approves their own distribution.
        const approverId = userIds.get('multi@demo.aid') ?? null;
        await seedDemoDistributions(tx, account.accountId, adminId, approverId);
        await seedDemoTemplates(tx, account.accountId, adminId);
        // After the templates: the new voucher distribution's families were told with them. The field officer
        // scans most, the second administrator some, the first a few.
        const scannerIds = ['field@demo.aid', 'multi@demo.aid', 'admin@demo.aid'].flatMap((email) => {
          const id = userIds.get(email);
          return id ? [id] : [];
        });
        await seedDemoReportActivity(tx, account.accountId, { adminId, approverId, scannerIds });
        // After the master list: submissions are scored against it and the accepted ones join it.
        await seedDemoSmartForms(tx, account.accountId, adminId);
      }
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
  demo: { email: string; firstName: string; lastName: string; phoneNumber: string },
  defaultAccountId: string | null,
): Promise<string> {
  const bySub = await tx.query<{ user_id: string }>('SELECT user_id FROM users WHERE cognito_sub = $1', [identity.sub]);
  const existingId = bySub[0]?.user_id;
  if (existingId && existingId !== userId) {
    await tx.query(
      `UPDATE users SET first_name = coalesce(first_name, $2), last_name = coalesce(last_name, $3),
              phone_number = coalesce(phone_number, $5),
              details_completed = true, default_account_id = coalesce(default_account_id, $4)
        WHERE user_id = $1`,
      [existingId, demo.firstName, demo.lastName, defaultAccountId, demo.phoneNumber],
    );
    return existingId;
  }
  await tx.query(
    `INSERT INTO users (user_id, cognito_sub, email, first_name, last_name, phone_number, details_completed,
                        default_account_id, email_verified, email_verified_at)
     -- The identity seed marks the demo addresses verified (email_verified): the profile says so too.
     VALUES ($1, $2, $3, $4, $5, $6, true, $7, true, now())
     ON CONFLICT (user_id) DO UPDATE SET cognito_sub = EXCLUDED.cognito_sub,
                                         phone_number = coalesce(users.phone_number, EXCLUDED.phone_number)`,
    [userId, identity.sub, demo.email, demo.firstName, demo.lastName, demo.phoneNumber, defaultAccountId],
  );
  return userId;
}
