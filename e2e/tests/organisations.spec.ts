// An administrator runs their organisation (issue "Organisations, profiles, users, roles"): a new user signs up and
// lifts the registration gate, an ADMIN invites a colleague with a custom role limited to one program, the colleague
// signs in with the e-mailed temporary password, and a member of two organisations switches between them.
import { expect, type Page, test } from '@playwright/test';
import { fillSignIn, PASSWORD, uniqueEmail } from './auth-helpers.js';
import { dismissMfaWarning, programNames, signIn, signOut } from './helpers.js';
import { invitationFor } from './mail-helpers.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function completeProfile(page: Page, first: string, last: string) {
  const form = page.getByTestId('profile-form');
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Phone number').fill('+254 712 345 678');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-completion')).toHaveText('Completed');
}

test('a new user signs up, completes profile and organisation, and the registration gate lifts', async ({ page }) => {
  const email = uniqueEmail('gate');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Confirmation code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('login-notice')).toBeVisible();
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Pending');
  await dismissMfaWarning(page);

  // Their own organisation, created at the first sign-in; the gate holds until both halves are complete.
  await expect(page.getByTestId('registration-banner')).toBeVisible();
  await page.goto('/profile/view');
  await completeProfile(page, 'Grace', 'Gatekeeper');
  await expect(page.getByTestId('registration-banner')).toBeVisible();

  const org = page.getByTestId('organization-form');
  await org.getByTestId('organization-organizationName').fill('Lakeside Relief');
  await org.getByTestId('organization-phoneNumber').fill('+254 20 123 4567');
  await org.getByTestId('organization-addressLine').fill('Kenyatta Avenue 12');
  await org.getByTestId('organization-addressCity').fill('Kisumu');
  await org.getByTestId('organization-addressCountryCode').fill('Keny');
  await page.getByRole('option', { name: /Kenya/ }).click();
  await page.getByTestId('organization-save').click();

  await expect(page.getByTestId('organization-completion')).toHaveText('Completed');
  await expect(page.getByTestId('registration-banner')).toHaveCount(0);
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Lakeside Relief');
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Grace Gatekeeper');
  await nav(page).getByRole('link', { name: 'Programs', exact: true }).click();
  await expect(page).toHaveURL(/\/programs$/);

  // Both saves are in their new organisation's log: the profile and the organisation, each with what changed.
  await page.goto('/activity-logs');
  const rows = page.getByTestId('activity-table').getByRole('row');
  const updated = rows.filter({ has: page.getByTestId('activity-action').filter({ hasText: 'Updated' }) });
  await expect(updated.filter({ hasText: 'Organisation' })).toHaveCount(1);
  await expect(updated.filter({ hasText: /User\b/ })).toHaveCount(1);
});

test('an ADMIN gives a custom role limited to one program to an invitee, who signs in and sees only that', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const roleName = `Camp North ${stamp}`;
  const email = uniqueEmail('invitee');
  await signIn(page, 'admin@demo.aid');
  await page.goto('/users');

  // A custom role: Programs VIEW on one selected program, nothing else.
  await page.getByTestId('roles-tab').click();
  await page.getByTestId('roles-new').click();
  const editor = page.getByTestId('role-editor');
  await editor.getByTestId('role-name-input').fill(roleName);
  await editor.getByTestId('cell-PROGRAMS-VIEW').selectOption('SELECTED');
  const picker = page.getByTestId('object-picker');
  await expect(picker).toBeVisible();
  await picker.getByTestId('picker-search').fill('Clean Water');
  await picker.getByRole('checkbox', { name: 'Clean Water 2026' }).check();
  await picker.getByTestId('picker-done').click();
  await editor.getByTestId('role-save').click();
  await expect(page.getByTestId('role-row').filter({ hasText: roleName })).toBeVisible();

  // The invitation, with that role.
  await page.getByTestId('users-tab').click();
  await page.getByTestId('users-invite').click();
  const invite = page.getByTestId('invite-user-form');
  await invite.getByTestId('invite-email').fill(email);
  await invite.getByLabel('Add a role').selectOption({ label: roleName });
  await invite.getByTestId('invite-submit').click();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'INVITATION_SENT');

  // The invitee, in a browser of their own, with the password from the e-mail.
  const temporary = (await invitationFor(email)).password;
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto('/login');
  await fillSignIn(invitee, email, temporary);
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await invitee.getByLabel('New password', { exact: true }).fill('Invitee-pass-2026');
  await invitee.getByLabel('Repeat the new password').fill('Invitee-pass-2026');
  await invitee.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(invitee.getByTestId('topbar-org-name')).toHaveText('Demo Relief Organisation');

  await invitee.goto('/profile/view');
  await completeProfile(invitee, 'Ivan', 'Invitee');
  await expect(invitee.getByTestId('registration-banner')).toHaveCount(0);
  // The menu shrinks to what the role gives (Reconciliation is always shown), and so does the list.
  await expect(nav(invitee).getByRole('link', { name: 'Programs', exact: true })).toBeVisible();
  await expect(nav(invitee).getByRole('link', { name: 'Beneficiary management' })).toHaveCount(0);
  await expect(nav(invitee).getByRole('link', { name: 'Voucher scanning' })).toHaveCount(0);
  await nav(invitee).getByRole('link', { name: 'Programs', exact: true }).click();
  expect(await programNames(invitee)).toEqual(['Clean Water 2026']);
  await context.close();

  // The administrator now sees them active, and every step in the activity log.
  await page.reload();
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'ACTIVE');
  await page.goto('/activity-logs');
  const table = page.getByTestId('activity-table');
  await expect(table.getByRole('row').filter({ hasText: 'Role' }).filter({ hasText: 'Created' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Invited' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Ivan Invitee' }).filter({ hasText: 'Signed in' })).toHaveCount(
    1,
  );
  await signOut(page);
});

test('a member of two organisations switches, and sees none of the first one after', async ({ page }) => {
  await signIn(page, 'multi@demo.aid');
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Demo Relief Organisation');
  await page.goto('/programs');
  expect(await programNames(page)).toContain('Clean Water 2026');

  await page.getByTestId('topbar-user-name').click();
  await page.getByRole('menuitem', { name: 'Organizations' }).click();
  const partner = page.getByTestId('organization-card').filter({ hasText: 'Partner Aid Network' });
  await partner.getByTestId('organization-switch').click();
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Partner Aid Network');

  await page.goto('/programs');
  const names = await programNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names).not.toContain('Clean Water 2026');
  await page.goto('/activity-logs');
  await expect(
    page.getByTestId('activity-table').getByRole('row').filter({ hasText: 'Switched organisation' }).first(),
  ).toBeVisible();
  // The choice is the user's default now: a new sign-in lands in the partner organisation.
  await signOut(page);
  await signIn(page, 'multi@demo.aid');
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Partner Aid Network');
  // Put it back for the other specs, which expect the relief organisation first.
  await page.getByTestId('topbar-user-name').click();
  await page.getByRole('menuitem', { name: 'Organizations' }).click();
  await page
    .getByTestId('organization-card')
    .filter({ hasText: 'Demo Relief Organisation' })
    .getByTestId('organization-switch')
    .click();
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Demo Relief Organisation');
});
