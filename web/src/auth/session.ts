// The signed-in session: tokens in storage, refresh ahead of expiry with one shared attempt, the current
// organisation, and the events of spec §4 (success, failed, expired, cleared, refreshed).
import { type Challenge, type IdentityClient, IdentityError, type SignInOutcome, type Tokens } from './cognito.js';
import { decodeJwt, stringClaim, tokenExpiresAt } from './jwt.js';
import type { PersistedState } from './persisted-state.js';
import type { StateStorage } from './storage.js';

/** Spec §9: a token is refreshed when expired or within 5 minutes of expiry. */
export const REFRESH_BUFFER_MS = 300_000;

export type SessionEvent = 'success' | 'failed' | 'expired' | 'cleared' | 'refreshed';

/** Tells the gateway about the tokens so that same-origin downloads can authenticate by cookie. */
export type CookieSync = {
  set(tokens: Tokens): Promise<void>;
  /** Clears the cookies; a sign-out passes its refresh token, which the gateway revokes at the identity service. */
  clear(refreshToken?: string): Promise<void>;
};

/**
 * What the session needs from the identity service. Only sign-in and refresh are required so that tests can
 * stub just those; the app passes the whole client, which the auth screens reach through `identity()`.
 */
export type SessionIdentity = Pick<IdentityClient, 'signIn' | 'refresh'> & Partial<IdentityClient>;

export type SessionDeps = {
  identity: SessionIdentity;
  storage: StateStorage;
  cookies: CookieSync;
  now?: () => number;
  /** Whether the device has a network (navigator.onLine by default). */
  online?: () => boolean;
};

export type Session = {
  tokens(): Tokens | null;
  isSignedIn(): boolean;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Answers a sign-in challenge (new password, MFA code); stores the tokens once there are no more steps. */
  completeChallenge(challenge: Challenge, responses: Record<string, string>): Promise<SignInOutcome>;
  /** The identity service client, for the steps that are not about this session's tokens (sign-up, MFA set-up). */
  identity(): IdentityClient;
  /** A usable access token, refreshed first when expired or close to expiry; null when nobody is signed in. */
  accessToken(): Promise<string | null>;
  /** Refreshes now; concurrent callers share one attempt. On failure the tokens are cleared. */
  refresh(): Promise<Tokens>;
  /**
   * Spec §4: the session modal flag (persisted `modals.sessionExpired`), set when a token could not be obtained
   * (`failed`) and reset by a sign-in.
   */
  sessionModal(): boolean;
  closeSessionModal(): void;
  /** The server refused the session even after a refresh: clears it and emits `expired`. */
  expire(): void;
  /**
   * True once this page's session was ended by a failed refresh or `expire` (not by a sign-out), until the next
   * sign-in. The signed-in pages unmount as soon as the tokens are cleared, before `expired` is emitted: read here,
   * their redirect goes where the `expired` navigation goes (/login?status=not-authorized) instead of racing it.
   */
  endedByRefusal(): boolean;
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

const browserOnline = () => globalThis.navigator?.onLine !== false;

/**
 * The organisation the user acts in (sent as x-accountid): the one chosen in this browser, else the ID token's
 * custom:defaultAccountId. The only place this is decided; the session and the crash report (which reads the stored
 * state, since a crash may happen outside the providers) both ask here.
 */
export function chosenAccountId(state: Pick<PersistedState, 'currentAccountId' | 'tokens'>): string | undefined {
  if (state.currentAccountId) return state.currentAccountId;
  const idToken = state.tokens?.idToken;
  return idToken ? stringClaim(decodeJwt(idToken), 'custom:defaultAccountId') : undefined;
}

export function createSession({
  identity,
  storage,
  cookies,
  now = Date.now,
  online = browserOnline,
}: SessionDeps): Session {
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
  const sessionModal = () => storage.read().modals?.sessionExpired === true;
  const setSessionModal = (open: boolean) => {
    if (sessionModal() === open) return;
    storage.update({ modals: { ...storage.read().modals, sessionExpired: open } });
  };

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

  let refused = false;
  const refresh = (): Promise<Tokens> => {
    if (inFlight) return inFlight;
    const current = tokens();
    const attempt = (async () => {
      if (!current) throw new IdentityError('NotAuthorizedException', 'Nobody is signed in');
      let next: Tokens;
      try {
        next = await identity.refresh(current.refreshToken);
      } catch (error) {
        // Spec §4: on failure the tokens are cleared (a network failure included: the session cannot be
        // vouched for), the session modal flag is set and `failed` is emitted.
        setSessionModal(true);
        refused = true;
        clear();
        void syncCookies(() => cookies.clear());
        emit('failed');
        throw error;
      }
      // Signed out (or signed in as someone else) while the refresh was under way: these tokens are stale.
      if (tokens()?.refreshToken !== current.refreshToken) {
        throw new IdentityError('NotAuthorizedException', 'The session changed during the refresh');
      }
      await store(next);
      emit('refreshed');
      return next;
    })();
    inFlight = attempt;
    const settle = () => {
      if (inFlight === attempt) inFlight = null;
    };
    attempt.then(settle, settle);
    return attempt;
  };

  const establish = async (outcome: SignInOutcome) => {
    if (outcome.kind === 'signedIn') {
      storage.clearSession();
      setSessionModal(false);
      refused = false;
      await store(outcome.tokens);
      emit('success');
    }
    return outcome;
  };

  const fullIdentity = (): IdentityClient => {
    if (typeof identity.call !== 'function' || typeof identity.respondToChallenge !== 'function') {
      throw new Error('This session was created without a complete identity client');
    }
    return identity as IdentityClient;
  };

  return {
    tokens,
    isSignedIn: () => tokens() !== null,
    async signIn(email, password) {
      return establish(await identity.signIn(email, password));
    },
    async completeChallenge(challenge, responses) {
      return establish(await fullIdentity().respondToChallenge(challenge, responses));
    },
    identity: fullIdentity,
    async accessToken() {
      const current = tokens();
      if (!current) return null;
      if (!needsRefresh(current.accessToken, now())) return current.accessToken;
      // Without a network the refresh could only fail, and a failed refresh ends the session (spec §4): an officer
      // scanning offline for hours would be signed out and lose the offline scanner. The request that wanted the
      // token fails on the network anyway; the refresh happens with the first request once the network is back.
      if (!online()) return current.accessToken;
      return (await refresh()).accessToken;
    },
    refresh,
    sessionModal,
    closeSessionModal() {
      if (!sessionModal()) return;
      setSessionModal(false);
      changed();
    },
    endedByRefusal: () => refused,
    expire() {
      refused = true;
      clear();
      void syncCookies(() => cookies.clear());
      emit('expired');
    },
    async signOut() {
      const refreshToken = tokens()?.refreshToken;
      clear();
      await syncCookies(() => cookies.clear(refreshToken));
      emit('cleared');
    },
    accountId() {
      return chosenAccountId(storage.read());
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
    clear: (refreshToken) => post('/api/auth/clear-cookies', refreshToken === undefined ? undefined : { refreshToken }),
  };
}
