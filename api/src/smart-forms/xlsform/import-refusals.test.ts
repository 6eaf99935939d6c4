// What importXlsForm refuses (nothing is made, the message names the sheet, row and column) and the smaller choices
// it makes: languages from the headers, labels filled in the default language, numbered choices, Kobo's spellings.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SmartFormError } from '../errors.js';
import { householdXlsForm } from './fixtures/household.js';
import { type Row, table, workbookBytes } from './fixtures/sheets.js';
import { importXlsForm } from './import.js';

const form = (survey: Row[], choices: Row[] = [], settings: Row[] = []) =>
  workbookBytes({
    survey: table(survey),
    ...(choices.length > 0 ? { choices: table(choices) } : {}),
    ...(settings.length > 0 ? { settings: table(settings) } : {}),
  });
const text = (name: string, label = name, more: Row = {}): Row => ({ type: 'text', name, label, ...more });

async function refusal(bytes: Buffer | Promise<Buffer>): Promise<SmartFormError> {
  const error = await importXlsForm(await bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof SmartFormError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error.code).toBe('VALIDATION_FAILED');
  return error;
}

describe('importXlsForm refuses what is no form', () => {
  it('an empty file, an old .xls, a text file, a damaged workbook', async () => {
    expect((await refusal(Buffer.alloc(0))).message).toBe('The file is empty.');
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500)]);
    expect((await refusal(xls)).message).toMatch(/old Excel 97-2003 workbook \(\.xls\).*save it as an Excel Workbook/);
    expect((await refusal(Buffer.from('type,name,label\ntext,a,A\n'))).message).toMatch(
      /^The file is not an XLSX workbook/,
    );
    const whole = await householdXlsForm();
    const cut = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.message).toMatch(/^The workbook could not be read: it is damaged or cut short/);
    expect(cut.fieldErrors).toEqual([expect.objectContaining({ field: 'fileId', code: 'INVALID_VALUE' })]);
  });

  it('a workbook without a survey sheet, naming the sheets it has', async () => {
    const error = await refusal(workbookBytes({ Sheet1: [['a']], Notes: [['b']] }));
    expect(error.message).toBe(
      'The workbook has no "survey" sheet, which an XLSForm must have (its sheets: "Sheet1", "Notes").',
    );
  });

  it('an unknown type, with its row and column, and every other problem of the sheet', async () => {
    const error = await refusal(
      form([
        text('a'),
        { type: 'foo_bar', name: 'b', label: 'B' },
        { type: 'select_one missing', name: 'c', label: 'C' },
      ]),
    );
    expect(error.message).toBe(
      'Sheet "survey", row 3, column "type": "foo_bar" is not an XLSForm question type. (and 1 more problem)',
    );
    expect(error.fieldErrors).toEqual([
      {
        field: 'fileId',
        code: 'INVALID_VALUE',
        params: { sheet: 'survey', row: 3, column: 'type' },
        message: 'Sheet "survey", row 3, column "type": "foo_bar" is not an XLSForm question type.',
      },
      {
        field: 'fileId',
        code: 'INVALID_VALUE',
        params: { sheet: 'survey', row: 4, column: 'type' },
        message: 'Sheet "survey", row 4, column "type": The list "missing" is not in the choices sheet.',
      },
    ]);
  });

  it('a type named like an object’s own property, as any other unknown type', async () => {
    const error = await refusal(form([{ type: 'constructor', name: 'a', label: 'A' }]));
    expect(error.message).toBe('Sheet "survey", row 2, column "type": "constructor" is not an XLSForm question type.');
  });

  it('a question without a name or with one expressions cannot name', async () => {
    const error = await refusal(form([{ type: 'text', label: 'No name' }, text('2nd')]));
    expect(error.fieldErrors?.map((e) => [e.params?.row, e.params?.column])).toEqual([
      [2, 'name'],
      [3, 'name'],
    ]);
    expect(error.fieldErrors?.[1]?.message).toContain('"2nd" is not a valid name');
  });

  it('an end_group that closes nothing, and no type column at all', async () => {
    expect((await refusal(form([text('a'), { type: 'end_group' }]))).message).toBe(
      'Sheet "survey", row 3, column "type": "end_group" closes no open group.',
    );
    expect((await refusal(form([{ name: 'a', label: 'A' }]))).message).toBe(
      'Sheet "survey", row 1, column "type": The survey sheet has no "type" column.',
    );
  });

  it('a form with no question it can ask, listing what it left out', async () => {
    const error = await refusal(
      form([
        { type: 'start', name: 'start' },
        { type: 'calculate', name: 'x', calculation: '1' },
      ]),
    );
    expect(error.message).toBe('The survey sheet has no question a form here can ask (2 rows or cells left out).');
    expect(error.fieldErrors?.map((e) => e.params?.row)).toEqual([2, 3]);
  });

  it('a definition the rules refuse, at the row to mend (a name used twice)', async () => {
    const error = await refusal(form([text('a'), text('b'), text('a', 'Again')]));
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ params: { sheet: 'survey', row: 4 }, message: expect.stringContaining('a') }),
    ]);
  });

  it('more questions than a form may have', async () => {
    const many = Array.from({ length: 501 }, (_, i) => text(`q${i}`));
    expect((await refusal(form(many))).message).toBe('Sheet "survey": More than 500 questions.');
  });
});

describe('importXlsForm reads', () => {
  it('a form without translations as English, and one whose settings name its default language', async () => {
    const plain = await importXlsForm(await form([text('a', 'A')]));
    expect(plain.definition).toMatchObject({ languages: ['en'], defaultLanguage: 'en' });
    expect(plain.definition.pages[0]?.elements[0]?.label).toEqual([{ language: 'en', text: 'A' }]);
    const french = await importXlsForm(
      await form([text('a', 'Un', { 'label::en': 'One' })], [], [{ default_language: 'fr' }]),
    );
    expect(french.definition).toMatchObject({ languages: ['fr', 'en'], defaultLanguage: 'fr' });
  });

  it('language columns by code or English name; one it cannot tell is reported, not guessed', async () => {
    const imported = await importXlsForm(
      await form([{ type: 'text', name: 'a', 'label::English': 'A', 'label::Spanish': 'A es', 'label::Klingon': '?' }]),
    );
    expect(imported.definition.languages).toEqual(['en', 'es']);
    expect(imported.report.unsupported).toEqual([
      expect.objectContaining({ sheet: 'survey', row: 1, column: 'label::Klingon', code: 'UNSUPPORTED_COLUMN' }),
    ]);
  });

  it('a label missing in the default language from another language, else from the name (reported)', async () => {
    const imported = await importXlsForm(
      await form([
        { type: 'text', name: 'a', 'label::English (en)': 'A' },
        { type: 'text', name: 'b', 'label::French (fr)': 'Bé' },
        { type: 'text', name: 'c' },
      ]),
    );
    const [, b, c] = imported.definition.pages[0]?.elements ?? [];
    expect(b?.label).toEqual([
      { language: 'en', text: 'Bé' },
      { language: 'fr', text: 'Bé' },
    ]);
    expect(c?.label).toEqual([{ language: 'en', text: 'c' }]);
    expect(imported.report.unsupported.map((e) => [e.row, e.code])).toEqual([
      [3, 'LABEL_FILLED'],
      [4, 'LABEL_FILLED'],
    ]);
  });

  it('numbered choices, Kobo’s spellings of types and required, and cells typed as numbers or booleans', async () => {
    const imported = await importXlsForm(
      await form(
        [
          { type: 'begin group', name: 'g', label: 'G' },
          { type: 'select one answers', name: 'a', label: 'A', required: true },
          { type: 'Select_Multiple answers', name: 'b', label: 'B', required: 'TRUE()' },
          { type: 'int', name: 'c', label: 'C', required: 1 },
          { type: 'end group' },
        ],
        [
          { list_name: 'answers', name: 1, label: 'One' },
          { list_name: 'answers', name: 2, label: 'Two' },
          { list_name: 'answers', name: -99, label: "Don't know" },
        ],
      ),
    );
    const [a, b, c] = imported.definition.pages[0]?.elements ?? [];
    expect(a).toMatchObject({ type: 'SELECT_ONE', required: true });
    expect(a?.choices.map((x) => x.value)).toEqual(['1', '2', '-99']);
    expect(b).toMatchObject({ type: 'SELECT_MANY', required: true });
    expect(c).toMatchObject({ type: 'INTEGER', required: true });
    expect(imported.report.unsupported).toEqual([]);
  });

  it('a range as a RATING only from 1 by 1 up to 10, and a group left open as ending with the sheet', async () => {
    const imported = await importXlsForm(
      await form([
        { type: 'begin_group', name: 'g', label: 'G' },
        { type: 'range', name: 'stars', label: 'Stars', appearance: 'rating', parameters: 'start=1 end=4' },
        { type: 'range', name: 'dial', label: 'Dial', appearance: 'rating', parameters: 'start=0 end=4' },
        { type: 'range', name: 'ten', label: 'Ten', appearance: 'rating' },
      ]),
    );
    expect(imported.definition.pages[0]?.elements.map((e) => [e.name, e.type, e.max])).toEqual([
      ['stars', 'RATING', 4],
      ['ten', 'RATING', 10],
    ]);
    expect(imported.report.unsupported.map((e) => [e.row, e.code, e.reason])).toEqual([
      [2, 'IGNORED', 'The group "g" is never closed: it ends with the sheet.'],
      [4, 'UNSUPPORTED_TYPE', 'A rating here goes from 1 by 1 up to at most 10: the range "dial" is left out.'],
    ]);
  });

  it('lists and columns named like an object’s own properties as any others', async () => {
    const imported = await importXlsForm(
      await form(
        [{ type: 'select_one toString', name: 'a', label: 'A', constructor: 'x' }],
        [{ list_name: 'toString', name: 'one', label: 'One' }],
      ),
    );
    expect(imported.definition.pages[0]?.elements[0]).toMatchObject({
      type: 'SELECT_ONE',
      choices: [{ value: 'one' }],
    });
    expect(imported.report.unsupported).toEqual([
      expect.objectContaining({ row: 2, column: 'constructor', code: 'UNSUPPORTED_COLUMN' }),
    ]);
  });

  it('a sheet named in capitals and a formula’s result', async () => {
    const workbook = new ExcelJS.Workbook();
    const survey = workbook.addWorksheet('Survey');
    survey.addRow(['type', 'name', 'label']);
    survey.addRow(['text', 'a', { formula: '"Na"&"me"', result: 'Name' }]);
    const imported = await importXlsForm(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(imported.definition.pages[0]?.elements[0]?.label).toEqual([{ language: 'en', text: 'Name' }]);
  });
});
