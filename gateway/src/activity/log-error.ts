// POST /log-error (spec §7): the web's crash reports, passed on to the API that stores them. The route is public
// (a crash may happen before sign-in), so each client (its address as TRUST_PROXY resolves it) may send only a few
// reports a minute: a loop in a broken page, or someone filling the log, gets 429 after that. That count is this
// process's first line; the API counts again per address in PostgreSQL (LOG_ERROR_RATE_PER_MINUTE), across every
// gateway, for which the report carries the client's address proved by the shared secret.
import { looksLikeApiKey } from '@aid/common/apikeys';
import { bearerToken } from '@aid/common/auth';
import { ERRORS } from '@aid/common/errors';
import type { ClientRateLimiter } from '@aid/common/rate-limit';
import express, { type Router } from 'express';
import { requestIdOf, requestLog } from '../logger.js';

/** Headers worth passing on: who reported (when signed in), in which account, from which page. */
const FORWARDED_HEADERS = ['authorization', 'x-accountid', 'x-sitepath'] as const;

export function logErrorRoute(
  apiUrl: string,
  limiter: ClientRateLimiter,
  /** GATEWAY_SECRET: when set, the API is told the client's address (x-forwarded-for) and believes it. */
  gatewaySecret?: string,
): Router {
  const router = express.Router();
  router.post(
    '/log-error',
    (req, res, next) => {
      // Before the body is read: a refused report costs no parsing.
      const decision = limiter.take(req.ip ?? req.socket.remoteAddress ?? 'unknown');
      if (decision.allowed) {
        next();
        return;
      }
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      res.status(ERRORS.RATE_LIMITED.status).json({
        message: `Too many error reports from this client (at most ${limiter.perMinute} a minute); try again in ${decision.retryAfterSeconds} s.`,
        code: 'RATE_LIMITED',
        requestId: requestIdOf(res),
      });
    },
    // The API takes reports up to 64 kB; refusing bigger ones here spares it the transfer.
    express.json({ limit: '64kb' }),
    async (req, res) => {
      const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
      for (const name of FORWARDED_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string' && value) headers[name] = value;
      }
      headers['x-request-id'] = requestIdOf(res);
      // The secret would let a partner key in (API: partnerKeysFromGatewayOnly), and keys are for GraphQL only.
      if (gatewaySecret && !looksLikeApiKey(bearerToken(headers.authorization) ?? '')) {
        headers['x-gateway-secret'] = gatewaySecret;
        headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      }
      const userAgent = req.headers['user-agent'];
      if (userAgent) headers['User-Agent'] = userAgent;
      try {
        const response = await fetch(new URL('log-error', `${apiUrl.replace(/\/$/, '')}/`), {
          method: 'POST',
          headers,
          body: JSON.stringify(req.body ?? {}),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        res.status(response.status);
        const type = response.headers.get('content-type');
        if (type) res.type(type);
        // The API's own 429 (its count across every gateway) says when to try again, as this process's does.
        const retryAfter = response.headers.get('retry-after');
        if (retryAfter) res.setHeader('Retry-After', retryAfter);
        res.send(text);
      } catch (error) {
        requestLog(res).error({ err: error }, 'forwarding POST /log-error failed');
        res.status(502).json({ message: 'The error report could not be delivered.', code: 'BAD_GATEWAY' });
      }
    },
  );
  return router;
}
