// The job row, its JSON (GraphQL `Job`) and where the list engine finds it.
import { JOB_LIST, type JobJson, type JobKind, type JobStatus } from '@aid/common/jobs';
import type { ListSource } from '../db/list.js';
import { toIso, toIsoOrNull } from '../db/rows.js';

export type JobRow = {
  job_id: string;
  account_id: string;
  kind: JobKind;
  status: JobStatus;
  params: unknown;
  progress_done: number;
  progress_total: number | null;
  attempts: number;
  max_attempts: number;
  result: unknown;
  error_message: string | null;
  cancel_requested: boolean;
  queue_job_id: string | null;
  created_by: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
};

export const JOB_COLUMNS = `job_id, account_id, kind, status, params, progress_done, progress_total, attempts,
  max_attempts, result, error_message, cancel_requested, queue_job_id, created_by, created_at, updated_at, started_at,
  finished_at`;

export function toJobJson(row: JobRow): JobJson {
  return {
    jobId: row.job_id,
    accountId: row.account_id,
    kind: row.kind,
    status: row.status,
    progressDone: row.progress_done,
    progressTotal: row.progress_total,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    result: row.result ?? null,
    errorMessage: row.error_message,
    cancelRequested: row.cancel_requested,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    startedAt: toIsoOrNull(row.started_at),
    finishedAt: toIsoOrNull(row.finished_at),
  };
}

export const JOBS: ListSource = {
  name: 'jobs',
  table: 'jobs',
  idColumn: 'job_id',
  columns: JOB_COLUMNS,
  declaration: JOB_LIST,
};
