// Report files as members ask for them: start one (checked now, written by a REPORT_FILE job), read one, download
// it once its job has completed.
import { pipeline } from 'node:stream/promises';
import { newId } from '@aid/common/ids';
import type { Access } from '@aid/common/permissions';
import { REPORT_MESSAGES, REPORT_TABLES, type ReportFileJson, type StartReportFile } from '@aid/common/reports';
import type { Response } from 'express';
import { type AuthContext, actorOf } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { findByIds } from '../../db/list.js';
import type { FileStorage } from '../../files/storage.js';
import { startDownload } from '../../http/download.js';
import type { JobQueue } from '../../jobs/queue.js';
import { startJob } from '../../jobs/service.js';
import { ReportError } from '../errors.js';
import { reachOf } from '../scope.js';
import { reportRun } from '../sql.js';
import { type Described, describeRequest, type ReportRequest } from './describe.js';
import { REPORT_CONTENT_TYPES } from './job.js';
import { LABELS } from './labels.js';
import { REPORT_FILES, type ReportFileRow, reportsScope, toReportFileJson } from './model.js';

/** What a file or a schedule asks for, as stored: the report's input, the format, the CSV table, the language. */
export type StoredRequest = Pick<StartReportFile, 'kind' | 'format' | 'language'> & {
  request: ReportRequest;
  table: string | null;
};

/** Checks the request against the caller's reach (404 for what they may not see) and puts it in words. */
export async function checkedRequest(
  auth: AuthContext,
  access: Access,
  body: StartReportFile,
): Promise<StoredRequest & { described: Described }> {
  const request = { kind: body.kind, input: body.input } as ReportRequest;
  const described = await reportRun(auth.run, (tx) =>
    describeRequest(tx, reachOf(auth, access), request, LABELS[body.language]),
  );
  const table = body.format === 'CSV' ? (body.table ?? REPORT_TABLES[body.kind][0]) : null;
  return { kind: body.kind, format: body.format, language: body.language, request, table, described };
}

/** Saves a report row (no job yet) for `createdBy`; the caller's transaction, or the owner's for a schedule. */
export async function insertReportFile(
  tx: Queryable,
  accountId: string,
  stored: StoredRequest & { title: string },
  createdBy: string | null,
  scheduleId: string | null = null,
): Promise<string> {
  const reportId = newId('report');
  await tx.query(
    `INSERT INTO report_files (report_id, account_id, kind, format, table_name, language, title, params, schedule_id,
       created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
    [
      reportId,
      accountId,
      stored.kind,
      stored.format,
      stored.table,
      stored.language,
      stored.title,
      JSON.stringify(stored.request.input),
      scheduleId,
      createdBy,
    ],
  );
  return reportId;
}

async function reportRow(auth: AuthContext, access: Access, reportId: string): Promise<ReportFileRow> {
  const [row] = await auth.run((tx) =>
    findByIds<ReportFileRow>(tx, REPORT_FILES, reportsScope(auth, access, 'files'), [reportId]),
  );
  if (!row) throw ReportError.notFound('Report file', [reportId]);
  return row;
}

export async function startReportFile(
  auth: AuthContext,
  queue: JobQueue | undefined,
  access: Access,
  body: StartReportFile,
): Promise<ReportFileJson> {
  const checked = await checkedRequest(auth, access, body);
  const reportId = await auth.run((tx) =>
    insertReportFile(tx, auth.accountId, { ...checked, title: checked.described.title }, actorOf(auth).userId),
  );
  try {
    const job = await startJob(auth, queue, 'REPORT_FILE', { reportId });
    await auth.run((tx) => tx.query('UPDATE report_files SET job_id = $2 WHERE report_id = $1', [reportId, job.jobId]));
  } catch (error) {
    await auth.run((tx) => tx.query('DELETE FROM report_files WHERE report_id = $1', [reportId]));
    throw error;
  }
  return toReportFileJson(await reportRow(auth, access, reportId));
}

export async function getReportFile(auth: AuthContext, access: Access, reportId: string): Promise<ReportFileJson> {
  return toReportFileJson(await reportRow(auth, access, reportId));
}

/** Streams the stored file; 409 until its job has COMPLETED. */
export async function downloadReportFile(
  auth: AuthContext,
  access: Access,
  storage: FileStorage,
  reportId: string,
  res: Response,
): Promise<void> {
  const report = toReportFileJson(await reportRow(auth, access, reportId));
  if (report.status !== 'COMPLETED' || !report.fileName) {
    throw new ReportError('CONFLICT', REPORT_MESSAGES.notCompleted({ status: report.status }), 'NOT_COMPLETED');
  }
  const content = await storage.read(auth.accountId, reportId);
  startDownload(res, REPORT_CONTENT_TYPES[report.format], report.fileName);
  if (report.sizeBytes !== null) res.setHeader('Content-Length', String(report.sizeBytes));
  await pipeline(content, res);
}
