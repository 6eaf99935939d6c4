// Report files over HTTP, end to end (request, REPORT_FILE job, storage, download), on the hand-checked reports world:
// what each format holds, read back (XLSX with exceljs, CSV as text, PDF's text runs). The file contents depend on
// no SQL of their own, so they run on one database; reach and permissions are in access.test.ts.
import type { DistributionSummaryJson } from '@aid/common/reports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends } from '../../testing/harness.js';
import { pdfPageCount, pdfTextRuns } from '../../testing/pdf.js';
import { type ReportFilesWorld, reportFileCalls, startReportFilesWorld } from '../../testing/report-files.js';
import { fileIdentity } from '../../testing/suite.js';

const [backend] = await availableBackends();
const identity = fileIdentity();

describe('report files (XLSX, CSV, PDF)', () => {
  let w: ReportFilesWorld;
  let formulaList: string;
  const { as, written } = reportFileCalls(() => w.api);

  beforeAll(async () => {
    if (!backend) throw new Error('no database backend');
    w = await startReportFilesWorld(backend, identity, 'formats');
    // A list whose name a spreadsheet would run as a formula, holding two families.
    formulaList = 'bel--formula-list';
    await w.api.db.query(
      `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, status)
       VALUES ($1, $2, '=HYPERLINK("http://x")', 'LOCKED')`,
      [formulaList, w.accountId],
    );
    await w.api.db.query(
      `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
       SELECT $1, b, $2 FROM unnest($3::text[]) AS b`,
      [formulaList, w.accountId, [w.world.ids.b5 ?? '', w.world.ids.b6 ?? '']],
    );
  }, 120_000);
  afterAll(async () => {
    await w?.api.close();
  });

  it('writes the beneficiary list report as a workbook: a sheet per table, counts as numbers', async () => {
    const { report, file } = await written(w.admin, {
      kind: 'BENEFICIARY_LISTS',
      input: { listIds: [w.world.lists.l1, w.world.lists.l2] },
      format: 'XLSX',
    });
    expect(report).toMatchObject({ kind: 'BENEFICIARY_LISTS', format: 'XLSX', table: null, progressDone: 6 });
    expect(report.title).toContain('Lists: Alpha, Beta');
    expect(report.fileName).toMatch(/^beneficiary-list-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(report.sizeBytes).toBe(file.body.length);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${report.fileName}"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Lists side by side',
      'Families by sex and age',
      'Families by nationality',
      'Families by creation method',
      'Families by size',
      'Registrations over time',
    ]);
    const lists = workbook.worksheets[0];
    expect(lists?.getRow(1).getCell(1).value).toBe('List');
    expect(lists?.getRow(2).getCell(1).value).toBe('Alpha');
    // Alpha: b1, b2, b3 (3 families, 14 other members).
    expect(lists?.getRow(2).getCell(2).value).toBe(3);
    expect(lists?.getRow(2).getCell(3).value).toBe(14);
    expect(lists?.getRow(4).getCell(1).value).toBe('Total');
    expect(lists?.getRow(4).getCell(2).value).toBe(4);
    const nationality = workbook.worksheets[2];
    expect(nationality?.getRow(2).values).toEqual([undefined, 'KE', 'Kenya', 2, 4]);
  });

  it('writes amounts as numbers in major units, each beside its currency, never summed across currencies', async () => {
    const summary = await as(w.admin, 'POST', '/reports/distribution-summary', {});
    const totals = (summary.body as DistributionSummaryJson).totals;
    const { file } = await written(w.admin, { kind: 'DISTRIBUTION_SUMMARY', input: {}, format: 'XLSX' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes);
    expect(workbook.worksheets).toHaveLength(6);
    const sheet = workbook.getWorksheet('Totals per currency');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Currency',
      'Distributions',
      'Families',
      'People',
      'Planned',
      'Redeemed',
      'Paid',
      'Outstanding',
    ]);
    const rows = [2, 3].map((r) => sheet?.getRow(r).values as unknown[]);
    expect(rows.map((r) => r[1])).toEqual(['EUR', 'USD']);
    for (const [i, row] of rows.entries()) {
      const t = totals[i];
      expect(row.slice(2)).toEqual([
        t?.distributions,
        t?.families,
        t?.people,
        (t?.planned ?? 0) / 100,
        (t?.redeemed ?? 0) / 100,
        (t?.paid ?? 0) / 100,
        (t?.outstanding ?? 0) / 100,
      ]);
    }
    // EUR: three vouchers of 10.00 planned, 14.00 redeemed (10.00 + 4.00).
    expect(rows[0]?.[6]).toBe(14);
    expect(sheet?.rowCount).toBe(3);
  });

  it('writes one table as CSV with a byte-order mark, a formula-looking name made inert', async () => {
    const { report, file } = await written(w.admin, {
      kind: 'BENEFICIARY_LISTS',
      input: { listIds: [w.world.lists.l1, formulaList] },
      format: 'CSV',
      table: 'LISTS',
    });
    expect(report).toMatchObject({ table: 'LISTS', progressTotal: 1 });
    expect(report.fileName).toMatch(/^beneficiary-list-report-lists-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.body.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('List,Families,Family members,People,Female,Male,Prefer not to say,Other,Not recorded');
    expect(lines[1]).toBe('Alpha,3,14,17,2,1,0,0,0');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"")",2,1,3,0,0,0,1,1`);

    const dflt = await written(w.admin, { kind: 'DISTRIBUTION_SUMMARY', input: {}, format: 'CSV', language: 'fr' });
    expect(dflt.report.table).toBe('DISTRIBUTIONS');
    const header = dflt.file.body.toString('utf8').slice(1).split('\r\n')[0];
    expect(header?.startsWith('Distribution,Programme,Type,Statut,Devise,Familles')).toBe(true);
    expect(dflt.file.body.toString('utf8')).toContain('\r\nVOUCHER EUR,Nairobi cash,Coupon,Approuvée,EUR,3,');
  });

  it('writes a PDF with the filters in words, every table and its page numbers', async () => {
    const { report, file } = await written(w.admin, {
      kind: 'DISTRIBUTION_SUMMARY',
      input: { programIds: [w.world.programs.p1], types: ['VOUCHER', 'CASH'] },
      format: 'PDF',
    });
    expect(report.title).toBe('Distribution summary - Programs: Nairobi cash; Types: Voucher, Cash');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdfPageCount(file.body);
    expect(pages).toBeGreaterThanOrEqual(1);
    const text = pdfTextRuns(file.body).join('\n');
    expect(text).toContain('Distribution summary');
    expect(text).toContain('Programs: Nairobi cash');
    expect(text).toContain('Types: Voucher, Cash');
    expect(text).toContain('Totals per currency');
    expect(text).toContain('People reached by sex and age');
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);

    const french = await written(w.admin, { kind: 'BENEFICIARY_LISTS', input: {}, format: 'PDF', language: 'fr' });
    const frText = pdfTextRuns(french.file.body).join('\n');
    expect(frText).toContain(`Page 1 sur ${pdfPageCount(french.file.body)}`);
    expect(frText).toContain('Listes: Master list');
  });
});
