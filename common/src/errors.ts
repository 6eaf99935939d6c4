// Every error the platform can answer, in one table: per code its REST status, its GraphQL shape, its default
// English message and the key of its message in the web's texts. The API's error handler, the gateway's mapping
// and the web's message lookup all read this table, so a code is added here once and nowhere else.

/** One code's row: how each tier answers it. */
export type ErrorSpec<C extends string = string> = {
  /** The REST API's HTTP status. */
  status: number;
  /**
   * The GraphQL `extensions.code`: the code itself, so REST bodies and GraphQL errors name a failure alike
   * (Apollo's own codes are left to what its parser and validator produce). `status` is set for the codes that fail
   * the whole GraphQL request: the gateway answers that HTTP status rather than 200 with an error.
   */
  graphql: { code: C; status?: number };
  /** English, for a REST body or GraphQL error that carries none of its own. */
  message: string;
  /** The web's text of this code in the user's language (web/src/i18n, `errors.<code>`). */
  messageKey: `errors.${C}`;
};

/**
 * A row as written in the table: the GraphQL code and the message key are the row's own code, so they are not
 * written again. `failsRequest`: the GraphQL answer's HTTP status is `status` too (see ErrorSpec's `graphql`).
 */
type ErrorRow = { status: number; message: string; failsRequest?: true };

/** Each row of `T` with its GraphQL code and message key filled in, literal types kept. */
type ErrorTable<T extends Record<string, ErrorRow>> = {
  [C in keyof T & string]: {
    status: T[C]['status'];
    graphql: T[C] extends { failsRequest: true } ? { code: C; status: T[C]['status'] } : { code: C };
    message: T[C]['message'];
    messageKey: `errors.${C}`;
  };
};

function defineErrors<const T extends Record<string, ErrorRow>>(rows: T): ErrorTable<T> {
  const table = Object.entries(rows).map(([code, { status, message, failsRequest }]) => [
    code,
    { status, graphql: failsRequest ? { code, status } : { code }, message, messageKey: `errors.${code}` },
  ]);
  return Object.fromEntries(table) as ErrorTable<T>;
}

export const ERRORS = defineErrors({
  /** The request cannot be read: not JSON, a malformed URL, an unreadable body. */
  BAD_REQUEST: {
    status: 400,
    message: 'The request could not be read: an id, cursor or value is far too long or malformed.',
  },
  UNAUTHENTICATED: { status: 401, failsRequest: true, message: 'Your session has expired. Please log in again.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  /**
   * The organisation requires multi-factor authentication and the caller has none yet (DISABLED (MFA)). Its own
   * code, so a client can send the user to set up MFA rather than show a dead end.
   */
  MFA_REQUIRED: {
    status: 403,
    message: 'This organisation requires multi-factor authentication. Turn it on under Security.',
  },
  /** Also for objects of another organisation, so their ids cannot be probed. */
  NOT_FOUND: { status: 404, message: 'Not found.' },
  /** The request clashes with the current state (a name taken, a job already finished). */
  CONFLICT: { status: 409, message: 'This conflicts with a change made by someone else.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The input is larger than allowed.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request is not JSON.' },
  /** The request was read, and values in it are refused: `fieldErrors` say which and why. */
  VALIDATION_FAILED: { status: 422, message: 'The request is not valid.' },
  /** Too many requests with one partner key; `Retry-After` says when to try again. */
  RATE_LIMITED: {
    status: 429,
    failsRequest: true,
    message: 'Too many requests with this partner key. Please try again shortly.',
  },
  /** Server errors keep their details in the log: a client only learns that something failed. */
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again later.' },
  /** The identity service could not be reached; nothing is wrong with the request. */
  IDENTITY_UNAVAILABLE: {
    status: 503,
    failsRequest: true,
    message: 'The sign-in service cannot be reached. Please try again shortly.',
  },
});

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
  // Smart forms (common/src/smart-forms): a definition's rules and the answers checked against them.
  NOT_UNIQUE: 'is used more than once: {{value}}',
  NOT_APPLICABLE: 'does not apply to a {{type}} element',
  MISSING_TRANSLATION: 'must have a text in the default language ({{language}})',
  WRONG_ELEMENT_TYPE: 'cannot be filled by a {{type}} element (it takes {{types}})',
  INVALID_PATTERN: 'is not a usable regular expression: {{reason}}',
  EXPRESSION_SYNTAX: 'is not a valid expression at position {{position}}: {{detail}}',
  UNKNOWN_REFERENCE: 'refers to {{name}}, which is not a question of this form',
  FORWARD_REFERENCE: 'refers to {{name}}, which does not come before {{element}}',
  DOT_OUTSIDE_CONSTRAINT: 'may use . (the answer itself) only in a constraint',
  CONSTRAINT_FAILED: 'does not meet the rule {{constraint}}',
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

/**
 * The REST API's error body: `{ message, code, fieldErrors?, reason? }`, never a stack trace. `reason` names the
 * domain rule that refused (one of that domain's refusal list in common/src/<domain>/), beside the code.
 */
export type ErrorBody = {
  message: string;
  code: ErrorCode;
  fieldErrors?: FieldError[];
  reason?: string;
  /** The message's key in its domain's table (common/src/<domain>/messages.ts) and its parameters: a client shows
   * its own words for it (the web: `refusals.<messageKey>`), `message` being the English. */
  messageKey?: string;
  messageParams?: ErrorParams;
  requestId?: string;
};

/** `text` with its `{{name}}` placeholders filled in from `params` (a missing one becomes empty). */
export function fillParams(text: string, params: ErrorParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
}

/** FIELD_ERROR_TEXT[code] with its `{{params}}` filled in. */
export function fieldErrorText(code: FieldErrorCode, params: ErrorParams = {}): string {
  return fillParams(FIELD_ERROR_TEXT[code], params);
}

export function fieldError(field: string, code: FieldErrorCode, params?: ErrorParams, message?: string): FieldError {
  return params
    ? { field, code, params, message: message ?? fieldErrorText(code, params) }
    : { field, code, message: message ?? fieldErrorText(code) };
}
