// Bearer-token verification and account membership, run before every non-public route.

import { type AccessTokenVerifier, AUTH_MESSAGES, bearerToken } from '@aid/common/auth';
import { idProblem } from '@aid/common/ids';
import { type EffectivePermissions, effectivePermissions } from '@aid/common/permissions';
import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/db.js';
import { tenantRunner } from '../db/tenant.js';
import { ApiError } from '../http/errors.js';
import { header } from '../http/request.js';
import { setAuthContext, setTokenContext, type TokenContext } from './context.js';
import { AuthError } from './errors.js';
import { deepFreeze, type MemberDirectory, type MembershipWithRoles } from './member.js';
import { chooseMembership, disabledMemberError } from './membership.js';

const MAX_SITE_PATH = 2048;

// A kept membership (MemberDirectory.lookup) is the same frozen object on every request: its permissions are
// worked out once.
const permissionsByMembership = new WeakMap<MembershipWithRoles, EffectivePermissions>();
function permissionsOf(membership: MembershipWithRoles): EffectivePermissions {
  let permissions = permissionsByMembership.get(membership);
  if (!permissions) {
    permissions = deepFreeze(effectivePermissions(membership.roles));
    permissionsByMembership.set(membership, permissions);
  }
  return permissions;
}

/** Verifies `Authorization: Bearer <access token>`; anything else is a 401 saying what was wrong. */
export async function verifyRequestToken(verifier: AccessTokenVerifier, req: Request): Promise<TokenContext> {
  const authorization = header(req, 'authorization');
  if (!authorization) {
    throw new AuthError('UNAUTHENTICATED', AUTH_MESSAGES.missingHeader());
  }
  const accessToken = bearerToken(authorization);
  if (!accessToken) {
    throw new AuthError('UNAUTHENTICATED', AUTH_MESSAGES.badHeader());
  }
  try {
    return { token: await verifier.verify(accessToken), accessToken };
  } catch (error) {
    throw tokenError(error);
  }
}

function tokenError(error: unknown): ApiError {
  // A partner key's own refusal (apikeys/service.ts) already says what was wrong.
  if (error instanceof ApiError) return error;
  const kind = error instanceof Error ? error.constructor.name : '';
  if (kind === 'JwtExpiredError') return new AuthError('UNAUTHENTICATED', AUTH_MESSAGES.tokenExpired());
  // The verifier fetches the pool's signing keys; a network failure is not the caller's fault.
  if (error instanceof TypeError || kind === 'FetchError' || kind === 'NonRetryableFetchError') {
    return new AuthError('IDENTITY_UNAVAILABLE', AUTH_MESSAGES.identityDown());
  }
  const reason = error instanceof Error && error.message.length <= 200 ? error.message : '';
  return new AuthError(
    'UNAUTHENTICATED',
    reason ? AUTH_MESSAGES.tokenInvalidBecause({ reason }) : AUTH_MESSAGES.tokenInvalid(),
  );
}

export function authenticate(verifier: AccessTokenVerifier): RequestHandler {
  return async (req, res, next) => {
    setTokenContext(res, await verifyRequestToken(verifier, req));
    next();
  };
}

export function sitePathOf(req: Request): string | null {
  return header(req, 'x-sitepath')?.slice(0, MAX_SITE_PATH) ?? null;
}

/** x-accountid as sent; a value that cannot be an id is refused before it reaches SQL. */
export function requestedAccountId(req: Request): string | undefined {
  const value = header(req, 'x-accountid');
  if (value === undefined) return undefined;
  const problem = idProblem(value);
  if (problem) throw new AuthError('FORBIDDEN', AUTH_MESSAGES.badAccountHeader({ problem }));
  return value;
}

/**
 * Token, user, ACTIVE membership of the request's account, its roles and effective permissions: one query, or none
 * while the look-up is kept (`members.lookup`: accounts/membership-cache.ts).
 * Leaves an AuthContext whose `run` opens the request's organisation-scoped transactions. A member an administrator
 * disabled, or one without the MFA their organisation requires, is refused here, on every route. An invitation
 * becomes ACTIVE, the last activity and a new sign-in are written, only when due (`members.recordPresence`:
 * users/presence.ts).
 */
export function requireMember(db: Db, verifier: AccessTokenVerifier, members: MemberDirectory): RequestHandler {
  return async (req, res, next) => {
    const { token, accessToken } = await verifyRequestToken(verifier, req);
    setTokenContext(res, { token, accessToken });
    const found = await members.lookup(token.sub);
    if (!found) throw new AuthError('FORBIDDEN', AUTH_MESSAGES.noOrganisation());
    const { user, memberships } = found;
    const membership = chooseMembership(memberships, requestedAccountId(req), [
      token.defaultAccountId,
      user.defaultAccountId,
    ]);
    if (!membership) {
      const disabled = memberships.find((m) => m.status === 'DISABLED');
      if (disabled) throw disabledMemberError(disabled.accountId);
      throw new AuthError('FORBIDDEN', AUTH_MESSAGES.noActiveMembership());
    }
    if (membership.status === 'DISABLED_MFA') {
      throw new AuthError('MFA_REQUIRED', AUTH_MESSAGES.mfaRequired());
    }
    const sitePath = sitePathOf(req);
    await members.recordPresence({ user, membership, token, sitePath });
    setAuthContext(res, {
      token,
      accessToken,
      user,
      accountId: membership.accountId,
      membershipId: membership.membershipId,
      roles: membership.roles,
      permissions: permissionsOf(membership),
      sitePath,
      run: tenantRunner(db, { accountId: membership.accountId, userId: user.userId }),
    });
    next();
  };
}
