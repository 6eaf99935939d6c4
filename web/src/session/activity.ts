// The cross-tab activity record of the inactivity time-out: the last activity in any tab and the last time-out,
// in a browser-storage key of its own. It changes every second while someone works; kept apart from the
// application state's root key, these writes never carry (and so can never bring back) a session another tab
// has just ended.
import { sharedKey } from '../auth/sharedStorage.js';

export const ACTIVITY_STORAGE_KEY = 'aid-activity';

export type ActivityRecord = { lastActivityAt: number | null; timedOutAt: number | null };

export type ActivityStore = {
  get(): ActivityRecord;
  set(record: ActivityRecord): void;
  /** Called when the record changes, here or in another tab. */
  subscribe(listener: () => void): () => void;
};

const EMPTY: ActivityRecord = { lastActivityAt: null, timedOutAt: null };
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function parse(raw: string | null): ActivityRecord {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    return { lastActivityAt: num(value?.lastActivityAt), timedOutAt: num(value?.timedOutAt) };
  } catch {
    return EMPTY;
  }
}

/** Falls back to memory where storage is missing or refused; the tabs then time out on their own. */
export function createActivityStore(
  storage: Storage | undefined = globalThis.localStorage,
  key: string = ACTIVITY_STORAGE_KEY,
): ActivityStore {
  const shared = sharedKey(storage, key);
  const listeners = new Set<() => void>();
  const read = () => parse(shared.get());
  let record = read();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // For the store's lifetime (the page's): every subscriber hears through this one listener.
  shared.onOtherTab(() => {
    const next = read();
    if (next.lastActivityAt === record.lastActivityAt && next.timedOutAt === record.timedOutAt) return;
    record = next;
    notify();
  });
  return {
    get: () => record,
    set(next) {
      record = next;
      // Where storage is refused, this tab still times out on its own.
      shared.set(JSON.stringify(next));
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
