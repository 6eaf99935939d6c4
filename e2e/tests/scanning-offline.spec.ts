import { expect, test } from '@playwright/test';
import { accessToken, graphqlAs, signIn } from './helpers.js';
import { FOOD_PARCELS, uncollectedFamilies, unusedVouchers, WATER_DISTRIBUTION } from './scanning-helpers.js';

// Offline scanning end to end (issue 10): the service worker serves the app with no network, a distribution
// downloaded for offline work lets two vouchers be checked and redeemed on the device, the redemptions wait with a
// visible count, and sync by themselves when the network returns. One of them meanwhile lost its value to another
// device online: it comes back as a conflict, shown to the officer and counted in reconciliation, never applied.
// The same for in-kind families: their parcels handed over offline, one of them collected meanwhile elsewhere.

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

const euros = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('redeems two vouchers offline and syncs them when the network is back', async ({ page, context, playwright }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.aid');
  const [first, second] = await unusedVouchers(page, context, 2);
  if (!first || !second) throw new Error('two unused vouchers expected');

  await page.goto('/vouchers');
  // The service worker takes the page once installed; a reload then goes through it (and caches the configuration).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const card = page.getByTestId(`offline-${WATER_DISTRIBUTION}`);
  await card.getByTestId('offline-download').click();
  await expect(card.getByTestId('offline-downloaded')).toBeVisible({ timeout: 30_000 });
  expect(Number(await card.getByTestId('offline-downloaded').getAttribute('data-count'))).toBeGreaterThan(1);

  await context.setOffline(true);
  // The app shell comes from the service worker: the page opens again with no network at all.
  await page.reload();
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');

  // A voucher's code typed in: checked on the device, part of it redeemed and queued.
  await page.getByTestId('manual-code').fill(first.voucherCode);
  await page.getByTestId('look-up').click();
  await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'NOT_USED');
  const firstValue = euros(await page.getByTestId('scanned-remaining').textContent());
  await page.getByTestId('part-amount').fill('1.00');
  await page.getByTestId('redeem-part').click();
  await expect(page.getByTestId('paid-queued')).toBeVisible();
  await expect(page.getByTestId('paid-remaining')).toContainText((firstValue - 1).toFixed(2));
  await expect(page.getByTestId('offline-waiting')).toHaveAttribute('data-count', '1');
  await page.getByTestId('scan-next').click();

  // The same voucher again: the device remembers what it redeemed.
  await page.getByTestId('manual-code').fill(first.voucherCode);
  await page.getByTestId('look-up').click();
  await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'PARTIALLY_USED');
  await page.getByTestId('manual-code').fill('');

  // A forged code is refused on the device too.
  await page.getByTestId('manual-code').fill('ZZZZ-ZZZZ-ZZZZ');
  await page.getByTestId('look-up').click();
  await expect(page.getByTestId('scan-error')).toHaveAttribute('data-reason', 'NOT_FOUND');

  // The second voucher: its whole value.
  await page.getByTestId('manual-code').fill(second.voucherCode);
  await page.getByTestId('look-up').click();
  await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'NOT_USED');
  await page.getByTestId('redeem-whole').click();
  await expect(page.getByTestId('paid-queued')).toBeVisible();
  await expect(page.getByTestId('offline-waiting')).toHaveAttribute('data-count', '2');

  // Meanwhile another device, online, redeems 1.00 of the second voucher: the offline whole value no longer fits.
  const token = await accessToken(context);
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const online = await graphqlAs<{ redeemVoucher: { voucher: { remainingAmount: number } | null } }>(
    other,
    token,
    `mutation ($input: RedeemVoucherInput!) { redeemVoucher(input: $input) { voucher { remainingAmount } } }`,
    { input: { voucherId: second.entitlementId, amount: 100, idempotencyKey: `e2e-other-${Date.now()}` } },
  );
  expect(online.redeemVoucher.voucher?.remainingAmount).toBe(second.remainingAmount - 100);

  // Back online: the queue syncs by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'true');
  await expect(page.getByTestId('offline-waiting')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
  await expect(page.getByTestId('sync-summary')).toContainText('1 applied, 1 conflicts');
  await expect(page.getByTestId('sync-notice')).toHaveAttribute('data-outcome', 'CONFLICT');
  await expect(page.getByTestId('sync-notice')).toContainText(second.voucherCode);

  // The server agrees: the first voucher lost 1.00, the second only what the other device took, and the conflict
  // is counted in the distribution's reconciliation.
  const after = await graphqlAs<{
    distribution: { entitlements: { edges: { node: { entitlementId: string; remainingAmount: number } }[] } };
    distributionReconciliation: { figures: { conflicts: number } };
  }>(
    other,
    token,
    `query ($id: ID!) {
      distribution(id: $id) { entitlements(first: 100) { edges { node { entitlementId remainingAmount } } } }
      distributionReconciliation(distributionId: $id) { figures { conflicts } } }`,
    { id: WATER_DISTRIBUTION },
  );
  const left = new Map(
    after.distribution.entitlements.edges.map((e) => [e.node.entitlementId, e.node.remainingAmount]),
  );
  expect(left.get(first.entitlementId)).toBe(first.remainingAmount - 100);
  expect(left.get(second.entitlementId)).toBe(second.remainingAmount - 100);
  expect(after.distributionReconciliation.figures.conflicts).toBeGreaterThan(0);
  await other.dispose();
});

test('hands two in-kind families their parcels offline; one collected meanwhile comes back as a conflict', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.aid');
  const [first, second] = await uncollectedFamilies(page, context, 2);
  if (!first || !second) throw new Error('two families that collected nothing expected');

  await page.goto('/vouchers');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The in-kind distribution downloads like a voucher one: the families' cards and their items.
  const card = page.getByTestId(`offline-${FOOD_PARCELS}`);
  await card.getByTestId('offline-download').click();
  await expect(card.getByTestId('offline-downloaded')).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');

  for (const [i, code] of [first, second].entries()) {
    await page.getByTestId('manual-code').fill(code);
    await page.getByTestId('look-up').click();
    await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'NOT_COLLECTED');
    await expect(page.getByTestId('in-kind-item')).toHaveCount(3);
    await page.getByTestId('collect-all').click();
    await expect(page.getByTestId('handed-over')).toContainText('Rice');
    await expect(page.getByTestId('handed-over-queued')).toBeVisible();
    await expect(page.getByTestId('offline-waiting')).toHaveAttribute('data-count', String(i + 1));
    await page.getByTestId('scan-next').click();
  }

  // The device remembers what it handed over: the first family has nothing left.
  await page.getByTestId('manual-code').fill(first);
  await page.getByTestId('look-up').click();
  await expect(page.getByTestId('scan-error')).toHaveAttribute('data-reason', 'FULLY_USED');

  // Meanwhile another device, online, hands the second family its parcel: the offline hand-over no longer fits.
  const token = await accessToken(context);
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const found = await graphqlAs<{ scannedVoucher: { voucherId: string } }>(
    other,
    token,
    `query ($code: String) { scannedVoucher(code: $code) { voucherId } }`,
    { code: second },
  );
  const online = await graphqlAs<{ collectInKind: { voucher: { collectionStatus: string } | null } }>(
    other,
    token,
    `mutation ($input: CollectInKindInput!) { collectInKind(input: $input) { voucher { collectionStatus } } }`,
    { input: { entitlementId: found.scannedVoucher.voucherId, idempotencyKey: `e2e-other-${Date.now()}` } },
  );
  expect(online.collectInKind.voucher?.collectionStatus).toBe('FULLY_COLLECTED');

  // Back online: the hand-overs sync by themselves; the second comes back as a conflict, never applied twice.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-waiting')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
  await expect(page.getByTestId('sync-summary')).toContainText('1 applied, 1 conflicts');
  await expect(page.getByTestId('sync-notice')).toHaveAttribute('data-outcome', 'CONFLICT');
  await expect(page.getByTestId('sync-notice')).toContainText(second);

  const after = await graphqlAs<{
    redemptionConflicts: { edges: { node: { voucherId: string; amount: number; items: { name: string }[] } }[] };
  }>(
    other,
    token,
    `query ($id: ID!) { redemptionConflicts(distributionId: $id, first: 50) {
      edges { node { voucherId amount items { name } } } } }`,
    { id: FOOD_PARCELS },
  );
  const conflict = after.redemptionConflicts.edges.find((e) => e.node.voucherId === found.scannedVoucher.voucherId);
  expect(conflict?.node.amount).toBe(0);
  expect(conflict?.node.items.map((i) => i.name)).toContain('Rice');
  await other.dispose();
});
