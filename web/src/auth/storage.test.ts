import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTokens, memoryStorage } from '../test/helpers.js';
import { STATE_VERSION } from './persisted-state.js';
import { createStateStorage, STATE_STORAGE_KEY, STATE_WRITE_TIMEOUT_MS } from './storage.js';

const raw = (storage: Storage) => JSON.parse(storage.getItem(STATE_STORAGE_KEY) ?? 'null');
const language = { langName: 'fr', externalLanguage: 'FR', numberFormat: 'fr-FR', chosenByUser: true };

describe('state storage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps everything under one root key with version 1', () => {
    const storage = memoryStorage();
    const tokens = fakeTokens(Date.now() + 3_600_000);
    createStateStorage(storage).update({ tokens, currentAccountId: 'acc--one', language });
    expect(STATE_STORAGE_KEY).toBe('aid-state');
    expect(STATE_VERSION).toBe(1);
    expect(raw(storage)).toEqual({ version: 1, tokens, currentAccountId: 'acc--one', language });
  });

  it('writes tokens at once but batches other changes, flushed no later than 5000 ms', () => {
    expect(STATE_WRITE_TIMEOUT_MS).toBe(5000);
    const storage = memoryStorage();
    const state = createStateStorage(storage);
    state.updateLater({ language });
    expect(raw(storage)).toBeNull();
    // The tab itself already reads its batched change.
    expect(state.read().language).toEqual(language);

    vi.advanceTimersByTime(3000);
    // A later change joins the batch without postponing its deadline.
    state.updateLater({ header: { isLoginFromWebview: true, headerData: [] } });
    vi.advanceTimersByTime(1999);
    expect(raw(storage)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(raw(storage)).toEqual({
      version: 1,
      language,
      header: { isLoginFromWebview: true, headerData: [] },
    });
  });

  it('writes the batch with the next immediate write, and on pagehide', () => {
    const storage = memoryStorage();
    const state = createStateStorage(storage);
    state.updateLater({ language });
    const tokens = fakeTokens(Date.now() + 3_600_000);
    state.update({ tokens });
    expect(raw(storage)).toEqual({ version: 1, language, tokens });

    state.updateLater({ modals: { sessionExpired: true } });
    window.dispatchEvent(new Event('pagehide'));
    expect(raw(storage).modals).toEqual({ sessionExpired: true });
  });

  it('does not lose what another instance (the session, another tab) wrote meanwhile', () => {
    const storage = memoryStorage();
    const app = createStateStorage(storage);
    const session = createStateStorage(storage);
    app.updateLater({ language });
    const tokens = fakeTokens(Date.now() + 3_600_000);
    session.update({ tokens });
    vi.advanceTimersByTime(STATE_WRITE_TIMEOUT_MS);
    expect(raw(storage)).toEqual({ version: 1, tokens, language });
    session.clearSession();
    expect(raw(storage)).toEqual({ version: 1, language });
  });

  it('keeps the session contract: clearSession drops only tokens, the current account and the draft', () => {
    const storage = memoryStorage();
    const state = createStateStorage(storage);
    const draft = { firstName: 'Amal', lastName: '', email: '', phoneNumber: '', gender: '', dob: '' };
    state.update({
      tokens: fakeTokens(Date.now()),
      currentAccountId: 'acc--one',
      language,
      // A beneficiary's personal data must not outlive the session on a shared device.
      registrationDraft: { ...draft, nationality: '', noOfDependants: '0' },
    });
    state.clearSession();
    expect(state.read()).toEqual({ version: 1, language });
  });

  it('reads what is stored through its reader: another version is no state', () => {
    const storage = memoryStorage();
    storage.setItem(STATE_STORAGE_KEY, JSON.stringify({ version: 2, language }));
    expect(createStateStorage(storage).read()).toEqual({ version: 1 });
  });

  it('tells subscribers when another tab changed the root key', () => {
    const state = createStateStorage(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STATE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
