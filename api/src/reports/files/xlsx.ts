// A report as an Excel workbook: one worksheet per table, a bold header row, numbers as numbers (amounts in major
// units with two decimals shown, their currency in its own column), dates as dates, text through formulaSafe.
// Written with exceljs's streaming writer, a sheet committed at a time, into the stream the storage reads.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formulaSafe } from '../../http/csv.js';
import type { AfterTable } from './output.js';
import type { ColumnKind, ReportCell, ReportTableData } from './tables.js';

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  count: '#,##0',
  amount: '#,##0.00',
  date: 'yyyy-mm-dd',
  percent: '0.0',
};

/** Excel's sheet-name rules: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
export function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

function cellValue(value: ReportCell, kind: ColumnKind): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  return typeof value === 'string' ? formulaSafe(value) : value;
}

export async function writeXlsx(out: Writable, tables: readonly ReportTableData[], afterTable: AfterTable) {
  // A few aggregate sheets: styles (bold headers, number formats) cost nothing here, unlike in a list export.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const taken = new Set<string>();
  for (const [index, table] of tables.entries()) {
    const sheet = workbook.addWorksheet(sheetName(table.title, taken));
    sheet.columns = table.columns.map((column) => ({
      width: Math.min(40, Math.max(10, column.label.length + 2)),
      style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
    }));
    const header = sheet.addRow(table.columns.map((column) => formulaSafe(column.label)));
    header.font = { bold: true };
    header.commit();
    for (const row of table.rows) {
      sheet.addRow(row.map((value, i) => cellValue(value, table.columns[i]?.kind ?? 'text'))).commit();
    }
    sheet.commit();
    await afterTable(index);
  }
  await workbook.commit();
}
