// Quick set-up of organisations, members, roles and programs straight in the database, for the API's and the
// gateway's tests. Not used by the running service.
import type { MemberStatus, ProgramStatus, ProgramType } from '@aid/common/enums';
import { newId } from '@aid/common/ids';
import { fullPermissions, type Permissions } from '@aid/common/permissions';
import type { Queryable } from '../db/db.js';

export type FixtureUser = { sub: string; email: string; firstName?: string; lastName?: string };

export type FixtureMember = { userId: string; membershipId: string; roleId: string; accountId: string };

export type FixtureProgram = {
  programName?: string;
  description?: string | null;
  programType?: ProgramType;
  programStatus?: ProgramStatus;
  currency?: string;
  budget?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  /** ISO timestamps, to build a known order. */
  createdAt?: string;
  updatedAt?: string;
  createdBy?: string | null;
};

export type Fixtures = {
  /** A new organisation with completed details. */
  account(name?: string, options?: { menuColour?: string; accountId?: string }): Promise<{ accountId: string }>;
  /**
   * Makes `user` a member of `accountId` with the role `roleName` (created in that account when missing:
   * ADMIN gets every permission, other names `permissions` or none). Creates the user on first use; a second
   * call for the same user and account appends the role. `status` defaults to ACTIVE.
   */
  member(
    user: FixtureUser,
    accountId: string,
    roleName?: string,
    permissions?: Permissions,
    options?: { status?: MemberStatus; defaultAccount?: boolean },
  ): Promise<FixtureMember>;
  setMemberStatus(userId: string, accountId: string, status: MemberStatus): Promise<void>;
  /** Inserts a program directly (no activity log), for list and filter tests. */
  program(accountId: string, program?: FixtureProgram): Promise<{ programId: string }>;
};

export function createFixtures(db: Queryable): Fixtures {
  let counter = 0;
  return {
    async account(name, options = {}) {
      const accountId = options.accountId ?? newId('account');
      await db.query(
        `INSERT INTO accounts (account_id, organization_name, menu_colour, details_completed)
         VALUES ($1, $2, $3, true)`,
        [accountId, name ?? `Organisation ${accountId.slice(-6)}`, options.menuColour ?? '2268AE'],
      );
      return { accountId };
    },

    async member(user, accountId, roleName = 'ADMIN', permissions, options = {}) {
      const userId = await upsertUser(db, user);
      const roleId = await upsertRole(db, accountId, roleName, permissions);
      const membershipId = newId('membership');
      const rows = await db.query<{ membership_id: string }>(
        `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids)
         VALUES ($1, $2, $3, $4, ARRAY[$5]::text[])
         ON CONFLICT (account_id, user_id) DO UPDATE
           SET role_ids = CASE WHEN $5 = ANY(memberships.role_ids) THEN memberships.role_ids
                               ELSE memberships.role_ids || $5 END,
               status = EXCLUDED.status
         RETURNING membership_id`,
        [membershipId, accountId, userId, options.status ?? 'ACTIVE', roleId],
      );
      if (options.defaultAccount) {
        await db.query('UPDATE users SET default_account_id = $2 WHERE user_id = $1', [userId, accountId]);
      }
      return { userId, roleId, accountId, membershipId: rows[0]?.membership_id ?? membershipId };
    },

    async setMemberStatus(userId, accountId, status) {
      await db.query('UPDATE memberships SET status = $3 WHERE user_id = $1 AND account_id = $2', [
        userId,
        accountId,
        status,
      ]);
    },

    async program(accountId, program = {}) {
      counter += 1;
      const programId = newId('program');
      const createdAt = program.createdAt ?? new Date().toISOString();
      await db.query(
        `INSERT INTO programs (program_id, account_id, program_name, description, program_type, program_status,
                               currency, budget, start_date, end_date, created_at, updated_at, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11::timestamptz, $12::timestamptz, $13, $13)`,
        [
          programId,
          accountId,
          program.programName ?? `Program ${counter} ${programId.slice(-6)}`,
          program.description ?? null,
          program.programType ?? 'CASH',
          program.programStatus ?? 'ACTIVE',
          program.currency ?? 'EUR',
          program.budget ?? null,
          program.startDate ?? null,
          program.endDate ?? null,
          createdAt,
          program.updatedAt ?? createdAt,
          program.createdBy ?? null,
        ],
      );
      return { programId };
    },
  };
}

async function upsertUser(db: Queryable, user: FixtureUser): Promise<string> {
  const rows = await db.query<{ user_id: string }>(
    `INSERT INTO users (user_id, cognito_sub, email, first_name, last_name, details_completed)
     VALUES ($1, $2, $3, $4, $5, true)
     ON CONFLICT (cognito_sub) DO UPDATE SET email = EXCLUDED.email
     RETURNING user_id`,
    [newId('user'), user.sub, user.email, user.firstName ?? null, user.lastName ?? null],
  );
  const userId = rows[0]?.user_id;
  if (!userId) throw new Error(`Fixture user ${user.email} was not stored`);
  return userId;
}

async function upsertRole(
  db: Queryable,
  accountId: string,
  roleName: string,
  permissions: Permissions | undefined,
): Promise<string> {
  const perms = permissions ?? (roleName === 'ADMIN' ? fullPermissions() : { section: [] });
  const roleType = roleName === 'ADMIN' && !permissions ? 'PREDEFINED' : 'CUSTOM';
  // A role given explicit permissions takes them, so a test can reshape a role between steps.
  const rows = await db.query<{ role_id: string }>(
    `INSERT INTO roles (role_id, account_id, role_name, role_type, permissions)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (account_id, role_name) DO UPDATE
       SET permissions = CASE WHEN $6 THEN EXCLUDED.permissions ELSE roles.permissions END
     RETURNING role_id`,
    [newId('role'), accountId, roleName, roleType, JSON.stringify(perms), permissions !== undefined],
  );
  const roleId = rows[0]?.role_id;
  if (!roleId) throw new Error(`Fixture role ${roleName} was not stored`);
  return roleId;
}
