import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
// The constant itself, not a copy: e2e depends on @aid/api and @aid/identity only, and the file imports nothing.
import { VOUCHERS_PER_PAGE } from '../../common/src/vouchers/usage.js';
import { signIn } from './helpers.js';

// Distributions end to end (issue 9): a manager creates a voucher distribution for a locked list, is stopped by the
// budget check, lowers the amount, generates the entitlements while the progress bar shows and submits it; the API
// refuses the creator's own approval (four eyes) and a second administrator approves it. Then the families are
// told: 'en' and 'fr' SMS templates written in the editor, the notification job followed by its progress bar, a
// francophone family's message read in the outbox in French, its short link followed to the page with the QR, and
// the voucher PDF downloaded and read back (one page per VOUCHERS_PER_PAGE vouchers).

const PROGRAM = 'Market Vouchers';
const LOCKED_LIST = 'Winterisation 2026';

/** The program's view, reached through the programs list filtered to its name. */
async function openProgram(page: Page, name: string): Promise<void> {
  const filter = { connector: 'AND', conditions: [{ field: 'PROGRAM_NAME', operator: 'EQUAL', value: name }] };
  await page.goto(`/programs?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('program-name')).toHaveText(name);
  await expect(page.getByTestId('program-distributions')).toBeVisible();
}

/** Replaces the organisation's SMS template in `language` with `body`, written in the editor. */
async function writeTemplate(page: Page, language: string, body: string): Promise<void> {
  const existing = page.locator(`[data-testid="template-row"][data-language="${language}"]`);
  await expect(page.getByTestId('create-template')).toBeVisible();
  while ((await existing.count()) > 0) {
    const before = await existing.count();
    await existing.first().getByTestId('delete-template').click();
    await expect(existing).toHaveCount(before - 1);
  }
  await page.getByTestId('create-template').click();
  const editor = page.getByTestId('template-editor');
  await editor.getByTestId('template-language').fill(language);
  // The placeholder rule of common/ runs as the user types: a wrong token is underlined and named.
  await editor.getByTestId('template-body').fill('{first_name}');
  await expect(editor.getByTestId('bad-placeholder')).toHaveText('{first_name}');
  await expect(editor.getByTestId('placeholder-problem')).toContainText('use {first-name}');
  await editor.getByTestId('template-body').fill(body);
  await expect(editor.getByTestId('bad-placeholder')).toHaveCount(0);
  await editor.getByTestId('save-template').click();
  await expect(editor).toHaveCount(0);
  await expect(existing).toHaveCount(1);
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('a voucher distribution is checked against the budget, generated, submitted and approved by another', async ({
  browser,
}) => {
  // Two users sign in and a job runs: longer than the default minute on a shared machine.
  test.setTimeout(180_000);
  const manager = await signedInPage(browser, 'admin@demo.aid');
  await openProgram(manager, PROGRAM);
  const name = `E2E vouchers ${Date.now()}`;

  await manager.getByTestId('new-distribution').first().click();
  const form = manager.getByTestId('create-distribution-form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel('Type').selectOption('VOUCHER');
  const listSelect = form.getByTestId('distribution-list-select');
  const option = listSelect.locator('option', { hasText: LOCKED_LIST });
  await expect(option).toHaveCount(1);
  await listSelect.selectOption((await option.getAttribute('value')) ?? '');
  // The program's currency is the default; a million per family cannot fit a 75,000 budget.
  await expect(form.getByLabel('Currency')).toHaveValue('USD');
  await form.getByLabel('Amount per beneficiary').fill('1000000');
  await form.getByTestId('create-distribution-submit').click();

  await expect(manager.getByTestId('distribution-name')).toHaveText(name);
  await expect(manager.getByTestId('distribution-status')).toHaveText('Ready');
  const url = manager.url();

  // The budget check refuses, saying by how much.
  await manager.getByTestId('generate-entitlements').click();
  await expect(manager.getByTestId('budget-error')).toBeVisible();
  await expect(manager.getByTestId('budget-error')).toContainText(/budget/i);

  // Lowered to 1.00 a family, it fits.
  await manager.getByTestId('edit-distribution').click();
  const edit = manager.getByTestId('edit-distribution-form');
  await edit.getByLabel('Amount per beneficiary').fill('1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(manager.getByTestId('amount-per-beneficiary')).toHaveText('1.00 USD');

  await manager.getByTestId('generate-entitlements').click();
  await expect(manager.getByTestId('job-progress')).toBeVisible();
  await expect(manager.getByTestId('job-progress')).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
  await expect(manager.getByTestId('entitlements-table')).toBeVisible();
  await expect(manager.getByTestId('entitlement-row').first()).toBeVisible();

  await manager.getByTestId('submit-distribution').click();
  await expect(manager.getByTestId('distribution-status')).toHaveText('Approval pending');

  // Four eyes: the creator may not approve their own distribution, so Approve is not offered to them.
  await expect(manager.getByTestId('submit-distribution')).toHaveCount(0);
  await expect(manager.getByTestId('approve-distribution')).toHaveCount(0);
  await expect(manager.getByTestId('distribution-status')).toHaveText('Approval pending');

  const approver = await signedInPage(browser, 'multi@demo.aid');
  await approver.goto(url);
  await expect(approver.getByTestId('distribution-status')).toHaveText('Approval pending');
  await approver.getByTestId('approve-distribution').click();
  await expect(approver.getByTestId('distribution-status')).toHaveText('Approved');
  await expect(approver.getByTestId('approve-distribution')).toHaveCount(0);
  await expect(approver.getByTestId('approval-entry').first()).toHaveAttribute('data-decision', 'APPROVED');

  // The organisation's templates, written in the editor (the settings menu leads there).
  await manager.getByTestId('topbar-profile-menu').click();
  await manager.getByTestId('menu-message-templates').click();
  await expect(manager).toHaveURL(/\/message-templates$/);
  await writeTemplate(manager, 'en', 'Hello {first-name}, your E2E voucher: {short-url-link}');
  await writeTemplate(manager, 'fr', 'Bonjour {first-name}, votre bon E2E : {short-url-link}');

  // The notification job, followed by its progress bar until it ends.
  await manager.goto(url);
  await expect(manager.getByTestId('distribution-status')).toHaveText('Approved');
  const panel = manager.getByTestId('distribution-notifications');
  await expect(panel.getByTestId('notification-preview-body')).toBeVisible();
  await panel.getByTestId('send-notifications').click();
  await expect(panel.getByTestId('job-progress')).toBeVisible();
  await expect(panel.getByTestId('job-progress')).toHaveAttribute('data-status', 'COMPLETED', { timeout: 60_000 });
  await expect(panel.getByTestId('notification-row').first()).toBeVisible();

  // The outbox shows a francophone family's message in French, with a short link to the page with their QR.
  const distributionId = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  await manager.goto(`/outbox?distributionId=${encodeURIComponent(distributionId)}`);
  await expect(manager.getByTestId('outbox-row').first()).toBeVisible();
  // A few families of the list are francophone; their messages may be on any page of the outbox.
  const french = manager.getByTestId('outbox-row').filter({ hasText: 'votre bon E2E' }).first();
  const next = manager.getByTestId('outbox-next');
  while ((await french.count()) === 0 && (await next.count()) > 0 && (await next.isEnabled())) {
    const first = await manager.getByTestId('outbox-body').first().textContent();
    await next.click();
    await expect(manager.getByTestId('outbox-body').first()).not.toHaveText(first ?? '');
  }
  await expect(french).toBeVisible();
  await expect(french.getByTestId('outbox-body')).toContainText('Bonjour');
  const shortLink = (await french.getByTestId('outbox-link').first().getAttribute('href')) ?? '';
  expect(shortLink).toMatch(/\/v\/[^/]+$/);
  const voucherPage = await manager.context().newPage();
  const answer = await voucherPage.goto(shortLink);
  expect(answer?.status()).toBe(200);
  await expect(voucherPage.locator('svg').first()).toBeVisible();
  await voucherPage.close();

  // The voucher PDF: one page per VOUCHERS_PER_PAGE vouchers, counted in the file itself.
  await manager.goto(url);
  const vouchers = Number(await manager.getByTestId('distribution-total-entitlements').textContent());
  expect(vouchers).toBeGreaterThan(0);
  const [download] = await Promise.all([manager.waitForEvent('download'), manager.getByTestId('voucher-pdf').click()]);
  const pdf = (await readFile(await download.path())).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // Page objects, not the /Pages tree node.
  const pages = pdf.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? [];
  expect(pages.length).toBe(Math.ceil(vouchers / VOUCHERS_PER_PAGE));

  await manager.context().close();
  await approver.context().close();
});
