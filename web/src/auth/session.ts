// The signed-in session: tokens in storage, refresh ahead of expiry with one shared attempt, the current
// organisation, and the events of spec §4 (success, failed, expired, cleared, refreshed).
import { type IdentityClient, IdentityError, type SignInOutcome, type Tokens } from './cognito.js';
import { decodeJwt, stringClaim, tokenExpiresAt } from './jwt.js';
import type { StateStorage } from './storage.js';

/** Spec §9: a token is refreshed when expired or within 5 minutes of expiry. */
export const REFRESH_BUFFER_MS = 300_000;

export type SessionEvent = 'success' | 'failed' | 'expired' | 'cleared' | 'refreshed';

/** Tells the gateway about the tokens so that same-origin downloads can authenticate by cookie. */
export type CookieSync = {
  set(tokens: Tokens): Promise<void>;
  clear(): Promise<void>;
};

export type SessionDeps = {
  identity: Pick<IdentityClient, 'signIn' | 'refresh'>;
  storage: StateStorage;
  cookies: CookieSync;
  now?: () => number;
};

export type Session = {
  tokens(): Tokens | null;
  isSignedIn(): boolean;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** A usable access token, refreshed first when expired or close to expiry; null when nobody is signed in. */
  accessToken(): Promise<string | null>;
  /** Refreshes now; concurrent callers share one attempt. On a refusal the tokens are cleared. */
  refresh(): Promise<Tokens>;
  /** The server refused the session even after a refresh: clears it and emits `expired`. */
  expire(): void;
  signOut(): Promise<void>;
  /** x-accountid: the chosen organisation, else the ID token's custom:defaultAccountId. */
  accountId(): string | undefined;
  selectAccount(accountId: string | undefined): void;
  /** Spec §4 events. */
  on(listener: (event: SessionEvent) => void): () => void;
  /** Any change of the signed-in state, here or in another tab (for React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
};

export function needsRefresh(accessToken: string, now: number): boolean {
  const expiresAt = tokenExpiresAt(accessToken);
  // A token whose expiry cannot be read is treated as expired rather than trusted forever.
  return expiresAt === null || expiresAt - now <= REFRESH_BUFFER_MS;
}

export function createSession({ identity, storage, cookies, now = Date.now }: SessionDeps): Session {
  const eventListeners = new Set<(event: SessionEvent) => void>();
  const changeListeners = new Set<() => void>();
  let inFlight: Promise<Tokens> | null = null;

  const emit = (event: SessionEvent) => {
    for (const listener of [...eventListeners]) listener(event);
  };
  const changed = () => {
    for (const listener of [...changeListeners]) listener();
  };
  storage.subscribe(changed);

  const tokens = () => storage.read().tokens ?? null;

  const syncCookies = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      // The cookies only serve same-origin downloads; a failure must not block signing in or out.
    }
  };

  const store = async (next: Tokens) => {
    storage.update({ tokens: next });
    await syncCookies(() => cookies.set(next));
    changed();
  };

  const clear = () => {
    const hadSession = storage.read().tokens !== undefined;
    storage.clearSession();
    if (hadSession) changed();
  };

  const refresh = (): Promise<Tokens> => {
    if (inFlight) return inFlight;
    const current = tokens();
    const attempt = (async () => {
      if (!current) throw new IdentityError('NotAuthorizedException', 'Nobody is signed in');
      try {
        const next = await identity.refresh(current.refreshToken);
        await store(next);
        emit('refreshed');
        return next;
      } catch (error) {
        // A network failure says nothing about the session, so the tokens are kept for the next attempt;
        // a refusal by the identity service means they are no longer any good.
        if (!(error instanceof IdentityError && error.code === 'NetworkError')) {
          clear();
          void syncCookies(() => cookies.clear());
        }
        emit('failed');
        throw error;
      }
    })();
    inFlight = attempt;
    const settle = () => {
      if (inFlight === attempt) inFlight = null;
    };
    attempt.then(settle, settle);
    return attempt;
  };

  return {
    tokens,
    isSignedIn: () => tokens() !== null,
    async signIn(email, password) {
      const outcome = await identity.signIn(email, password);
      if (outcome.kind === 'signedIn') {
        storage.clearSession();
        await store(outcome.tokens);
        emit('success');
      }
      return outcome;
    },
    async accessToken() {
      const current = tokens();
      if (!current) return null;
      if (!needsRefresh(current.accessToken, now())) return current.accessToken;
      return (await refresh()).accessToken;
    },
    refresh,
    expire() {
      clear();
      void syncCookies(() => cookies.clear());
      emit('expired');
    },
    async signOut() {
      clear();
      await syncCookies(() => cookies.clear());
      emit('cleared');
    },
    accountId() {
      const state = storage.read();
      if (state.currentAccountId) return state.currentAccountId;
      const idToken = state.tokens?.idToken;
      return idToken ? stringClaim(decodeJwt(idToken), 'custom:defaultAccountId') : undefined;
    },
    selectAccount(accountId) {
      storage.update({ currentAccountId: accountId });
      changed();
    },
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    subscribe(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}

/** The gateway's cookie endpoints (spec §7), same origin. */
export function gatewayCookies(fetchImpl: typeof fetch = fetch): CookieSync {
  const post = async (path: string, body?: unknown) => {
    await fetchImpl(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  return {
    set: (tokens) =>
      post('/api/auth/set-cookies', { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    clear: () => post('/api/auth/clear-cookies'),
  };
}
