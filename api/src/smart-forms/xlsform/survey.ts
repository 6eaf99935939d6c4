// The `survey` sheet, row by row, into pages: a top-level group is a page; questions outside any group make a page of
// their own (one per run of them, named page_1, page_2, … unless a name is taken); a group inside a group is
// flattened into its page, its relevance joined to each of its questions' (reported). Repeats and the rows inside
// them, unsupported types and metadata are reported; an unknown type, a missing or invalid name, a list the choices
// sheet lacks and an end without its begin are refused.

import { newId } from '@aid/common/ids';
import { elementName, SMART_FORM_LIMITS, type SmartFormPage } from '@aid/common/smart-forms';
import type { ChoiceLists } from './choices.js';
import { AID_TARGET_COLUMN, AID_TYPE_COLUMN, surveyType } from './conventions.js';
import { cellOf, type PlacedElement, type Refusal, type RowContext, ratingMax, readElement } from './element.js';
import { type Languages, note, type Report, TRANSLATED, textsOf } from './texts.js';
import type { SheetRow, XlsFormWorkbook } from './workbook.js';

/** A page with the rows it came from: its group's row (its first question's for a page of loose questions). */
export type PlacedPage = { page: SmartFormPage; row: number; elements: PlacedElement[] };

type Frame = { kind: 'group' | 'repeat'; name: string; row: number; relevant: string | null };

const KNOWN = new Set(['type', 'name', 'required', 'relevant', 'constraint', 'appearance', ...TRANSLATED]);
const AID_BINDS = new Set([AID_TYPE_COLUMN, AID_TARGET_COLUMN]);

/** `a` and `b` both: each in parentheses once there are several. */
function allOf(expressions: readonly (string | null)[]): string | null {
  const present = expressions.filter((e): e is string => e !== null && e.trim() !== '');
  if (present.length <= 1) return present[0] ?? null;
  return present.map((e) => `(${e})`).join(' and ');
}

export function readSurvey(
  workbook: XlsFormWorkbook,
  languages: Languages,
  lists: ChoiceLists,
  report: Report,
): { pages: PlacedPage[]; refusals: Refusal[] } {
  const sheet = workbook.survey;
  const refusals: Refusal[] = [];
  const context: RowContext = { sheet, languages, lists, report, refusals };
  if (!sheet.columns.some((c) => c.name.base === 'type' && c.name.language === null)) {
    refusals.push({ sheet: sheet.name, row: 1, column: 'type', message: 'The survey sheet has no "type" column.' });
    return { pages: [], refusals };
  }
  const pages: PlacedPage[] = [];
  const stack: Frame[] = [];
  let loose: PlacedPage | null = null;
  const loosePages: PlacedPage[] = [];
  const place = (row: SheetRow, column?: string, value?: string) => ({
    sheet: sheet.name,
    row: row.row,
    column,
    value,
  });

  const nameOf = (row: SheetRow): string | null => {
    const name = cellOf(sheet, row, 'name');
    const problem = name === null ? 'has no name' : elementName.safeParse(name).success ? null : 'is not a valid name';
    if (problem === null) return name;
    refusals.push({
      ...place(row, 'name'),
      message:
        `${name === null ? 'This row' : `"${name}"`} ${problem}: names start with a letter or _ and hold only ` +
        `letters, digits, _ . - (at most ${SMART_FORM_LIMITS.nameLength} characters).`,
    });
    return null;
  };
  const unsupportedCells = (row: SheetRow, consumed: readonly string[]) => {
    for (const column of sheet.columns) {
      const value = row.cells.get(column.index);
      const { base, language } = column.name;
      const known = KNOWN.has(base) || (base === 'bind' && language !== null && AID_BINDS.has(language));
      if (value === undefined || known || consumed.includes(base) || column.header.startsWith('$')) continue;
      note(
        report,
        place(row, column.header, value),
        'UNSUPPORTED_COLUMN',
        `A form here has no "${column.header}" column: the value is left out.`,
      );
    }
  };

  for (const row of sheet.rows) {
    const typeCell = cellOf(sheet, row, 'type');
    if (typeCell === null) {
      note(report, place(row), 'IGNORED', 'The row has no type: it is left out.');
      continue;
    }
    const parsed = surveyType(typeCell);
    const repeat = stack.find((f) => f.kind === 'repeat');
    if (repeat) {
      if (parsed.kind === 'begin_group' || parsed.kind === 'begin_repeat') {
        stack.push({
          kind: parsed.kind === 'begin_group' ? 'group' : 'repeat',
          name: '',
          row: row.row,
          relevant: null,
        });
      } else if (parsed.kind === 'end_group' || parsed.kind === 'end_repeat') {
        stack.pop();
      } else {
        const what = cellOf(sheet, row, 'name') ?? typeCell;
        note(report, place(row, 'type', typeCell), 'IN_REPEAT', `"${what}" is inside the repeat "${repeat.name}".`);
      }
      continue;
    }
    switch (parsed.kind) {
      case 'begin_group': {
        const name = nameOf(row) ?? `group_${row.row}`;
        const relevant = cellOf(sheet, row, 'relevant');
        const appearance = cellOf(sheet, row, 'appearance');
        if (appearance !== null && appearance.toLowerCase() !== 'field-list') {
          note(report, place(row, 'appearance', appearance), 'UNSUPPORTED_VALUE', 'A page is shown as a page here.');
        }
        if (stack.length === 0) {
          const page: SmartFormPage = {
            pageId: newId('smartFormPage'),
            name,
            title: textsOf(languages, sheet, row, 'label'),
            relevant,
            elements: [],
          };
          pages.push({ page, row: row.row, elements: [] });
          loose = null;
        } else {
          note(
            report,
            place(row, 'type', typeCell),
            'NESTED_GROUP',
            `The group "${name}" is inside the group "${stack[0]?.name}": its questions join that page` +
              (relevant ? ', each asked only when its relevance holds too.' : '.'),
          );
        }
        stack.push({ kind: 'group', name, row: row.row, relevant });
        break;
      }
      case 'begin_repeat': {
        const name = cellOf(sheet, row, 'name') ?? typeCell;
        note(
          report,
          place(row, 'type', typeCell),
          'UNSUPPORTED_TYPE',
          `Repeat groups are not supported: "${name}" and every row inside it are left out.`,
        );
        stack.push({ kind: 'repeat', name, row: row.row, relevant: null });
        break;
      }
      case 'end_group':
      case 'end_repeat': {
        const want = parsed.kind === 'end_group' ? 'group' : 'repeat';
        if (stack.at(-1)?.kind !== want) {
          refusals.push({
            ...place(row, 'type'),
            message: `"${typeCell}" closes no open ${want}${stack.length ? ` (the open one is "${stack.at(-1)?.name}")` : ''}.`,
          });
        } else stack.pop();
        break;
      }
      case 'unsupported':
      case 'metadata': {
        const name = cellOf(sheet, row, 'name') ?? '';
        const range = parsed.name === 'range' && cellOf(sheet, row, 'appearance')?.toLowerCase() === 'rating';
        const max = range ? ratingMax(sheet, row) : null;
        if (max !== null) {
          ask(row, { kind: 'rating', max }, ['parameters']);
          break;
        }
        note(
          report,
          place(row, 'type', typeCell),
          parsed.kind === 'metadata' ? 'METADATA' : 'UNSUPPORTED_TYPE',
          parsed.kind === 'metadata'
            ? `"${parsed.name}" is recorded by Kobo/ODK, not asked: ${name || 'the row'} is left out.`
            : range
              ? `A rating here goes from 1 by 1 up to at most 10: the range "${name}" is left out.`
              : `Rows of type "${parsed.name}" are not supported: "${name}" is left out.`,
        );
        break;
      }
      case 'unknown':
        refusals.push({ ...place(row, 'type'), message: `"${typeCell}" is not an XLSForm question type.` });
        break;
      case 'element':
        ask(row, parsed, []);
        break;
    }
  }
  for (const frame of stack) {
    note(
      report,
      { sheet: sheet.name, row: frame.row, column: 'type' },
      'IGNORED',
      `The ${frame.kind} "${frame.name}" is never closed: it ends with the sheet.`,
    );
  }
  nameLoosePages(loosePages, pages);
  return { pages, refusals };

  /** The row as an element of the open page (a nested group's relevance joined to its own). */
  function ask(row: SheetRow, parsed: Parameters<typeof readElement>[3], consumed: readonly string[]): void {
    const name = nameOf(row);
    if (name === null) return;
    const relevant = allOf([...stack.slice(1).map((f) => f.relevant), cellOf(sheet, row, 'relevant')]);
    const placed = readElement(context, row, name, parsed, relevant);
    unsupportedCells(row, consumed);
    if (placed) addElement(placed);
  }

  function addElement(placed: PlacedElement): void {
    let page = pages.at(-1);
    if (stack.length === 0) {
      if (!loose) {
        loose = {
          page: { pageId: newId('smartFormPage'), name: '', title: [], relevant: null, elements: [] },
          row: placed.row,
          elements: [],
        };
        pages.push(loose);
        loosePages.push(loose);
      }
      page = loose;
    }
    if (!page) return;
    page.page.elements.push(placed.element);
    page.elements.push(placed);
  }
}

/** page_1, page_2, … in order, skipping names the form already uses (pages and elements share one name space). */
function nameLoosePages(loosePages: readonly PlacedPage[], pages: readonly PlacedPage[]): void {
  const taken = new Set(pages.flatMap((p) => [p.page.name, ...p.page.elements.map((e) => e.name)]));
  let next = 1;
  for (const page of loosePages) {
    while (taken.has(`page_${next}`)) next++;
    page.page.name = `page_${next}`;
    taken.add(page.page.name);
  }
}
