// HTTP-level, against the real API and real tokens: a distribution's reconciliation figures and drill-down through
// GraphQL, a provider report imported as a job with its result file downloaded through the gateway, resolving a
// family by hand as a typed result, and another organisation seeing none of it.
import { FAST_JOBS } from '@aid/api/testing';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ask, asMember, dataOf, jobEnd } from '../testing/distributions.js';
import { approvedDistribution, familiesList } from '../testing/notifications.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountA: string;
let adminA: StackUser;
let asAdmin: Ask;
let asApprover: Ask;
let asB: Ask;
let distributionId: string;

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  ({ accountId: accountA } = await stack.fixtures.account('Org A'));
  const { accountId: accountB } = await stack.fixtures.account('Org B');
  adminA = await stack.member('admin@reconciliation-a.example.org', accountA);
  const approverA = await stack.member('approver@reconciliation-a.example.org', accountA);
  const adminB = await stack.member('admin@reconciliation-b.example.org', accountB);
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
  const { programId } = await stack.fixtures.program(accountA, { currency: 'EUR', budget: 1_000_000 });
  const { listId } = await familiesList(asAdmin, [{ firstName: 'Amal' }, { firstName: 'Joseph' }]);
  distributionId = await approvedDistribution(asAdmin, asApprover, { programId, beneficiaryListId: listId });
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const FIGURES = `query($id: ID!) { distributionReconciliation(distributionId: $id) {
  distributionName figures { entitled { families amount } outstanding { families } indicator } } }`;
type Figures = {
  distributionReconciliation: {
    figures: { entitled: { families: number; amount: number }; outstanding: { families: number }; indicator: string };
  };
};
const FAMILIES = `query($id: ID!) { reconciliationFamilies(distributionId: $id, state: OUTSTANDING, first: 1) {
  items { entitlementId paymentStatus } nextCursor } }`;
type Families = { reconciliationFamilies: { items: { entitlementId: string }[]; nextCursor: string | null } };

describe('reconciliation through GraphQL', () => {
  it('reads figures and pages the drill-down', async () => {
    const figures = dataOf(await asAdmin<Figures>(FIGURES, { id: distributionId }));
    expect(figures.distributionReconciliation.figures).toEqual({
      entitled: { families: 2, amount: 2500 },
      outstanding: { families: 2 },
      indicator: 'PENDING',
    });
    const page = dataOf(await asAdmin<Families>(FAMILIES, { id: distributionId }));
    expect(page.reconciliationFamilies.items).toHaveLength(1);
    expect(page.reconciliationFamilies.nextCursor).toBe(page.reconciliationFamilies.items[0]?.entitlementId);
  });

  it('imports a report as a job and downloads its result file through the gateway', async () => {
    const page = dataOf(await asAdmin<Families>(FAMILIES.replace('first: 1', 'first: 10'), { id: distributionId }));
    const [a = '', b = ''] = page.reconciliationFamilies.items.map((f) => f.entitlementId);
    await stack.api.db.query(`UPDATE entitlements SET payment_status = 'INITIATED' WHERE distribution_id = $1`, [
      distributionId,
    ]);
    const upload = await fetch(`${stack.api.url}/files?name=report.csv`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': accountA, 'Content-Type': 'text/csv' },
      body: `entitlementId,status\r\n${a},paid\r\n${b},BANANA\r\n`,
    });
    const { fileId } = (await upload.json()) as { fileId: string };
    const START = `mutation($input: StartReconciliationImportInput!) { startReconciliationImport(input: $input) {
      import { importId } job { jobId } code message fieldErrors { field message } } }`;
    type Start = {
      startReconciliationImport: {
        import: { importId: string } | null;
        job: { jobId: string } | null;
        code: string | null;
        message: string | null;
      };
    };
    const missing = dataOf(
      await asAdmin<Start>(START, {
        input: { distributionId, fileId, provider: 'M-Pesa', matchColumn: 'reference', statusColumn: 'status' },
      }),
    );
    expect(missing.startReconciliationImport).toMatchObject({ import: null, code: 'VALIDATION_FAILED' });
    expect(missing.startReconciliationImport.message).toContain('"reference"');
    const started = dataOf(
      await asAdmin<Start>(START, {
        input: { distributionId, fileId, provider: 'M-Pesa', matchColumn: 'entitlementId', statusColumn: 'status' },
      }),
    );
    expect(await jobEnd(asAdmin, started.startReconciliationImport.job?.jobId ?? '')).toBe('COMPLETED');
    const importId = started.startReconciliationImport.import?.importId ?? '';
    type Imported = { reconciliationImport: { matched: number; failed: number; changed: number; resultPath: string } };
    const imported = dataOf(
      await asAdmin<Imported>(
        `query($id: ID!) { reconciliationImport(importId: $id) { matched failed changed resultPath } }`,
        { id: importId },
      ),
    );
    expect(imported.reconciliationImport).toMatchObject({ matched: 1, failed: 1, changed: 1 });
    const res = await fetch(`${stack.gateway.url}${imported.reconciliationImport.resultPath}`, {
      headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': accountA },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('BANANA,FAILED,"Unknown payment status ""BANANA"""');
    const provider = dataOf(
      await asAdmin<{ reconciliationProvider: { matchColumn: string } | null }>(
        '{ reconciliationProvider(provider: "M-Pesa") { matchColumn } }',
      ),
    );
    expect(provider.reconciliationProvider?.matchColumn).toBe('entitlementId');

    // Resolving by hand: an illegal transition is a typed refusal, an allowed one moves the status.
    const RESOLVE = `mutation($input: ResolveReconciliationInput!) { resolveReconciliation(input: $input) {
      resolved { paymentStatus } code message } }`;
    type Resolve = { resolveReconciliation: { resolved: { paymentStatus: string } | null; code: string | null } };
    const illegal = dataOf(
      await asAdmin<Resolve>(RESOLVE, {
        input: { entitlementId: a, paymentStatus: 'DECLINED', reason: 'Provider says' },
      }),
    );
    expect(illegal.resolveReconciliation).toMatchObject({ resolved: null, code: 'VALIDATION_FAILED' });
    const reversed = dataOf(
      await asAdmin<Resolve>(RESOLVE, { input: { entitlementId: a, paymentStatus: 'REVERSED', reason: 'Refunded' } }),
    );
    expect(reversed.resolveReconciliation.resolved?.paymentStatus).toBe('REVERSED');
  });

  it('shows another organisation nothing', async () => {
    const res = await asB<Figures>(FIGURES, { id: distributionId });
    expect(res.body.data?.distributionReconciliation ?? null).toBeNull();
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const res = await asB<Figures>(FIGURES, { id: distributionId });
    const extensions = res.body.errors?.[0]?.extensions;
    expect(extensions?.messageKey).toBe('reconciliation.distributionNotFound');
    expect(refusalIn('fr', String(extensions?.messageKey))).toBe('Distribution introuvable');
  });
});
