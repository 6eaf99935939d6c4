import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { fillSignIn } from './auth-helpers.js';

/** The demo password printed by `npm start` (DEMO_PASSWORD overrides it there and here). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026';

/**
 * Signs in through /login and waits for the shell; the MFA warning administrators get is answered with
 * "Remind me later" so the page is free to use. `origin` signs in on another host name (e.g. 127.0.0.1).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await fillSignIn(page, email, password);
  // Sign-in is three round trips to the identity service and the first GraphQL query: slow on a busy machine.
  await expect(page.getByTestId('topbar-user-name')).toBeVisible({ timeout: 20_000 });
  await dismissMfaWarning(page);
}

/**
 * Waits until the shell knows the user's MFA state; the warning, when due, opens in that same render, so the
 * profile button's data-mfa-warning tells whether there is one to answer.
 */
export async function mfaWarningOpen(page: Page): Promise<boolean> {
  const profile = page.getByTestId('topbar-profile-menu');
  await expect(profile).not.toHaveAttribute('data-mfa-status', 'loading');
  return (await profile.getAttribute('data-mfa-warning')) === 'open';
}

export async function dismissMfaWarning(page: Page): Promise<void> {
  if (!(await mfaWarningOpen(page))) return;
  await page.getByRole('button', { name: 'Remind me later' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export async function signOut(page: Page): Promise<void> {
  // An administrator without MFA may have the reminder open over the page (e.g. right after signing in).
  await dismissMfaWarning(page);
  await page.getByTestId('topbar-user-name').click();
  await page.getByTestId('menu-sign-out').click();
  await expect(page).toHaveURL(/\/login/);
}

/** Names in the programs table, in display order. */
export async function programNames(page: Page): Promise<string[]> {
  await expect(page.getByTestId('programs-total')).toBeVisible();
  return page.getByTestId('program-row').locator('td:first-child').allInnerTexts();
}

/** The access token the app keeps in its session cookie. */
export async function accessToken(context: BrowserContext): Promise<string> {
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'accessToken')).toBe(true);
  return (await context.cookies()).find((c) => c.name === 'accessToken')?.value ?? '';
}

/** GraphQL with a bearer token, through `request` (a page's or a context of its own). */
export async function graphqlAs<T>(request: APIRequestContext, token: string, query: string, variables = {}) {
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** GraphQL as the signed-in user of `page`. */
export async function graphql<T>(page: Page, context: BrowserContext, query: string, variables = {}): Promise<T> {
  return graphqlAs<T>(page.request, await accessToken(context), query, variables);
}
