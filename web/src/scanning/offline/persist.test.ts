// Asking the browser to keep the offline store: asked once, the answer returned whatever it is, and a browser
// without StorageManager (or one that throws) never breaks a download.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** persist.ts afresh: its one question per page load is asked again. */
const fresh = async () => {
  vi.resetModules();
  return import('./persist.js');
};

const storage = (persisted: boolean, grants: boolean) => ({
  persisted: vi.fn(() => Promise.resolve(persisted)),
  persist: vi.fn(() => Promise.resolve(grants)),
});

describe('keeping the offline store', () => {
  beforeEach(() => vi.resetModules());

  it('asks the browser to keep it, once per page load, and says what it answered', async () => {
    const { keepOfflineStore } = await fresh();
    const granting = storage(false, true);
    expect(await keepOfflineStore(granting)).toBe('persisted');
    expect(await keepOfflineStore(granting)).toBe('persisted');
    expect(granting.persist).toHaveBeenCalledTimes(1);
  });

  it('returns a refusal without throwing', async () => {
    const { keepOfflineStore } = await fresh();
    expect(await keepOfflineStore(storage(false, false))).toBe('refused');
  });

  it('does not ask again when the store is already kept', async () => {
    const { keepOfflineStore } = await fresh();
    const kept = storage(true, false);
    expect(await keepOfflineStore(kept)).toBe('persisted');
    expect(kept.persist).not.toHaveBeenCalled();
  });

  it('copes with browsers without StorageManager.persist() or that throw', async () => {
    expect(await (await fresh()).keepOfflineStore(undefined)).toBe('unsupported');
    expect(await (await fresh()).keepOfflineStore({})).toBe('unsupported');
    const throwing = { persist: () => Promise.reject(new DOMException('denied', 'SecurityError')) };
    expect(await (await fresh()).keepOfflineStore(throwing)).toBe('refused');
  });

  it('reads whether earlier downloads are kept without asking', async () => {
    const { offlineStorePersistence } = await fresh();
    const refusing = storage(false, true);
    expect(await offlineStorePersistence(refusing)).toBe('refused');
    expect(refusing.persist).not.toHaveBeenCalled();
    expect(await offlineStorePersistence(storage(true, true))).toBe('persisted');
    expect(await offlineStorePersistence(undefined)).toBe('unsupported');
  });
});
