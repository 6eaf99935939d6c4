// Reading an import file as a stream of rows, whatever it is: CSV in UTF-8 (with or without a byte-order mark),
// UTF-16 or Windows-1252, with `,`, `;` or tab between fields, or an XLSX workbook read sheet row by sheet row.
// Nothing holds the whole file: a million-row file costs the memory of one row plus the parsers' buffers.
import { Readable, Transform } from 'node:stream';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_ROWS,
  type ImportEncoding,
  type ImportFormat,
  BENEFICIARY_IMPORT_MESSAGES as WORDS,
} from '@aid/common/beneficiaries';
import type { Message } from '@aid/common/messages';
import { parse as csvParse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { BeneficiaryError } from '../errors.js';
import { withCellReferences } from './xlsx-refs.js';

export type ImportSource = {
  format: ImportFormat;
  /** The encoding used (detected or chosen); null for XLSX. */
  encoding: Exclude<ImportEncoding, 'AUTO'> | null;
  /** XLSX: every sheet's name (known once the first sheet is reached); CSV: none. */
  sheets(): string[];
  sheetName: string | null;
  /** Every row, the header row first, as trimmed-right strings. */
  rows: AsyncIterable<string[]>;
  bytesRead(): number;
};

export type OpenOptions = { encoding: ImportEncoding; sheetName?: string | undefined };

/** A problem with the file as a whole: the import cannot go on (422 at inspect, CHECK_FAILED in the check). */
export function fileProblem(words: Message, field = 'fileId'): BeneficiaryError {
  return new BeneficiaryError('VALIDATION_FAILED', words, [{ field, code: 'INVALID_VALUE', message: words.text }]);
}

function sheetRequired(sheets: readonly string[]): BeneficiaryError {
  const words = WORDS.sheetRequired({ count: sheets.length, sheets: sheets.map((s) => `"${s}"`).join(', ') });
  return new BeneficiaryError('VALIDATION_FAILED', words, [
    { field: 'sheetName', code: 'SHEET_REQUIRED', params: { sheets: sheets.join(', ') }, message: words.text },
  ]);
}

const NODE_ENCODING: Record<Exclude<ImportEncoding, 'AUTO'>, string> = {
  UTF_8: 'utf8',
  UTF_16LE: 'utf16le',
  UTF_16BE: 'utf16be',
  WINDOWS_1252: 'win1252',
};

/** Counts the bytes that pass (progress is bytes read of the file's size). */
function byteCounter(): Transform & { count: number } {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        counter.count += chunk.length;
        callback(null, chunk);
      },
    }),
    { count: 0 },
  );
  return counter;
}

/** The first chunks of a stream (at least `size` bytes or characters), and a stream that gives them back followed
 *  by the rest. */
async function peek<T extends Buffer | string>(
  stream: Readable,
  size: number,
): Promise<{ head: T[]; whole: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<T>;
  const head: T[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  const whole = Readable.from(
    (async function* () {
      yield* head;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
  return { head, whole };
}

function isValidUtf8(bytes: Buffer): boolean {
  // A sample may end inside a character: drop an incomplete last sequence before judging.
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back] ?? 0;
    if ((byte & 0xc0) === 0xc0) {
      const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      if (back < need) end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/**
 * BOM first; else valid UTF-8 is UTF-8; else Windows-1252 (what spreadsheets save as "CSV" on Western Windows).
 * A UTF-8 BOM before text that is not UTF-8 is a file a spreadsheet read as Windows-1252 and saved that way, its BOM
 * kept as the characters "ï»¿" (dropped from the header by importHeader).
 */
export function detectEncoding(head: Buffer): Exclude<ImportEncoding, 'AUTO'> {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return isValidUtf8(head) ? 'UTF_8' : 'WINDOWS_1252';
  if (head[0] === 0xff && head[1] === 0xfe) return 'UTF_16LE';
  if (head[0] === 0xfe && head[1] === 0xff) return 'UTF_16BE';
  return isValidUtf8(head) ? 'UTF_8' : 'WINDOWS_1252';
}

/** The separator used most on the header line, outside quotes. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  for (const [ch, n] of counts) if (n > (counts.get(best) ?? 0)) best = ch;
  return best;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// NUL or other C0 controls (tab, CR and LF aside) in text: what a binary file looks like once decoded.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f]/;
const tooLongCell = (row: number, column: number) =>
  fileProblem(WORDS.cellTooLong({ row, column: column + 1, max: IMPORT_MAX_CELL_CHARS.toLocaleString('en') }));
const tooManyRows = () => fileProblem(WORDS.tooManyRows({ max: IMPORT_MAX_ROWS.toLocaleString('en') }));

/**
 * A reader's error while reading rows, as the import's refusal: the file is damaged or cut short, and no attempt
 * will do better. Not when reading the stored file failed: that is the storage's error, and a retry may succeed.
 */
function unreadable(error: unknown, storageFailed: boolean, format: ImportFormat, rowsRead: number): unknown {
  if (error instanceof BeneficiaryError || storageFailed) return error;
  const detail = error instanceof Error ? error.message.split('\n', 1)[0]?.slice(0, 200) : String(error);
  const values = { detail: detail ?? '', row: rowsRead };
  if (format === 'XLSX') {
    return fileProblem(rowsRead === 0 ? WORDS.xlsxUnreadable(values) : WORDS.xlsxUnreadableAfter(values));
  }
  return fileProblem(rowsRead === 0 ? WORDS.csvUnreadable(values) : WORDS.csvUnreadableAfter(values));
}

/** Opens `content` (the stored file) as rows. Refusals are BeneficiaryError VALIDATION_FAILED with a clear message. */
export async function openImportSource(content: Readable, options: OpenOptions): Promise<ImportSource> {
  const counter = byteCounter();
  let storageFailed = false;
  content.on('error', (error) => {
    storageFailed = true;
    counter.destroy(error);
  });
  content.pipe(counter);
  const peeked = await peek<Buffer>(counter, 64 * 1024);
  const head = Buffer.concat(peeked.head);
  const whole = peeked.whole;
  const failed = () => storageFailed;
  if (head.length === 0) throw fileProblem(WORDS.empty());
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return openXlsx(whole, options, () => counter.count, failed);
  return openCsv(whole, head, options, () => counter.count, failed);
}

async function openCsv(
  content: Readable,
  head: Buffer,
  options: OpenOptions,
  bytesRead: () => number,
  storageFailed: () => boolean,
): Promise<ImportSource> {
  const encoding = options.encoding === 'AUTO' ? detectEncoding(head) : options.encoding;
  const utf16 = encoding === 'UTF_16LE' || encoding === 'UTF_16BE';
  if (!utf16 && head.includes(0)) throw fileProblem(WORDS.binary());
  const decoded = content.pipe(iconv.decodeStream(NODE_ENCODING[encoding], { stripBOM: true }) as unknown as Transform);
  content.on('error', (error) => decoded.destroy(error));
  const { head: text, whole } = await peek<string>(decoded, 1);
  const sample = text.join('');
  const firstLine = sample.split(/\r?\n/, 1)[0] ?? '';
  if (BINARY.test(sample.slice(0, 4096))) throw fileProblem(WORDS.binary());
  const parser = whole.pipe(
    csvParse({
      delimiter: detectDelimiter(firstLine),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // Far above any real row, far below what would hurt: a longer record is a broken file, reported with its place.
      max_record_size: IMPORT_MAX_CELL_CHARS * 20,
    }),
  );
  whole.on('error', (error) => parser.destroy(error));
  async function* rows(): AsyncGenerator<string[]> {
    let index = 0;
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        const row = index++;
        if (row > IMPORT_MAX_ROWS) throw tooManyRows();
        for (const [column, cell] of record.entries()) {
          if (cell.length > IMPORT_MAX_CELL_CHARS) throw tooLongCell(row, column);
          if (BINARY.test(cell)) throw fileProblem(WORDS.binaryRow({ row }));
        }
        yield record;
      }
    } catch (error) {
      if (error instanceof BeneficiaryError) throw error;
      const info = error as { code?: string; records?: number; column?: number; lines?: number };
      if (info.code === 'CSV_MAX_RECORD_SIZE') throw tooLongCell(info.records ?? index, info.column ?? 0);
      if (typeof info.code === 'string' && info.code.startsWith('CSV_')) {
        throw fileProblem(WORDS.csvNearLine({ line: info.lines ?? '?', detail: (error as Error).message }));
      }
      throw unreadable(error, storageFailed(), 'CSV', index);
    } finally {
      parser.destroy();
      content.destroy();
    }
  }
  return { format: 'CSV', encoding, sheets: () => [], sheetName: null, rows: rows(), bytesRead };
}

/** A cell as text: dates as YYYY-MM-DD, formulas as their result, rich text as its plain text. */
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

type SheetReader = AsyncIterable<ExcelJS.Row> & { name?: string };
type ReaderWithModel = { model?: { sheets?: { name: string }[] } };

type WorksheetParser = {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Iterable<unknown>;
};

/**
 * ExcelJS's streaming reader, fed each worksheet's XML with the optional cell references filled in (xlsx-refs.ts).
 * `_parseWorksheet` is where ExcelJS 4.4.0 (pinned) hands a sheet's XML to its sheet reader; the import tests of a
 * workbook without references fail if an upgrade moves it.
 */
function workbookReader(content: Readable, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) {
  // A ZIP cut short inside a sheet fails the unzipper ExcelJS pipes the file into, not the sheet's own stream, which
  // then waits forever: the sheet's reading gives up as soon as the unzipper fails.
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  // The stored file failing mid-read too (a pipe does not pass its source's error on).
  content.once('error', fail);
  const pipe = content.pipe.bind(content);
  content.pipe = <T extends NodeJS.WritableStream>(destination: T, pipeOptions?: { end?: boolean }) => {
    destination.on('error', fail);
    return pipe(destination, pipeOptions);
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(content, options);
  const parser = reader as unknown as WorksheetParser;
  const parseWorksheet = parser._parseWorksheet.bind(reader);
  parser._parseWorksheet = (iterator, sheetNo) =>
    parseWorksheet(withCellReferences(untilFailed(iterator, failed)), sheetNo);
  return reader;
}

/** `source`'s items, until `failure` rejects. */
async function* untilFailed<T>(source: AsyncIterable<T>, failure: Promise<never>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([iterator.next(), failure]);
    if (next.done) return;
    yield next.value;
  }
}

async function openXlsx(
  content: Readable,
  options: OpenOptions,
  bytesRead: () => number,
  storageFailed: () => boolean,
): Promise<ImportSource> {
  const reader = workbookReader(content, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  const sheetNames = () => ((reader as unknown as ReaderWithModel).model?.sheets ?? []).map((s) => s.name);
  const iterator = (reader as unknown as AsyncIterable<SheetReader>)[Symbol.asyncIterator]();
  let first: IteratorResult<SheetReader>;
  try {
    first = await iterator.next();
  } catch {
    throw fileProblem(WORDS.zipNotXlsx());
  }
  if (first.done) throw fileProblem(WORDS.zipNotXlsx());
  const sheets = sheetNames();
  if (options.sheetName === undefined && sheets.length > 1) {
    throw sheetRequired(sheets);
  }
  const wanted = options.sheetName ?? sheets[0] ?? first.value.name;
  if (wanted !== undefined && sheets.length > 0 && !sheets.includes(wanted)) {
    throw fileProblem(WORDS.noSuchSheet({ sheet: wanted, sheets: sheets.join(', ') }), 'sheetName');
  }
  async function* rows(): AsyncGenerator<string[]> {
    let current: IteratorResult<SheetReader> = first;
    let index = 0;
    try {
      while (!current.done) {
        if (current.value.name === wanted) {
          for await (const row of current.value) {
            // Rows a spreadsheet left empty in between are skipped, as in a CSV.
            const values = Array.isArray(row.values) ? row.values.slice(1) : [];
            const cells = Array.from(values, (v) => cellText(v as ExcelJS.CellValue).trimEnd());
            if (cells.every((c) => c === '')) continue;
            const at = index++;
            if (at > IMPORT_MAX_ROWS) throw tooManyRows();
            for (const [column, cell] of cells.entries()) {
              if (cell.length > IMPORT_MAX_CELL_CHARS) throw tooLongCell(at, column);
            }
            yield cells;
          }
          return;
        }
        current = await iterator.next();
      }
    } catch (error) {
      // Anywhere in the file, not only at its first sheet: a ZIP cut short, XML broken mid-sheet.
      throw unreadable(error, storageFailed(), 'XLSX', index);
    } finally {
      content.destroy();
    }
  }
  return {
    format: 'XLSX',
    encoding: null,
    sheets: () => sheetNames(),
    sheetName: wanted ?? null,
    rows: rows(),
    bytesRead,
  };
}
