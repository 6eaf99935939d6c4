// The shell against the real stack: the top menu per permissions, the profile menu, the MFA warning and the
// registration gate (spec §2, §4, §6).
import { expect, type Page, test } from '@playwright/test';
import { createUser, fillSignIn, PASSWORD } from './auth-helpers.js';
import { DEMO_PASSWORD, mfaWarningOpen, signIn, signOut } from './helpers.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openProfileMenu(page: Page) {
  await page.getByTestId('topbar-user-name').click();
  await expect(page.getByRole('menuitem', { name: 'Profile & organization' })).toBeVisible();
}

test('the ADMIN sees every section, User management and the MFA warning icon', async ({ page }) => {
  await signIn(page, 'admin@demo.aid');
  for (const name of ['Programs', 'Beneficiary management', 'Voucher scanning', 'Reconciliation', 'Smart forms']) {
    await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav(page).getByRole('button', { name: 'Reports' }).click();
  await expect(page.getByRole('menuitem', { name: 'Beneficiary lists' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Distribution summary' })).toBeVisible();
  await page.keyboard.press('Escape');

  await openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: 'User management' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Organizations' })).toHaveCount(0);
  await expect(page.getByTestId('menu-security-warning')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Activity Logs' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});

test('the field officer sees Programs, Voucher scanning and Reconciliation only', async ({ page }) => {
  await signIn(page, 'field@demo.aid');
  await expect(page).toHaveURL(/\/programs$/);
  for (const name of ['Programs', 'Voucher scanning', 'Reconciliation']) {
    await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav(page).getByRole('link', { name: 'Beneficiary management' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Smart forms' })).toHaveCount(0);
  await expect(nav(page).getByRole('button', { name: 'Reports' })).toHaveCount(0);
  await openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: 'User management' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Organizations' })).toHaveCount(0);
});

test('Organizations is offered only to the user with two organisations', async ({ page }) => {
  await signIn(page, 'multi@demo.aid');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByTestId('organization-card')).toHaveCount(2);
  await signOut(page);

  await signIn(page, 'partner@demo.aid');
  await openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Organizations' })).toHaveCount(0);
});

test('the MFA warning shows once per session to the ADMIN, and not after "Remind me later"', async ({ page }) => {
  const dialog = page.getByRole('dialog', { name: 'Protect your account with multi-factor authentication' });
  const signInByHand = async () => {
    await page.goto('/login');
    await fillSignIn(page, 'admin@demo.aid', DEMO_PASSWORD);
    await expect(page.getByTestId('topbar-user-name')).toBeVisible();
  };

  await signInByHand();
  expect(await mfaWarningOpen(page)).toBe(true);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // Same session: not again, even after a reload.
  await page.reload();
  expect(await mfaWarningOpen(page)).toBe(false);
  await expect(dialog).toHaveCount(0);

  // A new session shows it again; "Set up MFA" leads to the security page.
  await signOut(page);
  await signInByHand();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Set up MFA' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await signOut(page);

  // "Remind me later" holds for two days, across sign-ins.
  await signInByHand();
  await dialog.getByRole('button', { name: 'Remind me later' }).click();
  await signOut(page);
  await signInByHand();
  expect(await mfaWarningOpen(page)).toBe(false);
  await expect(dialog).toHaveCount(0);
});

test('the field officer does not get the MFA warning', async ({ page }) => {
  await signIn(page, 'field@demo.aid');
  expect(await mfaWarningOpen(page)).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a user who has not completed registration sees the menu disabled and the yellow banner', async ({ page }) => {
  const email = await createUser('gate');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/view$/);
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Profile');
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Pending');

  const reconciliation = nav(page).getByRole('button', { name: 'Reconciliation' });
  await expect(reconciliation).toBeDisabled();
  await expect(nav(page).getByRole('link')).toHaveCount(0);
  await reconciliation.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Complete registration to enable the menu');
  await reconciliation.click({ force: true });
  await expect(page).toHaveURL(/\/profile\/view$/);

  const banner = page.getByTestId('registration-banner');
  await expect(banner).toHaveText(
    'Your registration is not complete yet. Please complete your details and those of your organisation on the Profile & organizations page to enable the menu.',
  );
  await expect(banner).toHaveCSS('background-color', 'rgb(250, 176, 5)');
});

test('webview login mode shows the compact header, whose back button follows the breadcrumb trail', async ({
  page,
}) => {
  await page.goto('/login?webview=true');
  await fillSignIn(page, 'field@demo.aid', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByTestId('webview-title')).toHaveText('Programs');
  await expect(nav(page)).toHaveCount(0);

  // Two crumbs deep (Programs › the program): back goes to the parent crumb.
  await page.getByTestId('program-row').first().click();
  await expect(page.getByTestId('program-name')).toBeVisible();
  await expect(page.getByTestId('webview-title')).toHaveText('Programs');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/programs$/);

  // The mode is kept in the persisted state; /goBack without history lands on the landing page.
  await page.goto('/goBack');
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByTestId('webview-title')).toHaveText('Programs');
  await page.goto('/security?webview=false');
  await expect(page.getByTestId('topbar-user-name')).toBeVisible();
});
