// Maps identity-service errors to plain-words messages (keys in i18n/auth.en.ts). The same code means different
// things in different steps (InvalidPasswordException is a wrong password at sign-in on the emulator, the
// password policy at sign-up), so every mapping names the step it is for.
import { IdentityError } from './cognito.js';

export type IdentityAction =
  | 'signIn'
  | 'challenge'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'mfa';

export type IdentityMessageKey =
  | 'auth.errors.incorrectCredentials'
  | 'auth.errors.notConfirmed'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.passwordResetRequired'
  | 'auth.errors.codeMismatch'
  | 'auth.errors.codeExpired'
  | 'auth.errors.userExists'
  | 'auth.errors.passwordPolicy'
  | 'auth.errors.currentPasswordWrong'
  | 'auth.errors.challengeExpired'
  | 'auth.errors.confirmRefused'
  | 'auth.errors.alreadyConfirmed'
  | 'auth.errors.resendUnavailable'
  | 'auth.errors.invalidEmail'
  | 'auth.errors.sessionExpired'
  | 'auth.errors.offline'
  | 'auth.errors.unknown';

const TOO_MANY = new Set(['TooManyFailedAttemptsException', 'TooManyRequestsException', 'LimitExceededException']);
const WRONG_CODE = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

function forAction(error: IdentityError, action: IdentityAction): IdentityMessageKey | undefined {
  const { code } = error;
  switch (action) {
    case 'signIn':
      // One text for all three so that the form does not reveal which e-mail addresses have an account; the
      // local emulator answers a wrong password with InvalidPasswordException instead of NotAuthorizedException.
      if (code === 'NotAuthorizedException' || code === 'UserNotFoundException' || code === 'InvalidPasswordException')
        return 'auth.errors.incorrectCredentials';
      if (code === 'UserNotConfirmedException') return 'auth.errors.notConfirmed';
      if (code === 'PasswordResetRequiredException') return 'auth.errors.passwordResetRequired';
      return undefined;
    case 'challenge':
      if (WRONG_CODE.has(code)) return 'auth.errors.codeMismatch';
      if (code === 'ExpiredCodeException') return 'auth.errors.codeExpired';
      if (code === 'InvalidPasswordException') return 'auth.errors.passwordPolicy';
      // The challenge session lasts a few minutes; after that the service refuses it.
      if (code === 'NotAuthorizedException') return 'auth.errors.challengeExpired';
      return undefined;
    case 'signUp':
      if (code === 'UsernameExistsException') return 'auth.errors.userExists';
      if (code === 'InvalidPasswordException') return 'auth.errors.passwordPolicy';
      if (code === 'InvalidParameterException') return 'auth.errors.invalidEmail';
      return undefined;
    case 'confirmSignUp':
      if (WRONG_CODE.has(code)) return 'auth.errors.codeMismatch';
      if (code === 'ExpiredCodeException') return 'auth.errors.codeExpired';
      if (code === 'NotAuthorizedException' || code === 'UserNotFoundException') return 'auth.errors.confirmRefused';
      return undefined;
    case 'resendCode':
      // cognito-local does not implement ResendConfirmationCode and answers HTTP 500.
      if ((error.status ?? 0) >= 500 || code === 'Unsupported') return 'auth.errors.resendUnavailable';
      if (code === 'InvalidParameterException') return 'auth.errors.alreadyConfirmed';
      if (code === 'UserNotFoundException' || code === 'NotAuthorizedException') return 'auth.errors.confirmRefused';
      return undefined;
    case 'forgotPassword':
      if (code === 'InvalidParameterException') return 'auth.errors.invalidEmail';
      return undefined;
    case 'resetPassword':
      // An unknown address gets the wrong-code text: the reset form must not reveal who has an account.
      if (WRONG_CODE.has(code) || code === 'UserNotFoundException') return 'auth.errors.codeMismatch';
      if (code === 'ExpiredCodeException') return 'auth.errors.codeExpired';
      if (code === 'InvalidPasswordException') return 'auth.errors.passwordPolicy';
      return undefined;
    case 'changePassword':
      if (code === 'NotAuthorizedException') return 'auth.errors.currentPasswordWrong';
      // The real service says the policy ("Password does not conform to policy…"); the emulator uses the same
      // code for a wrong current password.
      if (code === 'InvalidPasswordException')
        return /conform|policy/i.test(error.message)
          ? 'auth.errors.passwordPolicy'
          : 'auth.errors.currentPasswordWrong';
      return undefined;
    case 'mfa':
      if (WRONG_CODE.has(code)) return 'auth.errors.codeMismatch';
      if (code === 'NotAuthorizedException') return 'auth.errors.sessionExpired';
      return undefined;
  }
}

export function identityErrorMessageKey(error: unknown, action: IdentityAction): IdentityMessageKey {
  if (!(error instanceof IdentityError)) {
    return error instanceof TypeError ? 'auth.errors.offline' : 'auth.errors.unknown';
  }
  if (error.code === 'NetworkError') return 'auth.errors.offline';
  if (TOO_MANY.has(error.code)) return 'auth.errors.tooManyAttempts';
  return forAction(error, action) ?? 'auth.errors.unknown';
}

export function signInErrorMessageKey(error: unknown): IdentityMessageKey {
  return identityErrorMessageKey(error, 'signIn');
}
