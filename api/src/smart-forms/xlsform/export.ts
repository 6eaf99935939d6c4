// A form's definition → an XLSForm workbook (survey, choices, settings) that KoboToolbox and ODK open, written with
// the conventions of conventions.ts and constraints.ts so importXlsForm reads back the same definition (only the
// generated page and element ids differ). Each page is a group with appearance field-list: one screen in Kobo/ODK.
import type { LocalizedText, SmartFormDefinition, SmartFormElement } from '@aid/common/smart-forms';
import ExcelJS from 'exceljs';
import { languageHeader } from './columns.js';
import { joinConstraint } from './constraints.js';
import {
  AID_NAMESPACE,
  AID_TARGET_COLUMN,
  AID_TYPE_COLUMN,
  DEFAULT_RATING_MAX,
  LIST_OF_TYPE,
  PROPERTY_TARGET_PREFIX,
  type ReservedList,
  reservedChoices,
  TEXT_MARKED,
  XLSFORM_TYPE,
} from './conventions.js';

type Row = Record<string, string>;

function texts(base: string, languages: readonly string[], values: LocalizedText): Row {
  return Object.fromEntries(
    languages.map((l) => [`${base}::${languageHeader(l)}`, values.find((t) => t.language === l)?.text ?? '']),
  );
}

/** A form_id Kobo accepts: letters, digits and _, starting with a letter. */
function formId(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return /^[a-z]/.test(slug) ? slug : `form_${slug}`.replace(/_+$/, '');
}

/** The choice lists the selects need: one per distinct set of choices, named after its first element. */
class ChoiceSheet {
  readonly rows: Row[] = [];
  private readonly byChoices = new Map<string, string>();
  private readonly names = new Set<string>();
  private readonly reserved = new Set<ReservedList>();

  constructor(private readonly languages: readonly string[]) {}

  listFor(element: SmartFormElement): string {
    const reserved = LIST_OF_TYPE[element.type];
    if (reserved) {
      if (!this.reserved.has(reserved)) {
        this.reserved.add(reserved);
        this.names.add(reserved);
        for (const choice of reservedChoices(reserved, this.languages)) {
          const labels = Object.fromEntries(
            this.languages.map((l, i) => [`label::${languageHeader(l)}`, choice.label[i] ?? choice.value]),
          );
          this.rows.push({ list_name: reserved, name: choice.value, ...labels });
        }
      }
      return reserved;
    }
    const key = JSON.stringify(element.choices);
    const known = this.byChoices.get(key);
    if (known) return known;
    // A list named like a reserved one would come back as GENDER, NATIONALITY or YES_NO.
    let name = element.name.startsWith('aid_') ? `list_${element.name}` : element.name;
    for (let n = 2; this.names.has(name); n++) name = `${element.name}_${n}`;
    this.names.add(name);
    this.byChoices.set(key, name);
    for (const choice of element.choices) {
      this.rows.push({ list_name: name, name: choice.value, ...texts('label', this.languages, choice.label) });
    }
    return name;
  }
}

function elementRow(element: SmartFormElement, languages: readonly string[], choices: ChoiceSheet): Row {
  const { type, target } = element;
  const select = type === 'SELECT_MANY' ? 'select_multiple' : 'select_one';
  const row: Row = {
    type: XLSFORM_TYPE[type] ?? `${select} ${choices.listFor(element)}`,
    name: element.name,
    ...texts('label', languages, element.label),
    ...texts('hint', languages, element.hint),
    required: element.required ? 'true' : '',
    relevant: element.relevant ?? '',
    constraint: joinConstraint(element, type) ?? '',
    ...texts('constraint_message', languages, element.constraintMessage),
  };
  if (type === 'SIGNATURE') row.appearance = 'signature';
  if (type === 'RATING') {
    row.appearance = 'rating';
    row.parameters = `start=1 end=${element.max ?? DEFAULT_RATING_MAX} step=1`;
  }
  if (TEXT_MARKED.includes(type)) row[`bind::${AID_TYPE_COLUMN}`] = type;
  if (target) {
    row[`bind::${AID_TARGET_COLUMN}`] =
      target.kind === 'BENEFICIARY' ? target.field : `${PROPERTY_TARGET_PREFIX}${target.property}`;
  }
  return row;
}

/** Writes the rows under a header of every column any row uses, in first-use order. */
function addSheet(workbook: ExcelJS.Workbook, name: string, rows: readonly Row[], first: readonly string[]): void {
  const headers = [...first];
  for (const row of rows) {
    for (const [column, value] of Object.entries(row))
      if (value !== '' && !headers.includes(column)) headers.push(column);
  }
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? ''));
  sheet.getRow(1).font = { bold: true };
}

/** The form as an XLSForm workbook (.xlsx bytes). `version`: the published version exported, if any. */
export async function exportXlsForm(
  definition: SmartFormDefinition,
  title: string,
  version: number | null = null,
): Promise<Buffer> {
  const { languages } = definition;
  const choices = new ChoiceSheet(languages);
  const survey: Row[] = [];
  for (const page of definition.pages) {
    survey.push({
      type: 'begin_group',
      name: page.name,
      ...texts('label', languages, page.title),
      relevant: page.relevant ?? '',
      appearance: 'field-list',
    });
    for (const element of page.elements) survey.push(elementRow(element, languages, choices));
    survey.push({ type: 'end_group' });
  }
  const workbook = new ExcelJS.Workbook();
  // Every language's label column, even one no row fills: the columns say which languages the form has.
  addSheet(workbook, 'survey', survey, ['type', 'name', ...Object.keys(texts('label', languages, []))]);
  addSheet(workbook, 'choices', choices.rows, ['list_name', 'name', ...Object.keys(texts('label', languages, []))]);
  const settings: Row = {
    form_title: title,
    form_id: formId(title) || 'smart_form',
    version: version === null ? '' : String(version),
    default_language: languageHeader(definition.defaultLanguage),
    namespaces: AID_NAMESPACE,
  };
  addSheet(workbook, 'settings', [settings], Object.keys(settings));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
