import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.js';

/** The actions shown on the page, as a set. */
const actions = async (page: Page) => new Set(await page.getByTestId('activity-action').allTextContents());

test('the demo admin filters the activity log, and the URL keeps the filter across a reload and Back', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.aid');
  await page.getByTestId('topbar-profile-menu').click();
  await page.getByTestId('menu-activity-logs').click();
  await expect(page).toHaveURL(/\/activity-logs$/);
  // The seeded log: creations and updates of the demo programs, the demo members' invitations and a disabling, and
  // (newest) the admin's own sign-in.
  await expect(page.getByTestId('activity-row').first()).toBeVisible();
  expect(await page.getByTestId('activity-row').count()).toBeGreaterThan(5);
  await expect.poll(() => actions(page)).toEqual(new Set(['Signed in', 'Created', 'Updated', 'Invited', 'Disabled']));

  await page.getByRole('button', { name: 'Add condition' }).click();
  const row = page.getByTestId('filter-row').first();
  await row.getByLabel('Field').selectOption('ACTION');
  await row.getByLabel('Operator').selectOption('EQUAL');
  await row.getByLabel('Value').selectOption('UPDATE');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/filter=/);
  const filtered = page.url();
  await expect.poll(() => actions(page)).toEqual(new Set(['Updated']));

  // A reload shows the same list, and the builder the filter in force.
  await page.reload();
  await expect.poll(() => actions(page)).toEqual(new Set(['Updated']));
  await expect(page.getByTestId('filter-row').first().getByLabel('Value')).toHaveValue('UPDATE');

  // Off to a changed program and Back: still filtered.
  await page.getByTestId('activity-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/programs\/prg--[^/]+\/view$/);
  await expect(page.getByTestId('program-name')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect.poll(() => actions(page)).toEqual(new Set(['Updated']));
  await expect(page.getByTestId('filter-row').first().getByLabel('Value')).toHaveValue('UPDATE');

  // Back once more: the list before the filter, and the builder without it.
  await page.goBack();
  await expect(page).toHaveURL(/\/activity-logs$/);
  await expect.poll(() => actions(page)).toEqual(new Set(['Signed in', 'Created', 'Updated', 'Invited', 'Disabled']));
  await expect(page.getByTestId('filter-row')).toHaveCount(0);
});

test('the demo admin exports the filtered activity log as a CSV file', async ({ page }) => {
  await signIn(page, 'admin@demo.aid');
  const filter = { connector: 'AND', conditions: [{ field: 'ACTION', operator: 'EQUAL', value: 'UPDATE' }] };
  await page.goto(`/activity-logs?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(page.getByTestId('activity-row').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('activity-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const lines = (await readFile(path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'When (UTC),User,E-mail,Action,Object type,Object id,Section,Page,"Changes (JSON: field → from, to)"',
  );
  // Only updates, as on screen, and at least as many as the first page shows.
  expect(lines.length - 1).toBeGreaterThanOrEqual(await page.getByTestId('activity-row').count());
  for (const line of lines.slice(1)) expect(line).toContain(',UPDATE,');
});
