// POST /me/mfa-status: the caller's second factor read again from the identity service (the web calls it right after
// turning MFA on or off), stored on the user so the API can enforce an organisation's "require MFA" from its own
// look-up. Needs a signed-in user, not a usable membership: a member DISABLED (MFA) must be able to call it.

import type { VerifiedToken } from '@aid/common/auth';
import type { MfaSettingsJson } from '@aid/common/users';
import { USER_MESSAGES } from '@aid/common/users';
import { userWithMemberships } from '../accounts/repository.js';
import { recordActivity } from '../activity/service.js';
import { AuthError } from '../auth/errors.js';
import type { MembershipWithRoles } from '../auth/member.js';
import { chooseMembership } from '../auth/membership.js';
import type { Db, Queryable } from '../db/db.js';
import { tenantRunner } from '../db/tenant.js';
import { UserError } from './errors.js';
import { type IdentityAdmin, IdentityUnavailableError } from './identity-admin.js';

export type MfaRefresh = {
  token: VerifiedToken;
  accessToken: string;
  /** x-accountid: where the change is logged (the organisation the user is looking at). */
  requestedAccountId: string | undefined;
  sitePath: string | null;
};

export async function refreshMfaStatus(
  db: Db,
  identity: IdentityAdmin | undefined,
  request: MfaRefresh,
): Promise<MfaSettingsJson> {
  if (!identity) throw new UserError('IDENTITY_UNAVAILABLE', USER_MESSAGES.noIdentityForMfa());
  let mfa: Awaited<ReturnType<IdentityAdmin['mfaOf']>>;
  try {
    mfa = await identity.mfaOf(request.accessToken);
  } catch (error) {
    if (error instanceof IdentityUnavailableError) throw UserError.identityDown();
    throw new AuthError('UNAUTHENTICATED', USER_MESSAGES.tokenNotAccepted());
  }
  const found = await userWithMemberships(db, request.token.sub);
  if (!found) throw new UserError('NOT_FOUND', USER_MESSAGES.noProfile());
  const { user } = found;
  let membership: MembershipWithRoles | undefined;
  try {
    membership = chooseMembership(found.memberships, request.requestedAccountId, [
      request.token.defaultAccountId,
      user.defaultAccountId,
    ]);
  } catch {
    // Not a member there (any more): the state is still stored, only not logged in that organisation.
    membership = undefined;
  }
  const update = async (tx: Queryable) => {
    const [row] = await tx.query<{ mfa_enabled: boolean; mfa_preferred: string }>(
      `UPDATE users SET mfa_enabled = $2, mfa_preferred = coalesce($3, mfa_preferred), mfa_checked_at = now(),
              updated_at = CASE WHEN mfa_enabled = $2 THEN updated_at ELSE now() END
        WHERE user_id = $1 RETURNING mfa_enabled, mfa_preferred`,
      [user.userId, mfa.mfaEnabled, mfa.mfaPreferred],
    );
    if (membership && user.mfaEnabled !== mfa.mfaEnabled) {
      // Administrators see in the activity log when a member turned their second factor on or off.
      await recordActivity(tx, {
        accountId: membership.accountId,
        userId: user.userId,
        action: 'UPDATE',
        objectType: 'USER',
        objectId: user.userId,
        sitePath: request.sitePath,
        changes: { mfaEnabled: { from: user.mfaEnabled, to: mfa.mfaEnabled } },
      });
    }
    return { mfaEnabled: row?.mfa_enabled ?? mfa.mfaEnabled, mfaPreferred: row?.mfa_preferred ?? user.mfaPreferred };
  };
  return membership
    ? tenantRunner(db, { accountId: membership.accountId, userId: user.userId })(update)
    : db.transaction(update);
}
