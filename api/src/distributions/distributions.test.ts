// Distributions over HTTP on every available database: create, view, edit, cancel; the LOCKED list and its snapshot;
// entitlement amounts; the budget check; organisations and sections kept apart.
import type { DistributionJson, EntitlementJson } from '@aid/common/distributions';
import type { JobJson } from '@aid/common/jobs';
import type { PageJson } from '@aid/common/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { addMembers, distributionCalls, refused, seedList } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS } from '../testing/jobs.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('distributions on %s', (backendName, backend) => {
  let api: TestApi;
  let org: { accountId: string; masterId: string };
  let admin: Caller;
  let outsider: Caller;
  let programId: string;
  let listId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@distributions.test`,
  );
  const { as, ok, create, generate } = distributionCalls(() => api);
  const cash = (extra: Record<string, unknown> = {}) => ({
    programId,
    beneficiaryListId: listId,
    distributionName: 'Winter cash',
    amountPerBeneficiary: 1000,
    ...extra,
  });

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    org = await organisation(api, 'Distributing org');
    const other = await organisation(api, 'Other org');
    admin = await caller('admin', org.accountId);
    outsider = await caller('outsider', other.accountId);
    ({ programId } = await api.fixtures.program(org.accountId, { currency: 'EUR', budget: 100_000 }));
    // Three families: alone, with two dependants, with one.
    ({ listId } = await seedList(api, org.accountId, org.masterId, [0, 2, 1]));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('creates, shows, lists, edits and cancels a distribution', async () => {
    const created = await create(admin, cash({ distributionSummary: 'For the cold months' }));
    expect(created).toMatchObject({
      distributionId: expect.stringMatching(/^dis--/),
      distributionType: 'CASH',
      distributionStatus: 'READY',
      amountPerBeneficiaryCurrency: 'EUR',
      createdBy: admin.userId,
      beneficiaryList: { beneficiaryListId: listId, status: 'LOCKED', numberOfFamilies: 3, numberOfFamilyMembers: 3 },
      totals: { families: 3, people: 6, amount: 3000, entitlements: 0 },
      collection: { NOT_COLLECTED: 3, PARTIALLY_COLLECTED: 0, FULLY_COLLECTED: 0 },
      approvalsNeeded: 1,
      approvalsGiven: 0,
    });
    const id = created.distributionId;
    expect(await ok(admin, 'GET', `/distributions/${id}`)).toEqual(created);
    const page = await ok<PageJson<DistributionJson>>(admin, 'GET', `/distributions?programId=${programId}&first=50`);
    expect(page.items.map((d) => d.distributionId)).toContain(id);
    const batch = await ok<{ items: DistributionJson[] }>(admin, 'GET', `/distributions?ids=${id},dis--nope`);
    expect(batch.items.map((d) => d.distributionId)).toEqual([id]);

    const edited = await ok<DistributionJson>(admin, 'PATCH', `/distributions/${id}`, {
      distributionName: 'Winter cash 2',
      includeDependants: true,
      amountPerDependant: 500,
    });
    expect(edited).toMatchObject({ distributionName: 'Winter cash 2', totals: { amount: 3000 + 3 * 500 } });

    const cancelled = await ok<DistributionJson>(admin, 'POST', `/distributions/${id}/cancel`);
    expect(cancelled.distributionStatus).toBe('CANCELLED');
    refused(await as(admin, 'PATCH', `/distributions/${id}`, { distributionName: 'x' }), 422, 'ILLEGAL_TRANSITION');
    refused(await as(admin, 'POST', `/distributions/${id}/cancel`), 422, 'ILLEGAL_TRANSITION');
    const byStatus = await ok<PageJson<DistributionJson>>(admin, 'GET', `/distributions?status=CANCELLED`);
    expect(byStatus.items.map((d) => d.distributionId)).toEqual([id]);

    const logs = await api.db.query<{ action: string }>(
      'SELECT action FROM activity_logs WHERE object_id = $1 ORDER BY created_at, log_id',
      [id],
    );
    expect(logs.map((l) => l.action)).toEqual(['CREATE', 'UPDATE', 'CANCEL']);
  });

  it('refuses invalid input with the fields named', async () => {
    const res = await as(admin, 'POST', '/distributions', cash({ amountPerBeneficiary: -5, validUntil: 'soon' }));
    refused(res, 422);
    const fields = (res.body as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field);
    expect(fields).toEqual(['amountPerBeneficiary', 'validUntil']);
    const inKind = await as(admin, 'POST', '/distributions', cash({ distributionType: 'IN_KIND' }));
    refused(inKind, 422);
    expect((inKind.body as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field)).toEqual([
      'items',
      'amountPerBeneficiary',
    ]);
    const noProgram = await as(admin, 'POST', '/distributions', cash({ programId: 'prg--missing' }));
    refused(noProgram, 422);
    expect((noProgram.body as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe('programId');
    refused(await as(admin, 'GET', '/distributions?status=SOON'), 422);
  });

  it('refuses a list that is not LOCKED', async () => {
    const open = await seedList(api, org.accountId, org.masterId, [1], 'OPEN');
    const res = await as(admin, 'POST', '/distributions', cash({ beneficiaryListId: open.listId }));
    refused(res, 422, 'LIST_NOT_LOCKED');
    expect((res.body as { message: string }).message).toContain('is OPEN');
  });

  it('keeps the snapshot when the list changes later, and computes amounts with and without dependants', async () => {
    const list = await seedList(api, org.accountId, org.masterId, [0, 2, 1]);
    const plain = await create(admin, cash({ beneficiaryListId: list.listId, amountPerBeneficiary: 1000 }));
    const withDependants = await create(
      admin,
      cash({
        beneficiaryListId: list.listId,
        includeDependants: true,
        amountPerDependant: 500,
        distributionType: 'VOUCHER',
      }),
    );
    // Someone joins the list after the distributions were made: they are not entitled.
    const late = await seedList(api, org.accountId, org.masterId, [4]);
    await addMembers(api, org.accountId, list.listId, late.beneficiaryIds);

    await generate(admin, plain.distributionId);
    await generate(admin, withDependants.distributionId);
    const amounts = async (id: string) => {
      const page = await ok<PageJson<EntitlementJson>>(admin, 'GET', `/distributions/${id}/entitlements?first=10`);
      return page.items.map((e) => [e.numberOfFamilyMembers, e.amount, e.paymentStatus]).sort();
    };
    expect(await amounts(plain.distributionId)).toEqual([
      [0, 1000, 'NOT_INITIATED'],
      [1, 1000, 'NOT_INITIATED'],
      [2, 1000, 'NOT_INITIATED'],
    ]);
    expect(await amounts(withDependants.distributionId)).toEqual([
      [0, 1000, 'NOT_INITIATED'],
      [1, 1500, 'NOT_INITIATED'],
      [2, 2000, 'NOT_INITIATED'],
    ]);
    const after = await ok<DistributionJson>(admin, 'GET', `/distributions/${withDependants.distributionId}`);
    expect(after).toMatchObject({
      distributionStatus: 'READY',
      totals: { families: 3, amount: 4500, entitlements: 3 },
    });
    const page = await ok<PageJson<EntitlementJson>>(
      admin,
      'GET',
      `/distributions/${withDependants.distributionId}/entitlements?first=1`,
    );
    expect(page.items[0]?.entitlementId).toMatch(/^vou--/);
    expect(page.hasNextPage).toBe(true);
    // Money changed: the generated entitlements are thrown away, to be made again.
    const edited = await ok<DistributionJson>(admin, 'PATCH', `/distributions/${plain.distributionId}`, {
      amountPerBeneficiary: 2000,
    });
    expect(edited.totals).toMatchObject({ amount: 6000, entitlements: 0 });
    for (const d of [plain, withDependants]) await ok(admin, 'POST', `/distributions/${d.distributionId}/cancel`);
  });

  it('gives in-kind families items, with quantities for dependants', async () => {
    const d = await create(
      admin,
      cash({
        distributionType: 'IN_KIND',
        amountPerBeneficiary: 0,
        includeDependants: true,
        items: [{ name: 'Rice', unit: 'kg', quantityPerBeneficiary: 5, quantityPerDependant: 2 }],
      }),
    );
    expect(d.totals.amount).toBe(0);
    await generate(admin, d.distributionId);
    const page = await ok<PageJson<EntitlementJson>>(admin, 'GET', `/distributions/${d.distributionId}/entitlements`);
    expect(page.items.map((e) => e.items[0]?.quantity).sort()).toEqual([5, 7, 9]);
    expect(page.items[0]?.entitlementId).toMatch(/^ink--/);
    await ok(admin, 'POST', `/distributions/${d.distributionId}/cancel`);
  });

  it('refuses a distribution over what is left of the budget, saying by how much', async () => {
    // 100,000 budget: a first distribution of 3 × 30,000 leaves 10,000.
    const first = await create(admin, cash({ amountPerBeneficiary: 30_000 }));
    await generate(admin, first.distributionId);
    const second = await create(admin, cash({ amountPerBeneficiary: 5_000 }));
    const res = await as(admin, 'POST', `/distributions/${second.distributionId}/entitlements`);
    refused(res, 422, 'OVER_BUDGET');
    expect((res.body as { message: string }).message).toBe(
      "The distribution exceeds what is left of the program's budget (100.00 EUR) by 50.00 EUR",
    );
    expect(
      (await ok<DistributionJson>(admin, 'GET', `/distributions/${second.distributionId}`)).distributionStatus,
    ).toBe('READY');
    // Cancelled distributions give their share back.
    await ok(admin, 'POST', `/distributions/${first.distributionId}/cancel`);
    await generate(admin, second.distributionId);
    await ok(admin, 'POST', `/distributions/${second.distributionId}/cancel`);
  });

  it('checks a distribution in another currency against the budget with its exchange rate', async () => {
    const fields = (res: { body: unknown }) =>
      ((res.body as { fieldErrors?: { field: string; code: string }[] }).fieldErrors ?? []).map(
        (e) => `${e.field}:${e.code}`,
      );
    // Required (and positive) when the currency is not the program's EUR.
    const missing = await as(admin, 'POST', '/distributions', cash({ amountPerBeneficiaryCurrency: 'XOF' }));
    refused(missing, 422);
    expect(fields(missing)).toEqual(['exchangeRate:REQUIRED']);
    expect((missing.body as { message: string }).message).toBe(
      "exchangeRate is required: how many EUR one XOF is worth, to check the program's budget",
    );
    for (const rate of ['0', '-0.5', 'abc']) {
      const bad = await as(
        admin,
        'POST',
        '/distributions',
        cash({ amountPerBeneficiaryCurrency: 'XOF', exchangeRate: rate }),
      );
      refused(bad, 422);
      expect(fields(bad)).toEqual(['exchangeRate:INVALID_FORMAT']);
    }
    // Ignored in the program's own currency.
    const same = await create(admin, cash({ exchangeRate: '2' }));
    expect(same.exchangeRate).toBeNull();
    await ok(admin, 'POST', `/distributions/${same.distributionId}/cancel`);

    // 3 families × 5,000 XOF = 15,000 XOF; at 0.0015 that is 22.50 EUR of the 1,000.00 EUR budget: accepted.
    const under = await create(
      admin,
      cash({ amountPerBeneficiary: 500_000, amountPerBeneficiaryCurrency: 'XOF', exchangeRate: '0.00150' }),
    );
    expect(under).toMatchObject({ exchangeRate: '0.0015', totals: { amount: 1_500_000 } });
    const [logged] = await api.db.query<{ changes: Record<string, { from: unknown; to: unknown }> }>(
      `SELECT changes FROM activity_logs WHERE object_id = $1 AND action = 'CREATE'`,
      [under.distributionId],
    );
    expect(logged?.changes.exchangeRate).toEqual({ from: null, to: '0.0015' });
    await generate(admin, under.distributionId);

    // At 0.1 the same 15,000 XOF is 1,500.00 EUR, over the 977.50 EUR left: refused, in the program's currency.
    const over = await create(
      admin,
      cash({ amountPerBeneficiary: 500_000, amountPerBeneficiaryCurrency: 'XOF', exchangeRate: '0.1' }),
    );
    const res = await as(admin, 'POST', `/distributions/${over.distributionId}/entitlements`);
    refused(res, 422, 'OVER_BUDGET');
    expect((res.body as { message: string }).message).toBe(
      "The distribution exceeds what is left of the program's budget (977.50 EUR) by 522.50 EUR " +
        '(converted at 1 XOF = 0.1 EUR)',
    );
    // A lower rate entered on the draft is logged and brings it under the budget.
    const edited = await ok<DistributionJson>(admin, 'PATCH', `/distributions/${over.distributionId}`, {
      exchangeRate: '0.05',
    });
    expect(edited.exchangeRate).toBe('0.05');
    const [change] = await api.db.query<{ changes: Record<string, { from: unknown; to: unknown }> }>(
      `SELECT changes FROM activity_logs WHERE object_id = $1 AND action = 'UPDATE'`,
      [over.distributionId],
    );
    expect(change?.changes.exchangeRate).toEqual({ from: '0.1', to: '0.05' });
    await generate(admin, over.distributionId);
    // Back to the program's currency, the rate is dropped.
    const back = await create(admin, cash({ amountPerBeneficiaryCurrency: 'XOF', exchangeRate: '0.0015' }));
    const euros = await ok<DistributionJson>(admin, 'PATCH', `/distributions/${back.distributionId}`, {
      amountPerBeneficiaryCurrency: 'EUR',
    });
    expect(euros.exchangeRate).toBeNull();
    for (const d of [under, over, back]) await ok(admin, 'POST', `/distributions/${d.distributionId}/cancel`);
  });

  it('refuses edits while entitlements are being generated', async () => {
    const d = await create(admin, cash());
    await api.db.query(
      "UPDATE distributions SET distribution_status = 'CREATE_IN_PROGRESS' WHERE distribution_id = $1",
      [d.distributionId],
    );
    refused(
      await as(admin, 'PATCH', `/distributions/${d.distributionId}`, { distributionName: 'z' }),
      422,
      'ILLEGAL_TRANSITION',
    );
    refused(await as(admin, 'POST', `/distributions/${d.distributionId}/cancel`), 422, 'ILLEGAL_TRANSITION');
    await api.db.query("UPDATE distributions SET distribution_status = 'CANCELLED' WHERE distribution_id = $1", [
      d.distributionId,
    ]);
  });

  it('leaves no half set when the generation is cancelled', async () => {
    const d = await create(admin, cash());
    const job = await ok<JobJson>(admin, 'POST', `/distributions/${d.distributionId}/entitlements`, undefined, 202);
    await as(admin, 'POST', `/jobs/${job.jobId}/cancel`);
    let final = job;
    for (let i = 0; i < 200 && !['COMPLETED', 'FAILURE', 'CANCELLED'].includes(final.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      final = await ok<JobJson>(admin, 'GET', `/jobs/${job.jobId}`);
    }
    // A job quicker than the cancel completes; otherwise nothing of it is left. The clean-up of a job cancelled
    // before a worker took it runs when a worker receives it: soon, not at once.
    const expected = final.status === 'COMPLETED' ? 3 : 0;
    let after = await ok<DistributionJson>(admin, 'GET', `/distributions/${d.distributionId}`);
    for (let i = 0; i < 100 && (after.distributionStatus !== 'READY' || after.totals.entitlements !== expected); i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await ok<DistributionJson>(admin, 'GET', `/distributions/${d.distributionId}`);
    }
    expect(after.distributionStatus).toBe('READY');
    expect(after.totals.entitlements).toBe(expected);
    await ok(admin, 'POST', `/distributions/${d.distributionId}/cancel`);
  });

  it('shows another organisation nothing', async () => {
    const d = await create(admin, cash());
    const id = d.distributionId;
    const page = await ok<PageJson<DistributionJson>>(outsider, 'GET', `/distributions?programId=${programId}`);
    expect(page.items).toEqual([]);
    expect((await ok<{ items: unknown[] }>(outsider, 'GET', `/distributions?ids=${id}`)).items).toEqual([]);
    const calls: [string, string, unknown?][] = [
      ['GET', `/distributions/${id}`],
      ['PATCH', `/distributions/${id}`, { distributionName: 'x' }],
      ['POST', `/distributions/${id}/cancel`],
      ['POST', `/distributions/${id}/entitlements`],
      ['GET', `/distributions/${id}/entitlements`],
      ['POST', `/distributions/${id}/submit`],
      ['POST', `/distributions/${id}/approvals`, { decision: 'APPROVED' }],
      ['PATCH', `/distributions/${id}/entitlements/csh--x/status`, { status: 'INITIATED' }],
    ];
    for (const [method, path, body] of calls) refused(await as(outsider, method, path, body), 404);
    // Their program and list are not there for them either.
    refused(await as(outsider, 'POST', '/distributions', cash()), 422);
    const settings = await ok<{ rules: unknown[] }>(outsider, 'GET', '/organization/approval-settings');
    expect(settings.rules).toEqual([]);
  });

  it('needs the section of the distribution type', async () => {
    const voucher = await create(admin, cash({ distributionType: 'VOUCHER' }));
    const cashOne = await create(admin, cash());
    const noSection = await caller('programs-only', org.accountId, 'PROGRAMS_ONLY', {
      section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    refused(await as(noSection, 'GET', '/distributions'), 403);
    refused(await as(noSection, 'GET', `/distributions/${cashOne.distributionId}`), 403);
    refused(await as(noSection, 'POST', '/distributions', cash()), 403);

    const cashViewer = await caller('cash-viewer', org.accountId, 'CASH_VIEWER', {
      section: [
        { name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } },
        { name: 'CASH_DISTRIBUTION', access: { VIEW: { accessLevel: 'SELECTED', objectIds: [programId] } } },
      ],
    });
    const seen = await ok<PageJson<DistributionJson>>(cashViewer, 'GET', `/distributions?first=100`);
    expect(seen.items.every((d) => d.distributionType === 'CASH')).toBe(true);
    expect(seen.items.map((d) => d.distributionId)).toContain(cashOne.distributionId);
    refused(await as(cashViewer, 'GET', `/distributions/${voucher.distributionId}`), 404);
    refused(await as(cashViewer, 'PATCH', `/distributions/${cashOne.distributionId}`, { distributionName: 'y' }), 403);
    refused(await as(cashViewer, 'POST', `/distributions/${cashOne.distributionId}/cancel`), 403);
    refused(await as(cashViewer, 'POST', '/distributions', cash()), 403);
    refused(await as(cashViewer, 'PUT', '/organization/approval-settings', { rules: [], incompatibleRoles: [] }), 403);
  });
});
