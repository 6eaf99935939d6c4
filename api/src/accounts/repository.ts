// SQL for users, memberships and roles: accounts own these tables. The records requireMember carries are declared in
// auth/member.ts, which cannot import a domain; the app hands it the look-up below (membership-cache.ts).
import type { MemberStatus } from '@aid/common/enums';
import { newId } from '@aid/common/ids';
import type { Permissions, Role } from '@aid/common/permissions';
import type { MembershipWithRoles, UserKind, UserRecord, UserWithMemberships } from '../auth/member.js';
import type { Queryable } from '../db/db.js';
import { toIso, toIsoOrNull } from '../db/rows.js';

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
  profile_image_file_id: string | null;
  email_verified: boolean;
  email_verified_at: Date | string | null;
  kind: UserKind;
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
    profileImageFileId: row.profile_image_file_id,
    emailVerified: row.email_verified,
    emailVerifiedAt: toIsoOrNull(row.email_verified_at),
    kind: row.kind,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export type NewUser = {
  sub: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** A new id by default. */
  userId?: string;
  /** The identity service's email_verified: the address counts as verified from this first call on. */
  emailVerified?: boolean;
};

/**
 * Creates the user for a first sign-in; a concurrent first request for the same sub keeps the first row. Returns
 * the new user's id, or undefined when the row already existed (this call created nothing).
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `INSERT INTO users (user_id, cognito_sub, email, first_name, last_name, email_verified, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN now() END)
     ON CONFLICT (cognito_sub) DO NOTHING RETURNING user_id`,
    [
      user.userId ?? newId('user'),
      user.sub,
      user.email,
      user.firstName ?? null,
      user.lastName ?? null,
      user.emailVerified === true,
    ],
  );
  return rows[0]?.user_id;
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

type UserMembershipRow = UserRow & {
  membership_id: string | null;
  account_id: string | null;
  status: MemberStatus | null;
  role_ids: string[] | null;
  organization_name: string | null;
  menu_colour: string | null;
  account_details_completed: boolean | null;
  logo_file_id: string | null;
  roles: unknown;
  last_active_epoch: number | string | null;
  last_sign_in_epoch: number | string | null;
};

/**
 * The user behind a token subject with every membership (oldest first, the order the switcher shows) and each
 * membership's roles in the membership's order (the first decides ADMIN), in one query: every request asks this.
 * Roles are joined within the membership's own account, so a role id of another organisation grants nothing.
 * It runs as the owner: no organisation is known yet, and it reads only this subject's rows.
 */
export async function userWithMemberships(db: Queryable, sub: string): Promise<UserWithMemberships | undefined> {
  const rows = await db.query<UserMembershipRow>(
    `SELECT u.*, m.membership_id, m.account_id, m.role_ids,
            -- DISABLED (MFA) is not stored: an ACTIVE member of an organisation that requires MFA, without it.
            CASE WHEN m.status = 'ACTIVE' AND a.require_mfa AND NOT u.mfa_enabled AND u.kind = 'PERSON'
                 THEN 'DISABLED_MFA' ELSE m.status END AS status,
            extract(epoch FROM m.last_active_at)::float8 AS last_active_epoch,
            extract(epoch FROM m.last_sign_in_at)::float8 AS last_sign_in_epoch,
            a.organization_name, a.menu_colour, a.details_completed AS account_details_completed, a.logo_file_id,
            (SELECT coalesce(json_agg(json_build_object('roleId', r.role_id, 'roleName', r.role_name,
                                                        'roleType', r.role_type, 'permissions', r.permissions)
                                      ORDER BY x.ord), '[]'::json)
               FROM unnest(m.role_ids) WITH ORDINALITY AS x(role_id, ord)
               JOIN roles r ON r.role_id = x.role_id AND r.account_id = m.account_id) AS roles
       FROM users u
       LEFT JOIN memberships m ON m.user_id = u.user_id
       LEFT JOIN accounts a ON a.account_id = m.account_id
      WHERE u.cognito_sub = $1
      ORDER BY m.created_at, m.account_id`,
    [sub],
    { prepare: true },
  );
  const first = rows[0];
  if (!first) return undefined;
  const memberships = rows.flatMap((row): MembershipWithRoles[] =>
    row.membership_id && row.account_id && row.status
      ? [
          {
            membershipId: row.membership_id,
            accountId: row.account_id,
            userId: row.user_id,
            status: row.status,
            roleIds: row.role_ids ?? [],
            organizationName: row.organization_name,
            menuColour: row.menu_colour ?? '2268AE',
            accountDetailsCompleted: row.account_details_completed ?? false,
            logoFileId: row.logo_file_id,
            lastActiveAt: row.last_active_epoch === null ? null : Number(row.last_active_epoch),
            lastSignInAt: row.last_sign_in_epoch === null ? null : Number(row.last_sign_in_epoch),
            roles: toRoles(row.roles),
          },
        ]
      : [],
  );
  return { user: mapUser(first), memberships };
}

/** json comes back parsed from both drivers; a malformed role is left out rather than trusted. */
export function toRoles(value: unknown): Role[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((role: unknown): Role[] => {
    if (typeof role !== 'object' || role === null) return [];
    const r = role as { roleId?: unknown; roleName?: unknown; roleType?: unknown; permissions?: unknown };
    if (typeof r.roleId !== 'string' || typeof r.roleName !== 'string' || typeof r.roleType !== 'string') return [];
    return [
      { roleId: r.roleId, roleName: r.roleName, roleType: r.roleType, permissions: toPermissions(r.permissions) },
    ];
  });
}

/** A role's permissions; a malformed value counts as "no permissions". */
function toPermissions(value: unknown): Permissions {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (typeof parsed === 'object' && parsed !== null && 'section' in parsed && Array.isArray(parsed.section)) {
    return parsed as Permissions;
  }
  return { section: [] };
}

type RoleRow = { role_id: string; role_name: string; role_type: string; permissions: unknown };

/** The organisation's roles by name: what a member or a partner key can be given. */
export async function rolesOfAccount(db: Queryable, accountId: string): Promise<Role[]> {
  const rows = await db.query<RoleRow>(
    'SELECT role_id, role_name, role_type, permissions FROM roles WHERE account_id = $1 ORDER BY lower(role_name), role_id',
    [accountId],
  );
  return rows.map((row) => ({
    roleId: row.role_id,
    roleName: row.role_name,
    roleType: row.role_type,
    permissions: toPermissions(row.permissions),
  }));
}
