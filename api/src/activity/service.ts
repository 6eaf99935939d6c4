// Activity logs (written by every change, inside the change's transaction) and client error reports.
import { ACTIVITY_OBJECT_SECTION, type ActivityAction, type ActivityObjectType } from '@aid/common/activity';
import { newId } from '@aid/common/ids';
import type { Queryable } from '../db/db.js';

/** Per changed field: its value before (null on create) and after. */
export type Changes = Record<string, { from: unknown; to: unknown }>;

export type ActivityEntry = {
  accountId: string;
  /** Null when no person decided: a smart form's auto-accept. */
  userId: string | null;
  action: ActivityAction;
  objectType: ActivityObjectType;
  objectId: string;
  sitePath: string | null;
  changes: Changes;
};

/** Call with the transaction of the change itself, so a change and its log commit or fail together. */
export async function recordActivity(tx: Queryable, entry: ActivityEntry): Promise<string> {
  const logId = newId('activityLog');
  await tx.query(
    `INSERT INTO activity_logs
       (log_id, account_id, user_id, action, object_type, object_id, site_path, changes, section)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      logId,
      entry.accountId,
      entry.userId,
      entry.action,
      entry.objectType,
      entry.objectId,
      entry.sitePath,
      JSON.stringify(entry.changes),
      ACTIVITY_OBJECT_SECTION[entry.objectType],
    ],
  );
  return logId;
}

/**
 * The fields among `keys` whose value differs between `before` and `after`; with no `before` (a creation), the
 * fields that have a value.
 */
export function diffFields<T extends object, K extends keyof T & string>(
  before: T | null,
  after: T,
  keys: readonly K[],
): Changes {
  const changes: Changes = {};
  for (const key of keys) {
    const from = before ? before[key] : null;
    const to = after[key];
    if (before === null ? to !== null && to !== undefined : from !== to) changes[key] = { from, to };
  }
  return changes;
}

export type ErrorReport = {
  message: string;
  stack?: string | null;
  componentStack?: string | null;
  url?: string | null;
  pathname?: string | null;
  userAgent?: string | null;
  searchParams?: string | null;
};

/** Written by the owner: a report may come before sign-in, and is never read back through a request. */
export async function saveErrorReport(
  db: Queryable,
  report: ErrorReport,
  reporter: { userId: string | null; accountId: string | null },
): Promise<string> {
  const reportId = newId('errorReport');
  await db.query(
    `INSERT INTO error_reports
       (report_id, user_id, account_id, message, stack, component_stack, url, pathname, user_agent, search_params)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      reportId,
      reporter.userId,
      reporter.accountId,
      report.message,
      report.stack ?? null,
      report.componentStack ?? null,
      report.url ?? null,
      report.pathname ?? null,
      report.userAgent ?? null,
      report.searchParams ?? null,
    ],
  );
  return reportId;
}
