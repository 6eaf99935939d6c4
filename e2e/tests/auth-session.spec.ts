import { expect, test } from '@playwright/test';
import { createUser, graphqlOperation, IDENTITY_URL, isRefresh, signInAs } from './auth-helpers.js';

const UNAUTHENTICATED = JSON.stringify({
  errors: [{ message: 'The access token has expired', extensions: { code: 'UNAUTHENTICATED' } }],
});

test('a 401 is answered by exactly one refresh and one retry, and the page works', async ({ page }) => {
  const email = await createUser('refresh');
  await signInAs(page, email);

  const refreshes: string[] = [];
  const setCookies: string[] = [];
  page.on('request', (request) => {
    if (isRefresh(request)) refreshes.push(request.url());
    if (request.url().endsWith('/api/auth/set-cookies')) setCookies.push(request.method());
  });
  const meRequests: string[] = [];
  await page.route('**/graphql', async (route) => {
    if (graphqlOperation(route.request()) !== 'Me') return route.continue();
    meRequests.push(route.request().headers().authorization ?? '');
    if (meRequests.length === 1) {
      return route.fulfill({ status: 401, contentType: 'application/json', body: UNAUTHENTICATED });
    }
    return route.continue();
  });

  // A fresh page load: the shell asks for the user (Me) with the stored token, which the route refuses once.
  await page.reload();
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Profile');
  await expect(page.getByTestId('topbar-org-name')).toHaveText('Pending');
  expect(refreshes).toEqual([`${IDENTITY_URL}/`]);
  expect(meRequests).toHaveLength(2);
  expect(meRequests[1]).toMatch(/^Bearer /);
  // Spec §7: the refreshed tokens go to the gateway's cookies too.
  expect(setCookies).toEqual(['POST']);
  await expect(page).not.toHaveURL(/\/login/);
});

test('a refresh the identity service refuses ends at /login?status=not-authorized', async ({ page }) => {
  const email = await createUser('refresh-refused');
  await signInAs(page, email);

  let refreshes = 0;
  const clearCookies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/clear-cookies')) clearCookies.push(request.method());
  });
  await page.route(
    (url) => url.origin === IDENTITY_URL,
    async (route) => {
      if (!isRefresh(route.request())) return route.continue();
      refreshes += 1;
      return route.fulfill({
        status: 400,
        contentType: 'application/x-amz-json-1.1',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }),
      });
    },
  );
  await page.route('**/graphql', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: UNAUTHENTICATED }),
  );

  await page.reload();
  await expect(page).toHaveURL(/\/login\?status=not-authorized$/);
  await expect(page.getByTestId('session-expired')).toHaveText('Your session has expired. Please log in again.');
  expect(refreshes).toBe(1);
  expect(clearCookies.length).toBeGreaterThan(0);

  // The session is gone: an authenticated page sends the visitor to sign-in.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/security');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsecurity$/);
});
