import { describe, expect, it } from 'vitest';
import { networkConditions, SLOW_PHONE, storedSession, summarise, TARGETS_MS } from './slow-phone.js';

describe('the slow-phone benchmark', () => {
  it('turns the issue profile into the DevTools protocol units: 400 kbit/s is 50,000 bytes a second each way', () => {
    expect(networkConditions(SLOW_PHONE)).toEqual({
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    expect(SLOW_PHONE.cpuSlowdown).toBe(4);
  });

  it('stores the session as the app reads it (version 1, the three tokens, the organisation) and nothing else', () => {
    // The identity's tokens carry more than the app keeps.
    const tokens = { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 3600 };
    const stored = JSON.parse(storedSession(tokens, 'acc-1'));
    expect(stored).toEqual({
      version: 1,
      tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r' },
      currentAccountId: 'acc-1',
    });
  });

  it('reports medians and checks both targets (8 s cold, 2 s offline)', () => {
    expect(TARGETS_MS).toEqual({ coldStart: 8_000, offlineStart: 2_000 });
    expect(summarise([9_000, 7_000.4, 7_500], [1_900, 2_500, 1_000])).toEqual({
      coldStartMs: 7_500,
      offlineStartMs: 1_900,
      withinTargets: true,
    });
    expect(summarise([8_001], [100]).withinTargets).toBe(false);
    expect(summarise([100], [2_001]).withinTargets).toBe(false);
  });
});
