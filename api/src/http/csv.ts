// Any list as a CSV download: the same filter, sort and scope as its list route, read page after page by keyset
// and written as it is read, so an export of a million rows never sits in memory.
import { withoutInvisibleCharacters } from '@aid/common/validation';
import type { Request, RequestHandler, Response } from 'express';
import { type AuthContext, authContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { type ListScope, type ListSource, listPage } from '../db/list.js';
import { startDownload } from './download.js';
import { listQueryOf } from './list.js';
import { requestLog } from './logger.js';

/** Rows read per transaction. */
export const CSV_PAGE_ROWS = 500;

/**
 * One CSV field (RFC 4180). A text a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading
 * apostrophe: an export of user-entered text must not become a way to run formulas on an auditor's machine.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? formulaSafe(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A text with a leading apostrophe when a spreadsheet would run it as a formula (CSV fields, XLSX cells), and without
 * invisible characters (common's invisibleCharacterIn): inputs refuse them now, but a value stored before could still
 * make `pp2\u202Egnp.exe` read as `pp2exe.png` in a spreadsheet, or hide a leading `=` behind a mark.
 */
export function formulaSafe(value: string): string {
  const text = withoutInvisibleCharacters(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const line = (fields: readonly (string | number | boolean | null | undefined)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

export type CsvExportOptions<R extends object> = {
  source: ListSource;
  scope: (auth: AuthContext, req: Request) => ListScope;
  header: readonly string[];
  /** The records of one page of rows, in the page's transaction (to look up, e.g., user names). */
  records: (tx: Queryable, rows: R[], auth: AuthContext) => Promise<(string | number | boolean | null)[][]>;
  fileName: (auth: AuthContext) => string;
  /** Rows per transaction (default CSV_PAGE_ROWS): more for narrow rows, fewer round trips per row. */
  pageRows?: number;
};

/**
 * Every row the list would show with the request's `filter` and `sort`, as `records` makes them, `pageRows` per
 * transaction by keyset. The first page is read before this returns: a bad filter or cursor still gets its
 * JSON error before a download has begun (CSV here, XLSX in beneficiaries/export.ts).
 */
export async function exportPages<R extends object, T>(
  auth: AuthContext,
  req: Request,
  source: ListSource,
  scope: ListScope,
  records: (tx: Queryable, rows: R[], auth: AuthContext) => Promise<T[]>,
  pageRows = CSV_PAGE_ROWS,
): Promise<AsyncGenerator<T[]>> {
  const query = { ...listQueryOf(req, source), first: pageRows, before: undefined, count: false };
  const readPage = (after: string | undefined) =>
    auth.run(async (tx) => {
      const page = await listPage<R>(tx, source, scope, { ...query, after });
      return { page, records: await records(tx, page.rows, auth) };
    });
  let current = await readPage(query.after);
  return (async function* () {
    for (;;) {
      yield current.records;
      if (!current.page.hasNextPage || !current.page.endCursor) return;
      current = await readPage(current.page.endCursor);
    }
  })();
}

/** Until the response takes more, or the caller has gone (a closed tab never drains: the export then stops). */
export function untilDrained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) {
      resolve();
      return;
    }
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** GET handler: `text/csv` of every row the list would show with the same `filter` and `sort`. */
export function csvExportRoute<R extends object>(options: CsvExportOptions<R>): RequestHandler {
  return async (req, res) => {
    const auth = authContext(res);
    const scope = options.scope(auth, req);
    const pages = await exportPages(auth, req, options.source, scope, options.records, options.pageRows);
    startDownload(res, 'text/csv; charset=utf-8', options.fileName(auth));
    // A byte-order mark, so spreadsheet programs read the UTF-8 names as UTF-8.
    res.write(`\uFEFF${line(options.header)}`);
    try {
      for await (const records of pages) {
        const chunk = records.map(line).join('');
        if (chunk && !res.write(chunk)) await untilDrained(res);
        if (res.destroyed) break;
      }
      res.end();
    } catch (error) {
      // Mid-stream the status is sent: the download is broken off rather than ending as if complete.
      requestLog(res).error({ err: error }, 'CSV export failed mid-stream');
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
