import type { FieldError } from '@aid/common/errors';
import { ApiError } from '../http/errors.js';

/** The roles domain's refusals; statuses come from the common error table. */
export class RoleError extends ApiError {
  constructor(
    code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN',
    message: string,
    fieldErrors?: FieldError[],
  ) {
    super(code, message, fieldErrors);
  }

  static notFound(): RoleError {
    return new RoleError('NOT_FOUND', 'Role not found');
  }
}
