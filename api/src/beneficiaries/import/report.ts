// What a check found: the refused cells (a page, or every one as CSV) and the rows that duplicate someone, paged by
// keyset in SQL so a report of a million errors reads like one of ten.
import type { ImportDuplicateJson, ImportErrorJson, ImportRepairJson } from '@aid/common/beneficiaries';
import { fieldError } from '@aid/common/errors';
import type { PhoneRepair } from '@aid/common/phone';
import type { Request, Response } from 'express';
import { type AuthContext, authContext } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { toDateOrNull } from '../../db/rows.js';
import { csvField } from '../../http/csv.js';
import { startDownload } from '../../http/download.js';
import { requestLog } from '../../http/logger.js';
import { idParam, singleQuery } from '../../http/request.js';
import { BeneficiaryError } from '../errors.js';
import { findImport } from './service.js';

const PAGE_DEFAULT = 50;
const PAGE_MAX = 500;

type PageInfo = { hasNextPage: boolean; endCursor: string | null };
export type ReportPage<T> = { items: T[]; pageInfo: PageInfo; totalCount: number };

const invalidQuery = (field: string, message: string) =>
  new BeneficiaryError('VALIDATION_FAILED', `${field} ${message}`, [
    fieldError(field, 'INVALID_VALUE', undefined, message),
  ]);

function firstOf(req: Request): number {
  const raw = singleQuery(req, 'first');
  if (raw === undefined) return PAGE_DEFAULT;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > PAGE_MAX)
    throw invalidQuery('first', `must be a whole number 1 to ${PAGE_MAX}`);
  return n;
}

/** A cursor's key: [rowNumber, field], or [rowNumber, ''] where the table is keyed by row alone. */
type RowFieldKey = [number, string];

const encode = (key: readonly (string | number)[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The cursor's key, checked down to its types: [rowNumber, field] for errors, [rowNumber] for duplicates. */
function afterOf(req: Request, withField: boolean): RowFieldKey | undefined {
  const raw = singleQuery(req, 'after');
  if (raw === undefined || raw === '') return undefined;
  const bad = () => invalidQuery('after', 'is not a cursor returned by this list');
  if (raw.length > 1024 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw bad();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(key) || !Number.isSafeInteger(key[0])) throw bad();
  if (withField ? typeof key[1] !== 'string' || key.length !== 2 : key.length !== 1) throw bad();
  return [key[0] as number, withField ? (key[1] as string) : ''];
}

type ErrorRow = { row_number: number; field: string; code: string; message: string; value: string | null };

/** Rows of a report table keyed by (row, field), after `after` in that order, at most `limit`. */
function rowsByRowAndField<R extends object>(
  tx: Queryable,
  table: 'beneficiary_import_errors' | 'beneficiary_import_repairs',
  columns: string,
  importId: string,
  after: RowFieldKey | null | undefined,
  limit: number,
): Promise<R[]> {
  return tx.query<R>(
    `SELECT ${columns} FROM ${table}
      WHERE import_id = $1 AND ($2::int IS NULL OR (row_number, field COLLATE "C") > ($2::int, $3::text COLLATE "C"))
      ORDER BY row_number, field COLLATE "C" LIMIT $4`,
    [importId, after?.[0] ?? null, after?.[1] ?? '', limit],
  );
}

/**
 * One page of a report table: the request's `first` and `after` checked before anything is read, one row more than
 * asked read to know whether there is a next page, and the table's total.
 */
async function reportPage<R, T>(
  auth: AuthContext,
  req: Request,
  report: {
    /** Whether the cursor's key is [rowNumber, field] (else [rowNumber]). */
    withField: boolean;
    rows: (tx: Queryable, importId: string, after: RowFieldKey | undefined, limit: number) => Promise<R[]>;
    countSql: string;
    key: (row: R) => (string | number)[];
    toJson: (row: R) => T;
  },
): Promise<ReportPage<T>> {
  const importId = idParam(req);
  const first = firstOf(req);
  const after = afterOf(req, report.withField);
  return auth.run(async (tx) => {
    await findImport(tx, auth, importId);
    const rows = await report.rows(tx, importId, after, first + 1);
    const [count] = await tx.query<{ n: number }>(report.countSql, [importId]);
    const page = rows.slice(0, first);
    const last = page.at(-1);
    return {
      items: page.map(report.toJson),
      pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encode(report.key(last)) : null },
      totalCount: Number(count?.n ?? 0),
    };
  });
}

export function importErrors(auth: AuthContext, req: Request): Promise<ReportPage<ImportErrorJson>> {
  return reportPage<ErrorRow, ImportErrorJson>(auth, req, {
    withField: true,
    rows: (tx, importId, after, limit) =>
      rowsByRowAndField(
        tx,
        'beneficiary_import_errors',
        'row_number, field, code, message, value',
        importId,
        after,
        limit,
      ),
    countSql: 'SELECT count(*)::int AS n FROM beneficiary_import_errors WHERE import_id = $1',
    key: (r) => [Number(r.row_number), r.field],
    toJson: (r) => ({
      rowNumber: Number(r.row_number),
      field: r.field,
      code: r.code,
      message: r.message,
      value: r.value,
    }),
  });
}

type RepairRow = {
  row_number: number;
  field: string;
  kind: PhoneRepair;
  message: string;
  original: string;
  stored: string;
};

/** The cells accepted after a repair (a phone number a spreadsheet had turned into digits), by row then field. */
export function importRepairs(auth: AuthContext, req: Request): Promise<ReportPage<ImportRepairJson>> {
  return reportPage<RepairRow, ImportRepairJson>(auth, req, {
    withField: true,
    rows: (tx, importId, after, limit) =>
      rowsByRowAndField(
        tx,
        'beneficiary_import_repairs',
        'row_number, field, kind, message, original, stored',
        importId,
        after,
        limit,
      ),
    countSql: 'SELECT count(*)::int AS n FROM beneficiary_import_repairs WHERE import_id = $1',
    key: (r) => [Number(r.row_number), r.field],
    toJson: (r) => ({
      rowNumber: Number(r.row_number),
      field: r.field,
      kind: r.kind,
      message: r.message,
      original: r.original,
      stored: r.stored,
    }),
  });
}

/** Every refused cell as CSV (UTF-8 with a BOM, formula-safe), read 5,000 at a time and written as read. */
export async function importErrorsCsv(req: Request, res: Response): Promise<void> {
  const auth = authContext(res);
  const importId = idParam(req);
  const readPage = (after: RowFieldKey | null) =>
    auth.run(async (tx) => {
      await findImport(tx, auth, importId);
      return rowsByRowAndField<ErrorRow>(
        tx,
        'beneficiary_import_errors',
        'row_number, field, code, message, value',
        importId,
        after,
        5000,
      );
    });
  let rows = await readPage(null);
  startDownload(res, 'text/csv; charset=utf-8', `${importId}-errors.csv`);
  res.write('\uFEFFrow,field,code,message,value\r\n');
  try {
    while (rows.length > 0) {
      const chunk = rows
        .map((r) => `${[Number(r.row_number), r.field, r.code, r.message, r.value].map(csvField).join(',')}\r\n`)
        .join('');
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      const last = rows.at(-1);
      if (rows.length < 5000 || !last || res.destroyed) break;
      rows = await readPage([Number(last.row_number), last.field]);
    }
    res.end();
  } catch (error) {
    requestLog(res).error({ err: error }, 'import errors CSV failed mid-stream');
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

type DuplicateRow = {
  row_number: number;
  first_name: string;
  last_name: string;
  dob: string | Date | null;
  duplicate_of: string | null;
  duplicate_of_row: number | null;
  duplicate_score: number;
  duplicate_level: 'DUPLICATE' | 'POSSIBLE_DUPLICATE';
  duplicate_reasons: string[] | null;
};

export function importDuplicates(auth: AuthContext, req: Request): Promise<ReportPage<ImportDuplicateJson>> {
  return reportPage<DuplicateRow, ImportDuplicateJson>(auth, req, {
    withField: false,
    rows: (tx, importId, after, limit) =>
      tx.query<DuplicateRow>(
        `SELECT row_number, first_name, last_name, dob, duplicate_of, duplicate_of_row, duplicate_score,
                duplicate_level, duplicate_reasons
           FROM temporary_beneficiaries
          WHERE import_id = $1 AND duplicate_level IS NOT NULL AND ($2::int IS NULL OR row_number > $2)
          ORDER BY row_number LIMIT $3`,
        [importId, after?.[0] ?? null, limit],
      ),
    countSql: `SELECT count(*)::int AS n FROM temporary_beneficiaries WHERE import_id = $1 AND duplicate_level IS NOT NULL`,
    key: (r) => [Number(r.row_number)],
    toJson: (r) => ({
      rowNumber: Number(r.row_number),
      firstName: r.first_name,
      lastName: r.last_name,
      dob: toDateOrNull(r.dob),
      duplicateOf: r.duplicate_of,
      duplicateOfRow: r.duplicate_of_row === null ? null : Number(r.duplicate_of_row),
      score: Number(r.duplicate_score),
      level: r.duplicate_level,
      reasons: r.duplicate_reasons ?? [],
    }),
  });
}
