import { domainError } from '../http/errors.js';

/** The accounts domain's refusals; statuses come from the common error table. */
export class AccountError extends domainError<
  'NOT_FOUND' | 'FORBIDDEN' | 'IDENTITY_UNAVAILABLE' | 'VALIDATION_FAILED' | 'RATE_LIMITED'
>() {}
