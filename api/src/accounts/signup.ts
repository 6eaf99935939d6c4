// New organisations: the one a person gets on their very first request (self-signup), and sub-accounts an ADMIN
// creates under the current organisation. Each starts ACTIVE with the PREDEFINED roles and its creator as ADMIN.
import type { CreateSubAccountInput, SubAccountJson } from '@aid/common/accounts';
import { ACCOUNT_MESSAGES } from '@aid/common/accounts';
import { newId } from '@aid/common/ids';
import { isAdmin } from '@aid/common/permissions';
import { diffFields, recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import { ensureMasterList } from '../beneficiaries/master.js';
import type { Db, Queryable } from '../db/db.js';
import { tenantRunner } from '../db/tenant.js';
import { ensurePredefinedRoles } from '../roles/predefined.js';
import { AccountError } from './errors.js';
import { ACCOUNT_COLUMNS, type AccountRow, toSubAccountJson } from './model.js';
import { insertUser, type NewUser } from './repository.js';

type NewOrganisation = {
  accountId: string;
  organizationName: string | null;
  parentAccountId: string | null;
  /** Becomes its ACTIVE member with the ADMIN role. */
  adminUserId: string;
  sitePath: string | null;
};

/**
 * Inserts the organisation, its PREDEFINED roles and its first member (ADMIN), and logs CREATE ACCOUNT in it.
 * `tx` must be scoped to the new organisation (app.account_id = accountId): row-level security lets nothing else in.
 */
async function createOrganisation(tx: Queryable, org: NewOrganisation): Promise<AccountRow> {
  const [row] = await tx.query<AccountRow>(
    `INSERT INTO accounts (account_id, organization_name, status, parent_account_id, created_by, updated_by)
     VALUES ($1, $2, 'ACTIVE', $3, $4, $4) RETURNING ${ACCOUNT_COLUMNS}`,
    [org.accountId, org.organizationName, org.parentAccountId, org.adminUserId],
  );
  if (!row) throw new Error(`organisation ${org.accountId} was not stored`);
  const roles = await ensurePredefinedRoles(tx, org.accountId, org.adminUserId);
  const adminRoleId = roles.get('ADMIN');
  if (!adminRoleId) throw new Error(`organisation ${org.accountId} has no ADMIN role`);
  await ensureMasterList(tx, org.accountId);
  await tx.query(
    `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids)
     VALUES ($1, $2, $3, 'ACTIVE', ARRAY[$4]::text[])`,
    [newId('membership'), org.accountId, org.adminUserId, adminRoleId],
  );
  const created = {
    organizationName: row.organization_name,
    status: row.status,
    parentAccountId: row.parent_account_id,
    currency: row.currency.trim(),
  };
  await recordActivity(tx, {
    accountId: org.accountId,
    userId: org.adminUserId,
    action: 'CREATE',
    objectType: 'ACCOUNT',
    objectId: org.accountId,
    sitePath: org.sitePath,
    changes: diffFields(null, created, ['organizationName', 'status', 'parentAccountId', 'currency']),
  });
  return row;
}

/**
 * Self-signup (spec §2): stores a person the API has never seen and, in the same transaction, their own new
 * organisation ("Pending" until named) with them as ADMIN and as its default. Only the request that inserts the user
 * row does so: a concurrent first request finds the row taken and creates nothing, and a user someone invited
 * (whose row the users domain wrote before they ever signed in) never gets here. Returns whether it created the user.
 */
export async function provisionUser(db: Db, user: NewUser, sitePath: string | null): Promise<boolean> {
  const accountId = newId('account');
  const userId = newId('user');
  return tenantRunner(db, { accountId, userId })(async (tx) => {
    const inserted = await insertUser(tx, { ...user, userId });
    if (!inserted) return false;
    await createOrganisation(tx, {
      accountId,
      organizationName: null,
      parentAccountId: null,
      adminUserId: userId,
      sitePath,
    });
    await tx.query('UPDATE users SET default_account_id = $2, updated_at = now() WHERE user_id = $1', [
      userId,
      accountId,
    ]);
    return true;
  });
}

/** Runs `fn` with the transaction scoped to `accountId`, then back to `previous`. */
async function inAccount<T>(tx: Queryable, accountId: string, previous: string, fn: () => Promise<T>): Promise<T> {
  await tx.query("SELECT set_config('app.account_id', $1, true)", [accountId]);
  const result = await fn();
  await tx.query("SELECT set_config('app.account_id', $1, true)", [previous]);
  return result;
}

/**
 * A sub-account of the current organisation (spec §3 subAccounts), made by one of its ADMINs (first role ADMIN,
 * spec §6), who becomes the sub-account's ADMIN. Both organisations log the creation, in one transaction.
 */
export async function createSubAccount(auth: AuthContext, input: CreateSubAccountInput): Promise<SubAccountJson> {
  if (auth.user.kind !== 'PERSON' || !isAdmin(auth.roles)) {
    throw new AccountError('FORBIDDEN', ACCOUNT_MESSAGES.adminOnlySubAccount());
  }
  const actor = actorOf(auth);
  const accountId = newId('account');
  const row = await auth.run(async (tx) => {
    const created = await inAccount(tx, accountId, auth.accountId, () =>
      createOrganisation(tx, {
        accountId,
        organizationName: input.organizationName,
        parentAccountId: auth.accountId,
        adminUserId: actor.userId,
        sitePath: actor.sitePath,
      }),
    );
    await recordActivity(tx, {
      ...actor,
      action: 'CREATE',
      objectType: 'ACCOUNT',
      objectId: accountId,
      changes: {
        organizationName: { from: null, to: input.organizationName },
        parentAccountId: { from: null, to: auth.accountId },
      },
    });
    return created;
  });
  return toSubAccountJson(row);
}
