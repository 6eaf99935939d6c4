// Reading an XLSForm workbook into its sheets' rows, with the refusals of a file that is no XLSForm at all: empty,
// an old .xls, not a workbook, damaged, without a `survey` sheet. XLSForms are small (a few hundred rows), so the
// workbook is read whole, from a buffer capped at XLSFORM_MAX_BYTES by the caller.
import type { Message } from '@aid/common/messages';
import { XLSFORM_MESSAGES as WORDS, XLSFORM_MAX_BYTES } from '@aid/common/smart-forms';
import ExcelJS from 'exceljs';
import { SmartFormError } from '../errors.js';
import { type ColumnName, columnName } from './columns.js';

export type Column = { index: number; header: string; name: ColumnName };
/** One spreadsheet row: its number as the spreadsheet shows it (the header row is 1) and its cells by column index. */
export type SheetRow = { row: number; cells: ReadonlyMap<number, string> };
export type Sheet = { name: string; columns: Column[]; rows: SheetRow[] };
export type XlsFormWorkbook = { survey: Sheet; choices: Sheet | undefined; settings: Sheet | undefined };

/** Where in the workbook a refusal or a report entry points. */
export type Place = { sheet: string; row?: number; column?: string };

/**
 * The import's refusal: nothing is created, the message says which sheet, row and column and why. A file that is no
 * XLSForm at all is refused in words of the table (every language); a refusal naming places restates its field
 * errors (one per place) and stays English.
 */
export function xlsformRefusal(words: string | Message, places: readonly (Place & { message: string })[] = []) {
  const message = typeof words === 'string' ? words : words.text;
  const fieldErrors = (places.length > 0 ? places : [{ sheet: '', message }]).slice(0, 50).map((p) => {
    const params = {
      ...(p.sheet ? { sheet: p.sheet } : {}),
      ...(p.row !== undefined ? { row: p.row } : {}),
      ...(p.column !== undefined ? { column: p.column } : {}),
    };
    return {
      field: 'fileId',
      code: 'INVALID_VALUE' as const,
      ...(Object.keys(params).length > 0 ? { params } : {}),
      message: p.message,
    };
  });
  return new SmartFormError('VALIDATION_FAILED', words, fieldErrors);
}

/** `Sheet "survey", row 12, column "type"`: how a place reads in a message. */
export function placeText(place: Place): string {
  const parts = [`Sheet "${place.sheet}"`];
  if (place.row !== undefined) parts.push(`row ${place.row}`);
  if (place.column !== undefined) parts.push(`column "${place.column}"`);
  return parts.join(', ');
}

/** A cell as the text a person sees: formulas as their result, rich text as its plain text, dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/** The sheet's rows, under its XLSForm name (`survey` for a sheet the workbook calls `Survey`). */
function readSheet(worksheet: ExcelJS.Worksheet, name: string): Sheet {
  const columns: Column[] = [];
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = new Map<number, string>();
    row.eachCell({ includeEmpty: false }, (cell, index) => {
      const text = cellText(cell.value).trim();
      if (text !== '') cells.set(index, text);
    });
    if (number === 1) {
      for (const [index, header] of cells) columns.push({ index, header, name: columnName(header) });
    } else if (cells.size > 0) {
      rows.push({ row: number, cells });
    }
  });
  return { name, columns, rows };
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The workbook's `survey`, `choices` and `settings` sheets (names compared without case, as pyxform does). */
export async function readXlsFormWorkbook(bytes: Buffer): Promise<XlsFormWorkbook> {
  if (bytes.length === 0) throw xlsformRefusal(WORDS.empty());
  if (bytes.length > XLSFORM_MAX_BYTES) {
    throw xlsformRefusal(WORDS.tooLarge({ max: XLSFORM_MAX_BYTES / 1024 / 1024 }));
  }
  if (bytes.subarray(0, 4).equals(OLE)) {
    throw xlsformRefusal(WORDS.oldXls());
  }
  if (!bytes.subarray(0, 4).equals(ZIP)) throw xlsformRefusal(WORDS.notXlsx());
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch (error) {
    const detail = error instanceof Error ? (error.message.split('\n', 1)[0] ?? '').slice(0, 200) : String(error);
    throw xlsformRefusal(WORDS.damaged({ detail }));
  }
  const byName = new Map(workbook.worksheets.map((w) => [w.name.trim().toLowerCase(), w]));
  const survey = byName.get('survey');
  if (!survey) {
    const names = workbook.worksheets.map((w) => `"${w.name}"`).join(', ');
    throw xlsformRefusal(names ? WORDS.noSurvey({ sheets: names }) : WORDS.noSurveyNoSheets(), [
      { sheet: 'survey', message: 'missing' },
    ]);
  }
  const choices = byName.get('choices');
  const settings = byName.get('settings');
  return {
    survey: readSheet(survey, 'survey'),
    choices: choices ? readSheet(choices, 'choices') : undefined,
    settings: settings ? readSheet(settings, 'settings') : undefined,
  };
}
