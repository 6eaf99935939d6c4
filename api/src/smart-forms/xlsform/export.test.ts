// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
// exportXlsForm: the workbook Kobo and ODK open (sheets, columns, groups, reserved lists, settings), and export then
// import giving back the same definition (deep-equal once the generated page and element ids are set aside).
import {
  definitionProblems,
  type SmartFormDefinition,
  type SmartFormElement,
  type SmartFormPage,
} from '@aid/common/smart-forms';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportXlsForm } from './export.js';
import { withoutIds } from './fixtures/compare.js';
import { householdXlsForm } from './fixtures/household.js';
import { koboXlsForm } from './fixtures/kobo.js';
import { importXlsForm } from './import.js';

async function roundTrip(definition: SmartFormDefinition) {
  const again = await importXlsForm(await exportXlsForm(definition, 'A form'));
  return { definition: again.definition, report: again.report.unsupported };
}

const t = (en: string, fr?: string, ar?: string) => [
  { language: 'en', text: en },
  ...(fr ? [{ language: 'fr', text: fr }] : []),
  ...(ar ? [{ language: 'ar', text: ar }] : []),
];
let ids = 0;
const element = (
  name: string,
  type: SmartFormElement['type'],
  more: Partial<SmartFormElement> = {},
): SmartFormElement => ({
  elementId: `spe--${++ids}`,
  name,
  type,
  label: t(`${name} label`, `${name} libellé`),
  hint: [],
  required: false,
  min: null,
  max: null,
  pattern: null,
  constraint: null,
  constraintMessage: [],
  relevant: null,
  choices: [],
  target: null,
  ...more,
});
const page = (name: string, elements: SmartFormElement[], more: Partial<SmartFormPage> = {}): SmartFormPage => ({
  pageId: `spa--${name}`,
  name,
  title: [],
  relevant: null,
  elements,
  ...more,
});
const colours = [
  { value: 'red', label: t('Red', 'Rouge', 'أحمر') },
  { value: '2', label: t('Two', 'Deux') },
];

/** Every type, every rule, three languages (the default not first), the corners of each convention. */
const EVERYTHING: SmartFormDefinition = {
  languages: ['en', 'fr', 'ar'],
  defaultLanguage: 'fr',
  pages: [
    page(
      'people',
      [
        element('first', 'TEXT', {
          required: true,
          target: { kind: 'BENEFICIARY', field: 'firstName' },
          min: 1,
          max: 60,
        }),
        element('code', 'TEXT', { pattern: '^[A-Z]{2}-[0-9]+$', constraint: ". != 'XX-0'", hint: t('Code', 'Code') }),
        element('quoted', 'TEXT', { pattern: 'say "hi"', constraint: '. >= 0' }),
        element('gender', 'GENDER', { target: { kind: 'BENEFICIARY', field: 'gender' } }),
        element('nation', 'NATIONALITY', { target: { kind: 'BENEFICIARY', field: 'nationality' } }),
        element('phone', 'PHONE', { pattern: '^\\+[0-9]+$', target: { kind: 'BENEFICIARY', field: 'phoneNumber' } }),
        element('mail', 'EMAIL', { required: true }),
        element('born', 'DATE', { constraint: '. <= today()', constraintMessage: t('Past', 'Passé', 'ماضي') }),
      ],
      { title: t('People', 'Personnes', 'الناس') },
    ),
    page(
      'numbers',
      [
        element('size', 'INTEGER', {
          min: 1,
          max: 30,
          target: { kind: 'BENEFICIARY', field: 'numberOfFamilyMembers' },
        }),
        element('own', 'INTEGER', { constraint: '. >= 0' }),
        element('either', 'DECIMAL', { min: 0, constraint: '. < 5 or . > 10' }),
        element('wrapped', 'DECIMAL', { constraint: '(. > 1)' }),
        element('score', 'RATING', { max: 7, relevant: '${size} > 2' }),
      ],
      { relevant: "${first} != ''" },
    ),
    page('empty', []),
    page('choices', [
      element('colour', 'SELECT_ONE', { choices: colours, target: { kind: 'PROPERTY', property: 'colour' } }),
      element('colours', 'SELECT_MANY', { choices: colours, constraint: 'count-selected(.) <= 2' }),
      element('aid_gender', 'SELECT_ONE', { choices: [{ value: 'x', label: t('X', 'X') }] }),
      element('ok', 'YES_NO', { required: true }),
    ]),
    page('files', [
      element('where', 'LOCATION'),
      element('picture', 'PHOTO'),
      element('signed', 'SIGNATURE', { relevant: "${ok} = 'yes'" }),
      element('bye', 'NOTE', { label: t('Thanks', 'Merci', 'شكرا') }),
    ]),
  ],
};

describe('exportXlsForm then importXlsForm', () => {
  it('gives back a definition with every type, rule and convention', async () => {
    expect(definitionProblems(EVERYTHING)).toEqual([]);
    const back = await roundTrip(EVERYTHING);
    expect(back.report).toEqual([]);
    expect(withoutIds(back.definition)).toEqual(withoutIds(EVERYTHING));
  });

  it('gives back the imported household registration and Kobo form', async () => {
    for (const bytes of [await householdXlsForm(), await koboXlsForm()]) {
      const imported = await importXlsForm(bytes);
      const back = await roundTrip(imported.definition);
      expect(back.report).toEqual([]);
      expect(withoutIds(back.definition)).toEqual(withoutIds(imported.definition));
    }
  });

  it('gives a RATING without a top its default top, 5: the same scale, written out', async () => {
    const rating: SmartFormDefinition = {
      languages: ['en'],
      defaultLanguage: 'en',
      pages: [page('p', [element('r', 'RATING')])],
    };
    const back = await roundTrip(rating);
    expect(back.definition.pages[0]?.elements[0]?.max).toBe(5);
  });
});

async function sheets(bytes: Buffer): Promise<Record<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const out: Record<string, string[][]> = {};
  for (const sheet of workbook.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    out[sheet.name] = rows;
  }
  return out;
}

describe('the exported workbook', () => {
  it('is an XLSForm Kobo opens: survey, choices and settings, the aid namespace declared', async () => {
    const book = await sheets(await exportXlsForm(EVERYTHING, 'Réfugiés 2026', 3));
    expect(Object.keys(book)).toEqual(['survey', 'choices', 'settings']);
    expect(book.settings).toEqual([
      ['form_title', 'form_id', 'version', 'default_language', 'namespaces'],
      ['Réfugiés 2026', 'refugies_2026', '3', 'French (fr)', 'aid="urn:aid-platform:smart-forms"'],
    ]);
    const [header = [], ...rows] = book.survey ?? [];
    expect(header.slice(0, 5)).toEqual([
      'type',
      'name',
      'label::English (en)',
      'label::French (fr)',
      'label::Arabic (ar)',
    ]);
    const cell = (name: string, column: string) => rows.find((r) => r[1] === name)?.[header.indexOf(column)];
    expect(rows[0]?.slice(0, 3)).toEqual(['begin_group', 'people', 'People']);
    expect(cell('people', 'appearance')).toBe('field-list');
    expect(rows.filter((r) => r[0] === 'end_group')).toHaveLength(5);
    expect(cell('gender', 'type')).toBe('select_one aid_gender');
    expect(cell('phone', 'bind::aid:type')).toBe('PHONE');
    expect(cell('phone', 'bind::aid:target')).toBe('phoneNumber');
    expect(cell('colour', 'bind::aid:target')).toBe('property:colour');
    expect(cell('score', 'type')).toBe('range');
    expect(cell('score', 'parameters')).toBe('start=1 end=7 step=1');
    expect(cell('signed', 'appearance')).toBe('signature');
    expect(cell('size', 'constraint')).toBe('. >= 1 and . <= 30');
    expect(cell('own', 'constraint')).toBe('(. >= 0)');
    expect(cell('first', 'required')).toBe('true');
    // Two selects with the same choices share one list; a select named like a reserved list gets another name.
    expect(cell('colours', 'type')).toBe('select_multiple colour');
    expect(cell('aid_gender', 'type')).toBe('select_one list_aid_gender');
  });

  it('writes the reserved lists in each language', async () => {
    const book = await sheets(await exportXlsForm(EVERYTHING, 'Form'));
    const [header = [], ...rows] = book.choices ?? [];
    const labels = (list: string, value: string) => {
      const row = rows.find((r) => r[0] === list && r[1] === value) ?? [];
      return header.slice(2).map((_h, i) => row[i + 2]);
    };
    expect(header).toEqual(['list_name', 'name', 'label::English (en)', 'label::French (fr)', 'label::Arabic (ar)']);
    expect(labels('aid_gender', 'F')).toEqual(['Female', 'Femme', 'Female']);
    expect(labels('aid_yes_no', 'no')).toEqual(['No', 'Non', 'No']);
    expect(labels('aid_nationality', 'DE')?.slice(0, 2)).toEqual(['Germany', 'Allemagne']);
    expect(rows.filter((r) => r[0] === 'aid_nationality').length).toBeGreaterThan(240);
  });
});
