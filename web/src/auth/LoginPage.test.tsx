// Component test of /login: the identity service is stubbed (testSession), so no emulator runs here.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { type Challenge, type IdentityClient, IdentityError, type SignInOutcome } from './cognito.js';
import { LoginPage } from './LoginPage.js';

function Where() {
  const location = useLocation();
  return (
    <div data-testid="location" data-email={(location.state as { email?: string } | null)?.email ?? ''}>
      {location.pathname + location.search}
    </div>
  );
}

function renderLogin(entry: string, identity: Partial<IdentityClient>) {
  const { session } = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url: entry, session: testSession({ identity }) },
  );
  return { session, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, email = 'admin@demo.aid', password = 'Secret-pass-1') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const rejectWith = (code: string) => async (): Promise<never> => {
  throw new IdentityError(code, 'from the service');
};

const signedIn = async (): Promise<SignInOutcome> => ({
  kind: 'signedIn',
  tokens: fakeTokens(Date.now() + 3_600_000),
});

function challenge(challengeName: string, parameters: Record<string, string> = {}): Challenge {
  return { kind: 'challenge', challengeName, session: `session-${challengeName}`, parameters, username: 'user-uuid' };
}

describe('LoginPage errors', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect e-mail or password.'],
    ['UserNotFoundException', 'Incorrect e-mail or password.'],
    // cognito-local's answer to a wrong password.
    ['InvalidPasswordException', 'Incorrect e-mail or password.'],
    ['TooManyRequestsException', 'Too many attempts. Please wait a moment and try again.'],
    ['TooManyFailedAttemptsException', 'Too many attempts. Please wait a moment and try again.'],
    ['LimitExceededException', 'Too many attempts. Please wait a moment and try again.'],
    [
      'PasswordResetRequiredException',
      'Your password must be reset before you can sign in. Please contact your administrator.',
    ],
    ['NetworkError', 'Cannot reach the sign-in service. Check your internet connection and try again.'],
  ])('%s shows "%s"', async (code, message) => {
    const { user } = renderLogin('/login', { signIn: rejectWith(code) });
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers the code step to a user whose e-mail is not confirmed', async () => {
    const { user } = renderLogin('/login?redirect=%2Fprograms', { signIn: rejectWith('UserNotConfirmedException') });
    await submit(user, 'new@example.org');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your e-mail address is not confirmed yet. Confirm it with the code you received, then sign in.',
    );
    await user.click(screen.getByRole('link', { name: 'Enter the confirmation code' }));
    const where = screen.getByTestId('location');
    expect(where.textContent).toBe('/signup?step=confirm&redirect=%2Fprograms');
    expect(where.dataset.email).toBe('new@example.org');
  });

  it('asks for both fields before calling the service', async () => {
    const signIn = vi.fn(rejectWith('NotAuthorizedException'));
    const { user } = renderLogin('/login', { signIn });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the notice after a forced sign-out', () => {
    renderLogin('/login?status=not-authorized', {});
    expect(screen.getByTestId('session-expired').textContent).toBe('Your session has expired. Please log in again.');
  });
});

describe('LoginPage redirect', () => {
  it('goes back to the encoded redirect after signing in', async () => {
    const { user } = renderLogin(`/login?redirect=${encodeURIComponent('/programs?page=2')}`, { signIn: signedIn });
    await submit(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/programs?page=2');
  });

  it('ignores a redirect to another site and goes to the landing route', async () => {
    const { user } = renderLogin(`/login?redirect=${encodeURIComponent('//evil.example/x')}`, { signIn: signedIn });
    await submit(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});

describe('LoginPage MFA step (SOFTWARE_TOKEN_MFA)', () => {
  it('asks for the code, answers the challenge with it and goes on to the redirect', async () => {
    const mfa = challenge('SOFTWARE_TOKEN_MFA', { USER_ID_FOR_SRP: 'user-uuid' });
    const respondToChallenge = vi.fn(signedIn);
    const { user } = renderLogin('/login?redirect=%2Fsecurity', { signIn: async () => mfa, respondToChallenge });
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Enter your security code' })).toBeTruthy();
    const code = screen.getByLabelText('Security code');
    // Only digits get through the keystroke filter.
    await user.type(code, '12ab34-56');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(respondToChallenge).toHaveBeenCalledWith(mfa, { SOFTWARE_TOKEN_MFA_CODE: '123456' });
    expect((await screen.findByTestId('location')).textContent).toBe('/security');
  });

  it('says a wrong code in words and stays on the step', async () => {
    const { user } = renderLogin('/login', {
      signIn: async () => challenge('SOFTWARE_TOKEN_MFA'),
      respondToChallenge: rejectWith('CodeMismatchException'),
    });
    await submit(user);
    await user.type(await screen.findByLabelText('Security code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not correct. Check it and try again.');
    expect(screen.getByLabelText('Security code')).toBeTruthy();
  });

  it('wants six digits before calling the service', async () => {
    const respondToChallenge = vi.fn(signedIn);
    const { user } = renderLogin('/login', { signIn: async () => challenge('SOFTWARE_TOKEN_MFA'), respondToChallenge });
    await submit(user);
    await user.type(await screen.findByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    expect(respondToChallenge).not.toHaveBeenCalled();
  });

  it('goes back to the password form when the challenge session has expired', async () => {
    const { user } = renderLogin('/login', {
      signIn: async () => challenge('SOFTWARE_TOKEN_MFA'),
      respondToChallenge: rejectWith('NotAuthorizedException'),
    });
    await submit(user);
    await user.type(await screen.findByLabelText('Security code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in step took too long. Please sign in again.',
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('answers SELECT_MFA_TYPE with the authenticator app and shows its code step', async () => {
    const select = challenge('SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' });
    const respondToChallenge = vi.fn(async () => challenge('SOFTWARE_TOKEN_MFA'));
    const { user } = renderLogin('/login', { signIn: async () => select, respondToChallenge });
    await submit(user);
    expect(await screen.findByLabelText('Security code')).toBeTruthy();
    expect(respondToChallenge).toHaveBeenCalledWith(select, { ANSWER: 'SOFTWARE_TOKEN_MFA' });
  });

  it('explains that SMS codes are not set up here', async () => {
    const { user } = renderLogin('/login', { signIn: async () => challenge('SMS_MFA') });
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('text messages are not set up for this platform');
  });
});

describe('LoginPage first sign-in of an invited user (NEW_PASSWORD_REQUIRED)', () => {
  it('asks for a new password of at least 8 characters, twice, and signs in with it', async () => {
    const invited = challenge('NEW_PASSWORD_REQUIRED', { requiredAttributes: '[]' });
    const respondToChallenge = vi.fn(signedIn);
    const { user } = renderLogin('/login?redirect=%2Fprofile%2Fview', {
      signIn: async () => invited,
      respondToChallenge,
    });
    await submit(user, 'invited@example.org', 'Temp-pass-1');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'My-own-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'My-own-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(respondToChallenge).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'My-own-password');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(respondToChallenge).toHaveBeenCalledWith(invited, { NEW_PASSWORD: 'My-own-password' });
    expect((await screen.findByTestId('location')).textContent).toBe('/profile/view');
  });

  it('goes on to the MFA step when the account also has MFA', async () => {
    const { user } = renderLogin('/login', {
      signIn: async () => challenge('NEW_PASSWORD_REQUIRED'),
      respondToChallenge: async () => challenge('SOFTWARE_TOKEN_MFA'),
    });
    await submit(user);
    await user.type(await screen.findByLabelText('New password'), 'My-own-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'My-own-password');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByLabelText('Security code')).toBeTruthy();
  });
});

describe('LoginPage forgotten password (/login?step=forgot)', () => {
  async function resetFlow(forgotPassword: IdentityClient['forgotPassword']) {
    const confirmForgotPassword = vi.fn(async () => {});
    const { user } = renderLogin('/login?redirect=%2Fprograms', { forgotPassword, confirmForgotPassword });
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If an account exists for someone@example.org/)).toBeTruthy();
    return { user, confirmForgotPassword };
  }

  it('sends a code, sets the new password with it and returns to sign-in with the address filled in', async () => {
    const forgotPassword = vi.fn(async () => ({ destination: 's***@e***' }));
    const { user, confirmForgotPassword } = await resetFlow(forgotPassword);
    expect(forgotPassword).toHaveBeenCalledWith('someone@example.org');

    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(confirmForgotPassword).toHaveBeenCalledWith('someone@example.org', '123456', 'Brand-new-pass');
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'Your password has been changed. Sign in with your new password.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('someone@example.org');
  });

  it('does not reveal that an address has no account', async () => {
    await resetFlow(rejectWith('UserNotFoundException'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a wrong or expired code in words', async () => {
    const { user, confirmForgotPassword } = await resetFlow(async () => ({}));
    confirmForgotPassword.mockRejectedValueOnce(new IdentityError('ExpiredCodeException', 'x'));
    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code has expired or was already used. Ask for a new code and try again.',
    );
  });
});
