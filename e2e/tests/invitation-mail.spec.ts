// Invitations reach the invited person (issue 26): an administrator invites a colleague on the Users page, the API
// sends the invitation through a real SMTP server (the stack's mailbox, scripts/stack.ts), and the colleague opens
// the e-mail, follows its link, signs in with what it says, chooses a password and lands in the organisation as
// that member. The message is the only file of the stack holding the temporary password.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config.js';
import { fillSignIn, uniqueEmail } from './auth-helpers.js';
import { graphql, signIn } from './helpers.js';
import { DATA_DIR, invitationFor } from './mail-helpers.js';

const NEW_PASSWORD = 'Colleague-pass-2026';

/** Files under `dir` (but in the folders `skip`) whose bytes contain `secret`. */
async function filesHolding(dir: string, secret: string, skip: string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const wanted = Buffer.from(secret);
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    const top = path.slice(dir.length + 1).split('/')[0] ?? '';
    if (!entry.isFile() || skip.includes(top)) continue;
    if ((await readFile(path)).includes(wanted)) found.push(path);
  }
  return found;
}

test('an invited colleague reads the e-mail, follows its link, signs in and lands in the organisation', async ({
  page,
  browser,
}) => {
  // Two people's sign-ins, one with a first password to choose: slow on a busy machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('mail-invitee');
  await signIn(page, 'admin@demo.aid');
  await page.goto('/users');
  await page.getByTestId('users-invite').click();
  const invite = page.getByTestId('invite-user-form');
  await invite.getByTestId('invite-email').fill(email);
  await invite.getByLabel('Add a role').selectOption({ label: 'VIEWER' });
  await invite.getByTestId('invite-submit').click();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'INVITATION_SENT');

  // The e-mail as the SMTP server received it: our text (the emulator sends nothing), in the organisation's
  // language, with the app's sign-in link and what the first sign-in needs.
  const mail = await invitationFor(email);
  expect(mail.raw).toMatch(/^From: Aid platform <no-reply@aid\.localhost>\r?$/m);
  expect(mail.subject).toBe('You are invited to Demo Relief Organisation on the aid platform');
  expect(mail.link).toBe(`http://localhost:${E2E_PORTS.gateway}/login`);
  expect(mail.html).toContain(`<a href="${mail.link}">`);
  expect(mail.text).toContain(`  e-mail: ${email}\n`);
  expect(mail.password).toHaveLength(16);
  // Nowhere else on disk (the identity emulator's own user store aside, as Cognito's is on AWS): no outbox file.
  expect(await filesHolding(DATA_DIR, mail.password, ['mail', 'cognito'])).toEqual([]);

  // The colleague, in a browser of their own, clicks the link.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(mail.link);
  await fillSignIn(colleague, email, mail.password);
  await expect(colleague.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await colleague.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await colleague.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await colleague.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(colleague.getByTestId('topbar-org-name')).toHaveText('Demo Relief Organisation');
  // Signed in as the colleague, with the role the invitation gave.
  const { me } = await graphql<{ me: { user: { email: string }; memberships: { roles: { roleName: string }[] }[] } }>(
    colleague,
    context,
    '{ me { user { email } memberships { roles { roleName } } } }',
  );
  expect(me).toEqual({ user: { email }, memberships: [{ roles: [{ roleName: 'VIEWER' }] }] });
  // Their first request in the organisation (a VIEWER sees the programs) makes the membership ACTIVE.
  await colleague.goto('/programs');
  await expect(colleague.getByTestId('programs-total')).toBeVisible();
  await context.close();

  // The administrator sees the colleague as an active member now.
  await page.reload();
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'ACTIVE');
});
