// Any list as a CSV download: the same filter, sort and scope as its list route, read page after page by keyset
// and written as it is read, so an export of a million rows never sits in memory.
import type { Request, RequestHandler } from 'express';
import { type AuthContext, authContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { type ListScope, type ListSource, listPage } from '../db/list.js';
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
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
};

/** GET handler: `text/csv` of every row the list would show with the same `filter` and `sort`. */
export function csvExportRoute<R extends object>(options: CsvExportOptions<R>): RequestHandler {
  return async (req, res) => {
    const auth = authContext(res);
    const scope = options.scope(auth, req);
    const query = { ...listQueryOf(req, options.source), first: CSV_PAGE_ROWS, before: undefined, count: false };
    const readPage = (after: string | undefined) =>
      auth.run(async (tx) => {
        const page = await listPage<R>(tx, options.source, scope, { ...query, after });
        return { page, records: await options.records(tx, page.rows, auth) };
      });
    // The first page is read before anything is sent: a bad filter or cursor still gets its JSON error.
    let current = await readPage(query.after);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${options.fileName(auth)}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A byte-order mark, so spreadsheet programs read the UTF-8 names as UTF-8.
    res.write(`\uFEFF${line(options.header)}`);
    try {
      for (;;) {
        const chunk = current.records.map(line).join('');
        if (chunk && !res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
        if (!current.page.hasNextPage || !current.page.endCursor || res.destroyed) break;
        current = await readPage(current.page.endCursor);
      }
      res.end();
    } catch (error) {
      // Mid-stream the status is sent: the download is broken off rather than ending as if complete.
      requestLog(res).error({ err: error }, 'CSV export failed mid-stream');
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
