// What the signed-in first load costs on the wire: the bytes the browser receives (compressed, as sent, headers
// included) for a reload of the landing page with an empty cache, measured by Chromium (CDP, encodedDataLength).
// The issue measured about 1.3 MB before the gateway compressed anything.
import { expect, test } from '@playwright/test';
import { createUser, signInAs } from './auth-helpers.js';

type Loaded = { url: string; type: string; encoding: string | undefined; encoded: number; decoded: number };

test('the signed-in first load travels compressed', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await signInAs(page, await createUser('transfer'));

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map<string, { url: string; type: string; encoding: string | undefined }>();
  const decoded = new Map<string, number>();
  const loaded: Loaded[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(requestId, { url: response.url, type, encoding: headers['content-encoding'] });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    decoded.set(requestId, (decoded.get(requestId) ?? 0) + dataLength);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) loaded.push({ ...response, encoded: encodedDataLength, decoded: decoded.get(requestId) ?? 0 });
  });

  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByTestId('topbar-user-name')).toBeVisible();
  await cdp.detach();

  const sum = (items: Loaded[], key: 'encoded' | 'decoded') => items.reduce((total, item) => total + item[key], 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const code = loaded.filter((item) => item.type === 'Script' || item.type === 'Stylesheet');
  const transferred = sum(loaded, 'encoded');
  console.log(
    `signed-in first load: ${kib(transferred)} transferred in ${loaded.length} requests ` +
      `(${kib(sum(loaded, 'decoded'))} uncompressed; scripts and styles ${kib(sum(code, 'encoded'))} ` +
      `for ${kib(sum(code, 'decoded'))})`,
  );

  expect(code.length).toBeGreaterThan(3);
  // Files under 1 KiB (the bundler's runtime, the service worker's registration) are not worth compressing.
  for (const item of code.filter((file) => file.decoded >= 1024)) {
    expect({ url: item.url, encoding: item.encoding }).toEqual({ url: item.url, encoding: 'br' });
  }
  // Brotli at its highest level takes the app's code to well under a third of its size.
  expect(sum(code, 'encoded')).toBeLessThan(sum(code, 'decoded') / 3);
  // All told (the GraphQL answers and the identity service's included): under a third of the uncompressed bytes,
  // where the issue measured about 1.3 MB sent as it was. Which lazy chunks fall within the first load varies with
  // timing (the MFA reminder, the prefetched inactivity warning), so the bound is a ratio, not a fixed size.
  expect(transferred).toBeLessThan(sum(loaded, 'decoded') / 3);
  expect(cspViolations).toEqual([]);
});
