// A real render crash: the error screen of spec §2 and its report with POST /log-error (spec §7, §8). The app is
// opened on 127.0.0.1, since reports are skipped when the host name is localhost.
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config.js';
import { signIn } from './helpers.js';

const ORIGIN = `http://127.0.0.1:${E2E_PORTS.gateway}`;
const CRASH_TEXT =
  'Oops! Something went wrong. Please try again later. If the problem persists, please contact support.';

test('a crash while rendering shows the error screen and is reported with the signed-in user', async ({ page }) => {
  await signIn(page, 'field@demo.aid', undefined, ORIGIN);

  // From the next page load on, number formatting fails: the programs table crashes on its budgets.
  await page.addInitScript(() => {
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get() {
        throw new Error('Number formatting is unavailable');
      },
    });
  });
  const report = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/log-error');
  const stored = page.waitForResponse((r) => new URL(r.url()).pathname === '/log-error');
  await page.goto(`${ORIGIN}/programs?sort=NAME`);

  await expect(page.getByText(CRASH_TEXT)).toBeVisible();
  // The shell stays: only the page crashed.
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Fatou Field');

  const request = await report;
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    message: 'Number formatting is unavailable',
    url: `${ORIGIN}/programs?sort=NAME`,
    pathname: '/programs',
    searchParams: '?sort=NAME',
    userAgent: await page.evaluate(() => navigator.userAgent),
  });
  expect(String(body.stack)).toContain('Number formatting is unavailable');
  // React's component stack (names are minified in the production build).
  expect(String(body.componentStack)).toMatch(/^\s+at \S+/);
  const headers = await request.allHeaders();
  expect(headers.authorization).toMatch(/^Bearer ey/);
  expect(headers['x-accountid']).toBe('acc--demo-relief');
  expect((await stored).status()).toBe(201);
});
