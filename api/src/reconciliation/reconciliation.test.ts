// Reconciliation over HTTP on every available database: figures of a voucher distribution with redemptions, a paid
// family and a conflict; the drill-down paged; a provider report applied (matched, failed incl. an illegal transition,
// not found) and applied again changing nothing; remembered columns; resolve logged as RESOLVE; other organisations
// kept out.
import type { DistributionJson } from '@aid/common/distributions';
import type { ReconciliationFiguresJson } from '@aid/common/reconciliation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantRunner, tenantRunner } from '../db/tenant.js';
import { organisation } from '../testing/beneficiaries.js';
import { importCalls } from '../testing/beneficiary-imports.js';
import { distributionCalls, refused, seedList } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS } from '../testing/jobs.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { RECONCILIATION_BATCH_ROWS, runReconciliationImport } from './apply-report.js';
import { resultChunks } from './imports.js';

const backends = await availableBackends();
const identity = fileIdentity();

type Figures = { figures: ReconciliationFiguresJson };
type FamiliesPage = { items: { entitlementId: string; paymentStatus: string }[]; nextCursor: string | null };

describe('the result file', () => {
  it('lists every row once, in order, whatever the chunking', () => {
    const results = Array.from({ length: 2500 }, (_, i) => ({
      rowNumber: i + 1,
      reference: `csh${i}`,
      providerStatus: 'paid, "late"',
      outcome: 'NOT_FOUND' as const,
      message: 'none',
    }));
    const lines = [...resultChunks('header\r\n', results)].join('').split('\r\n');
    expect(lines).toHaveLength(2502);
    expect(lines[0]).toBe('header');
    expect(lines[1]).toBe('1,csh0,"paid, ""late""",NOT_FOUND,none');
    expect(lines[2500]).toBe('2500,csh2499,"paid, ""late""",NOT_FOUND,none');
    expect(lines[2501]).toBe('');
  });
});

describe.each(backendCases(backends))('reconciliation on %s', (backendName, backend) => {
  let api: TestApi;
  let accountId: string;
  let masterId: string;
  let admin: Caller;
  let approver: Caller;
  let outsider: Caller;
  let programId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@reconciliation.test`,
  );
  const { as, ok, create, generate } = distributionCalls(() => api);
  const { upload } = importCalls(() => api);

  const distribution = async (families: number[], extra: Record<string, unknown> = {}) => {
    const { listId } = await seedList(api, accountId, masterId, families);
    const d = await create(admin, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Round',
      amountPerBeneficiary: 1000,
      ...extra,
    });
    await generate(admin, d.distributionId);
    await ok<DistributionJson>(admin, 'POST', `/distributions/${d.distributionId}/submit`);
    await ok(approver, 'POST', `/distributions/${d.distributionId}/approvals`, { decision: 'APPROVED' });
    const ids = await api.db.query<{ entitlement_id: string }>(
      `SELECT entitlement_id FROM entitlements WHERE distribution_id = $1 ORDER BY entitlement_id COLLATE "C"`,
      [d.distributionId],
    );
    return { id: d.distributionId, entitlements: ids.map((r) => r.entitlement_id) };
  };
  const setStatus = (id: string, status: string) =>
    api.db.query('UPDATE entitlements SET payment_status = $2 WHERE entitlement_id = $1', [id, status]);
  const statusOf = async (id: string) =>
    (
      await api.db.query<{ payment_status: string }>(
        'SELECT payment_status FROM entitlements WHERE entitlement_id = $1',
        [id],
      )
    )[0]?.payment_status;

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    const org = await organisation(api, 'Reconciling org');
    ({ accountId, masterId } = org);
    const other = await organisation(api, 'Other org');
    admin = await caller('admin', accountId);
    approver = await caller('approver', accountId);
    outsider = await caller('outsider', other.accountId);
    ({ programId } = await api.fixtures.program(accountId, { currency: 'EUR', budget: null }));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('sums figures in the database and picks the indicator', async () => {
    const { id, entitlements } = await distribution([0, 0, 0, 0]);
    const [redeemed = '', paid = '', conflicted = '', failed = ''] = entitlements;
    await api.db.query(
      // With the voucher's running total, as every writer of the ledger keeps it (migrations/0022).
      `WITH added AS (
         INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, amount, idempotency_key, distribution_id)
         VALUES ('rdm--t1', $1, $2, 400, 'k1', $3) RETURNING voucher_id, amount)
       UPDATE entitlements e SET redeemed = e.redeemed + added.amount FROM added
        WHERE e.entitlement_id = added.voucher_id`,
      [accountId, redeemed, id],
    );
    await setStatus(paid, 'COMPLETED');
    await setStatus(failed, 'DECLINED');
    let body = await ok<Figures>(admin, 'GET', `/reconciliation/distributions/${id}`);
    expect(body.figures).toMatchObject({
      entitled: { families: 4, amount: 4000 },
      redeemed: { families: 1, amount: 400 },
      paid: { families: 1, amount: 1000 },
      outstanding: { families: 2, amount: 2600 },
      failed: { families: 1, amount: 1000 },
      conflicts: 0,
      indicator: 'ERROR',
    });
    await setStatus(failed, 'NOT_INITIATED');
    body = await ok<Figures>(admin, 'GET', `/reconciliation/distributions/${id}`);
    expect(body.figures.indicator).toBe('PENDING');

    await api.db.query(
      `INSERT INTO redemption_conflicts (conflict_id, account_id, voucher_id, distribution_id, amount,
         remaining_at_sync, reason, idempotency_key) VALUES ('rcf--t1', $1, $2, $3, 500, 0, 'FULLY_USED', 'k2')`,
      [accountId, conflicted, id],
    );
    body = await ok<Figures>(admin, 'GET', `/reconciliation/distributions/${id}`);
    expect(body.figures.conflicts).toBe(1);
    expect(body.figures.indicator).toBe('ERROR');

    const conflicts = await ok<FamiliesPage>(
      admin,
      'GET',
      `/reconciliation/distributions/${id}/families?state=CONFLICT`,
    );
    expect(conflicts.items.map((f) => f.entitlementId)).toEqual([conflicted]);

    // Resolve: the conflict closed, with a reason, logged as RESOLVE.
    refused(
      await as(admin, 'POST', `/reconciliation/entitlements/${conflicted}/resolve`, { conflictId: 'rcf--t1' }),
      422,
    );
    await ok(admin, 'POST', `/reconciliation/entitlements/${conflicted}/resolve`, {
      conflictId: 'rcf--t1',
      reason: 'Checked with the vendor',
    });
    refused(
      await as(admin, 'POST', `/reconciliation/entitlements/${conflicted}/resolve`, {
        conflictId: 'rcf--t1',
        reason: 'x',
      }),
      409,
      'CONFLICT_RESOLVED',
    );
    refused(
      await as(admin, 'POST', `/reconciliation/entitlements/${paid}/resolve`, {
        paymentStatus: 'DECLINED',
        reason: 'x',
      }),
      422,
      'ILLEGAL_TRANSITION',
    );
    const logs = await api.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM activity_logs WHERE action = 'RESOLVE' AND object_id = $1`,
      [id],
    );
    expect(Number(logs[0]?.n)).toBe(1);
    body = await ok<Figures>(admin, 'GET', `/reconciliation/distributions/${id}`);
    expect(body.figures.conflicts).toBe(0);

    const program = await ok<{ totals: ReconciliationFiguresJson; totalCount: number }>(
      admin,
      'GET',
      `/reconciliation/programs/${programId}`,
    );
    expect(program.totalCount).toBeGreaterThanOrEqual(1);
    expect(program.totals.entitled.families).toBeGreaterThanOrEqual(4);

    // Another organisation sees nothing.
    refused(await as(outsider, 'GET', `/reconciliation/distributions/${id}`), 404);
    refused(await as(outsider, 'GET', `/reconciliation/distributions/${id}/families`), 404);
    refused(
      await as(outsider, 'POST', `/reconciliation/entitlements/${paid}/resolve`, {
        paymentStatus: 'REVERSED',
        reason: 'x',
      }),
      404,
    );
    refused(await as(outsider, 'GET', `/reconciliation/programs/${programId}`), 404);
  });

  it('pages the drill-down in the database', async () => {
    const { id, entitlements } = await distribution([0, 0, 0, 0, 0]);
    const seen: string[] = [];
    let cursor = '';
    for (let i = 0; i < 5; i++) {
      const page = await ok<FamiliesPage>(
        admin,
        'GET',
        `/reconciliation/distributions/${id}/families?state=OUTSTANDING&first=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((f) => f.entitlementId));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(entitlements);
    refused(await as(admin, 'GET', `/reconciliation/distributions/${id}/families?state=NOPE`), 422, 'INVALID_INPUT');
  });

  it('applies a provider report once: matched, failed, not found; again changes nothing', async () => {
    const { id, entitlements } = await distribution([0, 0, 0, 0]);
    const [a = '', b = '', c = '', d = ''] = entitlements;
    for (const e of entitlements) await setStatus(e, 'INITIATED');
    await setStatus(d, 'COMPLETED');
    const rows = [
      { reference: a, status: 'paid' },
      { reference: b, status: 'Rejected' },
      { reference: c, status: 'teleported' },
      { reference: d, status: 'DECLINED' },
      { reference: 'cshnope', status: 'COMPLETED' },
    ];
    const run = tenantRunner(api.db, { accountId, userId: admin.userId });
    const first = await runReconciliationImport(run, rows, { distributionId: id });
    expect(first.counters).toEqual({ rowsTotal: 5, matched: 2, failed: 2, notFound: 1, changed: 2 });
    expect(first.results.map((r) => r.outcome)).toEqual(['MATCHED', 'MATCHED', 'FAILED', 'FAILED', 'NOT_FOUND']);
    expect(first.results[3]?.message).toBe('A payment status cannot change from COMPLETED to DECLINED');
    expect(await statusOf(a)).toBe('COMPLETED');
    expect(await statusOf(b)).toBe('DECLINED');
    expect(await statusOf(d)).toBe('COMPLETED');
    const again = await runReconciliationImport(run, rows, { distributionId: id });
    expect(again.counters.changed).toBe(0);
    expect(again.counters.matched).toBe(2);
  });

  it("applies a report over several batches in file order, and not another distribution's entitlements", async () => {
    const { id, entitlements } = await distribution([0, 0]);
    const [a = '', b = ''] = entitlements;
    const other = await distribution([0]);
    const [foreign = ''] = other.entitlements;
    for (const e of [a, b, foreign]) await setStatus(e, 'INITIATED');
    // `a` paid in the first batch and reversed in the second, which must see the first one's change; the padding
    // names nobody, so the rows after it fall into the next batch.
    const padding = Array.from({ length: RECONCILIATION_BATCH_ROWS - 2 }, (_, i) => ({
      reference: `cshnobody${i}`,
      status: 'paid',
    }));
    const rows = [
      { reference: a, status: 'paid' },
      { reference: foreign, status: 'paid' },
      ...padding,
      { reference: a, status: 'refunded' },
      { reference: b, status: 'Rejected' },
    ];
    const run = tenantRunner(api.db, { accountId, userId: admin.userId });
    const batches: number[] = [];
    const { counters, results } = await runReconciliationImport(run, rows, {
      distributionId: id,
      onBatch: async (c) => {
        batches.push(c.rowsTotal);
      },
    });
    expect(batches).toEqual([RECONCILIATION_BATCH_ROWS, RECONCILIATION_BATCH_ROWS + 2]);
    expect(counters).toEqual({
      rowsTotal: RECONCILIATION_BATCH_ROWS + 2,
      matched: 3,
      failed: 0,
      notFound: RECONCILIATION_BATCH_ROWS - 1,
      changed: 3,
    });
    expect(results.map((r) => r.rowNumber)).toEqual(rows.map((_, i) => i + 1));
    expect(results[1]).toMatchObject({ reference: foreign, outcome: 'NOT_FOUND' });
    expect(results.slice(-2).map((r) => r.message)).toEqual(['COMPLETED → REVERSED', 'INITIATED → DECLINED']);
    expect(await statusOf(a)).toBe('REVERSED');
    expect(await statusOf(b)).toBe('DECLINED');
    expect(await statusOf(foreign)).toBe('INITIATED');
  });

  it('stops at a batch whose progress report fails: later batches are not applied', async () => {
    const { id, entitlements } = await distribution([0, 0]);
    const [a = '', b = ''] = entitlements;
    for (const e of entitlements) await setStatus(e, 'INITIATED');
    const padding = Array.from({ length: RECONCILIATION_BATCH_ROWS - 1 }, (_, i) => ({
      reference: `cshnobody${i}`,
      status: 'paid',
    }));
    const rows = [{ reference: a, status: 'paid' }, ...padding, { reference: b, status: 'paid' }];
    const run = tenantRunner(api.db, { accountId, userId: admin.userId });
    const cancelled = runReconciliationImport(run, rows, {
      distributionId: id,
      onBatch: async () => {
        throw new Error('cancelled');
      },
    });
    await expect(cancelled).rejects.toThrow('cancelled');
    expect(await statusOf(a)).toBe('COMPLETED');
    expect(await statusOf(b)).toBe('INITIATED');
  });

  // PGlite has one connection, so nothing can change a row between a batch's read and its UPDATE there.
  it.skipIf(backendName === 'pglite')(
    'applies a batch again with rows locked when a payment changed between reading and updating it',
    async () => {
      const { id, entitlements } = await distribution([0, 0]);
      const [a = '', b = ''] = entitlements;
      for (const e of entitlements) await setStatus(e, 'INITIATED');
      const base = tenantRunner(api.db, { accountId, userId: admin.userId });
      let raced = false;
      const updates: string[] = [];
      // Just before the batch's first UPDATE, someone else (another connection, committed) cancels `b`.
      const run: TenantRunner = (fn) =>
        base((tx) =>
          fn({
            exec: (script) => tx.exec(script),
            query: async (sql, params, options) => {
              if (sql.trimStart().startsWith('UPDATE entitlements')) {
                updates.push(sql);
                if (!raced) {
                  raced = true;
                  await setStatus(b, 'CANCELLED');
                }
              }
              return tx.query(sql, params, options);
            },
          }),
        );
      const rows = [
        { reference: a, status: 'paid' },
        { reference: b, status: 'paid' },
      ];
      const { counters, results } = await runReconciliationImport(run, rows, { distributionId: id });
      expect(updates).toHaveLength(2);
      expect(results.map((r) => r.message)).toEqual([
        'INITIATED → COMPLETED',
        'A payment status cannot change from CANCELLED to COMPLETED',
      ]);
      expect(counters).toEqual({ rowsTotal: 2, matched: 1, failed: 1, notFound: 0, changed: 1 });
      expect(await statusOf(a)).toBe('COMPLETED');
      expect(await statusOf(b)).toBe('CANCELLED');
    },
  );

  it('remembers the columns per provider', async () => {
    refused(await as(admin, 'GET', '/reconciliation/providers/M-Pesa'), 404);
    await ok(admin, 'PUT', '/reconciliation/providers/M-Pesa', {
      matchColumn: 'entitlementId',
      statusColumn: 'Status',
    });
    const got = await ok<{ matchColumn: string; statusColumn: string }>(
      admin,
      'GET',
      '/reconciliation/providers/M-Pesa',
    );
    expect(got).toMatchObject({ matchColumn: 'entitlementId', statusColumn: 'Status' });
    refused(await as(outsider, 'GET', '/reconciliation/providers/M-Pesa'), 404);
  });
  it('imports an uploaded report as a job, checks headers, remembers columns, and serves the result file', async () => {
    const { id, entitlements } = await distribution([0, 0]);
    const [a = '', b = ''] = entitlements;
    for (const e of entitlements) await setStatus(e, 'INITIATED');
    const file = Buffer.from(`Ref,State,Note\r\n${a},SUCCESS,=cmd\r\n${b},COMPLETED,\r\nnope,FAILED,\r\n`);
    const uploaded = await upload(admin, file, 'report.csv');
    expect(uploaded.status).toBe(201);
    const fileId = uploaded.body.fileId;
    refused(
      await as(admin, 'POST', `/reconciliation/distributions/${id}/imports`, { fileId, provider: 'Airtel' }),
      422,
      'NO_COLUMNS',
    );
    const missing = await as(admin, 'POST', `/reconciliation/distributions/${id}/imports`, {
      fileId,
      provider: 'Airtel',
      matchColumn: 'entitlementId',
      statusColumn: 'State',
    });
    refused(missing, 422, 'MISSING_COLUMN');
    expect((missing.body as { message: string }).message).toContain('"entitlementId"');
    const started = await ok<{ import: { importId: string }; job: { jobId: string } }>(
      admin,
      'POST',
      `/reconciliation/distributions/${id}/imports`,
      { fileId, provider: 'Airtel', matchColumn: 'Ref', statusColumn: 'State' },
      202,
    );
    type Imp = { status: string; matched: number; failed: number; notFound: number; changed: number };
    const wait = async (importId: string) => {
      let current = await ok<Imp>(admin, 'GET', `/reconciliation/imports/${importId}`);
      for (let i = 0; i < 200 && ['REQUESTED', 'PROCESSING'].includes(current.status); i++) {
        await new Promise((r) => setTimeout(r, 100));
        current = await ok<Imp>(admin, 'GET', `/reconciliation/imports/${importId}`);
      }
      return current;
    };
    expect(await wait(started.import.importId)).toMatchObject({
      status: 'COMPLETED',
      matched: 2,
      failed: 0,
      notFound: 1,
      changed: 2,
    });
    const res = await fetch(`${api.url}/reconciliation/imports/${started.import.importId}/result.csv`, {
      headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': admin.accountId },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('row,reference,providerStatus,outcome,message');
    expect(text).toContain(`3,nope,FAILED,NOT_FOUND`);
    // Again, the columns remembered: nothing changes.
    const again = await ok<{ import: { importId: string } }>(
      admin,
      'POST',
      `/reconciliation/distributions/${id}/imports`,
      { fileId, provider: 'Airtel' },
      202,
    );
    expect(await wait(again.import.importId)).toMatchObject({ status: 'COMPLETED', matched: 2, changed: 0 });
    refused(await as(outsider, 'GET', `/reconciliation/imports/${started.import.importId}`), 404);
  });
});
