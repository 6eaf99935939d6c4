// The stored report files and schedules: their rows, their JSON (GraphQL `ReportFile`, `ReportSchedule`), where the
// list engine finds them, and who sees which (a SELECTED REPORTS grant: one's own only, since another member's file
// may hold figures of programs outside one's reach).
import type { ApplicationLanguage } from '@aid/common/accounts';
import type { JobStatus } from '@aid/common/jobs';
import type { Access } from '@aid/common/permissions';
import {
  REPORT_FILE_LIST,
  type ReportFileJson,
  type ReportFormat,
  type ReportFrequency,
  type ReportKind,
  type ReportScheduleJson,
  type ReportTable,
} from '@aid/common/reports';
import type { AuthContext } from '../../auth/context.js';
import type { ListScope, ListSource } from '../../db/list.js';
import { toIso, toIsoOrNull, toNumberOrNull } from '../../db/rows.js';

export type ReportFileRow = {
  report_id: string;
  account_id: string;
  kind: ReportKind;
  format: ReportFormat;
  table_name: ReportTable | null;
  language: ApplicationLanguage;
  title: string;
  params: unknown;
  job_id: string | null;
  schedule_id: string | null;
  file_name: string | null;
  size_bytes: string | number | null;
  created_by: string | null;
  created_at: string | Date;
  finished_at: string | Date | null;
  /** From the job (json_build_object, so one subquery): null only while the job is being saved. */
  job: {
    status: JobStatus;
    progress_done: number;
    progress_total: number | null;
    error_message: string | null;
    finished_at: string | null;
  } | null;
};

export const REPORT_FILE_COLUMNS = `report_id, account_id, kind, format, table_name, language, title, params, job_id,
  schedule_id, file_name, size_bytes, created_by, created_at, finished_at,
  (SELECT json_build_object('status', j.status, 'progress_done', j.progress_done, 'progress_total', j.progress_total,
                            'error_message', j.error_message, 'finished_at', j.finished_at)
     FROM jobs j WHERE j.job_id = report_files.job_id) AS job`;

/** json comes back parsed from both drivers; text in a driver that does not parse it. */
function jobOf(row: ReportFileRow): NonNullable<ReportFileRow['job']> | null {
  const job: unknown = typeof row.job === 'string' ? JSON.parse(row.job) : row.job;
  return (job as ReportFileRow['job']) ?? null;
}

export function toReportFileJson(row: ReportFileRow): ReportFileJson {
  const job = jobOf(row);
  return {
    reportId: row.report_id,
    kind: row.kind,
    format: row.format,
    table: row.table_name,
    language: row.language,
    title: row.title,
    jobId: row.job_id ?? '',
    status: job?.status ?? 'REQUESTED',
    progressDone: job?.progress_done ?? 0,
    progressTotal: job?.progress_total ?? null,
    errorMessage: job?.error_message ?? null,
    fileName: row.file_name,
    sizeBytes: toNumberOrNull(row.size_bytes),
    scheduleId: row.schedule_id,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    finishedAt: toIsoOrNull(row.finished_at ?? job?.finished_at ?? null),
  };
}

export const REPORT_FILES: ListSource = {
  name: 'report files',
  table: 'report_files',
  idColumn: 'report_id',
  columns: REPORT_FILE_COLUMNS,
  declaration: REPORT_FILE_LIST,
};

/**
 * The report files (or schedules) `access` lets the caller see: the organisation's for EVERYTHING, their own for
 * SELECTED; only those whose job is saved (a file is listed from its first state on).
 */
export function reportsScope(auth: AuthContext, access: Access, table: 'files' | 'schedules'): ListScope {
  const own = access.accessLevel === 'SELECTED';
  return {
    accountId: auth.accountId,
    access: { accessLevel: 'EVERYTHING', objectIds: [] },
    where: (params) =>
      [
        table === 'files' ? 'job_id IS NOT NULL' : 'TRUE',
        own ? `created_by = ${params.add(auth.user.userId)}` : 'TRUE',
      ].join(' AND '),
  };
}

export type ReportScheduleRow = {
  schedule_id: string;
  account_id: string;
  kind: ReportKind;
  format: ReportFormat;
  table_name: ReportTable | null;
  language: ApplicationLanguage;
  frequency: ReportFrequency;
  params: unknown;
  title: string;
  next_run_at: string | Date;
  last_report_id: string | null;
  created_by: string | null;
  created_at: string | Date;
};

export const REPORT_SCHEDULE_COLUMNS = `schedule_id, account_id, kind, format, table_name, language, frequency, params,
  title, next_run_at, last_report_id, created_by, created_at`;

export function toReportScheduleJson(row: ReportScheduleRow): ReportScheduleJson {
  return {
    scheduleId: row.schedule_id,
    kind: row.kind,
    format: row.format,
    table: row.table_name,
    language: row.language,
    frequency: row.frequency,
    title: row.title,
    nextRunAt: toIso(row.next_run_at),
    lastReportId: row.last_report_id,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
  };
}

export const REPORT_SCHEDULES: ListSource = {
  name: 'report schedules',
  table: 'report_schedules',
  idColumn: 'schedule_id',
  columns: REPORT_SCHEDULE_COLUMNS,
  declaration: REPORT_FILE_LIST,
};
