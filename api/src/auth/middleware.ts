// Bearer-token verification and account membership, run before every non-public route.
import { effectivePermissions } from '@aid/common';
import { type AccessTokenVerifier, bearerToken } from '@aid/common/auth';
import type { Request, RequestHandler } from 'express';
import {
  findUserBySub,
  type MembershipRecord,
  membershipsOfUser,
  rolesOfMemberships,
  type UserRecord,
} from '../accounts/repository.js';
import type { Queryable } from '../db/db.js';
import { header } from '../http/request.js';
import { type AuthContext, setAuthContext, setTokenContext, type TokenContext, tokenContext } from './context.js';
import { AuthError } from './errors.js';

const MAX_SITE_PATH = 2048;

/** Verifies `Authorization: Bearer <access token>`; anything else is a 401 saying what was wrong. */
export async function verifyRequestToken(verifier: AccessTokenVerifier, req: Request): Promise<TokenContext> {
  const authorization = header(req, 'authorization');
  if (!authorization) {
    throw new AuthError('UNAUTHENTICATED', 'Missing Authorization header; send "Bearer <access token>"');
  }
  const accessToken = bearerToken(authorization);
  if (!accessToken) {
    throw new AuthError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <access token>"');
  }
  try {
    return { token: await verifier.verify(accessToken), accessToken };
  } catch (error) {
    throw tokenError(error);
  }
}

function tokenError(error: unknown): AuthError {
  const kind = error instanceof Error ? error.constructor.name : '';
  if (kind === 'JwtExpiredError') return new AuthError('UNAUTHENTICATED', 'The access token has expired');
  // The verifier fetches the pool's signing keys; a network failure is not the caller's fault.
  if (error instanceof TypeError || kind === 'FetchError' || kind === 'NonRetryableFetchError') {
    return new AuthError('IDENTITY_UNAVAILABLE', 'The identity service could not be reached to verify the token');
  }
  const reason = error instanceof Error && error.message.length <= 200 ? `: ${error.message}` : '';
  return new AuthError('UNAUTHENTICATED', `The access token is not valid${reason}`);
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

/**
 * The membership a request acts in. An explicit x-accountid must be an ACTIVE membership (else 403). Without
 * one: the token's default account, then the profile's default, then the first ACTIVE membership — each only
 * if ACTIVE. `undefined` when the user has no ACTIVE membership at all.
 */
export function chooseMembership(
  memberships: readonly MembershipRecord[],
  explicitAccountId: string | undefined,
  preferredAccountIds: readonly (string | null | undefined)[],
): MembershipRecord | undefined {
  if (explicitAccountId !== undefined) {
    const shown = JSON.stringify(explicitAccountId.slice(0, 64));
    const membership = memberships.find((m) => m.accountId === explicitAccountId);
    if (!membership) throw new AuthError('FORBIDDEN', `You are not a member of organisation ${shown}`);
    if (membership.status !== 'ACTIVE') {
      throw new AuthError('FORBIDDEN', `Your membership of organisation ${shown} is ${membership.status}, not ACTIVE`);
    }
    return membership;
  }
  const active = memberships.filter((m) => m.status === 'ACTIVE');
  for (const id of preferredAccountIds) {
    const membership = id ? active.find((m) => m.accountId === id) : undefined;
    if (membership) return membership;
  }
  return active[0];
}

/** Token + user + ACTIVE membership of the request's account + roles and effective permissions. */
export function requireMember(db: Queryable, verifier: AccessTokenVerifier): RequestHandler {
  return async (req, res, next) => {
    const { token, accessToken } = await verifyRequestToken(verifier, req);
    setTokenContext(res, { token, accessToken });
    const user = await findUserBySub(db, token.sub);
    if (!user) {
      throw new AuthError('FORBIDDEN', 'You are not a member of any organisation yet');
    }
    const member = await memberContext(db, user, token.defaultAccountId, header(req, 'x-accountid'));
    if (!member) throw new AuthError('FORBIDDEN', 'You are not an active member of any organisation');
    setAuthContext(res, { ...tokenContext(res), user, ...member, sitePath: sitePathOf(req) });
    next();
  };
}

export type MemberContext = Pick<AuthContext, 'accountId' | 'membershipId' | 'roles' | 'permissions'>;

export async function memberContext(
  db: Queryable,
  user: UserRecord,
  tokenDefaultAccountId: string | undefined,
  explicitAccountId: string | undefined,
): Promise<MemberContext | undefined> {
  const memberships = await membershipsOfUser(db, user.userId);
  const membership = chooseMembership(memberships, explicitAccountId, [tokenDefaultAccountId, user.defaultAccountId]);
  if (!membership) return undefined;
  const [roles = []] = await rolesOfMemberships(db, [membership]);
  return {
    accountId: membership.accountId,
    membershipId: membership.membershipId,
    roles,
    permissions: effectivePermissions(roles),
  };
}
