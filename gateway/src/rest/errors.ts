// The one place where REST statuses become GraphQL error codes (spec §7: the server's `message` is surfaced).
import { GraphQLError } from 'graphql';

export type GraphQLErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'IDENTITY_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export type RestFieldError = { field: string; message: string };

/** The error body every REST endpoint answers with. */
export type RestErrorBody = { message?: unknown; code?: unknown; fieldErrors?: unknown };

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again later.';

export function graphQLCodeForStatus(status: number): GraphQLErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 400:
    case 422:
      return 'BAD_USER_INPUT';
    case 409:
      return 'CONFLICT';
    default:
      return 'INTERNAL_SERVER_ERROR';
  }
}

/**
 * A failed REST call as a GraphQL error. It keeps the REST status, code and field errors so that mutations can
 * turn the ones a user can fix into typed results; anything else reaches the client through Apollo as it is.
 */
export class RestError extends GraphQLError {
  readonly status: number;
  /** The API's own code, e.g. VALIDATION_FAILED; undefined when the body had none. */
  readonly restCode: string | undefined;
  readonly fieldErrors: RestFieldError[];

  constructor(status: number, body: RestErrorBody | undefined) {
    const code = graphQLCodeForStatus(status);
    // Server errors keep their details in the API's log: the client only learns that something failed.
    const message =
      code === 'INTERNAL_SERVER_ERROR'
        ? INTERNAL_MESSAGE
        : typeof body?.message === 'string' && body.message
          ? body.message
          : defaultMessage(code);
    // UNAUTHENTICATED answers HTTP 401 so that the web client refreshes its token and retries (spec §7).
    const extensions = code === 'UNAUTHENTICATED' ? { code, http: { status: 401 } } : { code };
    super(message, { extensions });
    this.name = 'RestError';
    this.status = status;
    this.restCode = code === 'INTERNAL_SERVER_ERROR' || typeof body?.code !== 'string' ? undefined : body.code;
    this.fieldErrors = code === 'INTERNAL_SERVER_ERROR' ? [] : parseFieldErrors(body?.fieldErrors);
  }
}

function defaultMessage(code: GraphQLErrorCode): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 'Your session has expired. Please log in again.';
    case 'FORBIDDEN':
      return 'You do not have permission to do this.';
    case 'NOT_FOUND':
      return 'Not found.';
    case 'CONFLICT':
      return 'This conflicts with a change made by someone else.';
    case 'BAD_USER_INPUT':
      return 'The request is not valid.';
    default:
      return INTERNAL_MESSAGE;
  }
}

function parseFieldErrors(value: unknown): RestFieldError[] {
  if (!Array.isArray(value)) return [];
  const result: RestFieldError[] = [];
  for (const item of value) {
    if (item && typeof item === 'object' && 'field' in item && 'message' in item) {
      result.push({ field: String(item.field), message: String(item.message) });
    }
  }
  return result;
}

/** HTTP statuses of errors that fail the whole request rather than one field. */
const REQUEST_STATUS: Partial<Record<GraphQLErrorCode, number>> = { UNAUTHENTICATED: 401, IDENTITY_UNAVAILABLE: 503 };

/** A GraphQL error with a code, for refusals the gateway decides itself. */
export function gatewayError(code: GraphQLErrorCode, message: string): GraphQLError {
  const status = REQUEST_STATUS[code];
  return new GraphQLError(message, { extensions: status ? { code, http: { status } } : { code } });
}
