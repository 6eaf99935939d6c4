// HTTP-level tests of a list's CSV and XLSX exports on every available database: contents, formula injection,
// filter and sort, who may export what, and an export longer than one keyset page.
import type { BeneficiaryJson, BeneficiaryListJson } from '@aid/common/beneficiaries';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { BENEFICIARY_EXPORT_HEADER, EXPORT_PAGE_ROWS, exportFileName } from './export.js';

const backends = await availableBackends();
const identity = fileIdentity();
const BULK = EXPORT_PAGE_ROWS * 2 + 37;

const HYPERLINK = '=HYPERLINK("http://evil.example/x","open")';

async function xlsxRows(body: ArrayBuffer): Promise<{ values: (string | number | null)[][]; formulas: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const values: (string | number | null)[][] = [];
  let formulas = 0;
  sheet.eachRow((row) => {
    const cells: (string | number | null)[] = [];
    for (let c = 1; c <= BENEFICIARY_EXPORT_HEADER.length; c++) {
      const cell = row.getCell(c);
      if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      cells.push(cell.value === null || cell.value === undefined ? null : (cell.value as string | number));
    }
    values.push(cells);
  });
  return { values, formulas };
}

describe.each(backendCases(backends))('beneficiary exports on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let masterA: string;
  let adminA: Caller;
  let adminB: Caller;
  let camp: BeneficiaryListJson;
  let other: BeneficiaryListJson;
  let amina: BeneficiaryJson;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@beneficiary-export.test`,
  );
  const download = (who: Caller, listId: string, format: 'csv' | 'xlsx', query = '') =>
    fetch(`${api.url}/beneficiary-lists/${listId}/beneficiaries/export.${format}${query}`, {
      headers: { Authorization: `Bearer ${who.token}`, 'x-accountid': who.accountId },
    });
  const csvRows = async (res: Response) => {
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the byte-order mark.
    return parse(new TextDecoder().decode(bytes)) as string[][];
  };
  const filterQuery = (filter: unknown, sort: string) =>
    `?sort=${sort}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    ({ accountId: orgA, masterId: masterA } = await organisation(api, 'Org A'));
    const { accountId: orgB } = await organisation(api, 'Org B');
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    const newList = async (listName: string) =>
      (await as(adminA, 'POST', '/beneficiary-lists', { listName, status: 'OPEN' })).body as BeneficiaryListJson;
    camp = await newList('Camp: North/2026 ✓');
    other = await newList('Other');
    const person = async (body: Record<string, unknown>, listId = camp.beneficiaryListId) => {
      const res = await as(adminA, 'POST', '/beneficiaries', { ...body, beneficiaryListId: listId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as BeneficiaryJson;
    };
    amina = await person({
      firstName: 'Amina',
      lastName: 'Yusuf',
      gender: 'F',
      dob: '1990-02-03',
      email: 'amina@example.org',
      phoneNumber: '+254 712 345 678',
      externalReferenceNumber: 'REF-1',
      numberOfFamilyMembers: 4,
      nationality: 'KE',
    });
    await person({ firstName: HYPERLINK, lastName: 'Injected' });
    await person({ firstName: 'Plus', lastName: '+1', externalReferenceNumber: '-1+2' });
    await person({ firstName: 'At', lastName: '@SUM(A1:A9)' });
    await person({ firstName: 'Zed', lastName: 'Anderson' });
    await person({ firstName: 'Bob', lastName: 'Anderson' });
    await person({ firstName: 'Elsewhere', lastName: 'Anderson' }, other.beneficiaryListId);
    // More than two keyset pages in the master list, straight in the database.
    await api.db.query(
      `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, creation_method,
                                  created_at, updated_at)
       SELECT 'ben--bulk' || lpad(i::text, 5, '0'), $1, $2, 'Bulk', 'Person ' || lpad(i::text, 5, '0'), 'F-I',
              timestamptz '2025-01-01' + i * interval '1 minute', timestamptz '2025-01-01' + i * interval '1 minute'
         FROM generate_series(1, ${BULK}) AS i`,
      [orgA, masterA],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it('exports a custom list as CSV in the import template’s columns, named after the list', async () => {
    const res = await download(adminA, camp.beneficiaryListId, 'csv', '?sort=CREATED_AT_OLDEST');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Camp-North-2026-${today}.csv"`);
    const [header, first, ...rest] = await csvRows(res);
    expect(header).toEqual([...BENEFICIARY_EXPORT_HEADER]);
    expect(first).toEqual([
      'Amina',
      'Yusuf',
      'F',
      '1990-02-03',
      'amina@example.org',
      // The apostrophe rule holds for E.164 too: a spreadsheet would read +254… as a number.
      "'+254712345678",
      'REF-1',
      '4',
      'KE',
      amina.beneficiaryId,
      'INTERNAL',
      amina.createdAt,
      amina.updatedAt,
    ]);
    expect(rest).toHaveLength(5);
  });

  it('neutralises every cell a spreadsheet would run as a formula, in CSV and in XLSX', async () => {
    const csv = await csvRows(await download(adminA, camp.beneficiaryListId, 'csv', '?sort=CREATED_AT_OLDEST'));
    const xlsxRes = await download(adminA, camp.beneficiaryListId, 'xlsx', '?sort=CREATED_AT_OLDEST');
    expect(xlsxRes.status).toBe(200);
    expect(xlsxRes.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const xlsx = await xlsxRows(await xlsxRes.arrayBuffer());
    expect(xlsx.formulas).toBe(0);
    for (const rows of [csv, xlsx.values.map((r) => r.map((v) => (v === null ? '' : String(v))))]) {
      const names = rows.slice(1).map((r) => [r[0], r[1], r[6]]);
      expect(names).toContainEqual([`'${HYPERLINK}`, 'Injected', '']);
      expect(names).toContainEqual(['Plus', "'+1", "'-1+2"]);
      expect(names).toContainEqual(['At', "'@SUM(A1:A9)", '']);
      // No cell anywhere starts with a formula character once written.
      expect(rows.flat().filter((v) => /^[=+\-@]/.test(v))).toEqual([]);
    }
  });

  it('writes the XLSX as text cells with dates as YYYY-MM-DD text, in the same order as the CSV', async () => {
    const res = await download(adminA, camp.beneficiaryListId, 'xlsx', '?sort=CREATED_AT_OLDEST');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Camp-North-2026-${today}.xlsx"`);
    const { values } = await xlsxRows(await res.arrayBuffer());
    expect(values[0]).toEqual([...BENEFICIARY_EXPORT_HEADER]);
    expect(values[1]).toEqual([
      'Amina',
      'Yusuf',
      'F',
      '1990-02-03',
      'amina@example.org',
      "'+254712345678",
      'REF-1',
      4,
      'KE',
      amina.beneficiaryId,
      'INTERNAL',
      amina.createdAt,
      amina.updatedAt,
    ]);
    expect(values).toHaveLength(7);
  });

  it('applies the list screen’s filter and sort, and only to the list asked for', async () => {
    const filter = { conditions: [{ field: 'LAST_NAME', operator: 'EQUAL', value: 'anderson' }] };
    const csv = await csvRows(await download(adminA, camp.beneficiaryListId, 'csv', filterQuery(filter, 'NAME')));
    expect(csv.slice(1).map((r) => r[0])).toEqual(['Bob', 'Zed']);
    const master = await download(adminA, masterA, 'xlsx', filterQuery(filter, 'NAME'));
    expect((await xlsxRows(await master.arrayBuffer())).values.slice(1).map((r) => r[0])).toEqual([
      'Bob',
      'Elsewhere',
      'Zed',
    ]);
    const twoConditions = {
      connector: 'AND',
      conditions: [
        { field: 'FIRST_NAME', operator: 'EQUAL', value: 'bulk' },
        { field: 'CREATED_AT', operator: 'LESS', value: '2025-01-01T00:04:00Z' },
      ],
    };
    const oldest = await csvRows(
      await download(adminA, masterA, 'csv', filterQuery(twoConditions, 'CREATED_AT_NEWEST')),
    );
    expect(oldest.slice(1).map((r) => r[1])).toEqual(['Person 00003', 'Person 00002', 'Person 00001']);
  });

  it('streams an export longer than one page, every row once, in both formats', async () => {
    const total = BULK + 7;
    const csvRes = await download(adminA, masterA, 'csv', '?sort=NAME');
    expect(csvRes.headers.get('content-length')).toBeNull();
    const csv = (await csvRows(csvRes)).slice(1);
    expect(csv).toHaveLength(total);
    expect(new Set(csv.map((r) => r[9])).size).toBe(total);
    // Compared as stored: without the apostrophe the export adds.
    const names = csv.map((r) => `${r[1]} ${r[0]}`.replace(/^'/, '').toLowerCase());
    expect(names).toEqual([...names].sort());
    const xlsx = (await xlsxRows(await (await download(adminA, masterA, 'xlsx')).arrayBuffer())).values.slice(1);
    expect(xlsx).toHaveLength(total);
    expect(new Set(xlsx.map((r) => r[9]))).toEqual(new Set(csv.map((r) => r[9])));
  });

  it('needs EXPORT on the list: 403 without it, 404 for a list the caller may not know', async () => {
    const viewer = await caller('viewer', orgA, 'VIEW_ONLY', {
      section: [{ name: 'BENEFICIARY_LISTS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    for (const format of ['csv', 'xlsx'] as const) {
      const refused = await download(viewer, camp.beneficiaryListId, format);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('EXPORT') });
    }
    const selected = { accessLevel: 'SELECTED' as const, objectIds: [camp.beneficiaryListId] };
    const campExporter = await caller('camp-exporter', orgA, 'CAMP_EXPORT', {
      section: [
        {
          name: 'BENEFICIARY_LISTS',
          access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] }, EXPORT: selected },
        },
      ],
    });
    expect((await download(campExporter, camp.beneficiaryListId, 'csv')).status).toBe(200);
    const master = await download(campExporter, masterA, 'xlsx');
    expect(master.status).toBe(403);
    expect(await master.json()).toMatchObject({ message: 'You may not export the list "Master list"' });
    expect((await download(campExporter, other.beneficiaryListId, 'csv')).status).toBe(403);
    // SELECTED EXPORT alone reveals its own list and nothing else.
    const exportOnly = await caller('export-only', orgA, 'EXPORT_ONLY', {
      section: [{ name: 'BENEFICIARY_LISTS', access: { EXPORT: selected } }],
    });
    expect((await download(exportOnly, camp.beneficiaryListId, 'xlsx')).status).toBe(200);
    expect((await download(exportOnly, other.beneficiaryListId, 'csv')).status).toBe(404);
    expect((await download(exportOnly, masterA, 'csv')).status).toBe(404);
    for (const format of ['csv', 'xlsx'] as const) {
      const foreign = await download(adminB, camp.beneficiaryListId, format);
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Beneficiary list not found' });
    }
  });

  it('answers a bad filter or sort with a JSON error before any file is sent', async () => {
    const res = await download(adminA, camp.beneficiaryListId, 'xlsx', '?sort=SCORE_HIGHEST');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const bad = await download(adminA, camp.beneficiaryListId, 'csv', '?filter=%7Bnope');
    expect(bad.status).toBe(422);
  });

  it('strips invisible characters stored before inputs refused them, in CSV and in XLSX', async () => {
    const marks = (await as(adminA, 'POST', '/beneficiary-lists', { listName: 'Stored marks', status: 'OPEN' }))
      .body as BeneficiaryListJson;
    // Straight in the database, as a row written before the rule: the API would refuse these names now.
    await api.db.query(
      `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, external_reference_number)
       VALUES ('ben--storedmarks', $1, $2, 'pp2\u202Egnp.exe', 'Zero\u200Bwidth\u2066', '\u202E=1+2')`,
      [orgA, masterA],
    );
    await api.db.query(
      `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
       VALUES ($1, 'ben--storedmarks', $2)`,
      [marks.beneficiaryListId, orgA],
    );
    const [, row] = await csvRows(await download(adminA, marks.beneficiaryListId, 'csv'));
    // The marks go, and the formula they hid gets its apostrophe.
    expect(row?.slice(0, 2)).toEqual(['pp2gnp.exe', 'Zerowidth']);
    expect(row?.[6]).toBe("'=1+2");
    const xlsx = await xlsxRows(await (await download(adminA, marks.beneficiaryListId, 'xlsx')).arrayBuffer());
    expect(xlsx.values[1]?.slice(0, 2)).toEqual(['pp2gnp.exe', 'Zerowidth']);
    expect(xlsx.values[1]?.[6]).toBe("'=1+2");
    expect(xlsx.formulas).toBe(0);
  });
});

describe('exportFileName', () => {
  it('keeps safe characters only, and falls back when none is left', () => {
    const day = new Date('2026-03-04T10:00:00Z');
    expect(exportFileName('Camp: North/2026 ✓', 'csv', day)).toBe('Camp-North-2026-2026-03-04.csv');
    expect(exportFileName('Réfugiés "Kakuma"', 'xlsx', day)).toBe('Refugies-Kakuma-2026-03-04.xlsx');
    expect(exportFileName('مخيم', 'csv', day)).toBe('beneficiaries-2026-03-04.csv');
    expect(exportFileName('..\\..\\etc', 'csv', day)).toBe('etc-2026-03-04.csv');
  });
});
