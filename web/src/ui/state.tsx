// The application state of spec §3/§4 (language, MFA prompt, modal flags, header, alerts) as a small
// store over the persisted root key: components read slices with `useAppState`, and changes made in another
// tab arrive through the storage event.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE } from '../i18n/index.js';
import { DEFAULT_NUMBER_FORMAT } from './format.js';
import type { AppSlices } from './slices.js';

export type AppState = AppSlices;

/**
 * What the store needs of browser storage; auth/storage.ts provides it, keeping the session beside these slices.
 * Only the slices are named here, so shared code does not depend on how the session is stored.
 */
export type SliceStorage = {
  read(): Partial<AppSlices>;
  /** Writes now. */
  update(change: Partial<AppSlices>): void;
  /** Batches the change (spec §4: written within 5 s). */
  updateLater(change: Partial<AppSlices>): void;
  /** Called when another tab changed the state. */
  subscribe(listener: () => void): () => void;
};

export const DEFAULT_APP_STATE: AppState = Object.freeze({
  language: {
    langName: DEFAULT_LANGUAGE,
    externalLanguage: 'EN',
    numberFormat: DEFAULT_NUMBER_FORMAT,
    chosenByUser: false,
  },
  mfaPrompt: { showMFAAfter: null, alreadyShownInThisSession: false },
  modals: { sessionExpired: false },
  header: { isLoginFromWebview: false, headerData: [] },
  alerts: [],
  registrationDraft: null,
});

export type AppStore = {
  get(): AppState;
  /**
   * Applies the change here at once; `immediate` writes it to storage now (what other tabs must see without
   * delay), otherwise it is batched (spec §4: written within 5 s).
   */
  set(change: Partial<AppState>, options?: { immediate?: boolean }): void;
  subscribe(listener: () => void): () => void;
};

const sameSlice = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function fromStorage(storage: SliceStorage, previous?: AppState): AppState {
  const stored = storage.read();
  const next = { ...DEFAULT_APP_STATE };
  for (const key of Object.keys(DEFAULT_APP_STATE) as (keyof AppState)[]) {
    const value = stored[key] ?? DEFAULT_APP_STATE[key];
    // Unchanged slices keep their identity, so components reading them do not re-render.
    Object.assign(next, { [key]: previous && sameSlice(previous[key], value) ? previous[key] : value });
  }
  return next;
}

export function createAppStore(storage: SliceStorage): AppStore {
  const listeners = new Set<() => void>();
  let state = fromStorage(storage);
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  storage.subscribe(() => {
    const next = fromStorage(storage, state);
    if ((Object.keys(next) as (keyof AppState)[]).every((k) => next[k] === state[k])) return;
    state = next;
    notify();
  });
  return {
    get: () => state,
    set(change, options) {
      state = { ...state, ...change };
      if (options?.immediate) storage.update(change);
      else storage.updateLater(change);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const AppStoreContext = createContext<AppStore | null>(null);

export function AppStateProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

/** The store, for components that change the state; they only render inside the app (AppStateProvider). */
export function useAppStore(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore must be used inside AppStateProvider');
  return store;
}

/** The store when there is one: components that only persist by the way still render without it. */
export function useOptionalAppStore(): AppStore | null {
  return useContext(AppStoreContext);
}

const noStore = () => () => {};

/** One slice (or value) of the state; the defaults when rendered without a store. */
export function useAppState<T>(select: (state: AppState) => T): T {
  const store = useContext(AppStoreContext);
  const snapshot = () => select(store ? store.get() : DEFAULT_APP_STATE);
  return useSyncExternalStore(store ? store.subscribe : noStore, snapshot, snapshot);
}
