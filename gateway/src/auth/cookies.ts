// POST /api/auth/set-cookies and /api/auth/clear-cookies (spec §7): the session as httpOnly cookies, which
// same-origin requests for files (exports, downloads) carry without the page's script seeing the tokens.
// Clearing them is the sign-out: the refresh token is revoked at the identity service first, so a copy of it
// (taken by an injected script, left in another tab) can no longer make new access tokens.

import { type AccessTokenVerifier, type IdentityConfig, identityEndpoint } from '@aid/common/auth';
import { fieldError } from '@aid/common/errors';
import express, { type CookieOptions, type Request, type Router } from 'express';
import { requestLog } from '../logger.js';
import { authenticate } from './authenticate.js';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
/** Cognito refresh tokens of the app client last 30 days (identity/seed.ts); the cookie does not outlive them. */
const REFRESH_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type CookieRouteOptions = { verifier: AccessTokenVerifier; identity: IdentityConfig; secureCookies?: boolean };

/** Longer than any refresh token the identity service issues (Cognito's are about 1,800 characters). */
export const REFRESH_TOKEN_MAX_LENGTH = 4096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Whether `token` has the shape of a refresh token: Cognito's are JWE (five base64url parts separated by dots,
 * the second, the encrypted key, never empty with Cognito's RSA-OAEP), cognito-local's a signed JWT (three parts);
 * either way the first part is a JSON header naming its algorithm. Anything else is refused: arbitrary text that
 * every later request would carry in its cookie, and the access or ID token sent by mistake (their `token_use`).
 */
export function looksLikeRefreshToken(token: string): boolean {
  if (token.length > REFRESH_TOKEN_MAX_LENGTH) return false;
  const parts = token.split('.');
  if ((parts.length !== 5 && parts.length !== 3) || !parts.every((part) => BASE64URL.test(part))) return false;
  const header = jsonPart(parts[0]);
  if (typeof header?.alg !== 'string') return false;
  // A signed (three-part) token is readable: an access or ID token says so in `token_use`.
  return parts.length === 5 || jsonPart(parts[1])?.token_use === undefined;
}

function jsonPart(part: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * RevokeToken (no credentials but the app client id): the refresh token makes no more access tokens. Those it made
 * already are verified offline here and live out their hour.
 */
export async function revokeRefreshToken(identity: IdentityConfig, token: string): Promise<void> {
  const response = await fetch(identityEndpoint(identity), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.RevokeToken',
    },
    body: JSON.stringify({ Token: token, ClientId: identity.clientId }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok)
    throw new Error(`RevokeToken answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

export function authCookieRoutes(options: CookieRouteOptions): Router {
  const router = express.Router();
  const base = (req: Request): CookieOptions => ({
    httpOnly: true,
    sameSite: 'strict',
    // Behind a TLS-terminating proxy req.secure is false; COOKIE_SECURE=true covers that case.
    secure: options.secureCookies === true || req.secure,
    path: '/',
  });

  router.post('/api/auth/set-cookies', express.json({ limit: '16kb' }), async (req, res) => {
    const body: unknown = req.body;
    const accessToken = field(body, 'accessToken');
    const refreshToken = field(body, 'refreshToken');
    if (!accessToken || !refreshToken) {
      res.status(400).json({ message: 'accessToken and refreshToken are required.', code: 'BAD_REQUEST' });
      return;
    }
    if (!looksLikeRefreshToken(refreshToken)) {
      res.status(400).json({
        message:
          'refreshToken is not a refresh token of the identity service (expected a JWE or JWT, at most 4096 characters).',
        code: 'BAD_REQUEST',
        fieldErrors: [fieldError('refreshToken', 'INVALID_FORMAT')],
      });
      return;
    }
    let expiresAt: number;
    try {
      expiresAt = (await authenticate(options.verifier, `Bearer ${accessToken}`)).claims.expiresAt;
    } catch (error) {
      res
        .status(401)
        .json({ message: error instanceof Error ? error.message : 'Not signed in.', code: 'UNAUTHENTICATED' });
      return;
    }
    const cookie = base(req);
    res.cookie(ACCESS_COOKIE, accessToken, { ...cookie, maxAge: Math.max(0, expiresAt * 1000 - Date.now()) });
    res.cookie(REFRESH_COOKIE, refreshToken, { ...cookie, maxAge: REFRESH_MAX_AGE_MS });
    res.status(204).end();
  });

  // The web sends the refresh token it holds too (the cookie may be missing or older if a cookie sync failed).
  router.post('/api/auth/clear-cookies', express.json({ limit: '16kb' }), async (req, res) => {
    const tokens = new Set(
      [cookieValue(req, REFRESH_COOKIE), field(req.body, 'refreshToken')].filter(
        (token): token is string => token !== undefined && looksLikeRefreshToken(token),
      ),
    );
    // Signing out never fails for the user: a token that cannot be revoked now (the identity service is down)
    // still leaves this browser, and expires with its 30 days.
    await Promise.all(
      [...tokens].map((token) =>
        revokeRefreshToken(options.identity, token).catch((error: unknown) => {
          requestLog(res).warn({ err: error }, 'revoking the refresh token at sign-out failed');
        }),
      ),
    );
    const cookie = base(req);
    res.clearCookie(ACCESS_COOKIE, cookie);
    res.clearCookie(REFRESH_COOKIE, cookie);
    res.status(204).end();
  });

  return router;
}

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 && value.length < 8192 ? value : undefined;
}
