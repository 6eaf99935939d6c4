// Application state kept in browser storage under one root key (spec §4: version 1). Every tab reads the same
// entry, so a sign-out in one tab signs the others out too.
//
// Two kinds of writes: `update` writes at once (tokens, the current organisation, what other tabs must see
// now); `updateLater` batches the rest (language, alerts, header…) and writes it within
// STATE_WRITE_TIMEOUT_MS, or earlier when the page is hidden or left, or when an immediate write happens.
import type { Tokens } from './cognito.js';

export const STATE_STORAGE_KEY = 'aid-state';
export const STATE_VERSION = 1;
/** Spec §4/§9: state persistence time-out. A batched change reaches storage no later than this. */
export const STATE_WRITE_TIMEOUT_MS = 5000;

export type AlertType = 'warning' | 'error' | 'success' | 'processing';

/** Spec §3: language (langName default en, external language EN, numberFormat). */
export type LanguageState = {
  langName: string;
  externalLanguage: string;
  numberFormat: string;
  /** The user picked these in this browser since signing in; until then the profile's values apply. */
  chosenByUser: boolean;
};
/** Spec §3 MFA prompt: epoch milliseconds before which the warning stays hidden, and once-per-session. */
export type MfaPromptState = { showMFAAfter: number | null; alreadyShownInThisSession: boolean };
/** Spec §3/§4 modal flags: `sessionExpired` is set when a token refresh fails. */
export type ModalFlags = { sessionExpired: boolean };
export type Crumb = { label: string; path: string };
/** Spec §3 header: webview login mode and the breadcrumb trail of the current page. */
export type HeaderState = { isLoginFromWebview: boolean; headerData: Crumb[] };
/** Spec §3 alerts (id, actionType, message); `createdAt` lets an auto-dismissing alert survive a reload. */
export type PersistedAlert = { id: number; actionType: AlertType; message: string; createdAt: number };

export type AppSlices = {
  language: LanguageState;
  mfaPrompt: MfaPromptState;
  modals: ModalFlags;
  header: HeaderState;
  alerts: PersistedAlert[];
};

export type PersistedState = {
  version: typeof STATE_VERSION;
  tokens?: Tokens;
  /** The organisation the user acts in (sent as x-accountid). */
  currentAccountId?: string;
} & Partial<AppSlices>;

export type StateChange = Partial<Omit<PersistedState, 'version'>>;

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

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object';
const str = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const ALERT_TYPES: readonly string[] = ['warning', 'error', 'success', 'processing'];

function isTokens(value: unknown): value is Tokens {
  if (!isObject(value)) return false;
  return (
    typeof value.accessToken === 'string' && typeof value.idToken === 'string' && typeof value.refreshToken === 'string'
  );
}

// Each slice is read defensively: a field of the wrong type falls back to its default instead of reaching the UI.
const SLICES: { [K in keyof AppSlices]: (value: unknown) => AppSlices[K] | undefined } = {
  language: (v) =>
    isObject(v)
      ? {
          langName: str(v.langName, 'en'),
          externalLanguage: str(v.externalLanguage, 'EN'),
          numberFormat: str(v.numberFormat, 'en-US'),
          chosenByUser: v.chosenByUser === true,
        }
      : undefined,
  mfaPrompt: (v) =>
    isObject(v)
      ? { showMFAAfter: num(v.showMFAAfter), alreadyShownInThisSession: v.alreadyShownInThisSession === true }
      : undefined,
  modals: (v) => (isObject(v) ? { sessionExpired: v.sessionExpired === true } : undefined),
  header: (v) =>
    isObject(v)
      ? {
          isLoginFromWebview: v.isLoginFromWebview === true,
          headerData: Array.isArray(v.headerData)
            ? v.headerData
                .filter(isObject)
                .filter((c) => typeof c.label === 'string' && typeof c.path === 'string')
                .map((c) => ({ label: c.label as string, path: c.path as string }))
            : [],
        }
      : undefined,
  alerts: (v) =>
    Array.isArray(v)
      ? v.filter(isObject).flatMap((a) => {
          const id = num(a.id);
          const createdAt = num(a.createdAt);
          if (id === null || createdAt === null || typeof a.message !== 'string') return [];
          if (!ALERT_TYPES.includes(String(a.actionType))) return [];
          return [{ id, actionType: a.actionType as AlertType, message: a.message, createdAt }];
        })
      : undefined,
};

function parse(raw: string | null): PersistedState {
  if (!raw) return { version: STATE_VERSION };
  try {
    const value: unknown = JSON.parse(raw);
    // A state written by another version is dropped rather than guessed at.
    if (!isObject(value) || value.version !== STATE_VERSION) return { version: STATE_VERSION };
    const state: PersistedState = { version: STATE_VERSION };
    if (isTokens(value.tokens)) state.tokens = value.tokens;
    if (typeof value.currentAccountId === 'string') state.currentAccountId = value.currentAccountId;
    for (const key of Object.keys(SLICES) as (keyof AppSlices)[]) {
      const slice = SLICES[key](value[key]);
      if (slice !== undefined) Object.assign(state, { [key]: slice });
    }
    return state;
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
  let pending: StateChange = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  // read() runs on every request and every storage event; parsing once per distinct text is enough.
  let lastRaw: string | null | undefined;
  let lastParsed: PersistedState = { version: STATE_VERSION };

  const get = () => {
    try {
      return storage ? storage.getItem(key) : memory;
    } catch {
      return memory;
    }
  };
  const stored = (): PersistedState => {
    const raw = get();
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastParsed = parse(raw);
    }
    return lastParsed;
  };
  const set = (value: string) => {
    memory = value;
    try {
      storage?.setItem(key, value);
    } catch {
      // Quota or privacy settings: the in-memory copy keeps this tab working.
    }
  };
  const takePending = (): StateChange => {
    const change = pending;
    pending = {};
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    return change;
  };
  const write = (state: PersistedState) => set(JSON.stringify(state));

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
      const { tokens: _tokens, currentAccountId: _account, ...rest } = { ...stored(), ...takePending() };
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
