// SQL for users, memberships and roles. Auth reads through here too: accounts own these tables.
import { type MemberStatus, newId, type Permissions, type Role } from '@aid/common';
import type { Queryable } from '../db/db.js';
import { toIso } from '../db/rows.js';

export type UserRecord = {
  userId: string;
  cognitoSub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  detailsCompleted: boolean;
  applicationLanguage: string;
  numberFormat: string;
  mfaEnabled: boolean;
  mfaPreferred: string;
  defaultAccountId: string | null;
  createdAt: string;
  updatedAt: string;
};

type UserRow = {
  user_id: string;
  cognito_sub: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  details_completed: boolean;
  application_language: string;
  number_format: string;
  mfa_enabled: boolean;
  mfa_preferred: string;
  default_account_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

function mapUser(row: UserRow): UserRecord {
  return {
    userId: row.user_id,
    cognitoSub: row.cognito_sub,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    detailsCompleted: row.details_completed,
    applicationLanguage: row.application_language,
    numberFormat: row.number_format,
    mfaEnabled: row.mfa_enabled,
    mfaPreferred: row.mfa_preferred,
    defaultAccountId: row.default_account_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export async function findUserBySub(db: Queryable, sub: string): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE cognito_sub = $1', [sub]);
  return rows[0] ? mapUser(rows[0]) : undefined;
}

export type NewUser = { sub: string; email: string; firstName?: string | null; lastName?: string | null };

/** Creates the user for a first sign-in; a concurrent first request for the same sub finds the same row. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord> {
  await db.query(
    `INSERT INTO users (user_id, cognito_sub, email, first_name, last_name)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (cognito_sub) DO NOTHING`,
    [newId('user'), user.sub, user.email, user.firstName ?? null, user.lastName ?? null],
  );
  const found = await findUserBySub(db, user.sub);
  if (!found) throw new Error(`User ${user.sub} was not stored`);
  return found;
}

/** Users with a membership (any status) of `accountId`: people outside the organisation stay invisible. */
export async function usersInAccount(
  db: Queryable,
  accountId: string,
  userIds: readonly string[],
): Promise<UserRecord[]> {
  if (userIds.length === 0) return [];
  const rows = await db.query<UserRow>(
    `SELECT u.* FROM users u
       JOIN memberships m ON m.user_id = u.user_id AND m.account_id = $1
      WHERE u.user_id = ANY($2::text[])`,
    [accountId, userIds],
  );
  return rows.map(mapUser);
}

export type MembershipRecord = {
  membershipId: string;
  accountId: string;
  userId: string;
  status: MemberStatus;
  roleIds: string[];
  organizationName: string | null;
  menuColour: string;
  accountDetailsCompleted: boolean;
};

type MembershipRow = {
  membership_id: string;
  account_id: string;
  user_id: string;
  status: MemberStatus;
  role_ids: string[] | null;
  organization_name: string | null;
  menu_colour: string;
  details_completed: boolean;
};

/** A user's memberships with their organisations, oldest first (the order the switcher shows). */
export async function membershipsOfUser(db: Queryable, userId: string): Promise<MembershipRecord[]> {
  const rows = await db.query<MembershipRow>(
    `SELECT m.membership_id, m.account_id, m.user_id, m.status, m.role_ids,
            a.organization_name, a.menu_colour, a.details_completed
       FROM memberships m JOIN accounts a ON a.account_id = m.account_id
      WHERE m.user_id = $1
      ORDER BY m.created_at, m.account_id`,
    [userId],
  );
  return rows.map((row) => ({
    membershipId: row.membership_id,
    accountId: row.account_id,
    userId: row.user_id,
    status: row.status,
    roleIds: row.role_ids ?? [],
    organizationName: row.organization_name,
    menuColour: row.menu_colour,
    accountDetailsCompleted: row.details_completed,
  }));
}

type RoleRow = { role_id: string; account_id: string; role_name: string; role_type: string; permissions: unknown };

/**
 * The roles of one membership in the membership's order (the first decides ADMIN). Roles are looked up within
 * the membership's own account, so a role id of another organisation can never grant anything.
 */
export async function rolesOfMemberships(
  db: Queryable,
  memberships: readonly Pick<MembershipRecord, 'accountId' | 'roleIds'>[],
): Promise<Role[][]> {
  const allIds = [...new Set(memberships.flatMap((m) => m.roleIds))];
  const rows =
    allIds.length === 0
      ? []
      : await db.query<RoleRow>(
          'SELECT role_id, account_id, role_name, role_type, permissions FROM roles WHERE role_id = ANY($1::text[])',
          [allIds],
        );
  const byId = new Map(rows.map((r) => [r.role_id, r]));
  return memberships.map((m) =>
    m.roleIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row || row.account_id !== m.accountId) return [];
      return [
        {
          roleId: row.role_id,
          roleName: row.role_name,
          roleType: row.role_type,
          permissions: toPermissions(row.permissions),
        },
      ];
    }),
  );
}

/** jsonb comes back parsed from both drivers; tolerate a malformed value as "no permissions". */
function toPermissions(value: unknown): Permissions {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (typeof parsed === 'object' && parsed !== null && 'section' in parsed && Array.isArray(parsed.section)) {
    return parsed as Permissions;
  }
  return { section: [] };
}
