// HTTP-level, against the real API and real tokens: what an APPROVED distribution's screens read through GraphQL:
// payment providers with their remembered columns and the exports made, a voucher distribution's voucher fields,
// the approvals with their approver; and another organisation seeing none of it.
import { FAST_JOBS } from '@aid/api/testing';
import { PAYMENT_EXPORT_COLUMNS, PAYMENT_EXPORT_DEFAULT_COLUMNS } from '@aid/common/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ask, asMember, dataOf } from '../testing/distributions.js';
import { approvedDistribution, familiesList } from '../testing/notifications.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountA: string;
let accountB: string;
let adminA: StackUser;
let approverA: StackUser;
let adminB: StackUser;
let asAdmin: Ask;
let asApprover: Ask;
let asB: Ask;
let programId: string;
let listId: string;

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  ({ accountId: accountA } = await stack.fixtures.account('Org A'));
  ({ accountId: accountB } = await stack.fixtures.account('Org B'));
  adminA = await stack.member('admin@payments-a.example.org', accountA);
  approverA = await stack.member('approver@payments-a.example.org', accountA, 'ADMIN', undefined, {
    firstName: 'Bao',
  });
  adminB = await stack.member('admin@payments-b.example.org', accountB);
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
  asB = asMember(
    () => stack,
    () => adminB,
    () => accountB,
  );
  ({ programId } = await stack.fixtures.program(accountA, { currency: 'EUR', budget: 1_000_000 }));
  ({ listId } = await familiesList(asAdmin, [
    { firstName: 'Amal', phoneNumber: '+250788000001' },
    { firstName: 'Joseph', phoneNumber: '+250788000002' },
  ]));
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const OPTIONS =
  '{ paymentExportOptions { columns defaultColumns providers { provider columns updatedBy { userId } } } }';
type Options = {
  paymentExportOptions: {
    columns: string[];
    defaultColumns: string[];
    providers: { provider: string; columns: string[]; updatedBy: { userId: string } | null }[];
  };
};
const REMEMBER = `mutation($input: PaymentExportSettingsInput!) { updatePaymentExportSettings(input: $input) {
  paymentProvider { provider columns } code message fieldErrors { field code message } } }`;
type Remember = {
  updatePaymentExportSettings: {
    paymentProvider: { provider: string; columns: string[] } | null;
    code: string | null;
    fieldErrors: { field: string; code: string; message: string }[];
  };
};

describe('payments through GraphQL', () => {
  it('remembers a provider’s columns and refuses a repeated column by name', async () => {
    const before = dataOf(await asAdmin<Options>(OPTIONS)).paymentExportOptions;
    expect(before).toEqual({
      columns: [...PAYMENT_EXPORT_COLUMNS],
      defaultColumns: [...PAYMENT_EXPORT_DEFAULT_COLUMNS],
      providers: [],
    });

    const response = await asAdmin<Remember>(REMEMBER, {
      input: { provider: 'M-Pesa', columns: ['lastName', 'amount', 'lastName'] },
    });
    // Named here with the API's own rule, without a REST call.
    expect(response.body.extensions?.restCalls?.calls.filter((c) => c !== 'GET /me')).toEqual([]);
    const repeated = dataOf(response).updatePaymentExportSettings;
    expect(repeated).toMatchObject({ paymentProvider: null, code: 'VALIDATION_FAILED' });
    expect(repeated.fieldErrors).toEqual([
      { field: 'columns.2', code: 'INVALID_VALUE', message: '"lastName" is chosen twice' },
    ]);

    const saved = dataOf(
      await asAdmin<Remember>(REMEMBER, { input: { provider: 'M-Pesa', columns: ['phoneNumber', 'amount'] } }),
    ).updatePaymentExportSettings;
    expect(saved).toMatchObject({
      paymentProvider: { provider: 'M-Pesa', columns: ['phoneNumber', 'amount'] },
      code: null,
      fieldErrors: [],
    });
    const after = dataOf(await asAdmin<Options>(OPTIONS)).paymentExportOptions;
    expect(after.providers).toEqual([
      { provider: 'M-Pesa', columns: ['phoneNumber', 'amount'], updatedBy: { userId: adminA.userId } },
    ]);
    // Another organisation has its own providers: none.
    expect(dataOf(await asB<Options>(OPTIONS)).paymentExportOptions.providers).toEqual([]);
  });

  it('lists a cash distribution’s exports with the link to download one again, and its approvals', async () => {
    const id = await approvedDistribution(asAdmin, asApprover, { programId, beneficiaryListId: listId });
    const link = `${stack.gateway.url}/api/distributions/${id}/payment-instructions.csv?provider=M-Pesa`;
    const headers = { Authorization: `Bearer ${adminA.token}`, 'x-accountid': accountA };
    const file = await fetch(link, { headers });
    expect(file.status).toBe(200);
    const exportId = file.headers.get('x-payment-export-id');
    await file.text();

    const READ = `query($id: ID!) { distribution(id: $id) {
      paymentExports { paymentExportId provider columns fileFormat numberOfFamilies exportedBy { userId } completedAt downloadAgainPath }
      approvals { decision reason decidedBy { userId firstName } decidedAt }
      vouchersPdfPath } }`;
    type Read = {
      distribution: {
        paymentExports: Record<string, unknown>[];
        approvals: Record<string, unknown>[];
        vouchersPdfPath: string | null;
      } | null;
    };
    const read = dataOf(await asAdmin<Read>(READ, { id })).distribution;
    expect(read?.paymentExports).toEqual([
      {
        paymentExportId: exportId,
        provider: 'M-Pesa',
        columns: ['phoneNumber', 'amount'],
        fileFormat: 'CSV',
        numberOfFamilies: 2,
        exportedBy: { userId: adminA.userId },
        completedAt: expect.any(String),
        downloadAgainPath: `/api/distributions/${id}/payment-instructions.csv?again=${exportId}`,
      },
    ]);
    const again = await fetch(`${stack.gateway.url}${read?.paymentExports[0]?.downloadAgainPath}`, { headers });
    expect(again.status).toBe(200);
    expect((await again.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('phoneNumber,amount');

    expect(read?.approvals).toEqual([
      {
        decision: 'APPROVED',
        reason: null,
        decidedBy: { userId: approverA.userId, firstName: 'Bao' },
        decidedAt: expect.any(String),
      },
    ]);
    expect(read?.vouchersPdfPath).toBeNull();

    // Organisation B sees neither the distribution nor its exports.
    expect(dataOf(await asB<Read>(READ, { id })).distribution).toBeNull();
  });

  it('answers a voucher distribution’s entitlements with their voucher fields', async () => {
    const id = await approvedDistribution(asAdmin, asApprover, {
      programId,
      beneficiaryListId: listId,
      distributionType: 'VOUCHER',
      amountPerBeneficiary: 2500,
      validUntil: '2031-12-31',
    });
    const READ = `query($id: ID!) { distribution(id: $id) { vouchersPdfPath paymentExports { paymentExportId }
      entitlements(first: 10) { edges { node { amount voucherCode qrPayload validUntil usageStatus remainingAmount } } } } }`;
    type Read = {
      distribution: {
        vouchersPdfPath: string | null;
        paymentExports: unknown[];
        entitlements: { edges: { node: Record<string, unknown> }[] };
      };
    };
    const read = dataOf(await asAdmin<Read>(READ, { id })).distribution;
    expect(read.vouchersPdfPath).toBe(`/api/distributions/${id}/vouchers.pdf`);
    expect(read.paymentExports).toEqual([]);
    expect(read.entitlements.edges).toHaveLength(2);
    for (const { node } of read.entitlements.edges) {
      expect(node).toEqual({
        amount: 2500,
        voucherCode: expect.stringMatching(/^[A-Z0-9]{12}$/),
        qrPayload: expect.stringMatching(/^AV1\./),
        validUntil: '2031-12-31',
        usageStatus: 'NOT_USED',
        remainingAmount: 2500,
      });
    }

    // A cash entitlement has none of them.
    const cash = await approvedDistribution(asAdmin, asApprover, { programId, beneficiaryListId: listId });
    const cashRead = dataOf(await asAdmin<Read>(READ, { id: cash })).distribution;
    expect(cashRead.vouchersPdfPath).toBeNull();
    expect(cashRead.entitlements.edges[0]?.node).toMatchObject({
      voucherCode: null,
      qrPayload: null,
      usageStatus: null,
      remainingAmount: null,
    });
  });
});
