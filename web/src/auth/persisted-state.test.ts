import { describe, expect, it } from 'vitest';
import { fakeTokens } from '../test/helpers.js';
import { parsePersistedState, STATE_VERSION } from './persisted-state.js';

const language = { langName: 'fr', externalLanguage: 'FR', numberFormat: 'fr-FR', chosenByUser: true };

describe('persisted state: reading what is stored', () => {
  it('is version 1, and reads nothing, damaged text or another version as an empty state', () => {
    expect(STATE_VERSION).toBe(1);
    for (const raw of [null, '', '{not json', 'null', '[]', JSON.stringify({ version: 2, language })]) {
      expect(parsePersistedState(raw)).toEqual({ version: 1 });
    }
  });

  it('keeps the session part only when it is whole', () => {
    const tokens = fakeTokens(Date.now());
    expect(parsePersistedState(JSON.stringify({ version: 1, tokens, currentAccountId: 'acc--one' }))).toEqual({
      version: 1,
      tokens,
      currentAccountId: 'acc--one',
    });
    const { refreshToken: _dropped, ...partial } = tokens;
    expect(parsePersistedState(JSON.stringify({ version: 1, tokens: partial, currentAccountId: 7 }))).toEqual({
      version: 1,
    });
  });

  it('repairs malformed slices instead of passing them on', () => {
    const raw = JSON.stringify({
      version: 1,
      language: { langName: 3 },
      mfaPrompt: { showMFAAfter: 'soon', alreadyShownInThisSession: true },
      alerts: [{ id: 1, actionType: 'bogus', message: 'x', createdAt: 1 }, { id: 2 }],
      header: 'webview',
      modals: { sessionExpired: 'yes' },
    });
    expect(parsePersistedState(raw)).toEqual({
      version: 1,
      language: { langName: 'en', externalLanguage: 'EN', numberFormat: 'en-US', chosenByUser: false },
      mfaPrompt: { showMFAAfter: null, alreadyShownInThisSession: true },
      alerts: [],
      modals: { sessionExpired: false },
    });
  });

  it('keeps well-formed slices as they are', () => {
    const slices = {
      language,
      mfaPrompt: { showMFAAfter: 123, alreadyShownInThisSession: false },
      modals: { sessionExpired: true },
      header: { isLoginFromWebview: true, headerData: [{ label: 'Programs', path: '/programs' }] },
      alerts: [{ id: 1, actionType: 'success', message: 'Saved.', createdAt: 5 }],
    };
    expect(parsePersistedState(JSON.stringify({ version: 1, ...slices }))).toEqual({ version: 1, ...slices });
  });
});

describe('persisted state: the registration draft (spec §3)', () => {
  const draft = {
    firstName: 'Amal',
    lastName: '',
    email: 'amal@example.org',
    phoneNumber: '+2547',
    gender: 'FEMALE',
    dob: '1990-02-03',
    nationality: 'KE',
    noOfDependants: '3',
  };

  it('keeps the draft as typed, empty fields included, and no draft as null', () => {
    expect(parsePersistedState(JSON.stringify({ version: 1, registrationDraft: draft })).registrationDraft).toEqual(
      draft,
    );
    expect(parsePersistedState(JSON.stringify({ version: 1, registrationDraft: null })).registrationDraft).toBeNull();
  });

  it('reads a damaged draft field as empty and drops unknown ones', () => {
    const raw = JSON.stringify({ version: 1, registrationDraft: { ...draft, dob: 19900203, password: 'x' } });
    expect(parsePersistedState(raw).registrationDraft).toEqual({ ...draft, dob: '' });
    expect(parsePersistedState(JSON.stringify({ version: 1, registrationDraft: 'x' })).registrationDraft).toBe(
      undefined,
    );
  });
});
