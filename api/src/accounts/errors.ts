import type { FieldError } from '@aid/common/errors';
import { ApiError } from '../http/errors.js';

/** The accounts domain's refusals; statuses come from the common error table. */
export class AccountError extends ApiError {
  constructor(
    code: 'NOT_FOUND' | 'FORBIDDEN' | 'IDENTITY_UNAVAILABLE' | 'VALIDATION_FAILED',
    message: string,
    fieldErrors?: FieldError[],
  ) {
    super(code, message, fieldErrors);
  }
}
