import { domainError } from '../http/errors.js';

/** The auth domain's refusals; statuses come from the common error table. */
export class AuthError extends domainError<
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'MFA_REQUIRED' | 'IDENTITY_UNAVAILABLE'
>() {}
