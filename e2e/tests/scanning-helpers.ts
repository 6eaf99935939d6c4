import { type BrowserContext, expect, type Page } from '@playwright/test';
import { graphql } from './helpers.js';

// What the scanning specs share: demo vouchers nobody has used yet, and demo in-kind families that collected nothing.

export const WATER_DISTRIBUTION = 'dis--demo-relief-water-vouchers';
export const FOOD_PARCELS = 'dis--demo-relief-food-parcels';
export const FOOD_PARCELS_PROGRAM = 'prg--demo-food-parcels';

export type Entitlement = {
  entitlementId: string;
  voucherCode: string;
  qrPayload: string;
  remainingAmount: number;
  usageStatus: string;
};

/** `count` demo vouchers of the water distribution that nobody has used yet (earlier runs may have used some). */
export async function unusedVouchers(page: Page, context: BrowserContext, count: number): Promise<Entitlement[]> {
  const data = await graphql<{ distribution: { entitlements: { edges: { node: Entitlement }[] } } | null }>(
    page,
    context,
    `query ($id: ID!) { distribution(id: $id) { entitlements(first: 100) {
      edges { node { entitlementId voucherCode qrPayload remainingAmount usageStatus } } } } }`,
    { id: WATER_DISTRIBUTION },
  );
  const vouchers = (data.distribution?.entitlements.edges ?? [])
    .map((e) => e.node)
    .filter((v) => v.usageStatus === 'NOT_USED')
    .slice(0, count);
  expect(vouchers.length, `the demo seed has ${count} unused vouchers of the water distribution`).toBe(count);
  return vouchers;
}

/** The card codes of `count` families of the demo food parcels that have collected nothing yet. */
export async function uncollectedFamilies(page: Page, context: BrowserContext, count: number): Promise<string[]> {
  const data = await graphql<{ distribution: { entitlements: { edges: { node: { voucherCode: string } }[] } } }>(
    page,
    context,
    `query ($id: ID!) { distribution(id: $id) { entitlements(first: 50) { edges { node { voucherCode } } } } }`,
    { id: FOOD_PARCELS },
  );
  const codes: string[] = [];
  for (const { node } of data.distribution.entitlements.edges) {
    if (codes.length === count) break;
    // A family that has collected everything is refused by the look-up (FULLY_USED): not one of these.
    const found = await graphql<{ scannedVoucher: { collectionStatus: string } }>(
      page,
      context,
      `query ($code: String) { scannedVoucher(code: $code) { collectionStatus } }`,
      { code: node.voucherCode },
    ).catch(() => null);
    if (found?.scannedVoucher.collectionStatus === 'NOT_COLLECTED') codes.push(node.voucherCode);
  }
  expect(codes.length, `the demo seed has ${count} food-parcel families that collected nothing`).toBe(count);
  return codes;
}
