// One browser-storage key shared by the tabs of a browser: read and written without ever throwing (in memory where
// storage is missing or refused, as in some private modes), and heard when another tab writes it. The application
// state (storage.ts) and the inactivity record (session/activity.ts) each live in one such key.

export type SharedKey = {
  /** The stored text; what this tab last wrote when storage cannot be read. */
  get(): string | null;
  set(value: string): void;
  /**
   * Calls `listener` when another tab changes the key (or clears all storage). The browser fires no event in the
   * tab that wrote, so a tab hears only the others.
   */
  onOtherTab(listener: () => void): () => void;
};

export function sharedKey(storage: Storage | undefined, key: string): SharedKey {
  let memory: string | null = null;
  return {
    get() {
      try {
        return storage ? storage.getItem(key) : memory;
      } catch {
        return memory;
      }
    },
    set(value) {
      memory = value;
      try {
        storage?.setItem(key, value);
      } catch {
        // Quota or privacy settings: the copy in memory keeps this tab working.
      }
    },
    onOtherTab(listener) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
