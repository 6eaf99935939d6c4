// The signed-in user's multi-factor state as the identity service holds it (GetUser), cached per session so the
// top bar, the MFA reminder and the security page share one request. The product API's own `mfaSettings` is not
// updated when the user changes MFA here, so screens that must be right after a change read this instead.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type GetUserResponse, IdentityError, type MfaMethod } from '../auth/cognito.js';
import { useSession } from '../auth/SessionContext.js';
import type { Session } from '../auth/session.js';

export type MfaStatus = {
  /** Any second factor is on. */
  enabled: boolean;
  softwareToken: boolean;
  sms: boolean;
  preferred: MfaMethod | null;
};

export type MfaSnapshot = {
  status: MfaStatus | null;
  /** The e-mail attribute of the identity user (the name shown in authenticator apps). */
  email: string | null;
  loading: boolean;
  error: unknown;
};

export type MfaStatusStore = {
  get(): MfaSnapshot;
  /** Reads GetUser unless a read is already under way; concurrent callers share it. */
  load(): Promise<void>;
  /** Forgets the cached state (after turning MFA on or off) and reads it again if anyone is watching. */
  invalidate(): void;
  subscribe(listener: () => void): () => void;
};

const EMPTY: MfaSnapshot = { status: null, email: null, loading: false, error: null };

export function mfaStatusOf(user: Pick<GetUserResponse, 'UserMFASettingList' | 'PreferredMfaSetting'>): MfaStatus {
  const methods = user.UserMFASettingList ?? [];
  const softwareToken = methods.includes('SOFTWARE_TOKEN_MFA');
  const sms = methods.includes('SMS_MFA');
  const preferred = user.PreferredMfaSetting;
  return {
    enabled: softwareToken || sms,
    softwareToken,
    sms,
    preferred: preferred === 'SOFTWARE_TOKEN_MFA' || preferred === 'SMS_MFA' ? preferred : null,
  };
}

/** A usable access token for calls the identity service authorises by token (GetUser, MFA, password). */
export async function requireAccessToken(session: Session): Promise<string> {
  const token = await session.accessToken();
  if (!token) throw new IdentityError('NotAuthorizedException', 'Nobody is signed in');
  return token;
}

function createStore(session: Session): MfaStatusStore {
  let snapshot = EMPTY;
  let generation = 0;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: MfaSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const load = (): Promise<void> => {
    if (pending) return pending;
    const mine = generation;
    set({ ...snapshot, loading: true, error: null });
    const attempt: Promise<void> = (async () => {
      try {
        const user = await session.identity().getUser(await requireAccessToken(session));
        // A sign-out or an invalidation while the answer was on its way makes it stale.
        if (mine !== generation) return;
        const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? null;
        set({ status: mfaStatusOf(user), email, loading: false, error: null });
      } catch (error) {
        if (mine === generation) set({ ...snapshot, loading: false, error });
      }
    })().finally(() => {
      if (pending === attempt) pending = null;
    });
    pending = attempt;
    return attempt;
  };

  const reset = () => {
    generation += 1;
    pending = null;
    set(EMPTY);
  };

  // Another user may sign in next: nothing of this one may be shown to them.
  session.on((event) => {
    if (event === 'success' || event === 'cleared' || event === 'expired' || event === 'failed') reset();
  });

  return {
    get: () => snapshot,
    load,
    invalidate() {
      generation += 1;
      pending = null;
      // Watched: keep showing the old state until the new one arrives, rather than flashing a loader.
      if (listeners.size > 0 && session.isSignedIn()) void load();
      else set(EMPTY);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<Session, MfaStatusStore>();

export function mfaStatusStore(session: Session): MfaStatusStore {
  let store = stores.get(session);
  if (!store) {
    store = createStore(session);
    stores.set(session, store);
  }
  return store;
}

/** Call after changing MFA so every screen showing the state reads it again. */
export function invalidateMfaStatus(session: Session): void {
  mfaStatusStore(session).invalidate();
}

export type UseMfaStatus = MfaSnapshot & { reload(): void };

/**
 * The signed-in user's MFA state from the identity service, read once and shared. `status` is null until it
 * is known (and when it could not be read: see `error`). For the MFA-missing warning: `status?.enabled === false`.
 */
export function useMfaStatus(): UseMfaStatus {
  const session = useSession();
  const store = mfaStatusStore(session);
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  const signedIn = useSyncExternalStore(session.subscribe, session.isSignedIn, session.isSignedIn);
  const needsLoad = signedIn && !snapshot.status && !snapshot.loading && !snapshot.error;
  useEffect(() => {
    if (needsLoad) void store.load();
  }, [needsLoad, store]);
  const reload = useCallback(() => store.invalidate(), [store]);
  return { ...snapshot, reload };
}
