import { expect, test } from '@playwright/test';
import { authenticatorApp, createUser, fillSignIn, PASSWORD, signInAs } from './auth-helpers.js';
import { signOut } from './helpers.js';

test('TOTP is set up on /security, then sign-in asks for a code; turning it off stops that', async ({ page }) => {
  const email = await createUser('mfa');
  await signInAs(page, email);
  await page.goto('/security');
  await expect(page.getByTestId('mfa-status')).toHaveText('Multi-factor authentication is off.');
  await expect(page.getByTestId('mfa-method-sms')).toContainText('Not available');
  await expect(page.getByTestId('mfa-method-sms')).toContainText('no text-message service set up');

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  await expect(page.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const nextCode = authenticatorApp(secret);

  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('mfa-error')).toHaveText('That code is not correct. Check it and try again.');

  await page.getByLabel('Code from the app').fill(await nextCode());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('mfa-notice')).toContainText('Multi-factor authentication is on.');
  await expect(page.getByTestId('mfa-status')).toHaveText('Multi-factor authentication is on.');
  await expect(page.getByTestId('mfa-preferred')).toBeVisible();

  await signOut(page);
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your security code' })).toBeVisible();
  await page.getByLabel('Security code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('That code is not correct. Check it and try again.');
  await page.getByLabel('Security code').fill(await nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('topbar-user-name')).toBeVisible();

  await page.goto('/security');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByTestId('mfa-turn-off-confirm').click();
  await expect(page.getByTestId('mfa-status')).toHaveText('Multi-factor authentication is off.');
  await signOut(page);
  await signInAs(page, email);
});
