import { expect, test } from '@playwright/test';
import { fillSignIn, PASSWORD, uniqueEmail } from './auth-helpers.js';

test('a new user signs up, confirms the e-mail with the code and signs in to an organisation not named yet', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  // Pages load on first visit: the sign-in form stays until the sign-up page is there.
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?step=confirm$/);

  // The emulator cannot resend codes (HTTP 500): the page says so in words, not with the service's error.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^A new code cannot be sent by this sign-in service\./);

  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not correct. Check it and try again.');

  // COGNITO_FIXED_CODE of the e2e stack.
  await page.getByLabel('Confirmation code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText('Your e-mail address is confirmed. Sign in to continue.');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Profile');
  // Self-signup: their own organisation, "Pending" until they name it on the profile page.
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Pending');
});

test('an unconfirmed user is offered the code step at sign-in, and an existing address is refused at sign-up', async ({
  page,
}) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();

  await page.goto('/login');
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toContainText('Your e-mail address is not confirmed yet.');
  await page.getByRole('link', { name: 'Enter the confirmation code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await page.getByLabel('Confirmation code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('login-notice')).toBeVisible();

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('An account with this e-mail address already exists.');
});
