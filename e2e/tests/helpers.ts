import { expect, type Page } from '@playwright/test';

/** The demo password printed by `npm start` (DEMO_PASSWORD overrides it there and here). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('topbar-user-name')).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('topbar-user-name').click();
  await page.getByTestId('menu-sign-out').click();
  await expect(page).toHaveURL(/\/login/);
}

/** Names in the programs table, in display order. */
export async function programNames(page: Page): Promise<string[]> {
  await expect(page.getByTestId('programs-total')).toBeVisible();
  return page.getByTestId('program-row').locator('td:first-child').allInnerTexts();
}
