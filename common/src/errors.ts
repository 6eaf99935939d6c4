// Every error the REST API can answer, in one table: its HTTP status and the key of its message. The API's
// error handler and the gateway's mapping both switch over `ErrorCode`, so a new code that one of them does not
// handle fails the type check.

export const ERRORS = {
  /** The request cannot be read: not JSON, a malformed URL, an unreadable body. */
  BAD_REQUEST: { status: 400, messageKey: 'errors.BAD_REQUEST' },
  UNAUTHENTICATED: { status: 401, messageKey: 'errors.UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, messageKey: 'errors.FORBIDDEN' },
  /** The organisation requires multi-factor authentication and the caller has none yet (DISABLED (MFA)). */
  MFA_REQUIRED: { status: 403, messageKey: 'errors.MFA_REQUIRED' },
  /** Also for objects of another organisation, so their ids cannot be probed. */
  NOT_FOUND: { status: 404, messageKey: 'errors.NOT_FOUND' },
  /** The request clashes with the current state (a name taken, a job already finished). */
  CONFLICT: { status: 409, messageKey: 'errors.CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'errors.PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'errors.UNSUPPORTED_MEDIA_TYPE' },
  /** The request was read, and values in it are refused: `fieldErrors` say which and why. */
  VALIDATION_FAILED: { status: 422, messageKey: 'errors.VALIDATION_FAILED' },
  /** Too many requests with one partner key; `Retry-After` says when to try again. */
  RATE_LIMITED: { status: 429, messageKey: 'errors.RATE_LIMITED' },
  INTERNAL: { status: 500, messageKey: 'errors.INTERNAL' },
  /** The identity service could not be reached; nothing is wrong with the request. */
  IDENTITY_UNAVAILABLE: { status: 503, messageKey: 'errors.IDENTITY_UNAVAILABLE' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/**
 * Why one input value was refused. `message` is English for partners reading JSON; the web shows
 * `fieldErrors.<code>` in the user's language with `params` filled in.
 */
export const FIELD_ERROR_TEXT = {
  REQUIRED: 'is required',
  WRONG_TYPE: 'must be {{expected}}',
  EMPTY: 'must not be empty',
  TOO_SHORT: 'must be at least {{min}} characters',
  TOO_LONG: 'must be at most {{max}} characters',
  TOO_SMALL: 'must be at least {{min}}',
  NEGATIVE: 'must not be negative',
  TOO_LARGE: 'must be at most {{max}}',
  NOT_WHOLE_NUMBER: 'must be a whole number',
  NOT_ONE_OF: 'must be one of {{values}}',
  INVALID_FORMAT: 'is not in the expected format',
  INVALID_DATE: 'must be a calendar date YYYY-MM-DD',
  INVALID_DATE_TIME: 'must be an ISO 8601 date and time',
  INVALID_CURRENCY: 'must be an ISO 4217 code of 3 upper-case letters, e.g. EUR',
  INVALID_ID: 'is not a valid id',
  INVALID_CHARACTERS: 'must not contain control characters',
  INVISIBLE_CHARACTER: 'must not contain the invisible character {{character}} ({{name}}) at position {{position}}',
  DATE_BEFORE: 'must be on or after {{other}} ({{value}})',
  UNKNOWN_FIELD: 'is not a known field',
  TAKEN: 'is already used in this organisation',
  TOO_MANY: 'has too many entries (at most {{max}})',
  INVALID_CURSOR: 'is not a cursor returned by this list',
  INVALID_VALUE: 'is not valid here',
  SHEET_REQUIRED: 'must name one of the sheets: {{sheets}}',
  TOO_MANY_DECIMALS: 'must have at most {{decimals}} decimals in {{currency}}',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERROR_TEXT;
export const FIELD_ERROR_CODES = Object.keys(FIELD_ERROR_TEXT) as FieldErrorCode[];

export type ErrorParams = Readonly<Record<string, string | number>>;

export type FieldError = {
  /** Where: an input field (`programName`), a query parameter (`first`) or a path in a filter. */
  field: string;
  code: FieldErrorCode;
  params?: ErrorParams;
  /** English, for partners; the same words as FIELD_ERROR_TEXT unless the API knows something more precise. */
  message: string;
};

/** The REST API's error body: `{ message, code, fieldErrors? }`, never a stack trace. */
export type ErrorBody = { message: string; code: ErrorCode; fieldErrors?: FieldError[]; requestId?: string };

/** FIELD_ERROR_TEXT[code] with its `{{params}}` filled in. */
export function fieldErrorText(code: FieldErrorCode, params: ErrorParams = {}): string {
  return FIELD_ERROR_TEXT[code].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
}

export function fieldError(field: string, code: FieldErrorCode, params?: ErrorParams, message?: string): FieldError {
  return params
    ? { field, code, params, message: message ?? fieldErrorText(code, params) }
    : { field, code, message: message ?? fieldErrorText(code) };
}
