// Application state kept in browser storage under one root key. Every tab reads the same entry, so a sign-out in
// one tab signs the others out too. What is stored, and how it is read back, is in persisted-state.ts; the key's
// safe access and the other tabs' changes are in sharedStorage.ts; this file decides when to write.
//
// Two kinds of writes: `update` writes at once (tokens, the current organisation, what other tabs must see
// now); `updateLater` batches the rest (language, alerts, header…) and writes it within
// STATE_WRITE_TIMEOUT_MS, or earlier when the page is hidden or left, or when an immediate write happens.
import { type PersistedState, parsePersistedState, STATE_VERSION, type StateChange } from './persisted-state.js';
import { sharedKey } from './sharedStorage.js';

export const STATE_STORAGE_KEY = 'aid-state';
/** Spec §4/§9: state persistence time-out. A batched change reaches storage no later than this. */
export const STATE_WRITE_TIMEOUT_MS = 5000;

export type StateStorage = {
  /** The stored state with this tab's batched changes applied. */
  read(): PersistedState;
  /** Writes now (with any batched changes). */
  update(change: StateChange): void;
  /** Batches the change; it is written within STATE_WRITE_TIMEOUT_MS, on pagehide, or with the next `update`. */
  updateLater(change: StateChange): void;
  /** Writes the batched changes now. */
  flush(): void;
  /** Drops the session part of the state (tokens and current account). */
  clearSession(): void;
  /** Called when another tab changed the state. */
  subscribe(listener: () => void): () => void;
};

/** Storage that also works where localStorage is missing or refused (private modes): it then lives in memory. */
export function createStateStorage(
  storage: Storage | undefined = globalThis.localStorage,
  key: string = STATE_STORAGE_KEY,
): StateStorage {
  const shared = sharedKey(storage, key);
  let pending: StateChange = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  // read() runs on every request and every storage event; parsing once per distinct text is enough.
  let lastRaw: string | null | undefined;
  let lastParsed: PersistedState = { version: STATE_VERSION };

  const stored = (): PersistedState => {
    const raw = shared.get();
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastParsed = parsePersistedState(raw);
    }
    return lastParsed;
  };
  const takePending = (): StateChange => {
    const change = pending;
    pending = {};
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    return change;
  };
  const write = (state: PersistedState) => shared.set(JSON.stringify(state));

  const flush = () => {
    if (Object.keys(pending).length === 0) return;
    write({ ...stored(), ...takePending(), version: STATE_VERSION });
  };

  if (typeof window !== 'undefined') {
    // A reload or a closed tab must not lose what was batched.
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    read: () => (Object.keys(pending).length === 0 ? stored() : { ...stored(), ...pending, version: STATE_VERSION }),
    update(change) {
      write({ ...stored(), ...takePending(), ...change, version: STATE_VERSION });
    },
    updateLater(change) {
      pending = { ...pending, ...change };
      // The deadline runs from the first batched change, so a steady stream of changes cannot postpone it.
      timer ??= setTimeout(flush, STATE_WRITE_TIMEOUT_MS);
    },
    flush,
    clearSession() {
      // The registration draft holds a beneficiary's personal data: it leaves with the session.
      const {
        tokens: _tokens,
        currentAccountId: _account,
        registrationDraft: _draft,
        ...rest
      } = { ...stored(), ...takePending() };
      write({ ...rest, version: STATE_VERSION });
    },
    subscribe: (listener) => shared.onOtherTab(listener),
  };
}
