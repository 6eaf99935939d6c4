// Changing a member: their roles (in order), disabling and enabling them, removing them from the organisation. Each
// change is one transaction with its activity-log entry; none may leave the organisation without an ACTIVE
// administrator, and nobody may disable or remove themselves.
import type { UpdateUserRolesInput, UserAccountJson } from '@aid/common/users';
import { USER_MESSAGES } from '@aid/common/users';
import { recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { isAdminRoles, keepAnAdmin, lockedMember, memberById, requireManager, rolesOfOrganisation } from './access.js';
import { UserError } from './errors.js';
import { type MemberRow, toUserAccountJson } from './model.js';

export async function updateUserRoles(
  auth: AuthContext,
  userId: string,
  input: UpdateUserRolesInput,
): Promise<UserAccountJson> {
  requireManager(auth, 'UPDATE', userId);
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const current = await lockedMember(tx, auth, userId);
    const before = toUserAccountJson(current);
    const roles = await rolesOfOrganisation(tx, auth.accountId, input.roleIds);
    const same = before.roles.length === roles.length && before.roles.every((r, i) => r.roleId === roles[i]?.roleId);
    // Nothing to change: no write, no log.
    if (same) return before;
    if (isAdminRoles(before.roles) && !isAdminRoles(roles)) await keepAnAdmin(tx, auth.accountId, userId, 'demote');
    await tx.query(
      `UPDATE memberships SET role_ids = $3::text[], updated_by = $4, updated_at = now()
        WHERE account_id = $1 AND user_id = $2`,
      [auth.accountId, userId, input.roleIds, actor.userId],
    );
    await recordActivity(tx, {
      ...actor,
      action: 'UPDATE',
      objectType: 'MEMBERSHIP',
      objectId: userId,
      changes: { roles: { from: before.roles.map((r) => r.roleName), to: roles.map((r) => r.roleName) } },
    });
    return toUserAccountJson(await memberById(tx, auth.accountId, userId));
  });
}

/** DISABLED: refused on every route at once, whatever the identity service still lets them do. */
export async function disableUser(auth: AuthContext, userId: string): Promise<UserAccountJson> {
  requireManager(auth, 'UPDATE', userId);
  if (userId === auth.user.userId) throw new UserError('CONFLICT', USER_MESSAGES.cannotDisableSelf());
  return auth.run(async (tx) => {
    const current = await lockedMember(tx, auth, userId);
    if (current.status !== 'ACTIVE' && current.status !== 'DISABLED_MFA') {
      throw new UserError(
        'CONFLICT',
        current.status === 'INVITATION_SENT'
          ? USER_MESSAGES.invitationNotDisabled()
          : USER_MESSAGES.onlyActiveDisabled({ status: current.status }),
      );
    }
    await keepAnAdmin(tx, auth.accountId, userId, 'disable');
    return setStatus(tx, auth, current, 'DISABLED', 'DISABLE');
  });
}

export async function enableUser(auth: AuthContext, userId: string): Promise<UserAccountJson> {
  requireManager(auth, 'UPDATE', userId);
  return auth.run(async (tx) => {
    const current = await lockedMember(tx, auth, userId);
    if (current.status !== 'DISABLED') {
      throw new UserError('CONFLICT', USER_MESSAGES.onlyDisabledEnabled({ status: current.status }));
    }
    return setStatus(tx, auth, current, 'ACTIVE', 'ENABLE');
  });
}

/** Ends the membership; the person keeps their account (and other organisations). Returns the removed user's id. */
export async function removeUser(auth: AuthContext, userId: string): Promise<{ userId: string }> {
  requireManager(auth, 'DELETE', userId);
  if (userId === auth.user.userId) throw new UserError('CONFLICT', USER_MESSAGES.cannotRemoveSelf());
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const current = await lockedMember(tx, auth, userId);
    await keepAnAdmin(tx, auth.accountId, userId, 'remove');
    const before = toUserAccountJson(current);
    await tx.query('DELETE FROM memberships WHERE account_id = $1 AND user_id = $2', [auth.accountId, userId]);
    // Their next sign-in must not try to open an organisation they no longer belong to.
    await tx.query('UPDATE users SET default_account_id = NULL WHERE user_id = $1 AND default_account_id = $2', [
      userId,
      auth.accountId,
    ]);
    await recordActivity(tx, {
      ...actor,
      action: 'DELETE',
      objectType: 'MEMBERSHIP',
      objectId: userId,
      changes: {
        email: { from: before.email, to: null },
        status: { from: before.status, to: null },
        roles: { from: before.roles.map((r) => r.roleName), to: null },
      },
    });
    return { userId };
  });
}

async function setStatus(
  tx: Queryable,
  auth: AuthContext,
  current: MemberRow,
  status: 'ACTIVE' | 'DISABLED',
  action: 'ENABLE' | 'DISABLE',
): Promise<UserAccountJson> {
  const actor = actorOf(auth);
  await tx.query(
    `UPDATE memberships SET status = $3, updated_by = $4, updated_at = now()
      WHERE account_id = $1 AND user_id = $2`,
    [auth.accountId, current.user_id, status, actor.userId],
  );
  const updated = toUserAccountJson(await memberById(tx, auth.accountId, current.user_id));
  await recordActivity(tx, {
    ...actor,
    action,
    objectType: 'MEMBERSHIP',
    objectId: current.user_id,
    changes: { status: { from: current.status, to: updated.status } },
  });
  return updated;
}
