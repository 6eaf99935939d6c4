// The JSON error contract of the whole API: `{ message, code, fieldErrors?, requestId }`, never a stack trace.
// Codes and their HTTP statuses come from the one table in common/errors.ts.
import { ERRORS, type ErrorBody, type ErrorCode, type FieldError } from '@aid/common/errors';
import { HTTP_MESSAGES } from '@aid/common/http';
import { isMessage, type Message } from '@aid/common/messages';
import { ERROR_CODE_LOCAL } from '@aid/common/metrics';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { QueryInputError } from '../db/query-input.js';
import { requestLog } from './logger.js';

export type { ErrorBody, FieldError } from '@aid/common/errors';

/**
 * Base of every domain's error type; the error handler turns it into its status and body. `reason` names the domain
 * rule that refused (from that domain's list in common/src/<domain>/), so a client can tell "over budget" from "the
 * creator cannot approve" without reading the message; `details` is what it needs beside the reason to act on it.
 */
export class ApiError<R extends string = string> extends Error {
  /** The message's key and parameters when it is one of a domain's messages (common/src/<domain>/messages.ts). */
  readonly words: Omit<Message, 'text'> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string | Message,
    readonly fieldErrors?: readonly FieldError[],
    readonly reason?: R,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(isMessage(message) ? message.text : message);
    this.name = new.target.name;
    this.words = isMessage(message) ? { key: message.key, params: message.params } : undefined;
  }

  get status(): number {
    return ERRORS[this.code].status;
  }

  toBody(): ErrorBody {
    return {
      ...this.details,
      message: this.message,
      code: this.code,
      ...(this.fieldErrors ? { fieldErrors: [...this.fieldErrors] } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.words ? { messageKey: this.words.key } : {}),
      ...(this.words?.params ? { messageParams: this.words.params } : {}),
    };
  }

  /** Values refused: the message names the first field and says why. */
  static invalid(fieldErrors: readonly FieldError[]): ApiError {
    const first = fieldErrors[0];
    const more = fieldErrors.length > 1 ? ` (and ${fieldErrors.length - 1} more)` : '';
    return new ApiError(
      'VALIDATION_FAILED',
      // A field error's restatement stays English: it travels with `fieldErrors`, which the web words by code.
      first ? `${first.field} ${first.message}${more}` : HTTP_MESSAGES.invalidInput(),
      fieldErrors,
    );
  }
}

/**
 * The base of a domain's error type: ApiError narrowed to the codes that domain may answer, so each domain keeps its
 * own named class (its name is what logs show) without writing the constructor again.
 */
export function domainError<C extends ErrorCode>() {
  return class extends ApiError {
    constructor(code: C, message: string | Message, fieldErrors?: readonly FieldError[]) {
      super(code, message, fieldErrors);
    }
  };
}

/** As domainError, for a domain whose refusals name their rule (`reason`, from its list in common/src/<domain>/). */
export function refusalError<C extends ErrorCode, R extends string>() {
  return class extends ApiError<R> {
    constructor(code: C, message: string | Message, reason?: R, fieldErrors?: readonly FieldError[]) {
      super(code, message, fieldErrors, reason);
    }
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new ApiError('NOT_FOUND', HTTP_MESSAGES.noRoute({ method: req.method, path: req.path })));
};

/** Errors of libraries (body-parser, the router, the database) a client can cause, as clear refusals. */
function knownError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof QueryInputError) return ApiError.invalid([error.fieldError]);
  if (typeof error !== 'object' || error === null) return undefined;
  if (error instanceof URIError) return new ApiError('BAD_REQUEST', HTTP_MESSAGES.malformedUrl());
  // SQLSTATE 22021/22P05: a character PostgreSQL cannot store. The edges refuse these first; this is the backstop.
  if ('code' in error && (error.code === '22021' || error.code === '22P05')) {
    return new ApiError('BAD_REQUEST', HTTP_MESSAGES.unstorableCharacters());
  }
  if (!('type' in error)) return undefined;
  const limit = 'limit' in error && typeof error.limit === 'number' ? Math.round(error.limit / 1024) : undefined;
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError('BAD_REQUEST', HTTP_MESSAGES.invalidJson());
    case 'entity.too.large':
      return new ApiError(
        'PAYLOAD_TOO_LARGE',
        limit === undefined ? HTTP_MESSAGES.tooLarge() : HTTP_MESSAGES.tooLargeLimit({ limit }),
      );
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', HTTP_MESSAGES.notUnicodeJson());
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new ApiError('BAD_REQUEST', HTTP_MESSAGES.unreadableBody());
    default:
      return undefined;
  }
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const log = requestLog(res);
  const known = knownError(error);
  if (res.headersSent) {
    log.error({ err: error }, 'error after the response started');
    return;
  }
  const requestId = res.getHeader('x-request-id')?.toString();
  res.locals[ERROR_CODE_LOCAL] = known ? known.code : 'INTERNAL';
  if (known) {
    // A refusal is the client's business; the log keeps one line to find it by request id.
    log.info({ code: known.code, status: known.status, path: req.path }, known.message);
    res.status(known.status).json({ ...known.toBody(), requestId } satisfies ErrorBody);
    return;
  }
  // Unexpected: the details go to the log, the client learns only that it failed and how to refer to it.
  log.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
  res.status(ERRORS.INTERNAL.status).json({ message: 'Internal server error', code: 'INTERNAL', requestId });
};
