// The web security headers of every answer, and why they are this strict. The session tokens live
// in browser storage, so an injected script would be a stolen session: the Content-Security-Policy allows scripts
// from this origin only (no inline script, no eval), and the browser may talk to this origin and the identity
// service only. Hand-written rather than helmet: one policy, a dozen lines, no dependency to follow.
import { type IdentityConfig, identityEndpoint } from '@aid/common/auth';
import type { RequestHandler } from 'express';

export type SecurityHeaderOptions = {
  identity: IdentityConfig;
  /** The identity endpoint as the browser reaches it, when it differs from the gateway's (docker-compose). */
  publicIdentityEndpoint?: string;
  /** Spec §7: the staging partner API the web talks to on partner hosts (PARTNER_API_URL). */
  partnerApiUrl?: string;
};

/** The origin the web's sign-in, refresh and sign-out requests go to (the same one /api/config gives the web). */
export function identityOrigin(options: SecurityHeaderOptions): string {
  const endpoint = options.publicIdentityEndpoint ?? options.identity.endpoint;
  return new URL(identityEndpoint({ region: options.identity.region, endpoint })).origin;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its CSS variables in a <style> element and layout props (maw, mih, …) as style attributes,
    // and the GraphQL IDE's editor does the same: styles cannot carry a script, scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // data: for the QR codes drawn on the page, blob: for previews of chosen files.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${identityOrigin(options)}${options.partnerApiUrl ? ` ${new URL(options.partnerApiUrl).origin}` : ''}`,
    // The service workers (the app's sw.js, the filling page's f/sw.js) and the GraphQL IDE's editor workers are
    // files of this origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Only the scanning page uses a device: the camera, on this origin. Everything else is refused to the page and to
 * any frame it could contain.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Sent on every answer, plain HTTP included: browsers ignore HSTS received over http (RFC 6797 §8.1), and behind a
 * TLS-terminating load balancer the gateway cannot always tell (without TRUST_PROXY) that the browser used https.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Mounted first, so every answer carries them; a route with a stricter need overrides one (the voucher pages
 * set their own CSP).
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    // Same-origin requests keep the full referrer (the crash reports use it); other sites get none.
    ['Referrer-Policy', 'same-origin'],
    // For browsers older than frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    // A window this app opens, or that opens it, gets no handle on it.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
