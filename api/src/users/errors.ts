import { USER_MESSAGES } from '@aid/common/users';
import { domainError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'VALIDATION_FAILED' | 'IDENTITY_UNAVAILABLE';

/** The users domain's refusals; statuses come from the common error table. */
export class UserError extends domainError<Code>() {
  /** Also for people of other organisations and partner keys: the id must not tell who exists elsewhere. */
  static notFound(): UserError {
    return new UserError('NOT_FOUND', USER_MESSAGES.notFound());
  }

  static identityDown(): UserError {
    return new UserError('IDENTITY_UNAVAILABLE', USER_MESSAGES.identityDown());
  }
}
