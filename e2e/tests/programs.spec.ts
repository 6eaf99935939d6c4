import { expect, test } from '@playwright/test';
import { programNames, signIn } from './helpers.js';

// One name per run: the e2e stack starts from a fresh data folder, but a re-run against a kept one must pass too.
const programName = `E2E Borehole Repairs ${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });

test('the demo admin creates a program, sees it listed and filters to it', async ({ page }) => {
  await signIn(page, 'admin@demo.aid');
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Amina Admin');
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Demo Relief Organisation');
  await page.goto('/programs');
  expect(await programNames(page)).toContain('Clean Water 2026');

  await page.getByRole('button', { name: 'Create program' }).click();
  await page.getByLabel('Program name').fill(programName);
  await page.getByLabel('Description').fill('Repairs of village boreholes');
  await page.getByLabel('Currency').fill('EUR');
  await page.getByLabel('Budget').fill('1234.50');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByTestId('alert-success').filter({ hasText: programName })).toBeVisible();

  // Newest first by default: the new program heads the list, with its budget shown in major units.
  const first = page.getByTestId('program-row').first();
  await expect(first).toContainText(programName);
  await expect(first.getByTestId('program-budget')).toContainText('1,234.50');

  await page.getByRole('button', { name: 'Add condition' }).click();
  const row = page.getByTestId('filter-row').first();
  await row.getByLabel('Field').selectOption('PROGRAM_NAME');
  await row.getByLabel('Operator').selectOption('CONTAINS');
  await row.getByLabel('Value').fill('borehole repairs');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByTestId('programs-total')).toHaveText('Programs found: 1');
  expect(await programNames(page)).toEqual([programName]);

  await page.getByTestId('program-row').first().click();
  await expect(page.getByTestId('program-name')).toHaveText(programName);
});

test('a user of another organisation does not see it', async ({ page }) => {
  await signIn(page, 'partner@demo.aid');
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Partner Aid Network');
  await page.goto('/programs');
  const names = await programNames(page);
  expect(names).not.toContain(programName);
  expect(names).not.toContain('Clean Water 2026');
  expect(names).toContain('Shelter Support');

  await page.getByRole('button', { name: 'Add condition' }).click();
  const row = page.getByTestId('filter-row').first();
  await row.getByLabel('Field').selectOption('PROGRAM_NAME');
  await row.getByLabel('Operator').selectOption('CONTAINS');
  await row.getByLabel('Value').fill('Borehole');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByTestId('programs-empty')).toBeVisible();
});

test('the SELECTED field officer sees only their programs', async ({ page }) => {
  await signIn(page, 'field@demo.aid');
  await page.goto('/programs');
  await expect(page.getByTestId('programs-total')).toHaveText('Programs found: 2');
  expect((await programNames(page)).sort()).toEqual(['Clean Water 2026', 'Food Parcels']);
  // Their role has no CREATE access, so the button is not offered.
  await expect(page.getByRole('button', { name: 'Create program' })).toHaveCount(0);
});

test('a signed-out visitor is sent to sign-in and back to the page they asked for', async ({ page }) => {
  await page.goto('/programs?sort=NAME');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprograms%3Fsort%3DNAME$/);
  await page.getByLabel('Email').fill('admin@demo.aid');
  await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'Demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/programs\?sort=NAME$/);
});
