// How a stored role reads as JSON, with how many people and partner keys hold it.
import type { Permissions } from '@aid/common/permissions';
import type { RoleDetailJson, RoleType } from '@aid/common/roles';
import { toIso } from '../db/rows.js';

export type RoleRow = {
  role_id: string;
  role_name: string;
  role_type: RoleType;
  permissions: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  created_by: string | null;
  updated_by: string | null;
  member_count: number | string;
  key_count: number | string;
};

/**
 * The roles of `$1` (all, or those in `$2` when the caller passes ids) with their holders, counted in one pass
 * over the organisation's memberships rather than once per role. People only: a partner key acts through a
 * membership of its own and is counted as a key, and only while it is active.
 */
export function roleSelect(where: string): string {
  return `WITH held AS (
            SELECT x.role_id, count(*) AS n
              FROM memberships m
              JOIN users u ON u.user_id = m.user_id AND u.kind = 'PERSON'
              CROSS JOIN LATERAL unnest(m.role_ids) AS x(role_id)
             WHERE m.account_id = $1
             GROUP BY x.role_id),
          keyed AS (
            SELECT role_id, count(*) AS n FROM api_keys
             WHERE account_id = $1 AND revoked_at IS NULL AND role_id IS NOT NULL
             GROUP BY role_id)
          SELECT r.role_id, r.role_name, r.role_type, r.permissions, r.created_at, r.updated_at, r.created_by,
                 r.updated_by, coalesce(held.n, 0)::int AS member_count, coalesce(keyed.n, 0)::int AS key_count
            FROM roles r
            LEFT JOIN held ON held.role_id = r.role_id
            LEFT JOIN keyed ON keyed.role_id = r.role_id
           WHERE r.account_id = $1 ${where}
           ORDER BY lower(r.role_name), r.role_id`;
}

/** jsonb comes back parsed from both drivers; a malformed value reads as "no permissions". */
export function toPermissions(value: unknown): Permissions {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (typeof parsed === 'object' && parsed !== null && 'section' in parsed && Array.isArray(parsed.section)) {
    return parsed as Permissions;
  }
  return { section: [] };
}

export function toRoleJson(row: RoleRow): RoleDetailJson {
  return {
    roleId: row.role_id,
    roleName: row.role_name,
    roleType: row.role_type,
    permissions: toPermissions(row.permissions),
    memberCount: Number(row.member_count),
    keyCount: Number(row.key_count),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}
