// Application state kept in browser storage under one root key (spec §4: version 1). Every tab reads the same
// entry, so a sign-out in one tab signs the others out too.
import type { Tokens } from './cognito.js';

export const STATE_STORAGE_KEY = 'aid-state';
export const STATE_VERSION = 1;

export type PersistedState = {
  version: typeof STATE_VERSION;
  tokens?: Tokens;
  /** The organisation the user acts in (sent as x-accountid). */
  currentAccountId?: string;
};

export type StateStorage = {
  read(): PersistedState;
  update(change: Partial<Omit<PersistedState, 'version'>>): void;
  /** Drops the session part of the state (tokens and current account). */
  clearSession(): void;
  /** Called when another tab changed the state. */
  subscribe(listener: () => void): () => void;
};

function isTokens(value: unknown): value is Tokens {
  if (value === null || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return typeof t.accessToken === 'string' && typeof t.idToken === 'string' && typeof t.refreshToken === 'string';
}

function parse(raw: string | null): PersistedState {
  if (!raw) return { version: STATE_VERSION };
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    // A state written by another version is dropped rather than guessed at.
    if (value?.version !== STATE_VERSION) return { version: STATE_VERSION };
    return {
      version: STATE_VERSION,
      tokens: isTokens(value.tokens) ? value.tokens : undefined,
      currentAccountId: typeof value.currentAccountId === 'string' ? value.currentAccountId : undefined,
    };
  } catch {
    return { version: STATE_VERSION };
  }
}

/** Storage that also works where localStorage is missing or refused (private modes): it then lives in memory. */
export function createStateStorage(
  storage: Storage | undefined = globalThis.localStorage,
  key: string = STATE_STORAGE_KEY,
): StateStorage {
  let memory: string | null = null;
  const get = () => {
    try {
      return storage ? storage.getItem(key) : memory;
    } catch {
      return memory;
    }
  };
  const set = (value: string) => {
    memory = value;
    try {
      storage?.setItem(key, value);
    } catch {
      // Quota or privacy settings: the in-memory copy keeps this tab working.
    }
  };
  const write = (state: PersistedState) => set(JSON.stringify(state));

  return {
    read: () => parse(get()),
    update(change) {
      write({ ...parse(get()), ...change, version: STATE_VERSION });
    },
    clearSession() {
      const { tokens: _tokens, currentAccountId: _account, ...rest } = parse(get());
      write({ ...rest, version: STATE_VERSION });
    },
    subscribe(listener) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
