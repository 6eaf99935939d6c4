// The one place where REST errors become GraphQL errors (spec §7: the server's `message` is surfaced). The REST
// API answers the codes of the common error table, and a GraphQL error carries the same code in `extensions.code`
// (the table's `graphql` column), so a client reads one vocabulary whichever edge it calls.
import { isOneOf } from '@aid/common/enums';
import {
  ERRORS,
  type ErrorCode,
  FIELD_ERROR_CODES,
  type FieldError,
  type FieldErrorCode,
  isErrorCode,
} from '@aid/common/errors';
import { GATEWAY_MESSAGES } from '@aid/common/gateway';
import { isMessage, type Message } from '@aid/common/messages';
import { GraphQLError } from 'graphql';

/** The error body every REST endpoint answers with. */
export type RestErrorBody = {
  message?: unknown;
  code?: unknown;
  fieldErrors?: unknown;
  reason?: unknown;
  messageKey?: unknown;
  messageParams?: unknown;
};

export const INTERNAL_MESSAGE: string = ERRORS.INTERNAL.message;

/** The first code of the table with each status: FORBIDDEN rather than MFA_REQUIRED for a bare 403. */
const CODE_OF_STATUS = new Map<number, ErrorCode>();
for (const code of Object.keys(ERRORS) as ErrorCode[]) {
  if (!CODE_OF_STATUS.has(ERRORS[code].status)) CODE_OF_STATUS.set(ERRORS[code].status, code);
}

/**
 * What a status means when the body says nothing: Node's HTTP parser answers 413, 414 and 431 itself, before
 * any of the API's code runs; a status the table does not name is a failure of the server.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 414 || status === 431) return 'BAD_REQUEST';
  return CODE_OF_STATUS.get(status) ?? 'INTERNAL';
}

/** The GraphQL extensions of a code: its GraphQL code, and the HTTP status when it fails the whole request. */
function extensionsOf(code: ErrorCode): Record<string, unknown> {
  const { graphql } = ERRORS[code];
  return 'status' in graphql ? { code: graphql.code, http: { status: graphql.status } } : { code: graphql.code };
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
  /** The message's key and values when the API named them (passed on as `extensions.messageKey`/`messageParams`). */
  readonly words: { key: string; params: Readonly<Record<string, string | number>> } | undefined;
  /** The API's Retry-After on a 429 (a partner key over its shared rate: context.ts answers with it). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: RestErrorBody | undefined, retryAfterSeconds?: number) {
    const code = isErrorCode(body?.code) ? body.code : codeForStatus(status);
    // Server errors keep their details in the API's log: the client only learns that something failed.
    const message =
      code === 'INTERNAL'
        ? INTERNAL_MESSAGE
        : typeof body?.message === 'string' && body.message
          ? body.message
          : ERRORS[code].message;
    const reason = code !== 'INTERNAL' && typeof body?.reason === 'string' ? body.reason : undefined;
    const named = code === 'INTERNAL' ? undefined : wordsOf(body);
    super(message, {
      extensions: {
        ...extensionsOf(code),
        ...(reason ? { reason } : {}),
        ...(named ? { messageKey: named.key, ...(named.params ? { messageParams: named.params } : {}) } : {}),
      },
    });
    this.name = 'RestError';
    this.words = named ? { key: named.key, params: named.params ?? {} } : undefined;
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
    this.status = status;
    this.code = code;
    this.fieldErrors = code === 'INTERNAL' ? [] : parseFieldErrors(body?.fieldErrors);
  }
}

type Words = { key: string; params?: Record<string, string | number> };

/** The API's message key and values, passed on so the web can word the refusal in the user's language. */
function wordsOf(body: RestErrorBody | undefined): Words | undefined {
  if (typeof body?.messageKey !== 'string' || !/^[a-zA-Z]+\.[a-zA-Z]+$/.test(body.messageKey)) return undefined;
  const params = body.messageParams;
  const plain: Record<string, string | number> =
    params && typeof params === 'object' && !Array.isArray(params)
      ? Object.fromEntries(
          Object.entries(params).filter((entry): entry is [string, string | number] =>
            ['string', 'number'].includes(typeof entry[1]),
          ),
        )
      : {};
  return Object.keys(plain).length > 0 ? { key: body.messageKey, params: plain } : { key: body.messageKey };
}

function parseFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  const result: FieldError[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object' || !('field' in item) || !('message' in item)) continue;
    // A code this gateway does not know would break the FieldErrorCode enum: it becomes the generic one.
    const code: FieldErrorCode = 'code' in item && isOneOf(FIELD_ERROR_CODES, item.code) ? item.code : 'INVALID_VALUE';
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

/** A GraphQL error with a code, for refusals the gateway decides itself (in words of a domain's table, or plain). */
export function gatewayError(code: ErrorCode, message: string | Message): GraphQLError {
  if (!isMessage(message)) return new GraphQLError(message, { extensions: extensionsOf(code) });
  return new GraphQLError(message.text, { extensions: { ...extensionsOf(code), ...wordsExtensions(message) } });
}

/** A message's key and values as GraphQL extensions, for errors that carry no code (validation, scalars). */
export function wordsExtensions({ key, params }: Message): { messageKey: string; messageParams?: Message['params'] } {
  return params ? { messageKey: key, messageParams: params } : { messageKey: key };
}

/**
 * A refusal of the whole request before anything runs (thrown while the context is built), with its HTTP status:
 * Apollo answers 500 for a context error that carries none.
 */
export function requestRefusal(code: ErrorCode, message: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ERRORS[code].graphql.code, http: { status } } });
}

/** 429 with Retry-After (Apollo copies `extensions.http` onto the response): a partner key over its rate. */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  const message = GATEWAY_MESSAGES.rateLimited({ seconds: retryAfterSeconds });
  return new GraphQLError(message.text, {
    extensions: {
      code: ERRORS.RATE_LIMITED.graphql.code,
      ...wordsExtensions(message),
      http: {
        status: ERRORS.RATE_LIMITED.graphql.status,
        headers: new Map([['retry-after', String(retryAfterSeconds)]]),
      },
    },
  });
}
