import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/helpers.js';
import { sharedKey } from './sharedStorage.js';

/** Storage as some private modes offer it: every access throws. */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

describe('a storage key shared by the tabs', () => {
  it('reads and writes the key', () => {
    const storage = memoryStorage();
    const shared = sharedKey(storage, 'k');
    expect(shared.get()).toBeNull();
    shared.set('one');
    expect(storage.getItem('k')).toBe('one');
    storage.setItem('k', 'two');
    expect(shared.get()).toBe('two');
  });

  it('keeps working in memory where storage is refused or missing', () => {
    for (const storage of [refusingStorage(), undefined]) {
      const shared = sharedKey(storage, 'k');
      expect(shared.get()).toBeNull();
      shared.set('one');
      expect(shared.get()).toBe('one');
    }
  });

  it("hears other tabs' changes of its key, and of all storage, until unsubscribed", () => {
    const listener = vi.fn();
    const unsubscribe = sharedKey(memoryStorage(), 'k').onOtherTab(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
    // localStorage.clear() in another tab: the event has no key.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
