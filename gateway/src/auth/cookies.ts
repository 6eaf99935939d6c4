// POST /api/auth/set-cookies and /api/auth/clear-cookies (spec §7): the session as httpOnly cookies, which
// same-origin requests for files (exports, downloads) carry without the page's script seeing the tokens.
import type { AccessTokenVerifier } from '@aid/common/auth';
import express, { type CookieOptions, type Request, type Router } from 'express';
import { authenticate } from './authenticate.js';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
/** Cognito refresh tokens of the app client last 30 days (identity/seed.ts); the cookie does not outlive them. */
const REFRESH_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type CookieRouteOptions = { verifier: AccessTokenVerifier; secureCookies?: boolean };

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

  router.post('/api/auth/clear-cookies', (req, res) => {
    const cookie = base(req);
    res.clearCookie(ACCESS_COOKIE, cookie);
    res.clearCookie(REFRESH_COOKIE, cookie);
    res.status(204).end();
  });

  return router;
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 && value.length < 8192 ? value : undefined;
}
