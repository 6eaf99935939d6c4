import { ROLE_MESSAGES } from '@aid/common/roles';
import { domainError } from '../http/errors.js';

/** The roles domain's refusals; statuses come from the common error table. */
export class RoleError extends domainError<'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN'>() {
  static notFound(): RoleError {
    return new RoleError('NOT_FOUND', ROLE_MESSAGES.notFound());
  }
}
