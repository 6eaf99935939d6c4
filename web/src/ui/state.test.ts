import { describe, expect, it, vi } from 'vitest';
import { createStateStorage, STATE_STORAGE_KEY } from '../auth/storage.js';
import { memoryStorage } from '../test/helpers.js';
import { createAppStore, DEFAULT_APP_STATE } from './state.js';

describe('application state store', () => {
  it('starts from the defaults of the specification: language en, number format en-US', () => {
    const store = createAppStore(createStateStorage(memoryStorage()));
    expect(store.get()).toEqual(DEFAULT_APP_STATE);
    expect(store.get().language).toMatchObject({ langName: 'en', externalLanguage: 'EN', numberFormat: 'en-US' });
  });

  it('applies a change at once, writes immediate changes now and batches the rest', () => {
    const storage = memoryStorage();
    const store = createAppStore(createStateStorage(storage));
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ header: { isLoginFromWebview: true, headerData: [] } });
    expect(store.get().header.isLoginFromWebview).toBe(true);
    expect(storage.getItem(STATE_STORAGE_KEY)).toBeNull();
    store.set({ mfaPrompt: { showMFAAfter: 42, alreadyShownInThisSession: true } }, { immediate: true });
    expect(JSON.parse(storage.getItem(STATE_STORAGE_KEY) ?? '{}')).toMatchObject({
      mfaPrompt: { showMFAAfter: 42, alreadyShownInThisSession: true },
      header: { isLoginFromWebview: true },
    });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("picks up another tab's change and keeps unchanged slices as they were", () => {
    const storage = memoryStorage();
    const store = createAppStore(createStateStorage(storage));
    const before = store.get();
    const listener = vi.fn();
    store.subscribe(listener);
    // Another tab answers the MFA warning.
    createStateStorage(storage).update({ mfaPrompt: { showMFAAfter: 1000, alreadyShownInThisSession: true } });
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_STORAGE_KEY }));
    expect(store.get().mfaPrompt.showMFAAfter).toBe(1000);
    expect(store.get().language).toBe(before.language);
    expect(listener).toHaveBeenCalledTimes(1);
    // Nothing changed: no notification.
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
