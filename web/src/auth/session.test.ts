import { describe, expect, it, vi } from 'vitest';
import { fakeTokens, memoryStorage, noCookies, testSession } from '../test/helpers.js';
import { IdentityError, type Tokens } from './cognito.js';
import { createSession, REFRESH_BUFFER_MS, type SessionEvent } from './session.js';
import { createStateStorage, STATE_STORAGE_KEY } from './storage.js';

const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('token refresh manager', () => {
  it('uses the stored access token while it is more than 5 minutes from expiry', async () => {
    const refresh = vi.fn();
    const tokens = fakeTokens(NOW + REFRESH_BUFFER_MS + 1000);
    const session = testSession({ tokens, identity: { refresh }, now: () => NOW });
    expect(await session.accessToken()).toBe(tokens.accessToken);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes within the 5-minute buffer (300,000 ms) and when expired', async () => {
    for (const expiresAt of [NOW + REFRESH_BUFFER_MS, NOW + 60_000, NOW - 1000]) {
      const fresh = fakeTokens(NOW + 3_600_000, {}, 'fresh');
      const refresh = vi.fn(async () => fresh);
      const session = testSession({ tokens: fakeTokens(expiresAt), identity: { refresh }, now: () => NOW });
      expect(await session.accessToken()).toBe(fresh.accessToken);
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(refresh).toHaveBeenCalledWith('refresh-a');
    }
  });

  it('shares one refresh between concurrent callers', async () => {
    const pending = deferred<Tokens>();
    const refresh = vi.fn(() => pending.promise);
    const session = testSession({ tokens: fakeTokens(NOW + 10_000), identity: { refresh }, now: () => NOW });
    const events: SessionEvent[] = [];
    session.on((e) => events.push(e));

    const callers = [session.accessToken(), session.accessToken(), session.refresh(), session.accessToken()];
    const fresh = fakeTokens(NOW + 3_600_000, {}, 'fresh');
    pending.resolve(fresh);
    const results = await Promise.all(callers);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results).toEqual([fresh.accessToken, fresh.accessToken, fresh, fresh.accessToken]);
    expect(events).toEqual(['refreshed']);
    expect(session.tokens()).toEqual(fresh);
  });

  it('starts a new attempt once the previous one has settled', async () => {
    let n = 0;
    const refresh = vi.fn(async () => fakeTokens(NOW + 10_000, {}, `r${++n}`));
    const session = testSession({ tokens: fakeTokens(NOW), identity: { refresh }, now: () => NOW });
    await session.refresh();
    await session.refresh();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('clears the tokens and emits failed when the identity service refuses the refresh', async () => {
    const pending = deferred<Tokens>();
    const session = testSession({
      tokens: fakeTokens(NOW),
      identity: { refresh: () => pending.promise },
      now: () => NOW,
    });
    const events: SessionEvent[] = [];
    session.on((e) => events.push(e));
    const a = session.accessToken();
    const b = session.accessToken();
    pending.reject(new IdentityError('NotAuthorizedException', 'Refresh Token has expired'));
    await expect(a).rejects.toThrow('Refresh Token has expired');
    await expect(b).rejects.toThrow('Refresh Token has expired');
    expect(events).toEqual(['failed']);
    expect(session.isSignedIn()).toBe(false);
  });

  it('keeps the tokens when the refresh fails for lack of network', async () => {
    const session = testSession({
      tokens: fakeTokens(NOW),
      identity: {
        refresh: async () => {
          throw new IdentityError('NetworkError', 'Failed to fetch');
        },
      },
      now: () => NOW,
    });
    await expect(session.refresh()).rejects.toThrow('Failed to fetch');
    expect(session.isSignedIn()).toBe(true);
  });

  it('returns null without a refresh when nobody is signed in', async () => {
    const refresh = vi.fn();
    const session = testSession({ identity: { refresh } });
    expect(await session.accessToken()).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('session', () => {
  it('stores tokens under one versioned root key, syncs cookies, and clears everything on sign-out', async () => {
    const storage = memoryStorage();
    const tokens = fakeTokens(NOW + 3_600_000, { 'custom:defaultAccountId': 'acc--one' });
    const cookies = { set: vi.fn(async () => {}), clear: vi.fn(async () => {}) };
    const session = createSession({
      identity: { signIn: async () => ({ kind: 'signedIn', tokens }), refresh: vi.fn() },
      storage: createStateStorage(storage),
      cookies,
      now: () => NOW,
    });
    const events: SessionEvent[] = [];
    session.on((e) => events.push(e));

    await session.signIn('admin@demo.aid', 'secret-password');
    expect(JSON.parse(storage.getItem(STATE_STORAGE_KEY) ?? '{}')).toEqual({ version: 1, tokens });
    expect(cookies.set).toHaveBeenCalledWith(tokens);
    expect(session.accountId()).toBe('acc--one');

    session.selectAccount('acc--two');
    expect(session.accountId()).toBe('acc--two');

    await session.signOut();
    expect(JSON.parse(storage.getItem(STATE_STORAGE_KEY) ?? '{}')).toEqual({ version: 1 });
    expect(cookies.clear).toHaveBeenCalled();
    expect(session.isSignedIn()).toBe(false);
    expect(session.accountId()).toBeUndefined();
    expect(events).toEqual(['success', 'cleared']);
  });

  it('drops state written by another version', () => {
    const storage = memoryStorage();
    storage.setItem(STATE_STORAGE_KEY, JSON.stringify({ version: 0, tokens: fakeTokens(NOW) }));
    const session = createSession({
      identity: { signIn: vi.fn(), refresh: vi.fn() },
      storage: createStateStorage(storage),
      cookies: noCookies,
    });
    expect(session.isSignedIn()).toBe(false);
  });

  it('expire() clears the session and emits expired', () => {
    const session = testSession({ tokens: fakeTokens(NOW) });
    const events: SessionEvent[] = [];
    session.on((e) => events.push(e));
    session.expire();
    expect(session.isSignedIn()).toBe(false);
    expect(events).toEqual(['expired']);
  });
});
