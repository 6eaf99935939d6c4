// The signed-in user's profile (/me) and user look-ups within an organisation.
import type { MeJson, UserJson } from '@aid/common/accounts';
import { ACCOUNT_MESSAGES } from '@aid/common/accounts';
import type { VerifiedToken } from '@aid/common/auth';
import { USABLE_MEMBER_STATUSES } from '@aid/common/enums';
import { effectivePermissions } from '@aid/common/permissions';
import type { UserRecord, UserWithMemberships } from '../auth/member.js';
import { chooseMembership } from '../auth/membership.js';
import type { Db, Queryable } from '../db/db.js';
import type { Logger } from '../http/logger.js';
import { AccountError } from './errors.js';
import type { GetUserEmail } from './identity.js';
import { usersInAccount, userWithMemberships } from './repository.js';
import { provisionUser } from './signup.js';

export type { MeJson, MembershipJson, UserJson } from '@aid/common/accounts';

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

/**
 * The user behind a verified token with their memberships, created on their first call with the e-mail the
 * identity service holds, together with their own organisation (signup.ts).
 */
export async function userForToken(
  db: Db,
  token: VerifiedToken,
  accessToken: string,
  getUserEmail: GetUserEmail | undefined,
  log: Logger,
  sitePath: string | null = null,
): Promise<UserWithMemberships> {
  const existing = await userWithMemberships(db, token.sub);
  if (existing) return existing;
  if (!getUserEmail) {
    throw new AccountError('IDENTITY_UNAVAILABLE', ACCOUNT_MESSAGES.noIdentityToRegister());
  }
  let profile: Awaited<ReturnType<GetUserEmail>>;
  try {
    profile = await getUserEmail(accessToken);
  } catch (error) {
    log.error({ err: error }, 'GetUser failed while provisioning a new user');
    throw new AccountError('IDENTITY_UNAVAILABLE', ACCOUNT_MESSAGES.profileUnreadable());
  }
  // Self-signup: a person the API has never seen gets their own organisation in the same transaction.
  await provisionUser(
    db,
    {
      sub: token.sub,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      emailVerified: profile.emailVerified,
    },
    sitePath,
  );
  const created = await userWithMemberships(db, token.sub);
  if (!created) throw new Error(`User ${token.sub} was not stored`);
  return created;
}

export function me(found: UserWithMemberships, token: VerifiedToken, explicitAccountId: string | undefined): MeJson {
  const { user, memberships } = found;
  const current = chooseMembership(memberships, explicitAccountId, [token.defaultAccountId, user.defaultAccountId]);
  return {
    user: toUserJson(user),
    phoneNumber: user.phoneNumber,
    detailsCompleted: user.detailsCompleted,
    applicationLanguage: user.applicationLanguage,
    numberFormat: user.numberFormat,
    mfaSettings: { mfaEnabled: user.mfaEnabled, mfaPreferred: user.mfaPreferred },
    profileImageFileId: user.profileImageFileId,
    emailVerified: user.emailVerified,
    emailVerifiedAt: user.emailVerifiedAt,
    memberships: memberships.map((m) => ({
      accountId: m.accountId,
      organizationName: m.organizationName,
      menuColour: m.menuColour,
      detailsCompleted: m.accountDetailsCompleted,
      logoFileId: m.logoFileId,
      status: m.status,
      roles: m.roles,
    })),
    // Only organisations the user can switch to count (spec §2: /organizations shows with several).
    // An invitation and a DISABLED (MFA) membership can be switched to as well (auth/membership.ts).
    hasMultipleAccounts: memberships.filter((m) => USABLE_MEMBER_STATUSES.includes(m.status)).length > 1,
    currentAccountId: current?.accountId ?? null,
    permissions: current ? effectivePermissions(current.roles) : {},
  };
}

/** Members (any status) of the caller's organisation among `ids`, in the order asked. */
export async function usersByIds(tx: Queryable, accountId: string, ids: readonly string[]): Promise<UserJson[]> {
  const users = await usersInAccount(tx, accountId, ids);
  const byId = new Map(users.map((u) => [u.userId, u]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [toUserJson(user)] : [];
  });
}

export async function userById(tx: Queryable, accountId: string, id: string): Promise<UserJson> {
  const [user] = await usersInAccount(tx, accountId, [id]);
  if (!user) throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound());
  return toUserJson(user);
}
