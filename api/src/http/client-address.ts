// Who is asking, for the limits counted per client (http/rate-limit.ts: the voucher page, the public form routes,
// crash reports), and whether it is the gateway (partner keys, the change stream). The gateway forwards the browser's
// address (x-forwarded-for) and proves itself with the shared secret; anyone else is their own socket address, so a
// forged header from outside counts for nothing.
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { header } from './request.js';

/** The header the gateway proves itself with (GATEWAY_SECRET): partner keys, client addresses, the change stream. */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

/** Whether the request carries the gateway's secret (compared in constant time). */
export function fromGateway(req: Request, secret: string | undefined): boolean {
  const given = header(req, GATEWAY_SECRET_HEADER);
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The browser's address as the gateway tells it (proved by the shared secret), else the socket's. */
export function clientOf(req: Request, gatewaySecret: string | undefined): string {
  const forwarded = header(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && fromGateway(req, gatewaySecret)) return forwarded;
  return req.socket.remoteAddress ?? 'unknown';
}
