// HTTP-level tests of imports on every available database: every kind of bad file we refuse, a mixed file end
// to end (report, errors CSV, commit into master and target list), encodings, the remembered mapping, access.
// Cancelling and a worker dying mid-commit: import-jobs.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BeneficiaryImportJson,
  BeneficiaryListJson,
  ImportErrorJson,
  ImportInspectionJson,
  ImportMappingEntry,
  ImportRepairJson,
} from '@aid/common/beneficiaries';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../../files/storage.js';
import { organisation, section } from '../../testing/beneficiaries.js';
import {
  csv,
  HEADER,
  importCalls,
  settled,
  validLines,
  xlsx,
  xlsxWithoutReferences,
} from '../../testing/beneficiary-imports.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { FAST_JOBS } from '../../testing/jobs.js';
import { type Caller, callers } from '../../testing/programs.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();
const MAX_BYTES = 8 * 1024 * 1024;
const COLUMNS = HEADER.split(',');
const identityMapping = (headers: readonly string[] = COLUMNS): ImportMappingEntry[] =>
  headers.map((header) => ({
    header,
    column: (COLUMNS.includes(header) ? header : null) as ImportMappingEntry['column'],
  }));

describe.each(backendCases(backends))('beneficiary imports on %s', (backendName, backend) => {
  let api: TestApi;
  let root: string;
  let org: string;
  let master: string;
  let admin: Caller;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@imports.test`,
  );
  const { as, upload, waitForImport } = importCalls(() => api);

  const inspect = async (content: Buffer, name = 'people.csv', extra: Record<string, unknown> = {}) => {
    const file = await upload(admin, content, name);
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    const res = await as(admin, 'POST', '/beneficiary-imports/inspect', { fileId: file.body.fileId, ...extra });
    return { ...res, fileId: file.body.fileId };
  };
  const newList = async (listName: string, status = 'OPEN') => {
    const res = await as(admin, 'POST', '/beneficiary-lists', { listName, status });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as BeneficiaryListJson;
  };
  const check = async (content: Buffer, listId: string, extra: Record<string, unknown> = {}, name = 'people.csv') => {
    const file = await upload(admin, content, name);
    const res = await as(admin, 'POST', '/beneficiary-imports', {
      fileId: file.body.fileId,
      beneficiaryListId: listId,
      mapping: identityMapping(),
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const started = res.body as BeneficiaryImportJson;
    return waitForImport(admin, started.importId, settled);
  };
  const importedNames = async (importId: string) =>
    (
      await api.db.query<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM beneficiaries WHERE import_id = $1 ORDER BY first_name',
        [importId],
      )
    ).map((r) => `${r.first_name} ${r.last_name}`);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `imports-test-${backendName}-`));
    api = await startTestApi(backend, identity().config, {
      jobs: FAST_JOBS,
      files: { storage: localFileStorage(root), maxBytes: MAX_BYTES },
    });
    ({ accountId: org, masterId: master } = await organisation(api, 'Import Org'));
    admin = await caller('admin', org);
  });
  afterAll(async () => {
    for (const l of api?.logs ?? []) if (Number(l.level) >= 50) console.log(JSON.stringify(l).slice(0, 1500));
    await api?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('serves the template as CSV and XLSX: the header row and example rows of the accepted phone forms', async () => {
    const res = await fetch(`${api.url}/beneficiary-imports/template.csv`, {
      headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': org },
    });
    const text = await res.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(text).toContain('00249 91 234 5678');
    expect(text.replace('\uFEFF', '').startsWith(HEADER)).toBe(true);
    const x = await fetch(`${api.url}/beneficiary-imports/template.xlsx`, {
      headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': org },
    });
    const file = await upload(admin, Buffer.from(await x.arrayBuffer()), 'template.xlsx');
    const seen = await as(admin, 'POST', '/beneficiary-imports/inspect', { fileId: file.body.fileId });
    expect(seen.body).toMatchObject({
      format: 'XLSX',
      headers: COLUMNS,
      sampleRows: [expect.any(Array), expect.any(Array), expect.any(Array)],
    });
    const template = new ExcelJS.Workbook();
    await template.xlsx.load(
      await (
        await fetch(`${api.url}/beneficiary-imports/template.xlsx`, {
          headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': org },
        })
      ).arrayBuffer(),
    );
    const note = template.worksheets[0]?.getRow(1).getCell(COLUMNS.indexOf('phoneNumber') + 1).note;
    expect(JSON.stringify(note)).toMatch(/00254 71 2345678/);
    // Every example row imports as it is.
    const done = await check(Buffer.from(text, 'utf8'), master);
    expect(done).toMatchObject({ status: 'CHECKED', totalRows: 3, validRows: 3 });
  });

  /** The organisation's country, for numbers written without a country code (Kenya, as most of this suite's rows). */
  const inKenya = () => api.db.query("UPDATE accounts SET address_country_code = 'KE' WHERE account_id = $1", [org]);
  const report = async <T>(importId: string, part: 'errors' | 'repairs') =>
    ((await as(admin, 'GET', `/beneficiary-imports/${importId}/${part}?first=100`)).body as { items: T[] }).items;

  it('imports a CSV as a spreadsheet program saved it: numbers as numbers, lost zeros, a BOM read as Windows-1252', async () => {
    await inKenya();
    // What a spreadsheet program writes after opening a UTF-8 file as Windows-1252 and saving it: the BOM's bytes
    // kept as the text "ï»¿" at the start of the first header, the rest in Windows-1252 (é is one byte).
    const lines = [
      'firstName;lastName;phoneNumber',
      'José;Ochieng;256773627008',
      'Amina;Wanjiru;712345678',
      'Ali;Kamau;2.56773627008E+11',
      'Sara;Otieno;0712 345 679',
      'Omar;Njoroge;00254 71 2345680',
      'Grace;Akinyi;+254 (0)71 234-5681',
      'Peter;Mwangi;437869959',
      'Mary;Wambui;2.56774E+11',
    ];
    const saved = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252'),
    ]);
    const seen = await inspect(saved);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({
      encoding: 'WINDOWS_1252',
      headers: ['firstName', 'lastName', 'phoneNumber'],
      mapping: [
        { header: 'firstName', column: 'firstName' },
        { header: 'lastName', column: 'lastName' },
        { header: 'phoneNumber', column: 'phoneNumber' },
      ],
    });
    const file = await upload(admin, saved);
    const started = await as(admin, 'POST', '/beneficiary-imports', {
      fileId: file.body.fileId,
      beneficiaryListId: master,
      mapping: (seen.body as ImportInspectionJson).mapping,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const done = await waitForImport(admin, (started.body as BeneficiaryImportJson).importId, settled);
    expect(done, done.errorMessage ?? undefined).toMatchObject({ status: 'CHECKED', totalRows: 8, validRows: 6 });
    const stored = await api.db.query<{ first_name: string; phone_number: string }>(
      'SELECT first_name, phone_number FROM temporary_beneficiaries WHERE import_id = $1 ORDER BY row_number',
      [done.importId],
    );
    expect(stored.map((r) => [r.first_name, r.phone_number])).toEqual([
      ['José', '+256773627008'],
      ['Amina', '+254712345678'],
      ['Ali', '+256773627008'],
      ['Sara', '+254712345679'],
      ['Omar', '+254712345680'],
      ['Grace', '+254712345681'],
    ]);
    const repairs = await report<ImportRepairJson>(done.importId, 'repairs');
    expect(repairs.map((r) => [r.rowNumber, r.field, r.kind, r.original, r.stored])).toEqual([
      [1, 'phoneNumber', 'PLUS_RESTORED', '256773627008', '+256773627008'],
      [2, 'phoneNumber', 'ZERO_RESTORED', '712345678', '+254712345678'],
      [3, 'phoneNumber', 'PLUS_RESTORED', '2.56773627008E+11', '+256773627008'],
    ]);
    expect(repairs[0]?.message).toMatch(/spreadsheet .* \+ put back/);
    const errors = await report<ImportErrorJson>(done.importId, 'errors');
    expect(errors).toEqual([
      expect.objectContaining({
        rowNumber: 7,
        field: 'phoneNumber',
        code: 'INVALID_FORMAT',
        value: '437869959',
        message: expect.stringMatching(/could be \+437869959 .* or \+254437869959/),
      }),
      expect.objectContaining({
        rowNumber: 8,
        field: 'phoneNumber',
        message: expect.stringMatching(/scientific notation, which lost digits/),
      }),
    ]);
  });

  it('reads an XLSX whose rows and cells have no cell reference (r): each is the next one', async () => {
    await inKenya();
    const book = xlsxWithoutReferences([
      ['firstName', 'lastName', 'gender', 'phoneNumber'],
      ['Amina', 'Yusuf', '', 256773627008],
      ['Ali', 'Omar', 'M', 712345678],
    ]);
    const seen = await inspect(book, 'export.xlsx');
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({
      format: 'XLSX',
      headers: ['firstName', 'lastName', 'gender', 'phoneNumber'],
      sampleRows: [
        ['Amina', 'Yusuf', '', '256773627008'],
        ['Ali', 'Omar', 'M', '712345678'],
      ],
    });
    const file = await upload(admin, book, 'export.xlsx');
    const started = await as(admin, 'POST', '/beneficiary-imports', {
      fileId: file.body.fileId,
      beneficiaryListId: master,
      mapping: (seen.body as ImportInspectionJson).mapping,
    });
    const done = await waitForImport(admin, (started.body as BeneficiaryImportJson).importId, settled);
    expect(done, done.errorMessage ?? undefined).toMatchObject({ status: 'CHECKED', totalRows: 2, validRows: 2 });
    const stored = await api.db.query<{ gender: string | null; phone_number: string }>(
      'SELECT gender, phone_number FROM temporary_beneficiaries WHERE import_id = $1 ORDER BY row_number',
      [done.importId],
    );
    expect(stored).toEqual([
      { gender: null, phone_number: '+256773627008' },
      { gender: 'M', phone_number: '+254712345678' },
    ]);
    expect((await report<ImportRepairJson>(done.importId, 'repairs')).map((r) => r.kind)).toEqual([
      'PLUS_RESTORED',
      'ZERO_RESTORED',
    ]);
  });

  it('refuses a workbook damaged or cut short mid-file, in inspect and in the check, keeping nothing', async () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const cell = (v: string) => `<c t="inlineStr"><is><t>${v}</t></is></c>`;
    // XML broken at the third data row: past the reader's first look, within inspect's sample.
    const broken = xlsxWithoutReferences(
      [],
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>` +
        `<row>${cell('firstName')}${cell('lastName')}</row><row>${cell('Amina')}${cell('Yusuf')}</row>` +
        `<row>${cell('Ali')}${cell('Omar')}</row><row>${cell('Sara')}<c t="inlineStr"><is><t>Ali</t></is></row>` +
        '</sheetData></worksheet>',
    );
    const seen = await inspect(broken, 'broken.xlsx');
    expect(seen.status, JSON.stringify(seen.body)).toBe(422);
    expect(seen.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/could not be read as an XLSX workbook.*damaged or cut short/),
    });
    // 12,000 rows cut at 90%: more than a batch of the check (5,000 rows) comes before the cut.
    const rows = Array.from({ length: 12_000 }, (_, i) => [`Person${i}`, `Family${i}`, '', `+2547${10_000_000 + i}`]);
    const whole = xlsxWithoutReferences([['firstName', 'lastName', 'gender', 'phoneNumber'], ...rows]);
    const cut = whole.subarray(0, Math.floor(whole.length * 0.9));
    const file = await upload(admin, cut, 'cut.xlsx');
    const started = await as(admin, 'POST', '/beneficiary-imports', {
      fileId: file.body.fileId,
      beneficiaryListId: master,
      mapping: identityMapping(['firstName', 'lastName', 'gender', 'phoneNumber']),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const done = await waitForImport(admin, (started.body as BeneficiaryImportJson).importId, settled);
    expect(done).toMatchObject({
      status: 'CHECK_FAILED',
      validRows: 0,
      errorMessage: expect.stringMatching(/could not be read as an XLSX workbook.*damaged or cut short/),
    });
    const [left] = await api.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM temporary_beneficiaries WHERE import_id = $1)
            + (SELECT count(*) FROM beneficiary_import_errors WHERE import_id = $1)
            + (SELECT count(*) FROM beneficiary_import_repairs WHERE import_id = $1) AS n`,
      [done.importId],
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('refuses every bad file with a clear message', async () => {
    const refused = async (content: Buffer, message: RegExp, name?: string) => {
      const res = await inspect(content, name);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect((res.body as { message: string }).message).toMatch(message);
      return res.body as { fieldErrors: { field: string; code: string; params?: Record<string, string> }[] };
    };
    const importsNow = async () =>
      (
        await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM beneficiary_imports WHERE account_id = $1', [
          org,
        ])
      )[0]?.n;
    const before = await importsNow();
    await refused(Buffer.alloc(0), /The file is empty/);
    await refused(csv([HEADER]), /header row but no data rows/);
    await refused(
      csv(['firstName,lastName,firstName', 'a,b,c']),
      /repeats column names: "firstName" \(columns 1 and 3\)/,
    );
    await refused(Buffer.from([0x00, 0x01, 0x02, 0xff, 0x10, 0x00, 0x7f, 0x03]), /not a CSV or XLSX file/);
    await refused(Buffer.from('PK\u0003\u0004this is not a zip at all'), /not a CSV or XLSX file|not an XLSX/);
    const huge = Buffer.concat([
      Buffer.from(`${HEADER}\r\nAmina,`),
      Buffer.alloc(5 * 1024 * 1024, 'x'),
      Buffer.from('\r\n'),
    ]);
    await refused(huge, /Row 1, column 2: a cell is longer than 32,767 characters/);
    const book = await xlsx({ North: [COLUMNS, ['Amina', 'Yusuf']], South: [COLUMNS, ['Ali', 'Omar']] });
    const sheets = await refused(book, /2 sheets \("North", "South"\): choose one in sheetName/, 'camps.xlsx');
    expect(sheets.fieldErrors[0]).toMatchObject({
      field: 'sheetName',
      code: 'SHEET_REQUIRED',
      params: { sheets: 'North, South' },
    });
    // Over the size limit: refused by the upload already, with the limit in words.
    const big = await upload(admin, Buffer.alloc(MAX_BYTES + 1, 'a'));
    expect(big.status).toBe(413);
    // And nothing was saved.
    expect(await importsNow()).toBe(before);
  });

  it('reads the chosen sheet of a workbook, dates in date cells included', async () => {
    const book = await xlsx({
      North: [COLUMNS, ['Amina', 'Yusuf', 'F', new Date(Date.UTC(1990, 1, 3))]],
      South: [COLUMNS, ['Ali', 'Omar', 'M', '15/07/1985'], ['Sara', 'Ali']],
    });
    const res = await inspect(book, 'camps.xlsx', { sheetName: 'South' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      sheets: ['North', 'South'],
      sheetName: 'South',
      sampleRows: [
        ['Ali', 'Omar', 'M', '15/07/1985'],
        ['Sara', 'Ali'],
      ],
    });
    const done = await check(book, master, { sheetName: 'North' }, 'camps.xlsx');
    expect(done, done.errorMessage ?? undefined).toMatchObject({
      status: 'CHECKED',
      totalRows: 1,
      validRows: 1,
      format: 'XLSX',
    });
    const [row] = await api.db.query<{ dob: string }>(
      "SELECT to_char(dob, 'YYYY-MM-DD') AS dob FROM temporary_beneficiaries WHERE import_id = $1",
      [done.importId],
    );
    expect(row?.dob).toBe('1990-02-03');
  });

  it('refuses a mapping without a required column, with two headers on one column, or with an unknown column', async () => {
    const file = await upload(admin, csv([HEADER, ...validLines(1)]));
    const start = (mapping: unknown, listId = master) =>
      as(admin, 'POST', '/beneficiary-imports', { fileId: file.body.fileId, beneficiaryListId: listId, mapping });
    const missing = await start(identityMapping().map((m) => (m.column === 'lastName' ? { ...m, column: null } : m)));
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      fieldErrors: [
        { field: 'mapping', code: 'REQUIRED', message: expect.stringMatching(/lastName, which is required/) },
      ],
    });
    const twice = await start([...identityMapping().slice(0, 2), { header: 'gender', column: 'firstName' }]);
    expect(twice.status).toBe(422);
    expect(JSON.stringify(twice.body)).toMatch(/maps \\"firstName\\" and \\"gender\\" to firstName/);
    const unknown = await start([...identityMapping().slice(0, 2), { header: 'gender', column: 'shoeSize' }]);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ fieldErrors: [{ field: 'mapping.2.column', code: 'NOT_ONE_OF' }] });
    const locked = await newList('Locked camp', 'LOCKED');
    const refused = await start(identityMapping(), locked.beneficiaryListId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'The list "Locked camp" is LOCKED: open it to add or remove beneficiaries',
    });
  });

  it('checks a mixed file, reports each bad row, and imports exactly the good ones into master and target list', async () => {
    const target = await newList('Camp North');
    const lines = [
      HEADER,
      ...validLines(3, 0, 'mix'),
      'Bad,Date,F,1990-13-45,,,,,',
      'Wrong,Format,M,03-02-1990,,,,,',
      ',NoFirst,X,2999-01-01,not-an-email,12,,abc,ZZ',
      ...validLines(2, 3, 'mix'),
      'Female,Words,female,15/07/1985,,,,2,KEN',
    ];
    const done = await check(csv(lines), target.beneficiaryListId);
    expect(done, done.errorMessage ?? undefined).toMatchObject({
      status: 'CHECKED',
      totalRows: 9,
      validRows: 6,
      invalidRows: 3,
      duplicateRows: 0,
    });

    const errors = await as(admin, 'GET', `/beneficiary-imports/${done.importId}/errors?first=3`);
    expect(errors.status).toBe(200);
    const page = errors.body as {
      items: { rowNumber: number; field: string; code: string; message: string; value: string | null }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
      totalCount: number;
    };
    expect(page.totalCount).toBe(9);
    expect(page.items).toEqual([
      {
        rowNumber: 4,
        field: 'dob',
        code: 'INVALID_DATE',
        message: 'must be a date written YYYY-MM-DD or DD/MM/YYYY',
        value: '1990-13-45',
      },
      {
        rowNumber: 5,
        field: 'dob',
        code: 'INVALID_DATE',
        message: 'must be a date written YYYY-MM-DD or DD/MM/YYYY',
        value: '03-02-1990',
      },
      expect.objectContaining({ rowNumber: 6, field: 'dob', code: 'INVALID_VALUE', value: '2999-01-01' }),
    ]);
    const rest = await as(
      admin,
      'GET',
      `/beneficiary-imports/${done.importId}/errors?first=50&after=${page.pageInfo.endCursor}`,
    );
    const fields = (rest.body as typeof page).items.map((e) => `${e.rowNumber}:${e.field}`);
    expect(fields).toEqual([
      '6:email',
      '6:firstName',
      '6:gender',
      '6:nationality',
      '6:numberOfFamilyMembers',
      '6:phoneNumber',
    ]);

    const file = await fetch(`${api.url}/beneficiary-imports/${done.importId}/errors.csv`, {
      headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': org },
    });
    // The body as bytes: fetch's text() would drop the byte-order mark this checks.
    const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFrow,field,code,message,value\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(10);
    expect(text).toContain('4,dob,INVALID_DATE,must be a date written YYYY-MM-DD or DD/MM/YYYY,1990-13-45');

    const commit = await as(admin, 'POST', `/beneficiary-imports/${done.importId}/commit`, {});
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    expect(commit.body).toMatchObject({ status: 'IMPORTING', importJobId: expect.stringMatching(/^job--/) });
    const imported = await waitForImport(admin, done.importId, settled);
    expect(imported).toMatchObject({ status: 'IMPORTED', importedRows: 6, errorMessage: null });
    expect(await importedNames(done.importId)).toEqual([
      'Female Words',
      'Personmix0 Family0',
      'Personmix1 Family1',
      'Personmix2 Family2',
      'Personmix3 Family3',
      'Personmix4 Family4',
    ]);
    const [female] = await api.db.query<{
      gender: string;
      nationality: string;
      creation_method: string;
      name_key: string;
    }>(
      "SELECT gender, nationality, creation_method, name_key FROM beneficiaries WHERE import_id = $1 AND first_name = 'Female'",
      [done.importId],
    );
    expect(female).toEqual({ gender: 'F', nationality: 'KE', creation_method: 'F-I', name_key: 'female words' });
    // Families: 6 people plus 0+1+2+3+4 (i % 5) and 2 family members.
    const list = (await as(admin, 'GET', `/beneficiary-lists/${target.beneficiaryListId}`)).body as BeneficiaryListJson;
    expect([list.numberOfMainBeneficiaries, list.numberOfFamilyMembers]).toEqual([6, 6 + 10 + 2]);
    const masterList = (await as(admin, 'GET', `/beneficiary-lists/${master}`)).body as BeneficiaryListJson;
    expect(masterList.numberOfMainBeneficiaries).toBeGreaterThanOrEqual(6);
    const [members] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM beneficiary_list_members WHERE beneficiary_list_id = $1',
      [target.beneficiaryListId],
    );
    expect(members?.n).toBe(6);
    const again = await as(admin, 'POST', `/beneficiary-imports/${done.importId}/commit`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'The import is IMPORTED: only a CHECKED import can be imported' });
    const [activity] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM activity_logs WHERE object_id = $1 AND action = 'IMPORT'",
      [done.importId],
    );
    expect(activity?.n).toBe(1);
  });

  it('reads UTF-8 with and without BOM, UTF-16LE with BOM and Windows-1252, names in any script', async () => {
    const names = ['José,Muñoz', 'Амина,Юсуф', 'محمد,الحسن', 'Zoë,Brontë'];
    const utf = names.map((n) => `${n},,,,,,,`);
    const cases: [Buffer, string][] = [
      [csv([HEADER, ...utf]), 'UTF_8'],
      [csv([HEADER, ...utf], 'utf8', true), 'UTF_8'],
      [csv([HEADER, ...utf], 'utf16le', true), 'UTF_16LE'],
    ];
    for (const [content, encoding] of cases) {
      const seen = await inspect(content);
      expect(seen.status, JSON.stringify(seen.body)).toBe(200);
      expect(seen.body).toMatchObject({ encoding, headers: COLUMNS });
      expect((seen.body as ImportInspectionJson).sampleRows.map((r) => `${r[0]},${r[1]}`)).toEqual(names);
    }
    const western = ['José,Muñoz', 'Zoë,Brontë'];
    const cp = await inspect(csv([HEADER, ...western.map((n) => `${n},,,,,,,`)], 'win1252'));
    expect(cp.body).toMatchObject({ encoding: 'WINDOWS_1252' });
    expect((cp.body as ImportInspectionJson).sampleRows.map((r) => `${r[0]},${r[1]}`)).toEqual(western);
    // Semicolons, as spreadsheets write CSV where the comma is the decimal sign.
    const semi = await inspect(Buffer.from('firstName;lastName\r\nAmina;Yusuf\r\n'));
    expect(semi.body).toMatchObject({ headers: ['firstName', 'lastName'], sampleRows: [['Amina', 'Yusuf']] });
    const done = await check(csv([HEADER, ...utf], 'utf16le', true), master, { encoding: 'AUTO' });
    expect(done, done.errorMessage ?? undefined).toMatchObject({ status: 'CHECKED', validRows: 4, encoding: 'AUTO' });
  });

  it('flags rows that repeat the master list or an earlier row, and skips DUPLICATE rows at commit', async () => {
    const lines = validLines(2, 0, 'dup');
    const first = await check(csv([HEADER, ...lines]), master);
    await as(admin, 'POST', `/beneficiary-imports/${first.importId}/commit`, {});
    await waitForImport(admin, first.importId, settled);
    const second = await check(
      csv([HEADER, lines[0] ?? '', ...validLines(1, 10, 'dup'), ...validLines(1, 10, 'dup')]),
      master,
    );
    expect(second).toMatchObject({ totalRows: 3, validRows: 3, duplicateRows: 2 });
    const dups = await as(admin, 'GET', `/beneficiary-imports/${second.importId}/duplicates`);
    expect(dups.body).toMatchObject({
      totalCount: 2,
      items: [
        { rowNumber: 1, duplicateOf: expect.stringMatching(/^ben--/), level: 'DUPLICATE' },
        { rowNumber: 3, duplicateOfRow: 2, level: 'DUPLICATE' },
      ],
    });
    await as(admin, 'POST', `/beneficiary-imports/${second.importId}/commit`, {});
    expect(await waitForImport(admin, second.importId, settled)).toMatchObject({ status: 'IMPORTED', importedRows: 1 });
  });

  it('offers the remembered mapping with the next file', async () => {
    const headers = ['Given name', 'Surname', 'Tel'];
    const file = await upload(admin, csv([headers.join(','), 'Amina,Yusuf,+254712345678']));
    const res = await as(admin, 'POST', '/beneficiary-imports', {
      fileId: file.body.fileId,
      beneficiaryListId: master,
      mapping: [
        { header: 'Given name', column: 'firstName' },
        { header: 'Surname', column: 'lastName' },
        { header: 'Tel', column: 'phoneNumber' },
      ],
    });
    expect(res.status).toBe(201);
    await waitForImport(admin, (res.body as BeneficiaryImportJson).importId, settled);
    const next = await inspect(csv(['Surname,Given name,email,Notes', 'Omar,Ali,a@b.org,x']));
    expect((next.body as ImportInspectionJson).mapping).toEqual([
      { header: 'Surname', column: 'lastName' },
      { header: 'Given name', column: 'firstName' },
      { header: 'email', column: 'email' },
      { header: 'Notes', column: null },
    ]);
  });

  it('hides an import from another organisation and refuses a member without CREATE', async () => {
    const done = await check(csv([HEADER, ...validLines(1, 0, 'acc')]), master);
    const other = await organisation(api, 'Other Org');
    const outsider = await caller('outsider', other.accountId);
    for (const path of ['', '/errors', '/duplicates']) {
      const res = await as(outsider, 'GET', `/beneficiary-imports/${done.importId}${path}`);
      expect(res.status).toBe(404);
    }
    expect((await as(outsider, 'POST', `/beneficiary-imports/${done.importId}/commit`, {})).status).toBe(404);
    const viewer = await caller('viewer', org, 'MEMBER', section('EVERYTHING', ['VIEW']));
    const res = await as(viewer, 'GET', `/beneficiary-imports/${done.importId}`);
    expect(res.status).toBe(403);
    expect((await as(viewer, 'POST', '/beneficiary-imports/inspect', { fileId: 'fil--x' })).status).toBe(403);
  });
});
