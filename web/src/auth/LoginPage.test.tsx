// Component test: the identity service is replaced by a stub session, so no emulator runs here.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeTokens, Providers, testSession } from '../test/helpers.js';
import { IdentityError, type SignInOutcome } from './cognito.js';
import { LoginPage } from './LoginPage.js';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderLogin(entry: string, signIn: (email: string, password: string) => Promise<SignInOutcome>) {
  const session = testSession({ identity: { signIn } });
  render(
    <Providers session={session}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { session, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, email = 'admin@demo.aid', password = 'Secret-pass-1') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const rejectWith = (code: string) => async (): Promise<SignInOutcome> => {
  throw new IdentityError(code, 'from the service');
};

describe('LoginPage errors', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect e-mail or password.'],
    ['UserNotFoundException', 'Incorrect e-mail or password.'],
    ['TooManyRequestsException', 'Too many attempts. Please wait a moment and try again.'],
    ['LimitExceededException', 'Too many attempts. Please wait a moment and try again.'],
    [
      'UserNotConfirmedException',
      'Your e-mail address is not confirmed yet. Confirm it with the code you received, then sign in.',
    ],
    [
      'PasswordResetRequiredException',
      'Your password must be reset before you can sign in. Please contact your administrator.',
    ],
    ['NetworkError', 'Cannot reach the sign-in service. Check your internet connection and try again.'],
  ])('%s shows "%s"', async (code, message) => {
    const { user } = renderLogin('/login', rejectWith(code));
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('asks for both fields before calling the service', async () => {
    const signIn = vi.fn(rejectWith('NotAuthorizedException'));
    const { user } = renderLogin('/login', signIn);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the notice after a forced sign-out', () => {
    renderLogin('/login?status=not-authorized', rejectWith('NotAuthorizedException'));
    expect(screen.getByTestId('session-expired').textContent).toBe('Your session has expired. Please log in again.');
  });
});

describe('LoginPage redirect', () => {
  const signedIn = async (): Promise<SignInOutcome> => ({
    kind: 'signedIn',
    tokens: fakeTokens(Date.now() + 3_600_000),
  });

  it('goes back to the encoded redirect after signing in', async () => {
    const { user } = renderLogin(`/login?redirect=${encodeURIComponent('/programs?page=2')}`, signedIn);
    await submit(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/programs?page=2');
  });

  it('ignores a redirect to another site and goes to the landing route', async () => {
    const { user } = renderLogin(`/login?redirect=${encodeURIComponent('//evil.example/x')}`, signedIn);
    await submit(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
