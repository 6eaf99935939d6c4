// What authentication leaves on res.locals for the handlers, and the permission check they call.

import type { VerifiedToken } from '@aid/common/auth';
import { AUTH_MESSAGES } from '@aid/common/auth';
import {
  type Access,
  type Action,
  accessFor,
  type EffectivePermissions,
  type Role,
  type Section,
} from '@aid/common/permissions';
import type { Response } from 'express';
import type { TenantRunner } from '../db/tenant.js';
import { AuthError } from './errors.js';
import type { UserRecord } from './member.js';

/** A verified bearer token (set by `authenticate`). */
export type TokenContext = { token: VerifiedToken; accessToken: string };

/** A signed-in, active member of the account the request acts in (set by `requireMember`). */
export type AuthContext = TokenContext & {
  user: UserRecord;
  accountId: string;
  membershipId: string;
  roles: Role[];
  permissions: EffectivePermissions;
  /** The page the request came from (x-sitepath), recorded in activity logs. */
  sitePath: string | null;
  /** The only way a handler reaches the database: one transaction, this organisation's rows only. */
  run: TenantRunner;
};

// res.locals is an untyped bag in Express; these accessors are the only way in and out, so the shape holds.
const TOKEN_KEY = 'aidToken';
const AUTH_KEY = 'aidAuth';

export function setTokenContext(res: Response, context: TokenContext): void {
  res.locals[TOKEN_KEY] = context;
}

export function tokenContext(res: Response): TokenContext {
  const context: unknown = res.locals[TOKEN_KEY];
  if (!context) throw new Error('authenticate() must run before this handler');
  return context as TokenContext;
}

export function setAuthContext(res: Response, context: AuthContext): void {
  res.locals[AUTH_KEY] = context;
}

export function authContext(res: Response): AuthContext {
  const context: unknown = res.locals[AUTH_KEY];
  if (!context) throw new Error('requireMember() must run before this handler');
  return context as AuthContext;
}

/**
 * Refuses (403) when the caller's effective access is NONE. Returns the access, so a SELECTED level can be
 * applied as a SQL filter by the service.
 */
export function requireAccess(context: Pick<AuthContext, 'permissions'>, section: Section, action: Action): Access {
  const access = accessFor(context.permissions, section, action);
  if (access.accessLevel === 'NONE') {
    throw new AuthError('FORBIDDEN', AUTH_MESSAGES.noAccess({ action, section }));
  }
  return access;
}

/** Who did it, from where: what every change records in its activity-log row. */
export type Actor = { accountId: string; userId: string; sitePath: string | null };

export function actorOf(auth: AuthContext): Actor {
  return { accountId: auth.accountId, userId: auth.user.userId, sitePath: auth.sitePath };
}
