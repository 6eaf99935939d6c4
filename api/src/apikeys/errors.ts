import { ApiError } from '../http/errors.js';

/** The partner-key domain's refusals; statuses come from the common error table. */
export class ApiKeyError extends ApiError {
  constructor(code: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'UNAUTHENTICATED', message: string) {
    super(code, message);
  }

  static notFound(): ApiKeyError {
    return new ApiKeyError('NOT_FOUND', 'Partner key not found');
  }
}
