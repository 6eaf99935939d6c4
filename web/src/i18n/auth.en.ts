// English texts of sign-in, sign-up and the security page (the auth domain). Kept apart from
// en.ts so the auth screens and the shell can grow without touching the same file.

export const authEn = {
  auth: {
    login: {
      title: 'Sign in',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      noAccount: 'No account yet?',
      signUp: 'Create an account',
      sessionExpired: 'Your session has expired. Please log in again.',
      emailRequired: 'Enter your e-mail address.',
      passwordRequired: 'Enter your password.',
      challengeUnsupported:
        'This account needs an extra sign-in step (a new password or a security code) that is not available here yet. Please contact your administrator.',
    },
    signup: {
      title: 'Sign up',
      notAvailable:
        "Signing up is not available yet. Ask your organisation's administrator to invite you, then sign in.",
      backToLogin: 'Back to sign in',
    },
    errors: {
      incorrectCredentials: 'Incorrect e-mail or password.',
      notConfirmed: 'Your e-mail address is not confirmed yet. Confirm it with the code you received, then sign in.',
      tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
      passwordResetRequired: 'Your password must be reset before you can sign in. Please contact your administrator.',
      offline: 'Cannot reach the sign-in service. Check your internet connection and try again.',
      unknown: 'Signing in failed. Please try again.',
    },
  },
  security: {
    title: 'Security',
    mfaEnabled: 'Multi-factor authentication is enabled.',
    mfaDisabled:
      'Multi-factor authentication is not enabled. Turning it on protects your account if your password is ever leaked.',
    manageLater: 'Changing your password and setting up multi-factor authentication are not available here yet.',
  },
};
