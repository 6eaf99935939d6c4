// Time-driven behaviour of the shell with Playwright's clock (no real waiting): the inactivity warning shared
// by two tabs (spec §4, §9) and alerts that dismiss themselves after 6 seconds.
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.js';

const EXPIRED = 'Your session has expired after 30 minutes of inactivity. Please log in again.';

const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

/** The countdown shown, in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('inactivity-countdown').textContent()) ?? '';
  const match = /^(\d+):(\d\d)$/.exec(text);
  if (!match) throw new Error(`Unexpected countdown "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

test('the inactivity warning opens in two tabs at once, closes in both, and signs out at 0', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  // Before any navigation, on both pages (the clock belongs to the context).
  await first.clock.install();
  await second.clock.install();

  await signIn(first, 'field@demo.aid');
  await second.goto('/programs');
  await expect(second.getByTestId('topbar-user-name')).toBeVisible();
  await expect(warning(first)).toHaveCount(0);

  // 25 minutes without activity: the warning opens in both tabs, with the 300-second countdown.
  await first.clock.fastForward(1_500_000);
  await expect(warning(first)).toBeVisible();
  await expect(warning(second)).toBeVisible();
  // The clock stands still while the countdown is read, so only the test moves it, not a busy machine's seconds.
  await first.clock.pauseAt((await first.evaluate(() => Date.now())) + 1000);
  const left = await secondsLeft(first);
  expect(left).toBeGreaterThan(290);
  expect(left).toBeLessThanOrEqual(300);
  // Same countdown in both tabs; the two readings are a few busy-machine seconds apart at most.
  expect(Math.abs((await secondsLeft(second)) - left)).toBeLessThanOrEqual(3);

  await first.clock.fastForward(60_000);
  await expect.poll(() => secondsLeft(first)).toBeLessThanOrEqual(left - 60);
  await expect.poll(() => secondsLeft(second)).toBeLessThanOrEqual(left - 60);
  expect(await secondsLeft(first)).toBeGreaterThan(left - 62);
  await first.clock.resume();

  // Closing it in one tab reloads that tab and closes it in the other.
  await second.getByRole('button', { name: 'Stay signed in', exact: true }).click();
  await expect(warning(first)).toHaveCount(0);
  await expect(second.getByTestId('topbar-user-name')).toBeVisible();
  await expect(warning(second)).toHaveCount(0);

  // 25 minutes more opens it again in both; 300 seconds later both tabs are signed out and told why.
  await first.clock.fastForward(1_500_000);
  await expect(warning(first)).toBeVisible();
  await expect(warning(second)).toBeVisible();
  await first.clock.fastForward(300_000);
  for (const page of [first, second]) {
    // /login, with the page the user was on to return to after signing in again.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprograms$/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }
});

test('a success alert dismisses itself after 6 seconds, with a progress bar', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'admin@demo.aid');
  await page.goto('/programs');
  await page.getByRole('button', { name: 'Create program' }).click();
  const name = `E2E Alert ${Date.now().toString(36)}`;
  await page.getByLabel('Program name').fill(name);
  await page.getByLabel('Currency').fill('EUR');
  // The clock stands still from here, so the alert's age is exactly what the test moves it by.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const alert = page.getByTestId('alert-success');
  await expect(alert).toContainText(name);
  await expect(alert.getByTestId('alert-progress')).toBeVisible();
  await page.clock.fastForward(5999);
  await expect(alert).toBeVisible();
  await page.clock.fastForward(1);
  await expect(alert).toHaveCount(0);
});
