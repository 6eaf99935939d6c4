import { expect, test } from '@playwright/test';
import { signIn } from './helpers.js';

test('the GraphQL IDE runs queries as the signed-in user', async ({ page }) => {
  await signIn(page, 'admin@demo.aid');
  await page.goto('/graphiql');
  await page.getByRole('button', { name: /Execute query/ }).click();
  const result = page.locator('.graphiql-response');
  await expect(result).toContainText('admin@demo.aid');
  await expect(result).toContainText('totalCount');
  await expect(result).not.toContainText('UNAUTHENTICATED');
});

test('a signed-out visitor of the IDE is sent to sign-in first', async ({ page }) => {
  await page.goto('/graphiql');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgraphiql$/);
});
