// The signed-in user's own profile (spec §3 "User profile") and the organisation they work in by default.
import { ACCOUNT_MESSAGES, type UpdateProfileInput, userDetailsCompleted } from '@aid/common/accounts';
import type { VerifiedToken } from '@aid/common/auth';
import { USABLE_MEMBER_STATUSES } from '@aid/common/enums';
import { diffFields, recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Db, Queryable } from '../db/db.js';
import { tenantRunner } from '../db/tenant.js';
import { AccountError } from './errors.js';

import { userWithMemberships } from './repository.js';

type ProfileRow = {
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  application_language: string;
  number_format: string;
  profile_image_file_id: string | null;
  details_completed: boolean;
};

/** The user's fields as the activity log compares them. */
type Profile = {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  applicationLanguage: string;
  numberFormat: string;
  profileImageFileId: string | null;
  detailsCompleted: boolean;
};

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'applicationLanguage',
  'numberFormat',
  'profileImageFileId',
  'detailsCompleted',
] as const satisfies readonly (keyof Profile)[];

const toProfile = (row: ProfileRow): Profile => ({
  firstName: row.first_name,
  lastName: row.last_name,
  phoneNumber: row.phone_number,
  applicationLanguage: row.application_language,
  numberFormat: row.number_format,
  profileImageFileId: row.profile_image_file_id,
  detailsCompleted: row.details_completed,
});

/** Locks the user's row for the change that follows, in the request's transaction. */
async function lockedProfile(tx: Queryable, userId: string): Promise<Profile> {
  const [row] = await tx.query<ProfileRow>(
    `SELECT first_name, last_name, phone_number, application_language, number_format, profile_image_file_id,
            details_completed
       FROM users WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  if (!row) throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound());
  return toProfile(row);
}

/**
 * Writes `change` over the profile, recomputes detailsCompleted (first name, last name and phone number present:
 * the registration gate, spec §2) and logs UPDATE USER in the current organisation when anything changed.
 */
export async function saveProfile(
  tx: Queryable,
  auth: AuthContext,
  change: Partial<Profile>,
): Promise<{ before: Profile; after: Profile }> {
  const before = await lockedProfile(tx, auth.user.userId);
  const merged = { ...before, ...definedOnly(change) };
  const after: Profile = { ...merged, detailsCompleted: userDetailsCompleted(merged) };
  const changes = diffFields(before, after, PROFILE_FIELDS);
  if (Object.keys(changes).length === 0) return { before, after };
  await tx.query(
    `UPDATE users SET first_name = $2, last_name = $3, phone_number = $4, application_language = $5,
            number_format = $6, profile_image_file_id = $7, details_completed = $8, updated_at = now()
      WHERE user_id = $1`,
    [
      auth.user.userId,
      after.firstName,
      after.lastName,
      after.phoneNumber,
      after.applicationLanguage,
      after.numberFormat,
      after.profileImageFileId,
      after.detailsCompleted,
    ],
  );
  await recordActivity(tx, {
    ...actorOf(auth),
    action: 'UPDATE',
    objectType: 'USER',
    objectId: auth.user.userId,
    changes,
  });
  return { before, after };
}

function definedOnly<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function updateProfile(auth: AuthContext, input: UpdateProfileInput): Promise<void> {
  await auth.run((tx) => saveProfile(tx, auth, input));
}

/**
 * Makes `accountId` the user's default organisation (users.default_account_id; the web also writes the identity
 * service's custom:defaultAccountId) and logs SWITCH_ORGANIZATION there. Only a usable membership (ACTIVE, an
 * invitation, which the first request there activates, or DISABLED (MFA), which then sends them to Security) can be
 * switched to: anything else is refused as if the organisation did not exist for them.
 */
export async function switchOrganization(
  db: Db,
  token: VerifiedToken,
  accountId: string,
  sitePath: string | null,
): Promise<void> {
  const found = await userWithMemberships(db, token.sub);
  const membership = found?.memberships.find((m) => m.accountId === accountId);
  if (!found || !membership || !USABLE_MEMBER_STATUSES.includes(membership.status)) {
    throw new AccountError('FORBIDDEN', ACCOUNT_MESSAGES.notActiveMemberOf({ account: JSON.stringify(accountId) }));
  }
  const { user } = found;
  await tenantRunner(db, { accountId, userId: user.userId })(async (tx) => {
    await tx.query('UPDATE users SET default_account_id = $2, updated_at = now() WHERE user_id = $1', [
      user.userId,
      accountId,
    ]);
    await recordActivity(tx, {
      accountId,
      userId: user.userId,
      action: 'SWITCH_ORGANIZATION',
      objectType: 'ACCOUNT',
      objectId: accountId,
      sitePath,
      changes: { defaultAccountId: { from: user.defaultAccountId, to: accountId } },
    });
  });
}
