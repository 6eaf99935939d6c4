// Who may manage which member, the roles a member may be given, and the guard that keeps every organisation with
// at least one ACTIVE administrator. Shared by invitations.ts and service.ts.
import { fieldError } from '@aid/common/errors';
import type { Action } from '@aid/common/permissions';
import { USER_MESSAGES } from '@aid/common/users';
import { type AuthContext, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { findByIds, type ListScope } from '../db/list.js';
import { ApiError } from '../http/errors.js';
import { UserError } from './errors.js';
import { MEMBERS, type MemberRow } from './model.js';

/** Reading the list: USER_MANAGEMENT VIEW; SELECTED access lists only the user ids it names. */
export function viewScope(auth: AuthContext): ListScope {
  return { accountId: auth.accountId, access: requireAccess(auth, 'USER_MANAGEMENT', 'VIEW') };
}

/**
 * Changing members is for people: a partner key acts for a system, and letting one invite or disable people would
 * make a leaked key a way to take over an organisation.
 */
export function requireManager(auth: AuthContext, action: Exclude<Action, 'VIEW'>, userId?: string): void {
  if (auth.user.kind !== 'PERSON') {
    throw new UserError('FORBIDDEN', USER_MESSAGES.keyCannotManage());
  }
  const access = requireAccess(auth, 'USER_MANAGEMENT', action);
  // SELECTED names user ids; a new member has none yet, so inviting needs EVERYTHING.
  if (access.accessLevel === 'SELECTED' && (userId === undefined || !access.objectIds.includes(userId))) {
    throw new UserError('FORBIDDEN', USER_MESSAGES.noMemberAccess({ action }));
  }
}

/** The member with this user id in the organisation (a person; never a partner key's row); 404 when none. */
export async function memberById(tx: Queryable, accountId: string, userId: string): Promise<MemberRow> {
  const whole: ListScope = { accountId, access: { accessLevel: 'EVERYTHING', objectIds: [] } };
  const [row] = await findByIds<MemberRow>(tx, MEMBERS, whole, [userId]);
  if (!row) throw UserError.notFound();
  return row;
}

/** The member with this user id in the caller's organisation, locked for the change; 404 when there is none. */
export async function lockedMember(tx: Queryable, auth: AuthContext, userId: string): Promise<MemberRow> {
  const row = await memberById(tx, auth.accountId, userId);
  await tx.query('SELECT 1 FROM memberships WHERE account_id = $1 AND membership_id = $2 FOR UPDATE', [
    auth.accountId,
    row.membership_id,
  ]);
  return row;
}

export type NamedRole = { roleId: string; roleName: string };

/** The roles of this organisation with these ids, in the order given; any other id is a field error. */
export async function rolesOfOrganisation(tx: Queryable, accountId: string, roleIds: readonly string[]) {
  const rows = await tx.query<{ role_id: string; role_name: string }>(
    'SELECT role_id, role_name FROM roles WHERE account_id = $1 AND role_id = ANY($2::text[])',
    [accountId, roleIds],
  );
  const byId = new Map(rows.map((r) => [r.role_id, r.role_name]));
  const unknown = roleIds.findIndex((id) => !byId.has(id));
  if (unknown >= 0) {
    throw ApiError.invalid([
      fieldError('roleIds', 'INVALID_VALUE', undefined, `${roleIds[unknown]} is not a role of this organisation`),
    ]);
  }
  return roleIds.map((roleId): NamedRole => ({ roleId, roleName: byId.get(roleId) ?? '' }));
}

/** Spec §6: an administrator is a member whose first role is named ADMIN. */
export const isAdminRoles = (roles: readonly { roleName: string }[]) => roles[0]?.roleName === 'ADMIN';

/**
 * Refuses when `userId` is an ACTIVE administrator and no other person is one: demoting, disabling or removing them
 * would leave nobody able to manage the organisation. The administrators' rows are locked, so two concurrent
 * changes cannot each remove "one of two".
 */
export async function keepAnAdmin(
  tx: Queryable,
  accountId: string,
  userId: string,
  what: 'disable' | 'remove' | 'demote',
): Promise<void> {
  const admins = await tx.query<{ user_id: string }>(
    `SELECT m.user_id FROM memberships m
       JOIN users u ON u.user_id = m.user_id AND u.kind = 'PERSON'
       JOIN roles r ON r.account_id = m.account_id AND r.role_id = m.role_ids[1]
      WHERE m.account_id = $1 AND m.status = 'ACTIVE' AND r.role_name = 'ADMIN'
      FOR UPDATE OF m`,
    [accountId],
  );
  if (admins.some((a) => a.user_id === userId) && admins.length <= 1) {
    throw new UserError('CONFLICT', LAST_ADMIN[what]());
  }
}

/** Why the last active administrator stays, in the words of what was asked. */
const LAST_ADMIN = {
  disable: USER_MESSAGES.lastAdminDisable,
  remove: USER_MESSAGES.lastAdminRemove,
  demote: USER_MESSAGES.lastAdminDemote,
} as const;
