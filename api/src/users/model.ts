// A member row (one person's membership of the organisation), its JSON (GraphQL `UserAccount` 1:1) and where the list
// engine finds members: memberships joined with their user, people only (a partner key's user row is kind API_KEY).
import type { MemberStatus } from '@aid/common/enums';
import { USER_ACCOUNT_LIST, type UserAccountJson } from '@aid/common/users';
import { toRoles } from '../accounts/repository.js';
import type { ListSource } from '../db/list.js';
import { toIso, toIsoOrNull } from '../db/rows.js';

export type MemberRow = {
  user_id: string;
  account_id: string;
  membership_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  /** Stored status, but DISABLED_MFA computed from the organisation's rule and the user's MFA. */
  status: MemberStatus;
  role_ids: string[];
  roles: unknown;
  last_active_at: Date | string | null;
  invited_at: Date | string | null;
  invited_by: string | null;
  created_at: Date | string;
};

// Written out once: the list, the by-id look-ups and every mutation's answer read members through it. Row-level
// security applies to memberships and accounts inside it as to any table (requests run as aid_app).
const MEMBERS_TABLE = `(SELECT m.account_id, m.user_id, m.membership_id, u.email, u.first_name, u.last_name,
    nullif(btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), nullif(btrim(u.last_name), ''))), '') AS full_name,
    CASE WHEN m.status = 'ACTIVE' AND a.require_mfa AND NOT u.mfa_enabled THEN 'DISABLED_MFA' ELSE m.status END
      AS status,
    m.role_ids, m.last_active_at, m.invited_at, m.invited_by, m.created_at
  FROM memberships m
  JOIN users u ON u.user_id = m.user_id AND u.kind = 'PERSON'
  JOIN accounts a ON a.account_id = m.account_id) AS members`;

// The roles in the member's order, from their own organisation only (a foreign role id grants and shows nothing).
const ROLES_COLUMN = `(SELECT coalesce(json_agg(json_build_object('roleId', r.role_id, 'roleName', r.role_name,
      'roleType', r.role_type, 'permissions', r.permissions) ORDER BY x.ord), '[]'::json)
    FROM unnest(members.role_ids) WITH ORDINALITY AS x(role_id, ord)
    JOIN roles r ON r.role_id = x.role_id AND r.account_id = members.account_id) AS roles`;

export const MEMBERS: ListSource = {
  name: 'users',
  table: MEMBERS_TABLE,
  idColumn: 'user_id',
  columns:
    'user_id, account_id, membership_id, email, first_name, last_name, full_name, status, role_ids, ' +
    `last_active_at, invited_at, invited_by, created_at, ${ROLES_COLUMN}`,
  declaration: USER_ACCOUNT_LIST,
};

export function toUserAccountJson(row: MemberRow): UserAccountJson {
  return {
    userId: row.user_id,
    accountId: row.account_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userFullName: row.full_name,
    roles: toRoles(row.roles),
    status: row.status,
    lastActive: toIsoOrNull(row.last_active_at),
    invitedAt: toIsoOrNull(row.invited_at),
    invitedBy: row.invited_by,
    createdAt: toIso(row.created_at),
  };
}
