// REPORT_FILE: one report written as a file. It runs as the member who asked for it, with their REPORTS EXPORT
// access as it is now (re-read here: a schedule runs weeks after it was made), computes the report with the same
// functions as the report routes, turns it into tables and writes them straight into storage, a progress step per
// table (where a cancel stops it, and the storage then keeps nothing). The file's name and size go on the report row.
import { IMAGE_MAX_BYTES } from '@aid/common/accounts';
import {
  beneficiaryListReportInputSchema,
  distributionSummaryInputSchema,
  REPORT_TABLES,
  type ReportFormat,
  type ReportKind,
  type ReportTable,
} from '@aid/common/reports';
import type { Queryable } from '../../db/db.js';
import { QueryInputError } from '../../db/query-input.js';
import type { FileStorage } from '../../files/storage.js';
import { JobFailure, type JobHandler } from '../../jobs/handlers.js';
import type { JobCleanup } from '../../jobs/runner.js';
import { beneficiaryListReport } from '../beneficiary-report.js';
import { distributionSummary } from '../distribution-summary.js';
import { ReportError } from '../errors.js';
import { reportRun } from '../sql.js';
import { creatorExportAccess } from './creator.js';
import { writeCsv } from './csv.js';
import { describeRequest, type ReportRequest } from './describe.js';
import { LABELS, type Labels } from './labels.js';
import { REPORT_FILE_COLUMNS, type ReportFileRow } from './model.js';
import { type AfterTable, storeAsWritten } from './output.js';
import { writePdf } from './pdf.js';
import { beneficiaryTables, type ReportTableData, summaryTables } from './tables.js';
import { writeXlsx } from './xlsx.js';

/** Far above any aggregate report (a few hundred rows a table): a bound, not a size anyone should reach. */
export const REPORT_FILE_MAX_BYTES = 100 * 1024 * 1024;

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
};

/** "<report name>[-<table>]-<yyyy-mm-dd>.<ext>" in the file's language, with only characters every system accepts. */
export function reportFileName(labels: Labels, kind: ReportKind, format: ReportFormat, table: ReportTable | null) {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const parts = [slug(labels.reports[kind]), table ? slug(table) : '', new Date().toISOString().slice(0, 10)];
  return `${parts.filter(Boolean).join('-')}.${format.toLowerCase()}`;
}

/** The report row's input, checked again (defaults applied) with the schema the request was checked with. */
export function requestOf(row: Pick<ReportFileRow, 'kind' | 'params'>): ReportRequest {
  const parsed =
    row.kind === 'BENEFICIARY_LISTS'
      ? beneficiaryListReportInputSchema.safeParse(row.params)
      : distributionSummaryInputSchema.safeParse(row.params);
  if (!parsed.success) throw new JobFailure('The report’s filters are no longer valid; ask for the report again.');
  return { kind: row.kind, input: parsed.data } as ReportRequest;
}

type Prepared = {
  tables: ReportTableData[];
  name: string;
  filters: [string, string][];
  organization: string | null;
  logoFileId: string | null;
};

/** Everything the file shows, in one transaction as the creator (row-level security on), with their access now. */
async function prepare(tx: Queryable, row: ReportFileRow, labels: Labels): Promise<Prepared> {
  const access = await creatorExportAccess(tx, row.account_id, row.created_by);
  if (access.accessLevel === 'NONE') {
    throw new JobFailure(
      'The member who asked for this report no longer has REPORTS EXPORT access in this organisation: it was not written.',
    );
  }
  const reach = { accountId: row.account_id, access };
  const request = requestOf(row);
  const described = await describeRequest(tx, reach, request, labels);
  const tables =
    request.kind === 'BENEFICIARY_LISTS'
      ? beneficiaryTables(await beneficiaryListReport(tx, reach, request.input), labels)
      : summaryTables(await distributionSummary(tx, reach, request.input), labels);
  const [org] = await tx.query<{ organization_name: string | null; logo_file_id: string | null }>(
    `SELECT a.organization_name, f.file_id AS logo_file_id
       FROM accounts a LEFT JOIN files f ON f.file_id = a.logo_file_id AND f.account_id = a.account_id
      WHERE a.account_id = $1`,
    [row.account_id],
  );
  return {
    tables,
    name: described.name,
    filters: described.filters,
    organization: org?.organization_name ?? null,
    logoFileId: org?.logo_file_id ?? null,
  };
}

/** The logo's bytes (at most IMAGE_MAX_BYTES, as uploaded); none when it cannot be read. */
async function readLogo(storage: FileStorage, accountId: string, fileId: string | null): Promise<Buffer | undefined> {
  if (!fileId) return undefined;
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await storage.read(accountId, fileId)) {
      size += (chunk as Buffer).length;
      if (size > IMAGE_MAX_BYTES) return undefined;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}

export const reportIdOf = (params: unknown): string => String((params as { reportId?: unknown }).reportId ?? '');

export const reportFileJob: JobHandler = async (ctx) => {
  const reportId = reportIdOf(ctx.params);
  const storage = ctx.files;
  if (!storage) throw new JobFailure('This worker has no file storage to write the report to.');
  const [row] = await ctx.run((tx) =>
    tx.query<ReportFileRow>(`SELECT ${REPORT_FILE_COLUMNS} FROM report_files WHERE report_id = $1`, [reportId]),
  );
  if (!row) throw new JobFailure('The report no longer exists.');
  const labels = LABELS[row.language];
  let prepared: Prepared;
  try {
    prepared = await reportRun(ctx.run, (tx) => prepare(tx, row, labels));
  } catch (error) {
    // A list or program that left the creator's reach, or a filter that no longer applies: no retry does better.
    if (error instanceof ReportError || error instanceof QueryInputError) throw new JobFailure(error.message);
    throw error;
  }
  const table = row.format === 'CSV' ? (row.table_name ?? REPORT_TABLES[row.kind][0]) : null;
  const tables = table ? prepared.tables.filter((t) => t.name === table) : prepared.tables;
  await ctx.progress(0, tables.length);
  const afterTable: AfterTable = (index) => ctx.progress(index + 1, tables.length);
  const logo = row.format === 'PDF' ? await readLogo(storage, row.account_id, prepared.logoFileId) : undefined;
  const target = { accountId: row.account_id, fileId: reportId, maxBytes: REPORT_FILE_MAX_BYTES };
  const stored = await storeAsWritten(storage, target, (out) => {
    if (row.format === 'XLSX') return writeXlsx(out, tables, afterTable);
    if (row.format === 'PDF') {
      const heading = { ...prepared, logo, generatedAt: new Date() };
      return writePdf(out, tables, heading, labels, afterTable);
    }
    const [only] = tables;
    if (!only) throw new JobFailure(`The report has no table ${table}.`);
    return writeCsv(out, only, afterTable);
  });
  const fileName = reportFileName(labels, row.kind, row.format, table);
  try {
    await ctx.run((tx) =>
      tx.query('UPDATE report_files SET file_name = $2, size_bytes = $3, finished_at = now() WHERE report_id = $1', [
        reportId,
        fileName,
        stored.sizeBytes,
      ]),
    );
  } catch (error) {
    await storage.remove(row.account_id, reportId);
    throw error;
  }
  return { reportId, fileName, sizeBytes: stored.sizeBytes };
};

/**
 * CANCELLED or finally FAILURE: the row claims no file. The handler itself removes what it stored when it fails
 * (the storage keeps nothing of a write broken off), so there is no file left to remove here.
 */
export const reportFileCleanup: JobCleanup = async (run, params) => {
  await run((tx) =>
    tx.query(
      `UPDATE report_files SET file_name = NULL, size_bytes = NULL, finished_at = coalesce(finished_at, now())
        WHERE report_id = $1`,
      [reportIdOf(params)],
    ),
  );
};
