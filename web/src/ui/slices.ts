// The slices of the application state (spec §3) that every page reads and the browser keeps. Shared code owns
// their shape so that ui/ needs nothing from auth/; auth/persisted-state.ts reads them back from storage.

export type AlertType = 'warning' | 'error' | 'success' | 'processing';

/** Spec §3: language (langName default en, external language EN, numberFormat). */
export type LanguageState = {
  langName: string;
  externalLanguage: string;
  numberFormat: string;
  /** The user picked these in this browser since signing in; until then the profile's values apply. */
  chosenByUser: boolean;
};
/** Spec §3 MFA prompt: epoch milliseconds before which the warning stays hidden, and once-per-session. */
export type MfaPromptState = { showMFAAfter: number | null; alreadyShownInThisSession: boolean };
/** Spec §3/§4 modal flags: `sessionExpired` is set when a token refresh fails. */
export type ModalFlags = { sessionExpired: boolean };
export type Crumb = { label: string; path: string };
/** Spec §3 header: webview login mode and the breadcrumb trail of the current page. */
export type HeaderState = { isLoginFromWebview: boolean; headerData: Crumb[] };
/** Spec §3 alerts (id, actionType, message); `createdAt` lets an auto-dismissing alert survive a reload. */
export type PersistedAlert = { id: number; actionType: AlertType; message: string; createdAt: number };

/**
 * Spec §3 registration form draft: what was typed into the form that registers a beneficiary, kept as the user
 * types so that leaving the page (or a reload) loses nothing; cleared once the beneficiary is saved. Values as typed.
 */
export type RegistrationDraft = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  gender: string;
  dob: string;
  nationality: string;
  noOfDependants: string;
};
export const REGISTRATION_DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'gender',
  'dob',
  'nationality',
  'noOfDependants',
] as const satisfies readonly (keyof RegistrationDraft)[];

export type AppSlices = {
  language: LanguageState;
  mfaPrompt: MfaPromptState;
  modals: ModalFlags;
  header: HeaderState;
  alerts: PersistedAlert[];
  /** Null when no registration is under way. */
  registrationDraft: RegistrationDraft | null;
};
