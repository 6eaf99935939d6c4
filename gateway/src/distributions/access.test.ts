// Who sees which distribution through GraphQL: each type has its own section, another organisation's ids find
// nothing, and a member without any distribution section is refused the list.
import { newId } from '@aid/common/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ask, asMember, createDistribution, dataOf, lockedList } from '../testing/distributions.js';
import { errorCodes } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountA: string;
let accountB: string;
let adminA: StackUser;
let cashOnly: StackUser;
let programsOnly: StackUser;
let adminB: StackUser;
let asAdmin: Ask;
let cashId: string;
let voucherId: string;
let programId: string;

const view = (section: string) => ({
  name: section as 'CASH_DISTRIBUTION',
  access: { VIEW: { accessLevel: 'EVERYTHING' as const, objectIds: [] } },
});

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId: accountA } = await stack.fixtures.account('Org A'));
  ({ accountId: accountB } = await stack.fixtures.account('Org B'));
  adminA = await stack.member('admin@dist-access-a.example.org', accountA);
  adminB = await stack.member('admin@dist-access-b.example.org', accountB);
  cashOnly = await stack.member('cash@dist-access-a.example.org', accountA, 'CASH_ONLY', {
    section: [view('CASH_DISTRIBUTION'), view('PROGRAMS')],
  });
  programsOnly = await stack.member('programs@dist-access-a.example.org', accountA, 'PROGRAMS_ONLY', {
    section: [view('PROGRAMS')],
  });
  asAdmin = asMember(
    () => stack,
    () => adminA,
    () => accountA,
  );
  ({ programId } = await stack.fixtures.program(accountA, { currency: 'EUR', budget: 100_000 }));
  const listId = await lockedList(asAdmin, 1);
  const base = { programId, beneficiaryListId: listId, amountPerBeneficiary: 100 };
  cashId = await createDistribution(asAdmin, { ...base, distributionName: 'Cash', distributionType: 'CASH' });
  voucherId = await createDistribution(asAdmin, { ...base, distributionName: 'Vouchers', distributionType: 'VOUCHER' });
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const LIST = '{ distributions(first: 50) { totalCount viewerCanCreate edges { node { distributionId } } } }';
type ListData = {
  distributions: { totalCount: number; viewerCanCreate: boolean; edges: { node: { distributionId: string } }[] };
};
const ONE = 'query($id: ID!) { distribution(id: $id) { distributionId distributionName viewerCanUpdate } }';

describe('distributions by type section', () => {
  it('hides a VOUCHER distribution from a member without VOUCHER_DISTRIBUTION VIEW, in the list and by id', async () => {
    const asCash = asMember(
      () => stack,
      () => cashOnly,
      () => accountA,
    );
    const list = dataOf(await asCash<ListData>(LIST));
    expect(list.distributions.edges.map((e) => e.node.distributionId)).toEqual([cashId]);
    expect(list.distributions.totalCount).toBe(1);
    expect(list.distributions.viewerCanCreate).toBe(false);
    expect(dataOf(await asCash(ONE, { id: voucherId }))).toEqual({ distribution: null });
    // Seeing is not changing: VIEW only.
    expect(dataOf(await asCash(ONE, { id: cashId }))).toEqual({
      distribution: { distributionId: cashId, distributionName: 'Cash', viewerCanUpdate: false },
    });
    // Through the program view too.
    const view = dataOf(
      await asCash<{ program: { distributions: { edges: { node: { distributionId: string } }[] } } }>(
        'query($p: ID!) { program(id: $p) { distributions { edges { node { distributionId } } } } }',
        { p: programId },
      ),
    );
    expect(view.program.distributions.edges.map((e) => e.node.distributionId)).toEqual([cashId]);

    const all = dataOf(await asAdmin<ListData>(LIST));
    expect(all.distributions.edges.map((e) => e.node.distributionId).sort()).toEqual([cashId, voucherId].sort());
  });

  it('refuses the list to a member who may see no kind of distribution, and their mutations', async () => {
    const asPrograms = asMember(
      () => stack,
      () => programsOnly,
      () => accountA,
    );
    const response = await asPrograms<ListData>(LIST);
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(response.body.errors?.[0]?.message).toBe(
      'You do not have VIEW access to any kind of distribution in this organisation',
    );
    const cancel = await asPrograms('mutation($id: ID!) { cancelDistribution(id: $id) { code } }', { id: cashId });
    expect(errorCodes(cancel)).toEqual(['FORBIDDEN']);
  });
});

describe('the distributions list', () => {
  it('pages by cursor in the requested order and filters on the declared fields', async () => {
    const PAGE = `query($after: String, $filter: DistributionFilter) {
      distributions(first: 1, after: $after, sort: NAME, filter: $filter) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { distributionName } } } }`;
    type Page = {
      distributions: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { distributionName: string } }[];
      };
    };
    const first = dataOf(await asAdmin<Page>(PAGE)).distributions;
    expect(first.edges.map((e) => e.node.distributionName)).toEqual(['Cash']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = dataOf(await asAdmin<Page>(PAGE, { after: first.pageInfo.endCursor })).distributions;
    expect(second.edges.map((e) => e.node.distributionName)).toEqual(['Vouchers']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const filter = { conditions: [{ field: 'DISTRIBUTION_TYPE', operator: 'EQUAL', value: 'VOUCHER' }] };
    const vouchers = dataOf(await asAdmin<Page>(PAGE, { filter })).distributions;
    expect(vouchers.totalCount).toBe(1);
    expect(vouchers.edges.map((e) => e.node.distributionName)).toEqual(['Vouchers']);
  });
});

describe("another organisation's distribution", () => {
  it('refuses a malformed id as VALIDATION_FAILED, without a stack', async () => {
    const response = await asAdmin('{ distribution(id: "not an id") { distributionId } }');
    expect(errorCodes(response)).toEqual(['VALIDATION_FAILED']);
    expect(JSON.stringify(response.body)).not.toContain('stack');
  });

  it('is not found by id, in lists, or by its mutations, and shows nothing of it', async () => {
    const asB = asMember(
      () => stack,
      () => adminB,
      () => accountB,
    );
    expect(dataOf(await asB(ONE, { id: cashId }))).toEqual({ distribution: null });
    const list = dataOf(
      await asB<ListData>('query($p: ID!) { distributions(programId: $p) { totalCount edges { cursor } } }', {
        p: programId,
      }),
    );
    expect(list.distributions).toEqual({ totalCount: 0, edges: [] });
    for (const mutation of [
      'mutation($id: ID!) { updateDistribution(id: $id, input: { distributionName: "Mine" }) { distribution { distributionId } code message } }',
      'mutation($id: ID!) { cancelDistribution(id: $id) { distribution { distributionId } code message } }',
      'mutation($id: ID!) { generateEntitlements(id: $id) { job { jobId } code message } }',
      'mutation($id: ID!) { decideDistribution(id: $id, input: { decision: APPROVED }) { code message } }',
    ]) {
      const response = await asB<Record<string, { code: string; message: string }>>(mutation, { id: cashId });
      const [result] = Object.values(dataOf(response));
      expect(result, mutation).toMatchObject({ code: 'NOT_FOUND', message: 'Distribution not found' });
      expect(JSON.stringify(response.body)).not.toContain('Cash');
    }
    const payment = await asB<{ changeEntitlementPaymentStatus: { code: string } }>(
      'mutation($d: ID!, $e: ID!) { changeEntitlementPaymentStatus(distributionId: $d, entitlementId: $e, status: SCHEDULED) { code } }',
      { d: cashId, e: newId('cashEntitlement') },
    );
    expect(dataOf(payment).changeEntitlementPaymentStatus.code).toBe('NOT_FOUND');
  });
});

describe('approval settings', () => {
  it('are read and replaced with PROFILE_AND_ORGANIZATION, and refused without it', async () => {
    const asPrograms = asMember(
      () => stack,
      () => programsOnly,
      () => accountA,
    );
    expect(errorCodes(await asPrograms('{ approvalSettings { rules { approvers } } }'))).toEqual(['FORBIDDEN']);

    const roles = dataOf(await asAdmin<{ roles: { roleId: string }[] }>('{ roles { roleId } }')).roles;
    const input = {
      rules: [{ minTotal: 100_000, currency: 'EUR', approvers: 2 }],
      incompatibleRoles: [{ creatorRoleId: roles[0]?.roleId, approverRoleId: roles[0]?.roleId }],
    };
    const saved = dataOf(
      await asAdmin<{ updateApprovalSettings: { approvalSettings: Record<string, unknown>; code: string | null } }>(
        'mutation($input: ApprovalSettingsInput!) { updateApprovalSettings(input: $input) { approvalSettings { rules { minTotal currency approvers } incompatibleRoles { creatorRoleId approverRoleId } updatedBy { userId } } code } }',
        { input },
      ),
    );
    expect(saved.updateApprovalSettings).toEqual({
      approvalSettings: { ...input, updatedBy: { userId: adminA.userId } },
      code: null,
    });
    const read = dataOf(
      await asAdmin<{ approvalSettings: { rules: unknown[] } }>('{ approvalSettings { rules { approvers } } }'),
    );
    expect(read.approvalSettings.rules).toEqual([{ approvers: 2 }]);

    const bad = dataOf(
      await asAdmin<{ updateApprovalSettings: { code: string; fieldErrors: { field: string }[] } }>(
        'mutation { updateApprovalSettings(input: { rules: [{ minTotal: 0, currency: "EUR", approvers: 11 }], incompatibleRoles: [] }) { code fieldErrors { field } } }',
      ),
    );
    expect(bad.updateApprovalSettings).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'rules.0.approvers' }],
    });
  });
});
