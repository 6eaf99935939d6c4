// Payment instructions over HTTP on every available database: refused before APPROVED and for vouchers, the chosen
// columns in order with major-unit amounts and formula-safe text, families moved to INITIATED once and only once,
// downloading an export again, columns remembered per provider, XLSX, and other organisations kept out.
import type { DistributionJson } from '@aid/common/distributions';
import type { PaymentExportListJson, PaymentProviderListJson } from '@aid/common/payments';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { distributionCalls, refused, seedList } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS } from '../testing/jobs.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { PAYMENT_PAGE_ROWS } from './export.js';

const backends = await availableBackends();
const identity = fileIdentity();

const HYPERLINK = '=HYPERLINK("http://evil.example/x","open")';

describe.each(backendCases(backends))('payment instructions on %s', (backendName, backend) => {
  let api: TestApi;
  let accountId: string;
  let masterId: string;
  let creator: Caller;
  let approver: Caller;
  let outsider: Caller;
  let programId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@payments.test`,
  );
  const { as, ok, create, generate } = distributionCalls(() => api);

  /** A distribution of a new list of `families`, with its entitlements, submitted and (unless told) approved. */
  const distribution = async (families: number[], extra: Record<string, unknown> = {}, approve = true) => {
    const { listId, beneficiaryIds } = await seedList(api, accountId, masterId, families);
    const d = await create(creator, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Cash round',
      amountPerBeneficiary: 1250,
      ...extra,
    });
    await generate(creator, d.distributionId);
    await ok<DistributionJson>(creator, 'POST', `/distributions/${d.distributionId}/submit`);
    if (approve) {
      await ok(approver, 'POST', `/distributions/${d.distributionId}/approvals`, { decision: 'APPROVED' });
    }
    return { id: d.distributionId, beneficiaryIds };
  };
  const download = (who: Caller, id: string, format: 'csv' | 'xlsx', query: string) =>
    fetch(`${api.url}/distributions/${id}/payment-instructions.${format}?${query}`, {
      headers: { Authorization: `Bearer ${who.token}`, 'x-accountid': who.accountId },
    });
  const csvRows = async (res: Response) => {
    expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(new TextDecoder().decode(bytes)) as string[][];
  };
  const statuses = async (id: string) => {
    const rows = await api.db.query<{ payment_status: string; n: number | string }>(
      'SELECT payment_status, count(*) AS n FROM entitlements WHERE distribution_id = $1 GROUP BY payment_status',
      [id],
    );
    return Object.fromEntries(rows.map((r) => [r.payment_status, Number(r.n)]));
  };
  const refusal = async (res: Response, status: number, reason?: string) => {
    const body = (await res.json()) as { reason?: string; message: string; fieldErrors?: { message: string }[] };
    expect(res.status, JSON.stringify(body)).toBe(status);
    if (reason) expect(body.reason, JSON.stringify(body)).toBe(reason);
    return body;
  };

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    const org = await organisation(api, 'Paying org');
    ({ accountId, masterId } = org);
    const other = await organisation(api, 'Other org');
    creator = await caller('creator', accountId);
    approver = await caller('approver', accountId);
    outsider = await caller('outsider', other.accountId);
    ({ programId } = await api.fixtures.program(accountId, { currency: 'EUR', budget: null }));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('refuses a distribution that is not APPROVED, and a voucher distribution', async () => {
    const pending = await distribution([0], {}, false);
    await refusal(await download(creator, pending.id, 'csv', 'provider=M-Pesa'), 409, 'NOT_APPROVED');
    expect(await statuses(pending.id)).toEqual({ NOT_INITIATED: 1 });
    const voucher = await distribution([0], { distributionType: 'VOUCHER' });
    await refusal(await download(creator, voucher.id, 'xlsx', 'provider=M-Pesa'), 409, 'NOT_CASH');
    expect(await statuses(voucher.id)).toEqual({ NOT_INITIATED: 1 });
  });

  it('writes the chosen columns in order, moves the families to INITIATED, and never lists them again', async () => {
    const { id, beneficiaryIds } = await distribution([0, 2, 1], { includeDependants: true, amountPerDependant: 5 });
    const [evil = '', phoned = ''] = beneficiaryIds;
    await api.db.query('UPDATE distribution_members SET last_name = $2 WHERE beneficiary_id = $1', [evil, HYPERLINK]);
    await api.db.query('UPDATE distribution_members SET phone_number = $2 WHERE beneficiary_id = $1', [
      phoned,
      '+250788000001',
    ]);
    const columns = 'beneficiaryId,lastName,amount,amountMinor,currency,phoneNumber,reference';
    const res = await download(creator, id, 'csv', `provider=${encodeURIComponent(' M-Pesa ')}&columns=${columns}`);
    const exportId = res.headers.get('x-payment-export-id');
    expect(exportId).toMatch(/^pex--/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Cash-round-M-Pesa-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = await csvRows(res);
    expect(rows[0]).toEqual(columns.split(','));
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.size).toBe(3);
    expect(byId.get(evil)).toEqual([evil, `'${HYPERLINK}`, '12.50', '1250', 'EUR', '', exportId]);
    expect(byId.get(phoned)?.slice(2, 6)).toEqual(['12.60', '1260', 'EUR', '+250788000001']);
    expect(await statuses(id)).toEqual({ INITIATED: 3 });

    const [logged] = await api.db.query<{ changes: Record<string, { to: unknown }> }>(
      `SELECT changes FROM activity_logs WHERE object_id = $1 AND action = 'UPDATE'`,
      [id],
    );
    expect(logged?.changes.paymentExport?.to).toBe(exportId);
    await refusal(await download(creator, id, 'csv', 'provider=M-Pesa'), 409, 'NOTHING_TO_EXPORT');
    const exports = await ok<PaymentExportListJson>(creator, 'GET', `/distributions/${id}/payment-exports`);
    expect(exports.items).toHaveLength(1);
    expect(exports.items[0]).toMatchObject({ paymentExportId: exportId, provider: 'M-Pesa', numberOfFamilies: 3 });
    expect(exports.items[0]?.completedAt).not.toBeNull();

    // Downloading it again lists the same families with the same columns and changes nothing.
    const again = await csvRows(await download(creator, id, 'csv', `again=${exportId}`));
    expect(again).toEqual(rows);
    expect(await statuses(id)).toEqual({ INITIATED: 3 });
    await refusal(await download(creator, id, 'csv', 'again=pex--00000000000000000000000000'), 404);
  });

  it('remembers the columns per provider, whatever the case of its name', async () => {
    const first = await distribution([0]);
    await csvRows(await download(creator, first.id, 'csv', 'provider=Bank%20of%20Kigali&columns=amount,entitlementId'));
    const providers = await ok<PaymentProviderListJson>(creator, 'GET', '/payment-providers');
    expect(providers.items.find((p) => p.provider === 'Bank of Kigali')?.columns).toEqual(['amount', 'entitlementId']);
    const second = await distribution([0]);
    const rows = await csvRows(await download(creator, second.id, 'csv', 'provider=bank%20of%20kigali'));
    expect(rows[0]).toEqual(['amount', 'entitlementId']);

    await ok(creator, 'PUT', '/payment-export-settings', { provider: 'Airtel', columns: ['firstName', 'amount'] });
    const third = await distribution([0]);
    expect((await csvRows(await download(creator, third.id, 'csv', 'provider=AIRTEL')))[0]).toEqual([
      'firstName',
      'amount',
    ]);
    const names = (await ok<PaymentProviderListJson>(creator, 'GET', '/payment-providers')).items.map(
      (p) => p.provider,
    );
    // Settings are remembered only with a column choice: AIRTEL above kept the name as Airtel was saved.
    expect(names.filter((n) => n !== 'M-Pesa')).toEqual(['Airtel', 'Bank of Kigali']);
  });

  it('refuses unknown and repeated columns by name, and a missing provider', async () => {
    const bad = await as(creator, 'PUT', '/payment-export-settings', { provider: 'X', columns: ['amount', 'iban'] });
    refused(bad, 422);
    expect((bad.body as { message: string }).message).toContain('"iban" is not a column');
    const twice = await as(creator, 'PUT', '/payment-export-settings', {
      provider: 'X',
      columns: ['amount', 'amount'],
    });
    refused(twice, 422);
    expect((twice.body as { message: string }).message).toContain('"amount" is chosen twice');
    refused(await as(creator, 'PUT', '/payment-export-settings', { provider: 'X', columns: [] }), 422);
    refused(await as(creator, 'PUT', '/payment-export-settings', { provider: ' ', columns: ['amount'] }), 422);
    const { id } = await distribution([0]);
    const body = await refusal(await download(creator, id, 'csv', 'provider=X&columns=amount,swift'), 422);
    expect(body.message).toContain('"swift" is not a column');
    expect((await refusal(await download(creator, id, 'csv', 'columns=amount'), 422)).message).toBe(
      'provider is required',
    );
    expect(await statuses(id)).toEqual({ NOT_INITIATED: 1 });
  });

  it('writes XLSX with the same rows, text cells and no formula', async () => {
    const { id, beneficiaryIds } = await distribution([0, 1]);
    const [at = '', plain = ''] = beneficiaryIds;
    await api.db.query('UPDATE distribution_members SET first_name = $2 WHERE beneficiary_id = $1', [at, '@SUM(A1)']);
    await api.db.query('UPDATE entitlements SET first_name = $2 WHERE beneficiary_id = $1', [at, '@SUM(A1)']);
    const res = await download(
      creator,
      id,
      'xlsx',
      'provider=M-Pesa&columns=beneficiaryId,firstName,amount,amountMinor',
    );
    expect(res.status).toBe(200);
    const exportId = res.headers.get('x-payment-export-id');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const values: unknown[][] = [];
    let formulas = 0;
    workbook.worksheets[0]?.eachRow((row) => {
      const cells: unknown[] = [];
      for (let c = 1; c <= 4; c++) {
        const cell = row.getCell(c);
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
        cells.push(cell.value);
      }
      values.push(cells);
    });
    expect(formulas).toBe(0);
    expect(values[0]).toEqual(['beneficiaryId', 'firstName', 'amount', 'amountMinor']);
    expect(new Set(values.slice(1).map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify([at, "'@SUM(A1)", '12.50', 1250]), JSON.stringify([plain, 'First 2', '12.50', 1250])]),
    );
    const again = await download(creator, id, 'xlsx', `again=${exportId}`);
    expect(again.status).toBe(200);
    expect(await statuses(id)).toEqual({ INITIATED: 2 });
  });

  it('lists every family once over several pages', async () => {
    const families = Array.from({ length: PAYMENT_PAGE_ROWS + 3 }, () => 0);
    const { id } = await distribution(families);
    const rows = await csvRows(await download(creator, id, 'csv', 'provider=M-Pesa&columns=entitlementId'));
    const ids = rows.slice(1).map((r) => r[0]);
    expect(ids).toHaveLength(families.length);
    expect(new Set(ids).size).toBe(families.length);
    expect(await statuses(id)).toEqual({ INITIATED: families.length });
    const [linked] = await api.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM payment_export_entitlements pe JOIN entitlements e USING (entitlement_id)
        WHERE e.distribution_id = $1`,
      [id],
    );
    expect(Number(linked?.n)).toBe(families.length);
  }, 120_000);

  it('needs CASH_DISTRIBUTION UPDATE to export and to change settings, VIEW to read them', async () => {
    const { id } = await distribution([0]);
    const viewer = await caller('cash-viewer', accountId, 'CASH_VIEWER', {
      section: [{ name: 'CASH_DISTRIBUTION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    await refusal(await download(viewer, id, 'csv', 'provider=M-Pesa'), 403);
    refused(await as(viewer, 'PUT', '/payment-export-settings', { provider: 'X', columns: ['amount'] }), 403);
    await ok(viewer, 'GET', '/payment-providers');
    await ok(viewer, 'GET', `/distributions/${id}/payment-exports`);
    const nobody = await caller('programs-only', accountId, 'PROGRAMS_ONLY', {
      section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    refused(await as(nobody, 'GET', '/payment-providers'), 403);
    expect(await statuses(id)).toEqual({ NOT_INITIATED: 1 });
  });

  it("answers 404 to another organisation and changes nothing of this one's", async () => {
    const { id } = await distribution([0]);
    for (const format of ['csv', 'xlsx'] as const) {
      await refusal(await download(outsider, id, format, 'provider=M-Pesa'), 404);
    }
    refused(await as(outsider, 'GET', `/distributions/${id}/payment-exports`), 404);
    const theirs = await ok<PaymentProviderListJson>(outsider, 'GET', '/payment-providers');
    expect(theirs.items).toEqual([]);
    expect(await statuses(id)).toEqual({ NOT_INITIATED: 1 });
  });
});
