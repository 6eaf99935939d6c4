import { ApiError, type FieldError } from '../http/errors.js';

export const ProgramErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  FORBIDDEN: 'FORBIDDEN',
} as const;
export type ProgramErrorCode = keyof typeof ProgramErrorCode;

const STATUS: Record<ProgramErrorCode, number> = {
  VALIDATION_FAILED: 422,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FORBIDDEN: 403,
};

export class ProgramError extends ApiError {
  constructor(code: ProgramErrorCode, message: string, fieldErrors?: readonly FieldError[], status = STATUS[code]) {
    super(status, code, message, fieldErrors);
  }

  /** A list query that cannot run (page size, sort, filter, cursor): 400, naming the parameter. */
  static badQuery(field: string, reason: string): ProgramError {
    return new ProgramError('VALIDATION_FAILED', `${field}: ${reason}`, [{ field, message: reason }], 400);
  }

  static notFound(): ProgramError {
    return new ProgramError('NOT_FOUND', 'Program not found');
  }
}
