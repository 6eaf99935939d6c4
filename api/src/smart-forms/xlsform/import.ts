// XLSForm workbook → a form's definition, its title and the report of what it left out. The definition is checked as
// the builder's would be (definitionSchema, then definitionProblems): a relevant or constraint expression a form here
// cannot run (it names a calculate row left out, or a function Kobo has and we do not) is removed and reported, so a
// Kobo form still comes in; any other problem refuses the workbook, naming the sheet and row to mend.
import type { FieldError } from '@aid/common/errors';
import {
  definitionProblems,
  definitionSchema,
  SMART_FORM_LIMITS,
  type SmartFormDefinition,
  XLSFORM_MESSAGES,
  type XlsFormReport,
} from '@aid/common/smart-forms';
import { validate } from '@aid/common/validation';
import { readChoices } from './choices.js';
import { AID_TARGET_COLUMN, PROPERTY_TARGET_PREFIX } from './conventions.js';
import type { Refusal } from './element.js';
import { type PlacedPage, readSurvey } from './survey.js';
import { formLanguages, note, type Report, settingsValue } from './texts.js';
import { type Place, placeText, readXlsFormWorkbook, type XlsFormWorkbook, xlsformRefusal } from './workbook.js';

export type XlsFormImport = { definition: SmartFormDefinition; title: string | null; report: XlsFormReport };

const SETTINGS = new Set(['form_title', 'form_id', 'version', 'default_language', 'namespaces']);

function refused(refusals: readonly Refusal[]): never {
  const [first] = refusals;
  const others = refusals.length - 1;
  const more = others > 0 ? ` (and ${others} more problem${others > 1 ? 's' : ''})` : '';
  throw xlsformRefusal(
    first ? `${placeText(first)}: ${first.message}${more}` : 'The workbook cannot be read.',
    refusals.map((r) => ({ ...r, message: `${placeText(r)}: ${r.message}` })),
  );
}

function reportSettings(workbook: XlsFormWorkbook, report: Report): void {
  const settings = workbook.settings;
  const first = settings?.rows[0];
  if (!settings || !first) return;
  for (const column of settings.columns) {
    const value = first.cells.get(column.index);
    if (value === undefined || SETTINGS.has(column.name.base)) continue;
    note(
      report,
      { sheet: settings.name, row: first.row, column: column.header, value },
      'UNSUPPORTED_COLUMN',
      `The setting "${column.header}" has no place here: it is left out.`,
    );
  }
}

const PATH = /^pages\.(\d+)(?:\.elements\.(\d+)(?:\.choices\.(\d+))?)?/;

/** The workbook place a definition path (`pages.2.elements.5.label`) came from. */
function placeOf(pages: readonly PlacedPage[], field: string, survey: string): Place {
  const [, page, element, choice] = PATH.exec(field) ?? [];
  const placedPage = page === undefined ? undefined : pages[Number(page)];
  if (!placedPage) return { sheet: survey };
  const placed = element === undefined ? undefined : placedPage.elements[Number(element)];
  if (!placed) return { sheet: survey, row: placedPage.row };
  const choiceRow = choice === undefined ? undefined : placed.choiceRows[Number(choice)];
  if (choiceRow !== undefined) return { sheet: 'choices', row: choiceRow };
  return { sheet: survey, row: placed.row, ...(field.endsWith('relevant') ? { column: 'relevant' } : {}) };
}

const REMOVABLE = /^pages\.(\d+)(?:\.elements\.(\d+))?\.(relevant|constraint|target)(?:\.|$)/;

/**
 * Removes the expressions and targets `problems` name, each reported; true when there were some. A target the list
 * cannot take (a property it lacks, a field already filled) is dropped the same way: the answer is still collected.
 */
function removeProblems(
  pages: readonly PlacedPage[],
  problems: readonly FieldError[],
  survey: string,
  report: Report,
): boolean {
  let removed = false;
  for (const problem of problems) {
    const [, pageIndex, elementIndex, key] = REMOVABLE.exec(problem.field) ?? [];
    const page = pageIndex === undefined ? undefined : pages[Number(pageIndex)];
    const element = elementIndex === undefined ? undefined : page?.page.elements[Number(elementIndex)];
    if (!page || (elementIndex !== undefined && !element)) continue;
    const row = element ? (page.elements[Number(elementIndex)]?.row ?? page.row) : page.row;
    let value: string | null = null;
    if (key === 'relevant') {
      value = (element ?? page.page).relevant;
      (element ?? page.page).relevant = null;
    } else if (key === 'constraint' && element) {
      value = element.constraint;
      element.constraint = null;
    } else if (key === 'target' && element?.target) {
      const { target } = element;
      value = target.kind === 'BENEFICIARY' ? target.field : `${PROPERTY_TARGET_PREFIX}${target.property}`;
      element.target = null;
    }
    if (value === null) continue;
    removed = true;
    const [word, outcome] =
      key === 'relevant'
        ? ['relevance', 'the question is always asked']
        : key === 'constraint'
          ? ['constraint', 'any answer passes it']
          : ['target', 'the answer fills nothing'];
    note(
      report,
      { sheet: survey, row, column: key === 'target' ? `bind::${AID_TARGET_COLUMN}` : key, value },
      key === 'target' ? 'UNSUPPORTED_VALUE' : 'EXPRESSION_REMOVED',
      `The ${word} ${problem.message.replace(/\.$/, '')}. It is removed: ${outcome}.`,
    );
  }
  return removed;
}

/**
 * Reads an XLSForm workbook (.xlsx bytes); refuses (SmartFormError VALIDATION_FAILED) what is no form.
 * `properties`: the target list's, which property targets must name (unchecked when absent).
 */
export async function importXlsForm(
  bytes: Buffer,
  context: { properties?: readonly string[] } = {},
): Promise<XlsFormImport> {
  const workbook = await readXlsFormWorkbook(bytes);
  const survey = workbook.survey.name;
  const report: Report = [];
  const languages = formLanguages(workbook, report);
  const lists = readChoices(workbook, languages, report);
  const { pages, refusals } = readSurvey(workbook, languages, lists, report);
  if (refusals.length > 0) refused(refusals);
  reportSettings(workbook, report);
  const elements = pages.reduce((n, p) => n + p.elements.length, 0);
  if (elements === 0) {
    throw xlsformRefusal(
      report.length > 0
        ? XLSFORM_MESSAGES.noQuestionsLeftOut({ count: report.length })
        : XLSFORM_MESSAGES.noQuestions(),
      report.map((r) => ({ sheet: r.sheet, row: r.row, ...(r.column ? { column: r.column } : {}), message: r.reason })),
    );
  }
  const limits: Refusal[] = [];
  if (languages.languages.length > SMART_FORM_LIMITS.languages) {
    limits.push({ sheet: survey, row: 1, message: `More than ${SMART_FORM_LIMITS.languages} languages.` });
  }
  if (pages.length > SMART_FORM_LIMITS.pages) {
    limits.push({ sheet: survey, message: `More than ${SMART_FORM_LIMITS.pages} pages (groups).` });
  }
  if (elements > SMART_FORM_LIMITS.elementsPerForm) {
    limits.push({ sheet: survey, message: `More than ${SMART_FORM_LIMITS.elementsPerForm} questions.` });
  }
  if (limits.length > 0) refused(limits);
  const definition: SmartFormDefinition = {
    languages: languages.languages,
    defaultLanguage: languages.defaultLanguage,
    pages: pages.map((p) => p.page),
  };
  const checked = validate(definitionSchema, definition);
  if (!checked.ok) {
    refused(
      checked.fieldErrors.map((e) => ({ ...placeOf(pages, e.field, survey), message: `${e.field}: ${e.message}` })),
    );
  }
  // Removing an expression or a target can only remove problems; a few rounds settle any chain of them.
  let problems = definitionProblems(definition, context);
  for (let round = 0; problems.length > 0 && round < 5; round++) {
    if (!removeProblems(pages, problems, survey, report)) break;
    problems = definitionProblems(definition, context);
  }
  if (problems.length > 0) refused(problems.map((p) => ({ ...placeOf(pages, p.field, survey), message: p.message })));
  const title = settingsValue(workbook, 'form_title') ?? settingsValue(workbook, 'form_id');
  const rank = (sheet: string) => [survey, 'choices', 'settings'].indexOf(sheet) >>> 0;
  report.sort((x, y) => rank(x.sheet) - rank(y.sheet) || x.row - y.row);
  return { definition, title, report: { unsupported: report } };
}
