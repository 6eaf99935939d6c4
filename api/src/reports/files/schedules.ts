// Report schedules: a report file written every week (Monday) or month (the 1st), at 06:00 UTC, as the member who
// made the schedule. A tick claims the schedules that are due across organisations (as the tables' owner, like the
// job sweep: no organisation is known before the row is read), writes each one's report row and moves its next run
// on one period, in one transaction per schedule (FOR UPDATE SKIP LOCKED: two processes never claim one twice), then
// starts its REPORT_FILE job as its creator, in their organisation.
import { newId } from '@aid/common/ids';
import type { Access } from '@aid/common/permissions';
import {
  type CreateReportSchedule,
  REPORT_MESSAGES,
  REPORT_SCHEDULES_MAX,
  type ReportFrequency,
  type ReportScheduleJson,
} from '@aid/common/reports';
import { type AuthContext, actorOf } from '../../auth/context.js';
import type { Db } from '../../db/db.js';
import { findByIds, scopeCondition } from '../../db/list.js';
import { SqlParams } from '../../db/params.js';
import { tenantRunner } from '../../db/tenant.js';
import type { Logger } from '../../http/logger.js';
import type { JobQueue } from '../../jobs/queue.js';
import { startJobAs } from '../../jobs/service.js';
import { ReportError } from '../errors.js';
import type { ReportRequest } from './describe.js';
import {
  REPORT_SCHEDULE_COLUMNS,
  REPORT_SCHEDULES,
  type ReportScheduleRow,
  reportsScope,
  toReportScheduleJson,
} from './model.js';
import { checkedRequest, insertReportFile } from './service.js';

const RUN_HOUR_UTC = 6;

/** The first run strictly after `after`: the next Monday (never the same day), or the 1st of the next month. */
export function nextRunAt(frequency: ReportFrequency, after: Date): Date {
  const y = after.getUTCFullYear();
  const m = after.getUTCMonth();
  if (frequency === 'MONTHLY') return new Date(Date.UTC(y, m + 1, 1, RUN_HOUR_UTC));
  const days = (8 - after.getUTCDay()) % 7 || 7;
  return new Date(Date.UTC(y, m, after.getUTCDate() + days, RUN_HOUR_UTC));
}

export async function createReportSchedule(
  auth: AuthContext,
  access: Access,
  body: CreateReportSchedule,
  now = new Date(),
): Promise<ReportScheduleJson> {
  const { frequency, ...file } = body;
  const checked = await checkedRequest(auth, access, file);
  const row = await auth.run(async (tx) => {
    // Counted and added under one lock per organisation: two requests at once cannot both take the last place.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`report_schedules:${auth.accountId}`]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM report_schedules WHERE account_id = $1',
      [auth.accountId],
    );
    if (Number(n) >= REPORT_SCHEDULES_MAX) {
      throw new ReportError('CONFLICT', REPORT_MESSAGES.schedulesFull({ max: REPORT_SCHEDULES_MAX }), 'SCHEDULES_FULL');
    }
    const [inserted] = await tx.query<ReportScheduleRow>(
      `INSERT INTO report_schedules (schedule_id, account_id, kind, format, table_name, language, frequency, params,
         title, next_run_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)
       RETURNING ${REPORT_SCHEDULE_COLUMNS}`,
      [
        newId('reportSchedule'),
        auth.accountId,
        checked.kind,
        checked.format,
        checked.table,
        checked.language,
        frequency,
        JSON.stringify(checked.request.input),
        checked.described.title,
        nextRunAt(frequency, now).toISOString(),
        actorOf(auth).userId,
      ],
    );
    return inserted;
  });
  if (!row) throw new Error('the schedule was not saved');
  return toReportScheduleJson(row);
}

/** The schedules the caller may see (SELECTED: their own), next to run first. */
export async function listReportSchedules(auth: AuthContext, access: Access): Promise<ReportScheduleJson[]> {
  const params = new SqlParams();
  const where = scopeCondition(REPORT_SCHEDULES, reportsScope(auth, access, 'schedules'), params);
  const rows = await auth.run((tx) =>
    tx.query<ReportScheduleRow>(
      `SELECT ${REPORT_SCHEDULE_COLUMNS} FROM report_schedules WHERE ${where}
        ORDER BY next_run_at, schedule_id COLLATE "C" LIMIT ${REPORT_SCHEDULES_MAX}`,
      params.values,
    ),
  );
  return rows.map(toReportScheduleJson);
}

/** Stops a schedule; the reports it wrote stay. */
export async function deleteReportSchedule(
  auth: AuthContext,
  access: Access,
  scheduleId: string,
): Promise<ReportScheduleJson> {
  return auth.run(async (tx) => {
    const [row] = await findByIds<ReportScheduleRow>(
      tx,
      REPORT_SCHEDULES,
      reportsScope(auth, access, 'schedules'),
      [scheduleId],
      { forUpdate: true },
    );
    if (!row) throw ReportError.notFound('Report schedule', [scheduleId]);
    await tx.query('DELETE FROM report_schedules WHERE schedule_id = $1', [scheduleId]);
    return toReportScheduleJson(row);
  });
}

type Claimed = { schedule: ReportScheduleRow; reportId: string | null };

/** Claims one due schedule, writes its report row and moves it on; undefined when none is due. */
async function claimOne(db: Db, now: Date): Promise<Claimed | undefined> {
  return db.transaction(async (tx) => {
    const [schedule] = await tx.query<ReportScheduleRow>(
      `SELECT ${REPORT_SCHEDULE_COLUMNS} FROM report_schedules WHERE next_run_at <= $1
        ORDER BY next_run_at, schedule_id COLLATE "C" LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now.toISOString()],
    );
    if (!schedule) return undefined;
    // Missed periods (the service was stopped) are not caught up: one report, then the next period after now.
    const next = nextRunAt(schedule.frequency, now);
    // A schedule whose creator is gone writes nothing: there is no one to write it as.
    const reportId = schedule.created_by
      ? await insertReportFile(
          tx,
          schedule.account_id,
          {
            kind: schedule.kind,
            format: schedule.format,
            language: schedule.language,
            table: schedule.table_name,
            title: schedule.title,
            request: { kind: schedule.kind, input: schedule.params } as ReportRequest,
          },
          schedule.created_by,
          schedule.schedule_id,
        )
      : null;
    await tx.query(
      `UPDATE report_schedules SET next_run_at = $2, last_report_id = coalesce($3, last_report_id)
        WHERE schedule_id = $1`,
      [schedule.schedule_id, next.toISOString(), reportId],
    );
    return { schedule, reportId };
  });
}

/**
 * Writes the report of every schedule due at `now` (a REPORT_FILE job each, as the schedule's creator) and moves each
 * on one period; a schedule is claimed once however many processes tick. Returns the reports started.
 */
export async function runDueSchedules(db: Db, queue: JobQueue, now: Date, logger?: Logger): Promise<string[]> {
  const started: string[] = [];
  for (let claimed = await claimOne(db, now); claimed; claimed = await claimOne(db, now)) {
    const { schedule, reportId } = claimed;
    if (!reportId || !schedule.created_by) continue;
    const actor = { accountId: schedule.account_id, userId: schedule.created_by, sitePath: null };
    const run = tenantRunner(db, actor);
    try {
      const job = await startJobAs(run, actor, queue, 'REPORT_FILE', { reportId });
      await run((tx) => tx.query('UPDATE report_files SET job_id = $2 WHERE report_id = $1', [reportId, job.jobId]));
      started.push(reportId);
    } catch (error) {
      // Not listed without a job; the next period writes the next one.
      logger?.error({ err: error, scheduleId: schedule.schedule_id }, 'scheduled report could not be started');
      await run((tx) => tx.query('DELETE FROM report_files WHERE report_id = $1', [reportId]));
    }
  }
  return started;
}

export type RunningSchedules = { stop(): Promise<void> };

/** Ticks every `tickMs` (REPORT_SCHEDULE_TICK_MS); a tick still running when the next is due is not doubled. */
export function startReportSchedules(db: Db, queue: JobQueue, logger: Logger, tickMs: number): RunningSchedules {
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    current ??= runDueSchedules(db, queue, new Date(), logger)
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'report schedule tick failed'))
      .finally(() => {
        current = undefined;
      });
  }, tickMs);
  timer.unref();
  return {
    // A tick under way finishes first: the database it uses is closed next.
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
