// An organisation's roles: read by those who manage its users, CUSTOM ones created, changed and deleted by them.
// PREDEFINED roles are what the code says (predefined.ts) and read-only. A change takes effect on each holder's
// next request: the API reads a member's roles on every request.
import { type FieldError, fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import type { Message } from '@aid/common/messages';
import type { Action, Permissions, Section } from '@aid/common/permissions';
import {
  type CreateRole,
  permissionField,
  ROLE_MESSAGES,
  type RoleDetailJson,
  reservedRoleName,
  type UpdateRole,
} from '@aid/common/roles';
import { type Changes, recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf, requireAccess } from '../auth/context.js';
import { type Queryable, sqlState, UNIQUE_VIOLATION } from '../db/db.js';
import { RoleError } from './errors.js';
import { type RoleRow, roleSelect, toRoleJson } from './model.js';

type RoleAction = Extract<Action, 'VIEW' | 'CREATE' | 'UPDATE' | 'DELETE'>;

/**
 * USER_MANAGEMENT has no objects to select, so a change needs its action at EVERYTHING; reading needs VIEW at any
 * level (as GET /roles always did: the partner-key form lists roles with it). Changes are for people: a partner key
 * could otherwise widen the very role it is bound to.
 */
function requireRoleAccess(auth: AuthContext, action: RoleAction): void {
  const access = requireAccess(auth, 'USER_MANAGEMENT', action);
  if (action === 'VIEW') return;
  if (auth.user.kind !== 'PERSON') {
    throw new RoleError('FORBIDDEN', ROLE_MESSAGES.keyCannotChange());
  }
  if (access.accessLevel !== 'EVERYTHING') {
    throw new RoleError('FORBIDDEN', ROLE_MESSAGES.needsEverything({ action }));
  }
}

/** Every role of the organisation by name, or those among `ids` (unknown ids and other organisations' are left out). */
export async function listRoles(auth: AuthContext, ids?: readonly string[]): Promise<RoleDetailJson[]> {
  requireRoleAccess(auth, 'VIEW');
  const rows = await auth.run((tx) =>
    ids === undefined
      ? tx.query<RoleRow>(roleSelect(''), [auth.accountId])
      : tx.query<RoleRow>(roleSelect('AND r.role_id = ANY($2::text[])'), [auth.accountId, [...ids]]),
  );
  return rows.map(toRoleJson);
}

export async function getRole(auth: AuthContext, roleId: string): Promise<RoleDetailJson> {
  requireRoleAccess(auth, 'VIEW');
  return toRoleJson(await auth.run((tx) => findRole(tx, auth.accountId, roleId, false)));
}

export async function createRole(auth: AuthContext, input: CreateRole): Promise<RoleDetailJson> {
  requireRoleAccess(auth, 'CREATE');
  const actor = actorOf(auth);
  const roleId = newId('role');
  return withNameConflict(input.roleName, () =>
    auth.run(async (tx) => {
      await assertNameFree(tx, actor.accountId, input.roleName, null);
      await assertObjectsExist(tx, actor.accountId, input.permissions, null);
      await tx.query(
        `INSERT INTO roles (role_id, account_id, role_name, role_type, permissions, created_by, updated_by)
         VALUES ($1, $2, $3, 'CUSTOM', $4::jsonb, $5, $5)`,
        [roleId, actor.accountId, input.roleName, JSON.stringify(input.permissions), actor.userId],
      );
      await log(tx, actor, 'CREATE', roleId, {
        roleName: { from: null, to: input.roleName },
        permissions: { from: null, to: input.permissions },
      });
      return toRoleJson(await findRole(tx, actor.accountId, roleId, false));
    }),
  );
}

export async function updateRole(auth: AuthContext, roleId: string, input: UpdateRole): Promise<RoleDetailJson> {
  requireRoleAccess(auth, 'UPDATE');
  const actor = actorOf(auth);
  return withNameConflict(input.roleName, () =>
    auth.run(async (tx) => {
      const before = toRoleJson(await findRole(tx, actor.accountId, roleId, true));
      assertCustom(before, 'changed');
      const changes: Changes = {};
      if (input.roleName !== undefined && input.roleName !== before.roleName) {
        changes.roleName = { from: before.roleName, to: input.roleName };
      }
      if (input.permissions !== undefined && !samePermissions(before.permissions, input.permissions)) {
        changes.permissions = { from: before.permissions, to: input.permissions };
      }
      // Nothing to change: no write, no log, updatedAt stays.
      if (Object.keys(changes).length === 0) return before;
      if (changes.roleName) await assertNameFree(tx, actor.accountId, input.roleName ?? '', roleId);
      if (changes.permissions && input.permissions) {
        await assertObjectsExist(tx, actor.accountId, input.permissions, before.permissions);
      }
      await tx.query(
        `UPDATE roles SET role_name = $3, permissions = $4::jsonb, updated_at = now(), updated_by = $5
          WHERE account_id = $1 AND role_id = $2`,
        [
          actor.accountId,
          roleId,
          input.roleName ?? before.roleName,
          JSON.stringify(input.permissions ?? before.permissions),
          actor.userId,
        ],
      );
      await log(tx, actor, 'UPDATE', roleId, changes);
      return toRoleJson(await findRole(tx, actor.accountId, roleId, false));
    }),
  );
}

/** Refused while anyone holds the role: members would silently lose what it gave them. */
export async function deleteRole(auth: AuthContext, roleId: string): Promise<RoleDetailJson> {
  requireRoleAccess(auth, 'DELETE');
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const role = toRoleJson(await findRole(tx, actor.accountId, roleId, true));
    assertCustom(role, 'deleted');
    if (role.memberCount > 0 || role.keyCount > 0) {
      throw new RoleError('CONFLICT', heldBy(role.roleName, role.memberCount, role.keyCount));
    }
    // Revoked keys' memberships may still name it: they hold nothing once it is gone.
    await tx.query(
      `UPDATE memberships SET role_ids = array_remove(role_ids, $2), updated_at = now()
        WHERE account_id = $1 AND role_ids @> ARRAY[$2]::text[]`,
      [actor.accountId, roleId],
    );
    await tx.query('DELETE FROM roles WHERE account_id = $1 AND role_id = $2', [actor.accountId, roleId]);
    await log(tx, actor, 'DELETE', roleId, {
      roleName: { from: role.roleName, to: null },
      permissions: { from: role.permissions, to: null },
    });
    return role;
  });
}

async function findRole(tx: Queryable, accountId: string, roleId: string, forUpdate: boolean): Promise<RoleRow> {
  const [row] = await tx.query<RoleRow>(`${roleSelect('AND r.role_id = $2')}${forUpdate ? ' FOR UPDATE OF r' : ''}`, [
    accountId,
    roleId,
  ]);
  if (!row) throw RoleError.notFound();
  return row;
}

function assertCustom(role: RoleDetailJson, verb: 'changed' | 'deleted'): void {
  if (role.roleType === 'PREDEFINED') {
    const words = verb === 'changed' ? ROLE_MESSAGES.predefinedChanged : ROLE_MESSAGES.predefinedDeleted;
    throw new RoleError('CONFLICT', words({ role: role.roleName }));
  }
}

/** Who holds the role, worded per count (one or more members, keys or both) so that every language reads well. */
function heldBy(role: string, members: number, keys: number): Message {
  const words = ROLE_MESSAGES;
  if (keys === 0) return members === 1 ? words.heldByMember({ role }) : words.heldByMembers({ role, members });
  if (members === 0) return keys === 1 ? words.heldByKey({ role }) : words.heldByKeys({ role, keys });
  if (members === 1) return keys === 1 ? words.heldByMemberKey({ role }) : words.heldByMemberKeys({ role, keys });
  return keys === 1 ? words.heldByMembersKey({ role, members }) : words.heldByMembersKeys({ role, members, keys });
}

/** Both normalised (sections and actions in their fixed order), so equal maps serialise alike. */
function samePermissions(a: Permissions, b: Permissions): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function nameTaken(name: string, reserved: boolean): RoleError {
  const why = reserved ? 'is the name of a PREDEFINED role' : 'is already used by another role in this organisation';
  return new RoleError('CONFLICT', ROLE_MESSAGES.nameTaken({ name }), [
    fieldError('roleName', 'TAKEN', undefined, why),
  ]);
}

/** A friendly early check; the unique index on lower(role_name) stays the guarantee under concurrency. */
async function assertNameFree(tx: Queryable, accountId: string, name: string, roleId: string | null): Promise<void> {
  if (reservedRoleName(name)) throw nameTaken(name, true);
  const rows = await tx.query(
    'SELECT 1 FROM roles WHERE account_id = $1 AND lower(role_name) = lower($2) AND role_id IS DISTINCT FROM $3',
    [accountId, name, roleId],
  );
  if (rows.length > 0) throw nameTaken(name, false);
}

async function withNameConflict<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && name !== undefined) throw nameTaken(name, false);
    throw error;
  }
}

/**
 * Where the objects a SELECTED grant lists live, per section. Beneficiary lists are not stored yet: their ids are
 * checked for form only (check.ts) until their table exists, then they are looked up here like programs.
 */
const OBJECT_TABLES: Partial<Record<Section, { table: string; idColumn: string; noun: string }>> = {
  PROGRAMS: { table: 'programs', idColumn: 'program_id', noun: 'programs' },
  REPORTS: { table: 'programs', idColumn: 'program_id', noun: 'programs' },
};

/**
 * Ids a SELECTED grant adds must be objects of this organisation; another organisation's read exactly like ids that
 * do not exist. Ids the role already listed are not asked again, so a role naming a since-deleted object can still
 * be edited.
 */
async function assertObjectsExist(
  tx: Queryable,
  accountId: string,
  permissions: Permissions,
  before: Permissions | null,
): Promise<void> {
  const known = new Set<string>();
  for (const section of before?.section ?? []) {
    for (const access of Object.values(section.access)) for (const id of access?.objectIds ?? []) known.add(id);
  }
  const errors: FieldError[] = [];
  for (const section of permissions.section) {
    const source = OBJECT_TABLES[section.name];
    if (!source) continue;
    for (const [action, access] of Object.entries(section.access)) {
      if (access?.accessLevel !== 'SELECTED') continue;
      const asked = access.objectIds.filter((id) => !known.has(id));
      if (asked.length === 0) continue;
      const found = await tx.query<{ id: string }>(
        `SELECT ${source.idColumn} AS id FROM ${source.table} WHERE account_id = $1 AND ${source.idColumn} = ANY($2::text[])`,
        [accountId, asked],
      );
      const present = new Set(found.map((row) => row.id));
      const missing = asked.filter((id) => !present.has(id));
      if (missing.length === 0) continue;
      const shown = `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? `, … (${missing.length} in all)` : ''}`;
      errors.push(
        fieldError(
          permissionField(section.name, action, true),
          'INVALID_VALUE',
          { ids: shown },
          `${section.name} ${action} lists ${source.noun} this organisation does not have: ${shown}`,
        ),
      );
    }
  }
  const first = errors[0];
  if (first) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    throw new RoleError('VALIDATION_FAILED', `${first.message}${more}`, errors);
  }
}

function log(tx: Queryable, actor: Actor, action: 'CREATE' | 'UPDATE' | 'DELETE', roleId: string, changes: Changes) {
  return recordActivity(tx, { ...actor, action, objectType: 'ROLE', objectId: roleId, changes });
}
