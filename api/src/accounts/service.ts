// The signed-in user's profile (/me) and user look-ups within an organisation.
import { effectivePermissions, type MeJson, type UserJson } from '@aid/common';
import type { VerifiedToken } from '@aid/common/auth';
import { chooseMembership } from '../auth/middleware.js';
import type { Queryable } from '../db/db.js';
import { AccountError } from './errors.js';
import type { GetUserEmail } from './identity.js';
import {
  findUserBySub,
  insertUser,
  membershipsOfUser,
  rolesOfMemberships,
  type UserRecord,
  usersInAccount,
} from './repository.js';

export type { MeJson, MembershipJson, UserJson } from '@aid/common';

export function toUserJson(user: UserRecord): UserJson {
  const fullName = [user.firstName, user.lastName]
    .filter((p) => p?.trim())
    .join(' ')
    .trim();
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userFullName: fullName || null,
  };
}

/** The user behind a verified token, created on their first call with the e-mail the identity service holds. */
export async function userForToken(
  db: Queryable,
  token: VerifiedToken,
  accessToken: string,
  getUserEmail: GetUserEmail | undefined,
): Promise<UserRecord> {
  const existing = await findUserBySub(db, token.sub);
  if (existing) return existing;
  if (!getUserEmail) {
    throw new AccountError('IDENTITY_UNAVAILABLE', 'New users cannot be registered: no identity service is configured');
  }
  let profile: Awaited<ReturnType<GetUserEmail>>;
  try {
    profile = await getUserEmail(accessToken);
  } catch (error) {
    console.error('GetUser failed while provisioning a new user:', error instanceof Error ? error.message : error);
    throw new AccountError(
      'IDENTITY_UNAVAILABLE',
      'Your profile could not be read from the identity service; try again',
    );
  }
  return insertUser(db, {
    sub: token.sub,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
  });
}

export async function me(
  db: Queryable,
  user: UserRecord,
  token: VerifiedToken,
  explicitAccountId: string | undefined,
): Promise<MeJson> {
  const memberships = await membershipsOfUser(db, user.userId);
  const current = chooseMembership(memberships, explicitAccountId, [token.defaultAccountId, user.defaultAccountId]);
  const roles = await rolesOfMemberships(db, memberships);
  const currentIndex = current ? memberships.indexOf(current) : -1;
  return {
    user: toUserJson(user),
    phoneNumber: user.phoneNumber,
    detailsCompleted: user.detailsCompleted,
    applicationLanguage: user.applicationLanguage,
    numberFormat: user.numberFormat,
    mfaSettings: { mfaEnabled: user.mfaEnabled, mfaPreferred: user.mfaPreferred },
    memberships: memberships.map((m, i) => ({
      accountId: m.accountId,
      organizationName: m.organizationName,
      menuColour: m.menuColour,
      detailsCompleted: m.accountDetailsCompleted,
      status: m.status,
      roles: roles[i] ?? [],
    })),
    // Only organisations the user can switch to count (spec §2: /organizations shows with several).
    hasMultipleAccounts: memberships.filter((m) => m.status === 'ACTIVE').length > 1,
    currentAccountId: current?.accountId ?? null,
    permissions: currentIndex >= 0 ? effectivePermissions(roles[currentIndex] ?? []) : {},
  };
}

export const MAX_IDS = 100;

export async function usersByIds(db: Queryable, accountId: string, ids: readonly string[]): Promise<UserJson[]> {
  if (ids.length > MAX_IDS) {
    throw new AccountError('VALIDATION_FAILED', `At most ${MAX_IDS} ids per request`, [
      { field: 'ids', message: `has ${ids.length} ids; at most ${MAX_IDS} are allowed` },
    ]);
  }
  const users = await usersInAccount(db, accountId, ids);
  const byId = new Map(users.map((u) => [u.userId, u]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [toUserJson(user)] : [];
  });
}

export async function userById(db: Queryable, accountId: string, id: string): Promise<UserJson> {
  const [user] = await usersInAccount(db, accountId, [id]);
  if (!user) throw new AccountError('NOT_FOUND', 'User not found');
  return toUserJson(user);
}
