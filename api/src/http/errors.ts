// The JSON error contract of the whole API: `{ message, code, fieldErrors? }`, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';

export type FieldError = { field: string; message: string };
export type ErrorBody = { message: string; code: string; fieldErrors?: FieldError[] };

/** Base of every domain's error type; the error handler turns it into its status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: readonly FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return this.fieldErrors
      ? { message: this.message, code: this.code, fieldErrors: [...this.fieldErrors] }
      : { message: this.message, code: this.code };
  }
}

/** Errors of the HTTP layer itself (bad JSON, oversized body, unknown route, bugs). */
export const HttpErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL: 'INTERNAL',
} as const;
export type HttpErrorCode = keyof typeof HttpErrorCode;

export class HttpError extends ApiError {
  constructor(status: number, code: HttpErrorCode, message: string) {
    super(status, code, message);
  }
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'NOT_FOUND', `No route ${req.method} ${req.path}`));
};

/** body-parser errors carry `type` and `status`; map the ones a client can cause to clear messages. */
function bodyParserError(error: unknown): HttpError | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  const limit =
    'limit' in error && typeof error.limit === 'number' ? ` (limit ${Math.round(error.limit / 1024)} kB)` : '';
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'BAD_REQUEST', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request body is too large${limit}`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be UTF-8 JSON');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new HttpError(400, 'BAD_REQUEST', 'The request body could not be read');
    default:
      return undefined;
  }
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof ApiError ? error : bodyParserError(error);
  if (known) {
    res.status(known.status).json(known.toBody());
    return;
  }
  // Unexpected: log it here, and tell the client nothing about the internals.
  console.error(`Unhandled error on ${req.method} ${req.path}:`, error);
  if (res.headersSent) return;
  res.status(500).json({ message: 'Internal server error', code: HttpErrorCode.INTERNAL } satisfies ErrorBody);
};
