// The world the voucher tests share: an organisation with a VOUCHER draft generated and another generated and
// approved, an approver, and an outsider of another organisation. Registers its own beforeAll/afterAll.
import type { DistributionJson, EntitlementJson } from '@aid/common/distributions';
import type { PageJson } from '@aid/common/rest';
import type { TestIdentity } from '@aid/identity';
import { afterAll, beforeAll } from 'vitest';
import { organisation } from './beneficiaries.js';
import { distributionCalls, seedList } from './distributions.js';
import { type Backend, startTestApi, type TestApi } from './harness.js';
import { FAST_JOBS } from './jobs.js';
import { type Caller, callers } from './programs.js';

/** Dependants per family of the list: amounts differ, and there is more than one page of vouchers. */
export const VOUCHER_FAMILIES = [0, 1, 2, 0, 0, 3, 0, 1, 0, 0, 2];

export type VoucherWorld = {
  api: TestApi;
  accountId: string;
  creator: Caller;
  approver: Caller;
  outsider: Caller;
  programId: string;
  listId: string;
  /** Generated, not approved. */
  generated: DistributionJson;
  approved: DistributionJson;
  approvedVouchers: EntitlementJson[];
};

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
export const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

export function voucherSuite(backendName: string, backend: Backend, identity: () => TestIdentity, domain: string) {
  const world = {} as VoucherWorld;
  const { caller } = callers(
    identity,
    () => world.api,
    (name) => `${name}-${backendName}@${domain}`,
  );
  const calls = distributionCalls(() => world.api);
  const { ok, create, generate } = calls;
  const voucherDraft = (extra: Record<string, unknown> = {}) =>
    create(world.creator, {
      programId: world.programId,
      beneficiaryListId: world.listId,
      distributionName: 'Winter vouchers',
      distributionType: 'VOUCHER',
      amountPerBeneficiary: 2000,
      includeDependants: true,
      amountPerDependant: 500,
      validUntil: '2027-03-31',
      ...extra,
    });
  const entitlements = async (id: string) =>
    (await ok<PageJson<EntitlementJson>>(world.creator, 'GET', `/distributions/${id}/entitlements?first=100`)).items;
  const approve = async (id: string) => {
    await ok(world.creator, 'POST', `/distributions/${id}/submit`);
    return ok<DistributionJson>(world.approver, 'POST', `/distributions/${id}/approvals`, { decision: 'APPROVED' });
  };

  beforeAll(async () => {
    world.api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    const org = await organisation(world.api, 'Voucher org');
    const other = await organisation(world.api, 'Other voucher org');
    world.accountId = org.accountId;
    world.creator = await caller('creator', org.accountId);
    world.approver = await caller('approver', org.accountId);
    world.outsider = await caller('outsider', other.accountId);
    ({ programId: world.programId } = await world.api.fixtures.program(org.accountId, {
      currency: 'EUR',
      budget: null,
    }));
    ({ listId: world.listId } = await seedList(world.api, org.accountId, org.masterId, VOUCHER_FAMILIES));
    world.generated = await voucherDraft();
    await generate(world.creator, world.generated.distributionId);
    world.approved = await voucherDraft({ distributionName: 'Approved vouchers' });
    await generate(world.creator, world.approved.distributionId);
    await approve(world.approved.distributionId);
    world.approvedVouchers = await entitlements(world.approved.distributionId);
  }, 120_000);
  afterAll(async () => {
    await world.api?.close();
  });

  return { world, caller, ...calls, voucherDraft, entitlements, approve };
}
