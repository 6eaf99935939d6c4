// Rate limits shared by every process (issue 26, "Shared limits"): the same fixed one-minute windows as the
// in-process ClientRateLimiter (@aid/common/rate-limit), counted in PostgreSQL (migrations/0035), so a client meets
// one wall whichever API process or gateway answers it. One statement per request, on an UNLOGGED table: no commit
// flush, no round trip beyond it.
import type { RateDecision } from '@aid/common/rate-limit';
import type { Db } from '../db/db.js';

export const RATE_WINDOW_SECONDS = 60;
/** GraphQL requests per partner key and minute (PARTNER_KEY_RATE_PER_MINUTE), counted on the gateway's GET /me. */
export const DEFAULT_PARTNER_KEY_RATE_PER_MINUTE = 120;
/** Crash reports per client address and minute (LOG_ERROR_RATE_PER_MINUTE): POST /log-error. */
export const DEFAULT_LOG_ERROR_RATE_PER_MINUTE = 10;
/** Windows that ended are swept at most this often per limiter (one DELETE on the window_start index). */
const SWEEP_EVERY_MS = 60_000;

export type SharedRateLimiter = { readonly perMinute: number; take(client: string): Promise<RateDecision> };

type Counted = { count: number; retry_after: number };

/** A limiter named `name` (the row's `limiter`: one per route or purpose) allowing `perMinute` per client. */
export function sharedRateLimiter(db: Db, name: string, perMinute: number): SharedRateLimiter {
  let sweptAt = 0;
  const sweep = () => {
    sweptAt = Date.now();
    // Best effort: a failed sweep leaves rows the next one removes; it must never fail a request.
    db.query(`DELETE FROM rate_limit_windows WHERE limiter = $1 AND window_start < now() - make_interval(secs => $2)`, [
      name,
      RATE_WINDOW_SECONDS,
    ]).catch(() => undefined);
  };
  return {
    perMinute,
    async take(client) {
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) sweep();
      // A window that ended starts over at 1; else one more. The row lock orders concurrent requests of one client.
      const [row] = await db.query<Counted>(
        `INSERT INTO rate_limit_windows AS w (limiter, client, window_start, count) VALUES ($1, $2, now(), 1)
         ON CONFLICT (limiter, client) DO UPDATE SET
           window_start = CASE WHEN w.window_start <= now() - make_interval(secs => $3) THEN now() ELSE w.window_start END,
           count = CASE WHEN w.window_start <= now() - make_interval(secs => $3) THEN 1 ELSE w.count + 1 END
         RETURNING count,
                   extract(epoch FROM w.window_start + make_interval(secs => $3) - now())::float8 AS retry_after`,
        [name, client, RATE_WINDOW_SECONDS],
      );
      if (!row || row.count <= perMinute) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))) };
    },
  };
}
