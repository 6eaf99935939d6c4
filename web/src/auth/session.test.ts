import { describe, expect, it, vi } from 'vitest';
import { fakeTokens, identityStub, memoryStorage, noCookies, testSession } from '../test/helpers.js';
import { type Challenge, type IdentityClient, IdentityError, type Tokens } from './cognito.js';
import { createSession, gatewayCookies, REFRESH_BUFFER_MS, type SessionEvent } from './session.js';
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

  it('keeps the session without a network: no refresh is tried, the stored token is returned', async () => {
    const refresh = vi.fn(async () => fakeTokens(NOW + 3_600_000, {}, 'fresh'));
    let online = false;
    const tokens = fakeTokens(NOW - 1000);
    const session = testSession({ tokens, identity: { refresh }, now: () => NOW, online: () => online });
    expect(await session.accessToken()).toBe(tokens.accessToken);
    expect(refresh).not.toHaveBeenCalled();
    expect(session.isSignedIn()).toBe(true);
    online = true;
    expect(await session.accessToken()).not.toBe(tokens.accessToken);
    expect(refresh).toHaveBeenCalledTimes(1);
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

  it('clears the tokens on any failure, a network failure included (spec §4)', async () => {
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
    expect(session.isSignedIn()).toBe(false);
  });

  it('does not bring a session back when the user signed out while the refresh was under way', async () => {
    const pending = deferred<Tokens>();
    const session = testSession({
      tokens: fakeTokens(NOW),
      identity: { refresh: () => pending.promise },
      now: () => NOW,
    });
    const refreshing = session.refresh();
    await session.signOut();
    pending.resolve(fakeTokens(NOW + 3_600_000, {}, 'late'));
    await expect(refreshing).rejects.toThrow('The session changed during the refresh');
    expect(session.isSignedIn()).toBe(false);
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

describe('session events (spec §4: success, failed, expired, cleared, refreshed)', () => {
  function watched(identity: Partial<IdentityClient>, tokens?: Tokens) {
    const cookies = { set: vi.fn(async (_tokens: Tokens) => {}), clear: vi.fn(async (_refreshToken?: string) => {}) };
    const storage = createStateStorage(memoryStorage());
    const session = testSession({ identity, tokens, storage, cookies, now: () => NOW });
    const events: SessionEvent[] = [];
    session.on((e) => events.push(e));
    return { session, events, cookies, storage };
  }

  it('success: after a password sign-in, with the cookies set', async () => {
    const tokens = fakeTokens(NOW + 3_600_000);
    const { session, events, cookies } = watched(identityStub({ signIn: async () => ({ kind: 'signedIn', tokens }) }));
    await session.signIn('a@b.c', 'password1');
    expect(events).toEqual(['success']);
    expect(cookies.set).toHaveBeenCalledWith(tokens);
    expect(session.tokens()).toEqual(tokens);
  });

  it('success only once the last challenge is answered', async () => {
    const tokens = fakeTokens(NOW + 3_600_000);
    const challenge: Challenge = {
      kind: 'challenge',
      challengeName: 'SOFTWARE_TOKEN_MFA',
      session: 's1',
      parameters: {},
      username: 'user-1',
    };
    const respondToChallenge = vi.fn(async () => ({ kind: 'signedIn' as const, tokens }));
    const { session, events } = watched(identityStub({ signIn: async () => challenge, respondToChallenge }));
    expect(await session.signIn('a@b.c', 'password1')).toEqual(challenge);
    expect(events).toEqual([]);
    expect(session.isSignedIn()).toBe(false);

    await session.completeChallenge(challenge, { SOFTWARE_TOKEN_MFA_CODE: '123456' });
    expect(respondToChallenge).toHaveBeenCalledWith(challenge, { SOFTWARE_TOKEN_MFA_CODE: '123456' });
    expect(events).toEqual(['success']);
    expect(session.tokens()).toEqual(tokens);
  });

  it('refreshed: with the new tokens stored and sent to set-cookies', async () => {
    const fresh = fakeTokens(NOW + 3_600_000, {}, 'fresh');
    const { session, events, cookies } = watched(identityStub({ refresh: async () => fresh }), fakeTokens(NOW));
    await session.refresh();
    expect(events).toEqual(['refreshed']);
    expect(cookies.set).toHaveBeenCalledWith(fresh);
  });

  it('failed: tokens and cookies cleared, the session modal flag set (and reset by the next sign-in)', async () => {
    const tokens = fakeTokens(NOW + 3_600_000);
    const { session, events, cookies, storage } = watched(
      identityStub({
        refresh: async () => {
          throw new IdentityError('NotAuthorizedException', 'Refresh Token has been revoked');
        },
        signIn: async () => ({ kind: 'signedIn', tokens }),
      }),
      fakeTokens(NOW),
    );
    expect(session.sessionModal()).toBe(false);
    await expect(session.accessToken()).rejects.toThrow('Refresh Token has been revoked');
    expect(events).toEqual(['failed']);
    expect(session.isSignedIn()).toBe(false);
    expect(cookies.clear).toHaveBeenCalled();
    expect(session.sessionModal()).toBe(true);
    expect(storage.read().modals?.sessionExpired).toBe(true);

    await session.signIn('a@b.c', 'password1');
    expect(session.sessionModal()).toBe(false);
  });

  it('closeSessionModal() lowers the flag', async () => {
    const { session } = watched(
      identityStub({
        refresh: async () => {
          throw new IdentityError('NotAuthorizedException', 'no');
        },
      }),
      fakeTokens(NOW),
    );
    await session.refresh().catch(() => {});
    session.closeSessionModal();
    expect(session.sessionModal()).toBe(false);
  });

  it('expired: the session and the current organisation are dropped and the cookies cleared', () => {
    const { session, events, cookies } = watched(identityStub(), fakeTokens(NOW + 3_600_000));
    session.selectAccount('acc--one');
    session.expire();
    expect(events).toEqual(['expired']);
    expect(session.isSignedIn()).toBe(false);
    expect(session.accountId()).toBeUndefined();
    expect(cookies.clear).toHaveBeenCalled();
  });

  it('cleared: on sign-out, with clear-cookies given the refresh token to revoke', async () => {
    const tokens = fakeTokens(NOW + 3_600_000);
    const { session, events, cookies } = watched(identityStub(), tokens);
    await session.signOut();
    expect(events).toEqual(['cleared']);
    expect(cookies.clear).toHaveBeenCalledWith(tokens.refreshToken);
  });

  it('identity() gives the whole client to the auth screens, and says so when the session has only a stub', () => {
    const storage = createStateStorage(memoryStorage());
    const identity = identityStub();
    expect(createSession({ identity, storage, cookies: noCookies }).identity()).toBe(identity);
    const { signIn, refresh } = identity;
    expect(() => createSession({ identity: { signIn, refresh }, storage, cookies: noCookies }).identity()).toThrow(
      'without a complete identity client',
    );
  });
});

describe('gateway cookies (spec §7)', () => {
  it('posts the tokens to set-cookies and nothing to clear-cookies, same origin', async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    const cookies = gatewayCookies(fetchMock);
    await cookies.set({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    await cookies.clear();
    const [setCall, clearCall] = fetchMock.mock.calls;
    expect(setCall?.[0]).toBe('/api/auth/set-cookies');
    expect(setCall?.[1]?.credentials).toBe('same-origin');
    expect(JSON.parse(String(setCall?.[1]?.body))).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(clearCall?.[0]).toBe('/api/auth/clear-cookies');
    expect(clearCall?.[1]?.body).toBeUndefined();
  });

  it('passes the refresh token of a sign-out to clear-cookies, which revokes it', async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    await gatewayCookies(fetchMock).clear('refresh-token');
    const [clearCall] = fetchMock.mock.calls;
    expect(clearCall?.[0]).toBe('/api/auth/clear-cookies');
    expect(JSON.parse(String(clearCall?.[1]?.body))).toEqual({ refreshToken: 'refresh-token' });
  });
});
