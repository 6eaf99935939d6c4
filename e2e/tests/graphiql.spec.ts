import { expect, test } from '@playwright/test';
import { signIn } from './helpers.js';

test('the GraphQL IDE runs queries as the signed-in user', async ({ page }) => {
  await signIn(page, 'admin@demo.aid');
  await page.goto('/graphiql');
  const result = page.locator('.graphiql-response');
  // GraphiQL shows its Run button before its editor has taken the query in; a click in that moment does nothing
  // (as for a person, who clicks again), so the click is repeated until the answer arrives.
  await expect(async () => {
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect(result).toContainText('admin@demo.aid', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(result).toContainText('totalCount');
  await expect(result).not.toContainText('UNAUTHENTICATED');
});

test('a signed-out visitor of the IDE is sent to sign-in first', async ({ page }) => {
  await page.goto('/graphiql');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgraphiql$/);
});
