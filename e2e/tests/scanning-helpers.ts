import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

// What the scanning specs share: GraphQL as the signed-in user, and demo vouchers nobody has used yet.

export const WATER_DISTRIBUTION = 'dis--demo-relief-water-vouchers';

export type Entitlement = {
  entitlementId: string;
  voucherCode: string;
  qrPayload: string;
  remainingAmount: number;
  usageStatus: string;
};

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
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** GraphQL as the signed-in user of `page`. */
export async function graphql<T>(page: Page, context: BrowserContext, query: string, variables = {}): Promise<T> {
  return graphqlAs<T>(page.request, await accessToken(context), query, variables);
}

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
