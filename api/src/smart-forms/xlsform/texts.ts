// The form's languages from the workbook's translated columns, and each row's texts per language. A column without a
// language (`label`) is in the settings' default_language, or English when the settings name none; a translated
// column whose language cannot be told is reported, never guessed.
import type { LocalizedText, XlsFormReportCode, XlsFormReportEntry } from '@aid/common/smart-forms';
import { languageCode } from './columns.js';
import type { Column, Sheet, SheetRow, XlsFormWorkbook } from './workbook.js';

/** The report being written: every row, column and rule the import leaves out or changes. */
export type Report = XlsFormReportEntry[];

export function note(
  report: Report,
  place: { sheet: string; row: number; column?: string | undefined; value?: string | undefined },
  code: XlsFormReportCode,
  reason: string,
): void {
  report.push({
    sheet: place.sheet,
    row: place.row,
    column: place.column ?? null,
    value: place.value ?? null,
    code,
    reason,
  });
}

/** The columns that hold texts per language. */
export const TRANSLATED = ['label', 'hint', 'constraint_message'];

export type Languages = {
  languages: string[];
  defaultLanguage: string;
  /** column index → its language, per sheet, for every translated column kept. */
  columns: Map<Sheet, Map<number, string>>;
};

/** A value of the settings sheet's first row (`form_title`, `default_language`); null when empty or absent. */
export function settingsValue(workbook: XlsFormWorkbook, base: string): string | null {
  const settings = workbook.settings;
  const column = settings?.columns.find((c) => c.name.base === base && c.name.language === null);
  const first = settings?.rows[0];
  return (column && first?.cells.get(column.index)) || null;
}

/** The languages in the order their columns first appear (survey, then choices), and the default one. */
export function formLanguages(workbook: XlsFormWorkbook, report: Report): Languages {
  const declared = settingsValue(workbook, 'default_language');
  const declaredCode = declared === null ? null : languageCode(declared);
  const plain = declaredCode ?? 'en';
  const languages: string[] = [];
  const columns = new Map<Sheet, Map<number, string>>();
  for (const sheet of [workbook.survey, workbook.choices]) {
    if (!sheet) continue;
    const kept = new Map<number, string>();
    columns.set(sheet, kept);
    const translated = sheet.columns.filter((c) => TRANSLATED.includes(c.name.base));
    const explicit = new Set(
      translated.flatMap((c) => (c.name.language === null ? [] : [languageCode(c.name.language)])),
    );
    for (const column of translated) {
      const code = column.name.language === null ? plain : languageCode(column.name.language);
      const clash = column.name.language === null && explicit.has(plain);
      if (
        code === null ||
        clash ||
        [...kept].some(([i, l]) => l === code && columnBase(sheet, i) === column.name.base)
      ) {
        note(
          report,
          { sheet: sheet.name, row: 1, column: column.header },
          'UNSUPPORTED_COLUMN',
          code === null
            ? `The language of "${column.header}" cannot be told: write it as "${column.name.base}::English (en)".`
            : `"${column.header}" repeats the ${code} texts of another column: it is left out.`,
        );
        continue;
      }
      kept.set(column.index, code);
      if (!languages.includes(code)) languages.push(code);
    }
  }
  if (languages.length === 0) languages.push(plain);
  const defaultLanguage =
    declaredCode !== null && languages.includes(declaredCode) ? declaredCode : (languages[0] ?? plain);
  if (declared !== null && declaredCode !== defaultLanguage) {
    const row = workbook.settings?.rows[0]?.row ?? 2;
    note(
      report,
      { sheet: workbook.settings?.name ?? 'settings', row, column: 'default_language', value: declared },
      'UNSUPPORTED_VALUE',
      `No column is in the default language "${declared}": ${defaultLanguage} is the default language instead.`,
    );
  }
  return { languages, defaultLanguage, columns };
}

function columnBase(sheet: Sheet, index: number): string | undefined {
  return sheet.columns.find((c: Column) => c.index === index)?.name.base;
}

/** A row's texts of one base column (`label`), in the form's language order. */
export function textsOf(languages: Languages, sheet: Sheet, row: SheetRow, base: string): LocalizedText {
  const kept = languages.columns.get(sheet) ?? new Map<number, string>();
  const texts: LocalizedText = [];
  for (const column of sheet.columns) {
    const language = kept.get(column.index);
    const text = row.cells.get(column.index);
    if (column.name.base === base && language !== undefined && text !== undefined) texts.push({ language, text });
  }
  return texts.sort((a, b) => languages.languages.indexOf(a.language) - languages.languages.indexOf(b.language));
}

/**
 * `texts` with a text in the default language, which every label needs (definitionProblems): taken from the first
 * language that has one, else `fallback` (the row's name), and reported.
 */
export function labelled(
  languages: Languages,
  texts: LocalizedText,
  fallback: string,
  place: { sheet: string; row: number },
  report: Report,
): LocalizedText {
  if (texts.some((t) => t.language === languages.defaultLanguage)) return texts;
  const other = texts[0];
  note(
    report,
    { ...place, column: 'label' },
    'LABEL_FILLED',
    other
      ? `No label in ${languages.defaultLanguage}: the ${other.language} label is used in its place.`
      : `No label: the name "${fallback}" is used as its label.`,
  );
  const filled = [{ language: languages.defaultLanguage, text: other?.text ?? fallback }, ...texts];
  return filled.sort((x, y) => languages.languages.indexOf(x.language) - languages.languages.indexOf(y.language));
}
