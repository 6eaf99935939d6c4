// What the member who asked for a report file may do now, not when they asked: a job runs later (a schedule, weeks
// later), and a member whose REPORTS EXPORT was taken away, or who left, must get no more files. Read as the
// authentication look-up reads it (accounts/repository.ts): their membership of the organisation and its roles, in
// the membership's order, joined within that organisation; the effective rule is common's, as for every request.
import { type MemberStatus, USABLE_MEMBER_STATUSES } from '@aid/common/enums';
import { type Access, accessFor, effectivePermissions } from '@aid/common/permissions';
import { toRoles } from '../../accounts/repository.js';
import type { Queryable } from '../../db/db.js';

const NONE: Access = { accessLevel: 'NONE', objectIds: [] };

/** The member's REPORTS EXPORT access in the transaction's organisation; NONE without a usable membership. */
export async function creatorExportAccess(tx: Queryable, accountId: string, userId: string | null): Promise<Access> {
  if (!userId) return NONE;
  const [row] = await tx.query<{ status: MemberStatus; roles: unknown }>(
    `SELECT m.status,
            (SELECT coalesce(json_agg(json_build_object('roleId', r.role_id, 'roleName', r.role_name,
                                                        'roleType', r.role_type, 'permissions', r.permissions)
                                      ORDER BY x.ord), '[]'::json)
               FROM unnest(m.role_ids) WITH ORDINALITY AS x(role_id, ord)
               JOIN roles r ON r.role_id = x.role_id AND r.account_id = m.account_id) AS roles
       FROM memberships m WHERE m.account_id = $1 AND m.user_id = $2`,
    [accountId, userId],
  );
  if (!row || !USABLE_MEMBER_STATUSES.includes(row.status)) return NONE;
  return accessFor(effectivePermissions(toRoles(row.roles)), 'REPORTS', 'EXPORT');
}
