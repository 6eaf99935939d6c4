import { type BrowserContext, expect, type Page } from '@playwright/test';
import { graphql } from './helpers.js';

// What the scanning specs share: demo vouchers nobody has used yet.

export const WATER_DISTRIBUTION = 'dis--demo-relief-water-vouchers';

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
