// The `choices` sheet: each list's choices in order, with their rows for the report and for refusals. Columns a form
// here has no place for (a choice_filter's columns, media) are reported once per column.
import type { LocalizedText } from '@aid/common/smart-forms';
import { type Languages, note, type Report, TRANSLATED, textsOf } from './texts.js';
import type { XlsFormWorkbook } from './workbook.js';

export type ListChoice = { value: string; label: LocalizedText; row: number };
export type ChoiceLists = Map<string, ListChoice[]>;

const KNOWN = new Set(['list_name', 'name', ...TRANSLATED]);

export function readChoices(workbook: XlsFormWorkbook, languages: Languages, report: Report): ChoiceLists {
  const lists: ChoiceLists = new Map();
  const sheet = workbook.choices;
  if (!sheet) return lists;
  const listColumn = sheet.columns.find((c) => c.name.base === 'list_name');
  const nameColumn = sheet.columns.find((c) => c.name.base === 'name');
  const unknownUse = new Map<string, number[]>();
  for (const row of sheet.rows) {
    const list = listColumn && row.cells.get(listColumn.index);
    const value = nameColumn && row.cells.get(nameColumn.index);
    if (!list || value === undefined) {
      note(
        report,
        { sheet: sheet.name, row: row.row },
        'IGNORED',
        `A choice needs a list_name and a name: this row has ${list ? 'no name' : 'no list_name'}, it is left out.`,
      );
      continue;
    }
    for (const column of sheet.columns) {
      if (!KNOWN.has(column.name.base) && !column.header.startsWith('$') && row.cells.has(column.index)) {
        unknownUse.set(column.header, [...(unknownUse.get(column.header) ?? []), row.row]);
      }
    }
    const choices = lists.get(list) ?? [];
    lists.set(list, choices);
    choices.push({ value, label: textsOf(languages, sheet, row, 'label'), row: row.row });
  }
  for (const [column, rows] of unknownUse) {
    const shown = rows.slice(0, 10).join(', ') + (rows.length > 10 ? ', …' : '');
    note(
      report,
      { sheet: sheet.name, row: rows[0] ?? 1, column },
      'UNSUPPORTED_COLUMN',
      `Choices have no "${column}" here (choice filters and media are not supported); it is left out (rows ${shown}).`,
    );
  }
  return lists;
}
