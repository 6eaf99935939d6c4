// POST /log-error (spec §7): the web's crash reports, passed on to the API that stores them.
import express, { type Router } from 'express';
import { requestIdOf, requestLog } from '../logger.js';

/** Headers worth passing on: who reported (when signed in), in which account, from which page. */
const FORWARDED_HEADERS = ['authorization', 'x-accountid', 'x-sitepath'] as const;

export function logErrorRoute(apiUrl: string): Router {
  const router = express.Router();
  // The API takes reports up to 64 kB; refusing bigger ones here spares it the transfer.
  router.post('/log-error', express.json({ limit: '64kb' }), async (req, res) => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string' && value) headers[name] = value;
    }
    headers['x-request-id'] = requestIdOf(res);
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
      res.send(text);
    } catch (error) {
      requestLog(res).error({ err: error }, 'forwarding POST /log-error failed');
      res.status(502).json({ message: 'The error report could not be delivered.', code: 'BAD_GATEWAY' });
    }
  });
  return router;
}
