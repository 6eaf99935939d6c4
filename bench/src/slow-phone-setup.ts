// The slow-phone benchmark's organisation (slow-phone.ts): a member who may only scan, and one approved voucher
// distribution for the scanning page to download for offline work. Written through the API's REST routes as the
// scanning benchmark does, so the browser finds what a real officer would.
import { createFixtures } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { largeMasterList } from './beneficiary-list.js';
import { lockedListOf, untilDone } from './distributions.js';
import { memberRest } from './http.js';
import type { startBenchApi } from './programs.js';

type Api = Awaited<ReturnType<typeof startBenchApi>>;

export type ScanningOrganisation = {
  accountId: string;
  distributionId: string;
  /** The scanning member's tokens, stored in the browser as a signed-in session (sign-in is not timed). */
  tokens: { accessToken: string; idToken: string; refreshToken: string };
};

export async function scanningOrganisation(
  api: Api,
  identity: TestIdentity,
  families: number,
): Promise<ScanningOrganisation> {
  const email = `slow-phone-${Date.now()}@example.org`;
  const org = await largeMasterList(api, identity, email, families);
  const listId = await lockedListOf(api.db, org.accountId, org.groupId, families);
  const fixtures = createFixtures(api.db);
  const { programId } = await fixtures.program(org.accountId, { currency: 'EUR', budget: 1_000_000_000 });
  const rest = memberRest(api.url, org);
  const created = await rest('POST', '/distributions', {
    programId,
    distributionName: 'Slow phone vouchers',
    distributionType: 'VOUCHER',
    beneficiaryListId: listId,
    amountPerBeneficiary: 10_000,
    amountPerBeneficiaryCurrency: 'EUR',
    validUntil: '2099-12-31',
  });
  const distributionId = String(created.distributionId);
  const job = await rest('POST', `/distributions/${distributionId}/entitlements`);
  await untilDone((method, path) => rest(method, path), String(job.jobId));
  await rest('POST', `/distributions/${distributionId}/submit`);
  // Four eyes: another admin approves.
  const approver = await identity.user(`slow-phone-approver-${Date.now()}@example.org`);
  await fixtures.member(approver, org.accountId, 'ADMIN');
  await rest(
    'POST',
    `/distributions/${distributionId}/approvals`,
    { decision: 'APPROVED' },
    approver.tokens.accessToken,
  );
  // The officer who scans: only the scanning section (an admin would also meet the MFA reminder, a modal over the page).
  const everything = { accessLevel: 'EVERYTHING' as const, objectIds: [] };
  const officer = await identity.user(`slow-phone-officer-${Date.now()}@example.org`);
  await fixtures.member(officer, org.accountId, 'SCANNER', {
    section: [{ name: 'VOUCHER_SCANNING', access: { SCAN: everything, VIEW: everything } }],
  });
  return { accountId: org.accountId, distributionId, tokens: officer.tokens };
}
