import type { FieldError } from '@aid/common/errors';
import { ApiError } from '../http/errors.js';

/** The auth domain's refusals; statuses come from the common error table. */
export class AuthError extends ApiError {
  constructor(
    code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'MFA_REQUIRED' | 'IDENTITY_UNAVAILABLE',
    message: string,
    fieldErrors?: FieldError[],
  ) {
    super(code, message, fieldErrors);
  }
}
