import type { FieldError } from '@aid/common/errors';
import { ApiError } from '../http/errors.js';

/** The programs domain's refusals; statuses come from the common error table. */
export class ProgramError extends ApiError {
  constructor(
    code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN',
    message: string,
    fieldErrors?: FieldError[],
  ) {
    super(code, message, fieldErrors);
  }

  static notFound(): ProgramError {
    return new ProgramError('NOT_FOUND', 'Program not found');
  }
}
