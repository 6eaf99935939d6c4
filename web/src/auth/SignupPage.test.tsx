// Component test of /signup: the identity service is stubbed (testSession), so no emulator runs here.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../test/helpers.js';
import { type IdentityClient, IdentityError } from './cognito.js';
import { LoginPage } from './LoginPage.js';
import { SignupPage } from './SignupPage.js';

function renderSignup(entry: string, identity: Partial<IdentityClient>) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
    </Routes>,
    { url: entry, session: testSession({ identity }) },
  );
  return userEvent.setup();
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignupPage', () => {
  it('signs up, confirms the e-mail with the code and goes to sign-in with the address filled in', async () => {
    const signUp = vi.fn(async () => ({ userConfirmed: false, destination: 'n***@e***' }));
    const confirmSignUp = vi.fn(async () => {});
    const user = renderSignup('/signup', { signUp, confirmSignUp });

    await fillSignUp(user, 'new@example.org', 'A-good-password');
    expect(signUp).toHaveBeenCalledWith('new@example.org', 'A-good-password');
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeTruthy();
    expect(
      screen.getByText('We sent a 6-digit code to new@example.org. Enter it to confirm your address.'),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmSignUp).toHaveBeenCalledWith('new@example.org', '123456');
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'Your e-mail address is confirmed. Sign in to continue.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.org');
  });

  it('checks the address and the 8-character minimum before calling the service', async () => {
    const signUp = vi.fn(async () => ({ userConfirmed: false }));
    const user = renderSignup('/signup', { signUp });
    await fillSignUp(user, 'not-an-address', 'short');
    expect(screen.getByText('Enter an e-mail address such as name@example.org.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    [
      'UsernameExistsException',
      'An account with this e-mail address already exists. Sign in, or reset your password if you have forgotten it.',
    ],
    ['InvalidPasswordException', 'This password is not accepted. Use at least 8 characters.'],
    ['TooManyRequestsException', 'Too many attempts. Please wait a moment and try again.'],
  ])('%s is said in words', async (code, message) => {
    const user = renderSignup('/signup', {
      signUp: async () => {
        throw new IdentityError(code, 'from the service');
      },
    });
    await fillSignUp(user, 'someone@example.org', 'A-good-password');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it.each([
    ['CodeMismatchException', 'That code is not correct. Check it and try again.'],
    ['ExpiredCodeException', 'That code has expired or was already used. Ask for a new code and try again.'],
  ])('a refused code (%s) is said in words', async (code, message) => {
    const user = renderSignup('/signup?step=confirm', {
      confirmSignUp: async () => {
        throw new IdentityError(code, 'x');
      },
    });
    // Reached without the address (from a link): the step asks for it.
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.type(screen.getByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('explains plainly when the identity service cannot send a new code (HTTP 500)', async () => {
    const user = renderSignup('/signup?step=confirm', {
      resendConfirmationCode: async () => {
        throw new IdentityError('Unsupported', 'Cognito Local unsupported feature: …', 500);
      },
    });
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'A new code cannot be sent by this sign-in service. Use the code from the e-mail you already received (look in your spam folder too); if you cannot find it, contact your administrator.',
    );
    expect(alert.textContent).not.toContain('Cognito Local');
  });

  it('confirms that a new code was sent where the service supports it', async () => {
    const user = renderSignup('/signup?step=confirm', {
      resendConfirmationCode: async () => ({ destination: 's***@e***' }),
    });
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByTestId('signup-resent')).textContent).toBe('A new code has been sent to s***@e***.');
  });
});
