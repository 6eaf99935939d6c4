// The one rate limiter: a fixed window per client, Retry-After counted to the window's end, clients apart.
import { describe, expect, it } from 'vitest';
import { ClientRateLimiter } from './rate-limit.js';

describe('ClientRateLimiter', () => {
  it('allows perMinute requests per client and window, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new ClientRateLimiter(2, () => now);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    now += 15_500;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another client has its own window.
    expect(limiter.take('b')).toEqual({ allowed: true });
    now += 44_500;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('forgets the oldest windows beyond 10,000 clients, not the active ones', () => {
    const now = 0;
    const limiter = new ClientRateLimiter(1, () => now);
    expect(limiter.take('first')).toEqual({ allowed: true });
    for (let i = 0; i < 10_000; i++) limiter.take(`client-${i}`);
    // 'first' was dropped: a new window; the newest client is still counted.
    expect(limiter.take('first')).toEqual({ allowed: true });
    expect(limiter.take('client-9999').allowed).toBe(false);
  });
});
