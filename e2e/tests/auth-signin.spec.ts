import { expect, test } from '@playwright/test';
import { createUser, fillSignIn, inviteUser, PASSWORD, signInAs, uniqueEmail } from './auth-helpers.js';
import { signOut } from './helpers.js';

test('a wrong password and an unknown address get the same message', async ({ page }) => {
  const email = await createUser('wrong-password');
  await page.goto('/login');
  await fillSignIn(page, email, 'Not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect e-mail or password.');

  await fillSignIn(page, uniqueEmail('nobody'), PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect e-mail or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor goes through sign-in and back to the page and query they asked for', async ({ page }) => {
  const email = await createUser('redirect');
  await page.goto('/security?from=e2e#password');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsecurity%3Ffrom%3De2e$/);
  // The redirect survives a detour through the sign-up page and back.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fsecurity%3Ffrom%3De2e$/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/security\?from=e2e$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
});

test('a redirect to another site is not followed', async ({ page }) => {
  const email = await createUser('evil-redirect');
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByTestId('topbar-user-name')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/profile\/view$/);
});

test('an invited user chooses a password at the first sign-in and signs in with it afterwards', async ({ page }) => {
  const email = await inviteUser('invited', 'Temp-pass-123');
  await page.goto('/login');
  await fillSignIn(page, email, 'Temp-pass-123');
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Short');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Own-pass-2026');
  await page.getByLabel('Repeat the new password').fill('Own-pass-2026');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Profile');

  await signOut(page);
  await signInAs(page, email, 'Own-pass-2026');
});
