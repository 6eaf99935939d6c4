// Shared rate limits on every available database: two processes' limiters of one name count together, clients and
// limiters apart, a window that ended starts over, and concurrent requests never let more through than the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { availableBackends } from '../testing/harness.js';
import { backendCases } from '../testing/suite.js';
import { sharedRateLimiter } from './rate-limit.js';

const backends = await availableBackends();

describe.each(backendCases(backends))('shared rate limits on %s', (_name, backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await drop?.();
  });

  const allowedOf = async (limiter: ReturnType<typeof sharedRateLimiter>, client: string, times: number) => {
    let allowed = 0;
    for (let i = 0; i < times; i += 1) if ((await limiter.take(client)).allowed) allowed += 1;
    return allowed;
  };

  it('counts one client together across processes, and other clients and limiters apart', async () => {
    // Two API processes make their own limiter object over the same database.
    const first = sharedRateLimiter(db, 'test-shared', 5);
    const second = sharedRateLimiter(db, 'test-shared', 5);
    expect(await allowedOf(first, '203.0.113.1', 3)).toBe(3);
    expect(await allowedOf(second, '203.0.113.1', 3)).toBe(2);
    const refused = await first.take('203.0.113.1');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await allowedOf(second, '203.0.113.2', 5)).toBe(5);
    expect(await allowedOf(sharedRateLimiter(db, 'test-other', 5), '203.0.113.1', 5)).toBe(5);
  });

  it('starts a client over once its minute has passed', async () => {
    const limiter = sharedRateLimiter(db, 'test-window', 2);
    expect(await allowedOf(limiter, 'client', 3)).toBe(2);
    await db.query(
      `UPDATE rate_limit_windows SET window_start = window_start - interval '61 seconds'
        WHERE limiter = 'test-window' AND client = 'client'`,
    );
    expect(await allowedOf(limiter, 'client', 3)).toBe(2);
  });

  it('lets exactly the limit through when requests arrive together', async () => {
    const limiter = sharedRateLimiter(db, 'test-concurrent', 20);
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.take('busy')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
  });

  it('is not reachable from an organisation’s transaction', async () => {
    await expect(
      db.transaction((tx) => tx.query('SELECT count(*) FROM rate_limit_windows'), { role: 'aid_app' }),
    ).rejects.toThrow(/permission denied/);
  });
});
