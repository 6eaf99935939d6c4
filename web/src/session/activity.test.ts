import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/helpers.js';
import { ACTIVITY_STORAGE_KEY, createActivityStore } from './activity.js';

describe('activity record', () => {
  it('is kept in its own key, apart from the tokens', () => {
    const storage = memoryStorage();
    createActivityStore(storage).set({ lastActivityAt: 10, timedOutAt: null });
    expect(JSON.parse(storage.getItem(ACTIVITY_STORAGE_KEY) ?? '{}')).toEqual({ lastActivityAt: 10, timedOutAt: null });
    expect(storage.length).toBe(1);
  });

  it("hears another tab's change through the storage event, once per change", () => {
    const storage = memoryStorage();
    const store = createActivityStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify({ lastActivityAt: 20, timedOutAt: 30 }));
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'aid-state' }));
    expect(store.get()).toEqual({ lastActivityAt: 20, timedOutAt: 30 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a damaged record as no record', () => {
    const storage = memoryStorage();
    storage.setItem(ACTIVITY_STORAGE_KEY, '{not json');
    expect(createActivityStore(storage).get()).toEqual({ lastActivityAt: null, timedOutAt: null });
    storage.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify({ lastActivityAt: 'yesterday' }));
    expect(createActivityStore(storage).get()).toEqual({ lastActivityAt: null, timedOutAt: null });
  });
});
