// HTTP-level, against the real API and real tokens: a distribution's life through GraphQL (create, read, list,
// entitlements, submit, decide) and the refusals it answers in its results (field errors, OVER_BUDGET, four eyes).
import { FAST_JOBS } from '@aid/api/testing';
import { formatMoney } from '@aid/common/distributions';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Ask,
  asMember,
  CREATE,
  type CreateData,
  createDistribution,
  dataOf,
  jobEnd,
  lockedList,
} from '../testing/distributions.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountA: string;
let adminA: StackUser;
let approverA: StackUser;
let programId: string;
let tightProgramId: string;
let listId: string;
let asAdmin: Ask;
let asApprover: Ask;

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  ({ accountId: accountA } = await stack.fixtures.account('Org A'));
  adminA = await stack.member('admin@distributions-a.example.org', accountA, 'ADMIN', undefined, { firstName: 'Ada' });
  approverA = await stack.member('approver@distributions-a.example.org', accountA);
  asAdmin = asMember(
    () => stack,
    () => adminA,
    () => accountA,
  );
  asApprover = asMember(
    () => stack,
    () => approverA,
    () => accountA,
  );
  ({ programId } = await stack.fixtures.program(accountA, { programName: 'Winter', currency: 'EUR', budget: 100_000 }));
  ({ programId: tightProgramId } = await stack.fixtures.program(accountA, { currency: 'EUR', budget: 500 }));
  listId = await lockedList(asAdmin, 2);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const FIELDS = `distributionId programId program { programId programName } distributionName distributionType
  distributionStatus beneficiaryList { beneficiaryListId status numberOfFamilies }
  amountPerBeneficiary amountPerBeneficiaryCurrency totals { families people amount entitlements }
  collection { status count } approvalsNeeded approvalsGiven createdBy { userId firstName } updatedBy { userId }
  viewerCanUpdate viewerCanCancel viewerCanApprove`;

type Result = {
  distribution: Record<string, unknown> | null;
  code: string | null;
  message: string | null;
  reason: string | null;
};

describe('a distribution through GraphQL', () => {
  it('is created, read with its program and users in batches, and listed with the program view', async () => {
    const id = await createDistribution(asAdmin, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Winter cash',
      amountPerBeneficiary: 1000,
    });
    const read = dataOf(
      await asAdmin<{ distribution: Record<string, unknown> }>(
        `query($id: ID!) { distribution(id: $id) { ${FIELDS} } }`,
        { id },
      ),
    );
    expect(read.distribution).toEqual({
      distributionId: id,
      programId,
      program: { programId, programName: 'Winter' },
      distributionName: 'Winter cash',
      distributionType: 'CASH',
      distributionStatus: 'READY',
      beneficiaryList: { beneficiaryListId: listId, status: 'LOCKED', numberOfFamilies: 2 },
      amountPerBeneficiary: 1000,
      amountPerBeneficiaryCurrency: 'EUR',
      totals: { families: 2, people: 2, amount: 2000, entitlements: 0 },
      collection: [
        { status: 'NOT_COLLECTED', count: 2 },
        { status: 'PARTIALLY_COLLECTED', count: 0 },
        { status: 'FULLY_COLLECTED', count: 0 },
      ],
      approvalsNeeded: 1,
      approvalsGiven: 0,
      createdBy: { userId: adminA.userId, firstName: 'Ada' },
      updatedBy: { userId: adminA.userId },
      viewerCanUpdate: true,
      viewerCanCancel: true,
      // The creator is always refused at approval, so it is not offered to them; another approver is offered it.
      viewerCanApprove: false,
    });
    const asOther = dataOf(
      await asApprover<{ distribution: { viewerCanApprove: boolean } }>(
        `query($id: ID!) { distribution(id: $id) { viewerCanApprove } }`,
        { id },
      ),
    );
    expect(asOther.distribution.viewerCanApprove).toBe(true);

    const view = await asAdmin<{
      program: {
        distributions: {
          totalCount: number;
          viewerCreatableTypes: string[];
          edges: { node: { distributionId: string } }[];
        };
      };
    }>(
      `query($p: ID!) { program(id: $p) { distributions(first: 10, status: READY) {
        totalCount viewerCreatableTypes edges { node { distributionId program { programId } createdBy { userId } } } } } }`,
      { p: programId },
    );
    const connection = dataOf(view).program.distributions;
    expect(connection.edges.map((e) => e.node.distributionId)).toContain(id);
    expect(connection.totalCount).toBe(connection.edges.length);
    expect(connection.viewerCreatableTypes).toEqual(['CASH', 'VOUCHER', 'IN_KIND']);
    // Program, page, one users batch; the nested program comes from the same batch loader as the outer one.
    // The permissions may come from the gateway's cache, so GET /me is left out of the count.
    expect(view.body.extensions?.restCalls?.calls.filter((call) => call !== 'GET /me')).toEqual([
      'GET /programs',
      'GET /distributions',
      'GET /users',
    ]);

    const other = dataOf(
      await asAdmin<{ distributions: { edges: unknown[] } }>(
        'query($p: ID!) { distributions(programId: $p, status: CANCELLED) { edges { cursor } } }',
        { p: programId },
      ),
    );
    expect(other.distributions.edges).toEqual([]);
  });

  it('refuses invalid input with field errors, without calling the API', async () => {
    const response = await asAdmin<CreateData>(CREATE, {
      input: { programId, beneficiaryListId: listId, distributionName: '   ', amountPerBeneficiaryCurrency: 'euro' },
    });
    expect(dataOf(response).createDistribution).toMatchObject({
      distribution: null,
      code: 'VALIDATION_FAILED',
      reason: null,
      fieldErrors: [
        { field: 'distributionName', code: 'EMPTY' },
        { field: 'amountPerBeneficiaryCurrency', code: 'INVALID_CURRENCY' },
      ],
    });
    expect(response.body.extensions?.restCalls?.calls ?? []).not.toContain('POST /distributions');
  });

  it('answers OVER_BUDGET with by how much in the message and the reason, and starts no job', async () => {
    const id = await createDistribution(asAdmin, {
      programId: tightProgramId,
      beneficiaryListId: listId,
      distributionName: 'Too generous',
      amountPerBeneficiary: 1000,
    });
    const data = dataOf(
      await asAdmin<{ generateEntitlements: Result & { job: unknown } }>(
        'mutation($id: ID!) { generateEntitlements(id: $id) { job { jobId } distribution { distributionId } code message reason fieldErrors { field } } }',
        { id },
      ),
    );
    expect(data.generateEntitlements).toMatchObject({
      job: null,
      distribution: null,
      code: 'VALIDATION_FAILED',
      reason: 'OVER_BUDGET',
    });
    // 2 families × 10.00 against a budget of 5.00: 15.00 over.
    expect(data.generateEntitlements.message).toContain(`by ${formatMoney(1500, 'EUR')}`);
    const status = dataOf(
      await asAdmin<{ distribution: { distributionStatus: string } }>(
        'query($id: ID!) { distribution(id: $id) { distributionStatus } }',
        { id },
      ),
    );
    expect(status.distribution.distributionStatus).toBe('READY');
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const id = await createDistribution(asAdmin, {
      programId: tightProgramId,
      beneficiaryListId: listId,
      distributionName: 'Too generous in French',
      amountPerBeneficiary: 1000,
    });
    type Words = { key: string; params: { name: string; value: string }[] };
    const data = dataOf(
      await asAdmin<{ generateEntitlements: { reason: string; words: Words } }>(
        'mutation($id: ID!) { generateEntitlements(id: $id) { reason words { key params { name value } } } }',
        { id },
      ),
    );
    // What is left depends on the distributions before this one: the values come from the answer.
    const words = data.generateEntitlements.words;
    const value = (name: string) => words.params.find((p) => p.name === name)?.value ?? '';
    expect(data.generateEntitlements.reason).toBe('OVER_BUDGET');
    expect(words.key).toBe('distributions.overBudget');
    expect(words.params.map((p) => p.name)).toEqual(['left', 'excess']);
    expect(value('excess')).toMatch(/^\d+\.\d\d EUR$/);
    expect(refusalIn('fr', words.key, words.params)).toBe(
      `La distribution dépasse de ${value('excess')} ce qui reste du budget du programme (${value('left')})`,
    );
  });

  it('generates entitlements as a job, pages them, submits, and keeps four eyes on the decision', async () => {
    const id = await createDistribution(asAdmin, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Spring cash',
      amountPerBeneficiary: 700,
    });
    const early = dataOf(
      await asAdmin<{ submitDistribution: Result }>(
        'mutation($id: ID!) { submitDistribution(id: $id) { code reason message } }',
        { id },
      ),
    );
    expect(early.submitDistribution).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'NO_ENTITLEMENTS' });

    const started = dataOf(
      await asAdmin<{
        generateEntitlements: { job: { jobId: string; kind: string }; distribution: { distributionId: string } };
      }>(
        'mutation($id: ID!) { generateEntitlements(id: $id) { job { jobId kind } distribution { distributionId } code } }',
        { id },
      ),
    ).generateEntitlements;
    expect(started.job.kind).toBe('DISTRIBUTION_ENTITLEMENTS');
    // Its status depends on how far the job has come by then, so only that it is there is checked.
    expect(started.distribution.distributionId).toBe(id);
    expect(await jobEnd(asAdmin, started.job.jobId)).toBe('COMPLETED');

    const page = dataOf(
      await asAdmin<{
        distribution: {
          entitlements: {
            totalCount: number;
            pageInfo: { hasNextPage: boolean; endCursor: string };
            edges: { node: Record<string, unknown> }[];
          };
        };
      }>(
        `query($id: ID!) { distribution(id: $id) { entitlements(first: 1) { totalCount pageInfo { hasNextPage endCursor }
          edges { node { entitlementId distributionId amount currency paymentStatus items { name } } } } } }`,
        { id },
      ),
    ).distribution.entitlements;
    expect(page.totalCount).toBe(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges[0]?.node).toMatchObject({
      distributionId: id,
      amount: 700,
      currency: 'EUR',
      paymentStatus: 'NOT_INITIATED',
      items: [],
    });

    const entitlementId = String(page.edges[0]?.node.entitlementId);
    const PAY =
      'mutation($d: ID!, $e: ID!) { changeEntitlementPaymentStatus(distributionId: $d, entitlementId: $e, status: SCHEDULED) { entitlement { paymentStatus } code message } }';
    type PayData = {
      changeEntitlementPaymentStatus: { entitlement: { paymentStatus: string } | null; code: string | null };
    };
    const unpaid = dataOf(await asAdmin<PayData>(PAY, { d: id, e: entitlementId }));
    expect(unpaid.changeEntitlementPaymentStatus).toEqual({
      entitlement: null,
      code: 'VALIDATION_FAILED',
      message: 'Payments move only once the distribution is APPROVED; it is READY',
    });

    const submitted = dataOf(
      await asAdmin<{ submitDistribution: Result }>(
        'mutation($id: ID!) { submitDistribution(id: $id) { distribution { distributionStatus } code } }',
        { id },
      ),
    );
    expect(submitted.submitDistribution.distribution).toEqual({ distributionStatus: 'APPROVAL_PENDING' });

    const DECIDE =
      'mutation($id: ID!, $input: DecideDistributionInput!) { decideDistribution(id: $id, input: $input) { distribution { distributionStatus approvalsGiven } code reason message fieldErrors { field code } } }';
    const noReason = dataOf(
      await asApprover<{ decideDistribution: Result & { fieldErrors: unknown[] } }>(DECIDE, {
        id,
        input: { decision: 'DISAPPROVED' },
      }),
    );
    expect(noReason.decideDistribution).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'reason', code: 'REQUIRED' }],
    });

    const own = await asAdmin<{ decideDistribution: Result }>(DECIDE, { id, input: { decision: 'APPROVED' } });
    expect(dataOf(own).decideDistribution).toMatchObject({
      distribution: null,
      code: 'FORBIDDEN',
      reason: 'CREATOR_CANNOT_APPROVE',
      message: 'You created this distribution: someone else must approve it',
    });
    // A refusal of four eyes is worded by key too, though it is a FORBIDDEN.
    const ownWords = await asAdmin<{ decideDistribution: { words: unknown } }>(
      'mutation($id: ID!, $input: DecideDistributionInput!) { decideDistribution(id: $id, input: $input) { words { key params { name value } } } }',
      { id, input: { decision: 'APPROVED' } },
    );
    expect(dataOf(ownWords).decideDistribution.words).toEqual({
      key: 'distributions.creatorCannotApprove',
      params: [],
    });

    const approved = dataOf(
      await asApprover<{ decideDistribution: Result }>(DECIDE, { id, input: { decision: 'APPROVED' } }),
    );
    expect(approved.decideDistribution).toMatchObject({
      code: null,
      reason: null,
      distribution: { distributionStatus: 'APPROVED', approvalsGiven: 1 },
    });

    const moved = dataOf(await asAdmin<PayData>(PAY, { d: id, e: entitlementId }));
    expect(moved.changeEntitlementPaymentStatus).toEqual({
      entitlement: { paymentStatus: 'SCHEDULED' },
      code: null,
      message: null,
    });
  });
});
