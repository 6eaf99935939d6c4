import { expect, test } from '@playwright/test';
import { createUser, fillSignIn, PASSWORD, signInAs } from './auth-helpers.js';
import { signOut } from './helpers.js';

test('a forgotten password is reset with the e-mailed code, then the new password signs in', async ({ page }) => {
  const email = await createUser('forgot');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\?step=forgot$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  await page.getByLabel('Code from the e-mail').fill('000000');
  await page.getByLabel('New password', { exact: true }).fill('Reset-pass-2026');
  await page.getByLabel('Repeat the new password').fill('Reset-pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not correct. Check it and try again.');

  // COGNITO_FIXED_CODE of the e2e stack.
  await page.getByLabel('Code from the e-mail').fill('123456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('login-notice')).toHaveText(
    'Your password has been changed. Sign in with your new password.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect e-mail or password.');
  await fillSignIn(page, email, 'Reset-pass-2026');
  await expect(page.getByTestId('topbar-user-name')).toBeVisible();
});

test('a signed-in user changes the password on /security', async ({ page }) => {
  const email = await createUser('change');
  await signInAs(page, email);
  await page.goto('/security');
  const form = page.getByTestId('change-password-form');
  await form.getByLabel('Current password').fill('Not-the-password');
  await form.getByLabel('New password', { exact: true }).fill('Changed-pass-2026');
  await form.getByLabel('Repeat the new password').fill('Changed-pass-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('Your current password is not correct.');

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-changed')).toHaveText('Your password has been changed.');

  await signOut(page);
  await signInAs(page, email, 'Changed-pass-2026');
});
