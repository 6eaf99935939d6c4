// One table of a report as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read names as UTF-8), the
// quoting and apostrophe rule of every CSV the API writes (http/csv.ts csvField), amounts in major units with two
// decimals beside their currency column.
import type { Writable } from 'node:stream';
import { STORED_DIGITS } from '@aid/common/distributions';
import { csvField } from '../../http/csv.js';
import { type AfterTable, writeChunk } from './output.js';
import type { ReportCell, ReportColumn, ReportTableData } from './tables.js';

const ROWS_PER_CHUNK = 500;

function field(value: ReportCell, column: ReportColumn | undefined): string {
  if (typeof value === 'number' && column?.kind === 'amount') return value.toFixed(STORED_DIGITS);
  return csvField(value);
}

const line = (cells: readonly ReportCell[], columns: readonly ReportColumn[]) =>
  `${cells.map((value, i) => field(value, columns[i])).join(',')}\r\n`;

export async function writeCsv(out: Writable, table: ReportTableData, afterTable: AfterTable): Promise<void> {
  await writeChunk(out, `\uFEFF${table.columns.map((c) => csvField(c.label)).join(',')}\r\n`);
  for (let from = 0; from < table.rows.length; from += ROWS_PER_CHUNK) {
    const chunk = table.rows.slice(from, from + ROWS_PER_CHUNK);
    await writeChunk(out, chunk.map((row) => line(row, table.columns)).join(''));
  }
  await afterTable(0);
  out.end();
}
