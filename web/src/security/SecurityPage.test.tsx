// Component test of /security: the identity service is stubbed (testSession) and so is the QR drawing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type GetUserResponse, type IdentityClient, IdentityError } from '../auth/cognito.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { RefreshMfaStatusDocument } from './refreshMfa.js';
import { SecurityPage } from './SecurityPage.js';

const qr = vi.hoisted(() => ({
  toDataURL: vi.fn(async (_text: string, _options?: unknown) => 'data:image/png;base64,QR'),
}));
vi.mock('qrcode', () => qr);

function user(mfa: Partial<GetUserResponse> = {}): GetUserResponse {
  return { Username: 'uuid-1', UserAttributes: [{ Name: 'email', Value: 'amina@example.org' }], ...mfa };
}

function renderSecurity(identity: Partial<IdentityClient>) {
  const tokens = fakeTokens(Date.now() + 3_600_000);
  // The platform reads the new MFA state after each change (refreshMfaStatus), so a required MFA takes effect.
  const refreshed = vi.fn(() => ({
    data: { refreshMfaStatus: { __typename: 'MfaSettings', mfaEnabled: true, mfaPreferred: 'SOFTWARE_TOKEN_MFA' } },
  }));
  renderWithProviders(<SecurityPage />, {
    session: testSession({ identity, tokens }),
    mocks: [{ request: { query: RefreshMfaStatusDocument }, result: refreshed, maxUsageCount: 5 }],
  });
  return { accessToken: tokens.accessToken, ui: userEvent.setup(), refreshed };
}

describe('SecurityPage: multi-factor authentication', () => {
  it('shows the state from GetUser, and SMS as not available with the reason', async () => {
    const getUser = vi.fn(async () =>
      user({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' }),
    );
    const { accessToken } = renderSecurity({ getUser });
    expect((await screen.findByTestId('mfa-status')).textContent).toBe('Multi-factor authentication is on.');
    expect(getUser).toHaveBeenCalledWith(accessToken);
    const totp = screen.getByTestId('mfa-method-totp');
    expect(within(totp).getByText('Enabled')).toBeTruthy();
    expect(within(totp).getByText('Preferred')).toBeTruthy();
    const sms = screen.getByTestId('mfa-method-sms');
    expect(within(sms).getByText('Not available')).toBeTruthy();
    expect(within(sms).getByText(/no text-message service set up/)).toBeTruthy();
  });

  it('turns TOTP on: secret as QR code and text, a 6-digit code, then enabled and preferred', async () => {
    let enabled = false;
    const getUser = vi.fn(async () =>
      enabled
        ? user({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' })
        : user(),
    );
    const associateSoftwareToken = vi.fn(async () => 'JBSWY3DPEHPK3PXP');
    const verifySoftwareToken = vi.fn(async () => {});
    const setSoftwareTokenMfa = vi.fn(async () => {
      enabled = true;
    });
    const { ui, accessToken, refreshed } = renderSecurity({
      getUser,
      associateSoftwareToken,
      verifySoftwareToken,
      setSoftwareTokenMfa,
    });
    expect((await screen.findByTestId('mfa-status')).textContent).toBe('Multi-factor authentication is off.');

    await ui.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(qr.toDataURL.mock.calls[0]?.[0]).toBe(
      'otpauth://totp/Aid%20platform:amina%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Aid%20platform',
    );
    expect(screen.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeTruthy();

    await ui.type(screen.getByLabelText('Code from the app'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByTestId('mfa-notice')).toBeTruthy();
    expect(verifySoftwareToken).toHaveBeenCalledWith(accessToken, '123456');
    expect(setSoftwareTokenMfa).toHaveBeenCalledWith(accessToken, true);
    await screen.findByText('Multi-factor authentication is on.', { selector: '[data-testid="mfa-status"] *' });
    expect(getUser).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
  });

  it('says a wrong set-up code in words', async () => {
    const { ui } = renderSecurity({
      getUser: async () => user(),
      associateSoftwareToken: async () => 'SECRET',
      verifySoftwareToken: async () => {
        throw new IdentityError('EnableSoftwareTokenMFAException', 'Code mismatch');
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await ui.type(await screen.findByLabelText('Code from the app'), '000000');
    await ui.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect((await screen.findByTestId('mfa-error')).textContent).toBe(
      'That code is not correct. Check it and try again.',
    );
  });

  it('turns TOTP off after a confirmation', async () => {
    let enabled = true;
    const setSoftwareTokenMfa = vi.fn(async () => {
      enabled = false;
    });
    const { ui, accessToken, refreshed } = renderSecurity({
      getUser: async () => (enabled ? user({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }) : user()),
      setSoftwareTokenMfa,
    });
    await ui.click(await screen.findByRole('button', { name: 'Turn off' }));
    await ui.click(await screen.findByTestId('mfa-turn-off-confirm'));
    expect(setSoftwareTokenMfa).toHaveBeenCalledWith(accessToken, false);
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    expect((await screen.findByTestId('mfa-notice')).textContent).toBe('Multi-factor authentication is off.');
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
  });

  it('offers to make an enabled but not preferred app the preferred method', async () => {
    const setSoftwareTokenMfa = vi.fn(async () => {});
    const { ui } = renderSecurity({
      getUser: async () => user({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }),
      setSoftwareTokenMfa,
    });
    await ui.click(await screen.findByRole('button', { name: 'Make it the preferred method' }));
    expect(setSoftwareTokenMfa).toHaveBeenCalledWith(expect.any(String), true);
  });
});

describe('SecurityPage: change password', () => {
  async function change(ui: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat = next) {
    await ui.type(screen.getByLabelText('Current password'), current);
    await ui.type(screen.getByLabelText('New password'), next);
    await ui.type(screen.getByLabelText('Repeat the new password'), repeat);
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('changes the password with the previous and the new one', async () => {
    const changePassword = vi.fn(async () => {});
    const { ui, accessToken } = renderSecurity({ getUser: async () => user(), changePassword });
    await change(ui, 'Old-password-1', 'New-password-1');
    expect(changePassword).toHaveBeenCalledWith(accessToken, 'Old-password-1', 'New-password-1');
    expect((await screen.findByTestId('password-changed')).textContent).toBe('Your password has been changed.');
  });

  it('wants at least 8 characters and the same password twice', async () => {
    const changePassword = vi.fn(async () => {});
    const { ui } = renderSecurity({ getUser: async () => user(), changePassword });
    await change(ui, 'Old-password-1', 'short');
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    await ui.clear(screen.getByLabelText('New password'));
    await ui.type(screen.getByLabelText('New password'), 'New-password-2');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', 'Your current password is not correct.'],
    // cognito-local's answer to a wrong current password.
    ['InvalidPasswordException', 'Invalid password', 'Your current password is not correct.'],
    ['LimitExceededException', 'Attempt limit exceeded', 'Too many attempts. Please wait a moment and try again.'],
  ])('%s is said in words', async (code, serviceMessage, message) => {
    const { ui } = renderSecurity({
      getUser: async () => user(),
      changePassword: async () => {
        throw new IdentityError(code, serviceMessage);
      },
    });
    await change(ui, 'Wrong-password', 'New-password-1');
    expect((await screen.findByTestId('password-error')).textContent).toBe(message);
  });
});
