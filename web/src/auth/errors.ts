// Maps identity-service errors of a sign-in attempt to plain-words messages (keys in i18n/en.ts). Sign-up and
// password changes need their own mapping: there InvalidPasswordException means the password policy.
import { IdentityError } from './cognito.js';

export type IdentityMessageKey =
  | 'auth.errors.incorrectCredentials'
  | 'auth.errors.notConfirmed'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.passwordResetRequired'
  | 'auth.errors.offline'
  | 'auth.errors.unknown';

export function signInErrorMessageKey(error: unknown): IdentityMessageKey {
  if (!(error instanceof IdentityError)) {
    return error instanceof TypeError ? 'auth.errors.offline' : 'auth.errors.unknown';
  }
  switch (error.code) {
    // Both get the same text so that the form does not reveal which e-mail addresses have an account.
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    // The local emulator answers a wrong password with this instead of NotAuthorizedException.
    case 'InvalidPasswordException':
      return 'auth.errors.incorrectCredentials';
    case 'UserNotConfirmedException':
      return 'auth.errors.notConfirmed';
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return 'auth.errors.tooManyAttempts';
    case 'PasswordResetRequiredException':
      return 'auth.errors.passwordResetRequired';
    case 'NetworkError':
      return 'auth.errors.offline';
    default:
      return 'auth.errors.unknown';
  }
}
