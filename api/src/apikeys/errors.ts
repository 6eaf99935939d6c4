import { API_KEY_MESSAGES } from '@aid/common/apikeys';
import { domainError } from '../http/errors.js';

/** The partner-key domain's refusals; statuses come from the common error table. */
export class ApiKeyError extends domainError<'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'UNAUTHENTICATED'>() {
  static notFound(): ApiKeyError {
    return new ApiKeyError('NOT_FOUND', API_KEY_MESSAGES.notFound());
  }
}
