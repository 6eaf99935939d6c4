// The one place where REST errors become GraphQL errors (spec §7: the server's `message` is surfaced). The REST
// API answers the codes of the common error table; each maps to a GraphQL code here, exhaustively.
import { type ErrorCode, FIELD_ERROR_CODES, type FieldError, type FieldErrorCode, isErrorCode } from '@aid/common';
import { GraphQLError } from 'graphql';

export type GraphQLErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'MFA_REQUIRED'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'IDENTITY_UNAVAILABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR';

/** A code added to the table without a line here fails the type check. */
export const GRAPHQL_CODE: Record<ErrorCode, GraphQLErrorCode> = {
  BAD_REQUEST: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  // Its own code, so a client can send the user to set up MFA rather than show a dead end.
  MFA_REQUIRED: 'MFA_REQUIRED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'BAD_USER_INPUT',
  UNSUPPORTED_MEDIA_TYPE: 'BAD_USER_INPUT',
  VALIDATION_FAILED: 'BAD_USER_INPUT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  IDENTITY_UNAVAILABLE: 'IDENTITY_UNAVAILABLE',
};

/** The error body every REST endpoint answers with. */
export type RestErrorBody = { message?: unknown; code?: unknown; fieldErrors?: unknown; reason?: unknown };

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * What a status means when the body says nothing: Node's HTTP parser answers 413, 414 and 431 itself, before
 * any of the API's code runs.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 414:
    case 431:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'VALIDATION_FAILED';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'IDENTITY_UNAVAILABLE';
    default:
      return 'INTERNAL';
  }
}

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request could not be read: an id, cursor or value is far too long or malformed.',
  UNAUTHENTICATED: 'Your session has expired. Please log in again.',
  FORBIDDEN: 'You do not have permission to do this.',
  MFA_REQUIRED: 'This organisation requires multi-factor authentication. Turn it on under Security.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with a change made by someone else.',
  PAYLOAD_TOO_LARGE: 'The input is larger than allowed.',
  UNSUPPORTED_MEDIA_TYPE: 'The request is not JSON.',
  VALIDATION_FAILED: 'The request is not valid.',
  RATE_LIMITED: 'Too many requests with this partner key. Please try again shortly.',
  INTERNAL: INTERNAL_MESSAGE,
  IDENTITY_UNAVAILABLE: 'The sign-in service cannot be reached. Please try again shortly.',
};

/** HTTP statuses of errors that fail the whole request rather than one field. */
const REQUEST_STATUS: Partial<Record<GraphQLErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  IDENTITY_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
};

function extensionsOf(code: GraphQLErrorCode): Record<string, unknown> {
  const status = REQUEST_STATUS[code];
  return status ? { code, http: { status } } : { code };
}

/**
 * A failed REST call as a GraphQL error. It keeps the REST code and field errors so that mutations can turn the
 * ones a user can fix into typed results; anything else reaches the client through Apollo as it is.
 */
export class RestError extends GraphQLError {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[];
  /** Which domain rule refused (e.g. OVER_BUDGET), when the API's body says; also sent as `extensions.reason`. */
  readonly reason: string | undefined;

  constructor(status: number, body: RestErrorBody | undefined) {
    const code = isErrorCode(body?.code) ? body.code : codeForStatus(status);
    // Server errors keep their details in the API's log: the client only learns that something failed.
    const message =
      code === 'INTERNAL'
        ? INTERNAL_MESSAGE
        : typeof body?.message === 'string' && body.message
          ? body.message
          : DEFAULT_MESSAGE[code];
    const reason = code !== 'INTERNAL' && typeof body?.reason === 'string' ? body.reason : undefined;
    super(message, { extensions: { ...extensionsOf(GRAPHQL_CODE[code]), ...(reason ? { reason } : {}) } });
    this.name = 'RestError';
    this.reason = reason;
    this.status = status;
    this.code = code;
    this.fieldErrors = code === 'INTERNAL' ? [] : parseFieldErrors(body?.fieldErrors);
  }
}

function parseFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  const result: FieldError[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object' || !('field' in item) || !('message' in item)) continue;
    // A code this gateway does not know would break the FieldErrorCode enum: it becomes the generic one.
    const code: FieldErrorCode =
      'code' in item && (FIELD_ERROR_CODES as readonly unknown[]).includes(item.code)
        ? (item.code as FieldErrorCode)
        : 'INVALID_VALUE';
    const params = 'params' in item && item.params && typeof item.params === 'object' ? item.params : undefined;
    result.push({
      field: String(item.field),
      code,
      message: String(item.message),
      ...(params ? { params: params as FieldError['params'] } : {}),
    });
  }
  return result;
}

/** A GraphQL error with a code, for refusals the gateway decides itself. */
export function gatewayError(code: GraphQLErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: extensionsOf(code) });
}

/**
 * A refusal of the whole request before anything runs (thrown while the context is built), with its HTTP status:
 * Apollo answers 500 for a context error that carries none.
 */
export function requestRefusal(code: GraphQLErrorCode, message: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

/** 429 with Retry-After (Apollo copies `extensions.http` onto the response): a partner key over its rate. */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many requests with this partner key. Try again in ${retryAfterSeconds} s.`, {
    extensions: {
      code: 'RATE_LIMITED',
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}
