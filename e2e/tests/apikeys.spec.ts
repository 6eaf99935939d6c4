import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from './helpers.js';

const PROGRAMS_QUERY = { query: '{ programs(first: 1) { totalCount } }' };

/** The gateway as a partner's system calls it: the key as a bearer credential, no browser session. */
const asPartner = (request: APIRequestContext, secret: string) =>
  request.post('/graphql', { data: PROGRAMS_QUERY, headers: { Authorization: `Bearer ${secret}` } });

test('the demo admin creates a partner key that opens the gateway, then revokes it and it no longer does', async ({
  page,
  request,
}) => {
  const name = `ERP ${Date.now()}`;
  await signIn(page, 'admin@demo.aid');
  await page.getByTestId('topbar-profile-menu').click();
  await page.getByTestId('menu-api-keys').click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'Partner API keys' })).toBeVisible();

  await page.getByTestId('api-keys-create').click();
  await page.getByTestId('api-key-name-input').fill(name);
  // The demo's read-only VIEWER role (the first option is the disabled placeholder).
  const roleSelect = page.getByTestId('api-key-role-input');
  const roles = roleSelect.locator('option:not([disabled])');
  await expect(roles.first()).toBeAttached();
  const roleNames = (await roles.allTextContents()).map((text) => text.trim());
  expect(roleNames).toContain('VIEWER');
  await roleSelect.selectOption({ label: 'VIEWER' });
  await page.getByTestId('api-key-submit').click();

  const secretField = page.getByTestId('api-key-secret');
  await expect(secretField).toHaveValue(/^aidk_/);
  const secret = await secretField.inputValue();
  await expect(page.getByText('Copy this key now. It will not be shown again.')).toBeVisible();
  await page.getByTestId('api-key-done').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Listed by its prefix only: the secret is nowhere on the page any more.
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row.getByTestId('api-key-status')).toHaveText('Active');
  await expect(row.getByTestId('api-key-prefix')).toHaveText(`${secret.slice(0, 13)}…`);
  expect(await page.content()).not.toContain(secret);

  const allowed = await asPartner(request, secret);
  expect(allowed.status()).toBe(200);
  const allowedBody = (await allowed.json()) as { data?: { programs?: { totalCount: number } }; errors?: unknown };
  expect(allowedBody.errors).toBeUndefined();
  expect(typeof allowedBody.data?.programs?.totalCount).toBe('number');

  await row.getByTestId('api-key-revoke').click();
  await expect(page.getByTestId('api-key-revoke-question')).toHaveText(
    `Revoke key “${name}”? Integrations using it stop working at once.`,
  );
  await page.getByTestId('api-key-revoke-confirm').click();
  await expect(row.getByTestId('api-key-status')).toHaveText('Revoked');
  await expect(row.getByTestId('api-key-revoke')).toHaveCount(0);

  const refused = await asPartner(request, secret);
  expect(refused.status()).toBe(401);
  const refusedBody = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(refusedBody.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  // Both changes are in the organisation's activity log, each linking back to the keys page.
  await page.goto('/activity-logs');
  const keyEntries = page.getByTestId('activity-table').getByRole('row').filter({ hasText: 'Partner key' });
  await expect(keyEntries.filter({ hasText: 'Created' }).first()).toBeVisible();
  await expect(keyEntries.filter({ hasText: 'REVOKED' }).first()).toBeVisible();
});
