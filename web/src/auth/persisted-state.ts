// What the app keeps in browser storage (spec §3/§4, version 1): the session beside the slices of ui/slices.ts, and
// a defensive reader that turns whatever is stored into that shape (a field of the wrong type falls back to its
// default).
import { type AlertType, type AppSlices, REGISTRATION_DRAFT_FIELDS, type RegistrationDraft } from '../ui/slices.js';
import type { Tokens } from './cognito.js';

export const STATE_VERSION = 1;

export type PersistedState = {
  version: typeof STATE_VERSION;
  tokens?: Tokens;
  /** The organisation the user acts in (sent as x-accountid). */
  currentAccountId?: string;
} & Partial<AppSlices>;

export type StateChange = Partial<Omit<PersistedState, 'version'>>;

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
  registrationDraft: readDraft,
};

/** A draft keeps its text fields as typed (empty included); anything not text reads as empty. */
function readDraft(value: unknown): RegistrationDraft | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const draft = Object.fromEntries(
    REGISTRATION_DRAFT_FIELDS.map((field) => [field, typeof value[field] === 'string' ? value[field] : '']),
  );
  return draft as RegistrationDraft;
}

/** The stored text as state; anything unreadable, or of another version, is an empty state. */
export function parsePersistedState(raw: string | null): PersistedState {
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
