// Status changes over HTTP on every available database: every illegal distribution and payment transition refused,
// four eyes, incompatible roles, N approvers, and the decisions in the activity log.
import {
  type ApprovalListJson,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TRANSITIONS,
  type DistributionJson,
  type DistributionStatus,
  type EntitlementJson,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
} from '@aid/common/distributions';
import { fullPermissions } from '@aid/common/permissions';
import type { PageJson } from '@aid/common/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { distributionCalls, refused, seedList } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS } from '../testing/jobs.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('distribution statuses and approvals on %s', (backendName, backend) => {
  let api: TestApi;
  let accountId: string;
  let creator: Caller;
  let approver: Caller;
  let second: Caller;
  let programId: string;
  let listId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@approvals.test`,
  );
  const { as, ok, create, generate } = distributionCalls(() => api);
  const draft = (extra: Record<string, unknown> = {}) =>
    create(creator, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'D',
      amountPerBeneficiary: 100,
      ...extra,
    });
  /** A distribution with its entitlements, submitted. */
  const pending = async (extra: Record<string, unknown> = {}) => {
    const d = await draft(extra);
    await generate(creator, d.distributionId);
    return ok<DistributionJson>(creator, 'POST', `/distributions/${d.distributionId}/submit`);
  };
  const decide = (who: Caller, id: string, decision: string, reason?: string) =>
    as(who, 'POST', `/distributions/${id}/approvals`, reason ? { decision, reason } : { decision });
  const settings = (body: unknown) => ok(creator, 'PUT', '/organization/approval-settings', body);

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    const org = await organisation(api, 'Approving org');
    accountId = org.accountId;
    creator = await caller('creator', accountId);
    approver = await caller('approver', accountId);
    second = await caller('second', accountId);
    ({ programId } = await api.fixtures.program(accountId, { currency: 'EUR', budget: null }));
    ({ listId } = await seedList(api, accountId, org.masterId, [0, 1]));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('refuses every distribution status change the table does not allow', async () => {
    const d = await draft();
    const id = d.distributionId;
    const moves: Record<DistributionStatus, () => ReturnType<typeof as>> = {
      CANCELLED: () => as(creator, 'POST', `/distributions/${id}/cancel`),
      APPROVAL_PENDING: () => as(creator, 'POST', `/distributions/${id}/submit`),
      APPROVED: () => decide(approver, id, 'APPROVED'),
      DISAPPROVED: () => decide(approver, id, 'DISAPPROVED', 'Too much'),
      CREATE_IN_PROGRESS: () => as(creator, 'POST', `/distributions/${id}/entitlements`),
      READY: () => as(creator, 'PATCH', `/distributions/${id}`, { distributionName: `D ${Math.random()}` }),
    };
    let refusedCount = 0;
    for (const from of DISTRIBUTION_STATUSES) {
      for (const to of DISTRIBUTION_STATUSES) {
        // Allowed pairs are exercised by the other tests; editing a READY draft is not a status change.
        if (DISTRIBUTION_TRANSITIONS[from].includes(to) || (from === 'READY' && to === 'READY')) continue;
        await api.db.query('UPDATE distributions SET distribution_status = $2 WHERE distribution_id = $1', [id, from]);
        const res = await moves[to]();
        refused(res, 422, 'ILLEGAL_TRANSITION');
        expect((res.body as { message: string }).message, `${from} → ${to}`).toContain(from);
        if (to !== 'READY') expect((res.body as { message: string }).message).toContain(`to ${to}`);
        const [row] = await api.db.query<{ s: string }>(
          'SELECT distribution_status AS s FROM distributions WHERE distribution_id = $1',
          [id],
        );
        expect(row?.s, `${from} → ${to} changed nothing`).toBe(from);
        refusedCount += 1;
      }
    }
    expect(refusedCount).toBe(36 - 10 - 1);
  });

  it('refuses every payment status change the table does not allow, and allows the others', async () => {
    const d = await draft();
    await generate(creator, d.distributionId);
    const page = await ok<PageJson<EntitlementJson>>(creator, 'GET', `/distributions/${d.distributionId}/entitlements`);
    const entitlement = page.items[0];
    if (!entitlement) throw new Error('no entitlement');
    expect(entitlement.entitlementId).toMatch(/^csh/);
    const path = `/distributions/${d.distributionId}/entitlements/${entitlement.entitlementId}/status`;
    // Nothing is paid before approval.
    refused(await as(creator, 'PATCH', path, { status: 'INITIATED' }), 422, 'ILLEGAL_TRANSITION');
    await api.db.query("UPDATE distributions SET distribution_status = 'APPROVED' WHERE distribution_id = $1", [
      d.distributionId,
    ]);
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        await api.db.query('UPDATE entitlements SET payment_status = $2 WHERE entitlement_id = $1', [
          entitlement.entitlementId,
          from,
        ]);
        const res = await as(creator, 'PATCH', path, { status: to });
        if (PAYMENT_TRANSITIONS[from].includes(to)) {
          expect(res.status, `${from} → ${to}: ${JSON.stringify(res.body)}`).toBe(200);
          expect((res.body as EntitlementJson).paymentStatus).toBe(to);
        } else {
          refused(res, 422, 'ILLEGAL_TRANSITION');
          expect((res.body as { message: string }).message).toContain(`from ${from} to ${to}`);
        }
      }
    }
    refused(await as(creator, 'PATCH', path, { status: 'PAID' }), 422);
  });

  it('never lets the creator approve, and needs entitlements to submit', async () => {
    const d = await draft();
    refused(await as(creator, 'POST', `/distributions/${d.distributionId}/submit`), 422, 'NO_ENTITLEMENTS');
    const submitted = await pending();
    expect(submitted.distributionStatus).toBe('APPROVAL_PENDING');
    refused(await decide(creator, submitted.distributionId, 'APPROVED'), 403, 'CREATOR_CANNOT_APPROVE');
    refused(await decide(approver, submitted.distributionId, 'DISAPPROVED'), 422);
    const approved = await decide(approver, submitted.distributionId, 'APPROVED');
    expect((approved.body as DistributionJson).distributionStatus).toBe('APPROVED');
    const logs = await api.db.query<{ action: string; user_id: string }>(
      'SELECT action, user_id FROM activity_logs WHERE object_id = $1 ORDER BY created_at, log_id',
      [submitted.distributionId],
    );
    expect(logs.map((l) => l.action)).toEqual(['CREATE', 'SUBMIT', 'APPROVE']);
    expect(logs[2]?.user_id).toBe(approver.userId);
  });

  it('refuses an approver whose role is incompatible with the creator’s', async () => {
    const maker = await caller('maker', accountId, 'MAKER', fullPermissions());
    const checker = await caller('checker', accountId, 'CHECKER', fullPermissions());
    const roles = await api.db.query<{ role_id: string; role_name: string }>(
      "SELECT role_id, role_name FROM roles WHERE account_id = $1 AND role_name IN ('MAKER', 'CHECKER')",
      [accountId],
    );
    const roleId = (name: string) => roles.find((r) => r.role_name === name)?.role_id ?? '';
    refused(
      await as(creator, 'PUT', '/organization/approval-settings', {
        rules: [],
        incompatibleRoles: [{ creatorRoleId: 'rol--nope', approverRoleId: roleId('CHECKER') }],
      }),
      422,
    );
    await settings({
      rules: [],
      incompatibleRoles: [{ creatorRoleId: roleId('MAKER'), approverRoleId: roleId('CHECKER') }],
    });
    const d = await create(maker, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'M',
      amountPerBeneficiary: 1,
    });
    await generate(maker, d.distributionId);
    await ok(maker, 'POST', `/distributions/${d.distributionId}/submit`);
    const res = await decide(checker, d.distributionId, 'APPROVED');
    refused(res, 403, 'INCOMPATIBLE_ROLE');
    expect((res.body as { message: string }).message).toContain('CHECKER');
    const ok2 = await decide(approver, d.distributionId, 'APPROVED');
    expect((ok2.body as DistributionJson).distributionStatus).toBe('APPROVED');
    await settings({ rules: [], incompatibleRoles: [] });
  });

  it('needs N different approvers above the rule’s total; one disapproval decides', async () => {
    // Totals above 1.50 EUR need two approvers; this one is 2 families × 100 = 2.00 EUR.
    await settings({ rules: [{ minTotal: 150, currency: 'EUR', approvers: 2 }], incompatibleRoles: [] });
    const d = await pending();
    expect(d.approvalsNeeded).toBe(2);
    const first = await decide(approver, d.distributionId, 'APPROVED');
    expect(first.body).toMatchObject({ distributionStatus: 'APPROVAL_PENDING', approvalsGiven: 1 });
    refused(await decide(approver, d.distributionId, 'APPROVED'), 409, 'ALREADY_DECIDED');
    const done = await decide(second, d.distributionId, 'APPROVED');
    expect(done.body).toMatchObject({ distributionStatus: 'APPROVED', approvalsGiven: 2 });

    // Below the rule's total, one approver suffices.
    const small = await pending({ amountPerBeneficiary: 50 });
    expect(small.approvalsNeeded).toBe(1);

    const other = await pending();
    await decide(approver, other.distributionId, 'APPROVED');
    const no = await decide(second, other.distributionId, 'DISAPPROVED', 'Wrong list');
    expect((no.body as DistributionJson).distributionStatus).toBe('DISAPPROVED');
    // Edited, it is a draft again and a new round of approval starts.
    const again = await ok<DistributionJson>(creator, 'PATCH', `/distributions/${other.distributionId}`, {
      distributionName: 'Fixed',
    });
    expect(again).toMatchObject({ distributionStatus: 'READY', approvalsGiven: 0 });
    await ok(creator, 'POST', `/distributions/${other.distributionId}/submit`);
    await decide(approver, other.distributionId, 'APPROVED');
    const final = await decide(second, other.distributionId, 'APPROVED');
    expect((final.body as DistributionJson).distributionStatus).toBe('APPROVED');
    const [decisions] = await api.db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM activity_logs WHERE object_id = $1 AND action IN ('APPROVE', 'DISAPPROVE')",
      [other.distributionId],
    );
    expect(Number(decisions?.n)).toBe(4);
    // The history lists every round's decisions, the latest first, with the disapproval's reason.
    const history = await ok<ApprovalListJson>(creator, 'GET', `/distributions/${other.distributionId}/approvals`);
    expect(history.items.map((a) => [a.decision, a.reason, a.decidedBy])).toEqual([
      ['APPROVED', null, second.userId],
      ['APPROVED', null, approver.userId],
      ['DISAPPROVED', 'Wrong list', second.userId],
      ['APPROVED', null, approver.userId],
    ]);
    await settings({ rules: [], incompatibleRoles: [] });
  });

  it('cancels an APPROVED distribution only while nothing is paid', async () => {
    const d = await pending();
    await decide(approver, d.distributionId, 'APPROVED');
    await api.db.query(
      "UPDATE entitlements SET payment_status = 'INITIATED' WHERE entitlement_id = (SELECT min(entitlement_id) FROM entitlements WHERE distribution_id = $1)",
      [d.distributionId],
    );
    refused(await as(creator, 'POST', `/distributions/${d.distributionId}/cancel`), 409, 'ILLEGAL_TRANSITION');
    await api.db.query("UPDATE entitlements SET payment_status = 'NOT_INITIATED' WHERE distribution_id = $1", [
      d.distributionId,
    ]);
    const cancelled = await ok<DistributionJson>(creator, 'POST', `/distributions/${d.distributionId}/cancel`);
    expect(cancelled.distributionStatus).toBe('CANCELLED');
  });

  it('keeps the redemption ledger append-only for the app role', async () => {
    const [grants] = await api.db.query<{ upd: boolean; del: boolean; ins: boolean }>(
      `SELECT has_table_privilege('aid_app', 'voucher_redemptions', 'UPDATE') AS upd,
              has_table_privilege('aid_app', 'voucher_redemptions', 'DELETE') AS del,
              has_table_privilege('aid_app', 'voucher_redemptions', 'INSERT') AS ins`,
    );
    expect(grants).toEqual({ upd: false, del: false, ins: true });
  });
});
