// Report schedules on every available database: when they first run, the per-organisation limit, who sees and stops
// which, and the tick (runDueSchedules) writing a due schedule's report once, as its creator, then moving it on.
import type { ReportFileJson, ReportScheduleJson } from '@aid/common/reports';
import { REPORT_SCHEDULES_MAX } from '@aid/common/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../../testing/distributions.js';
import { availableBackends } from '../../testing/harness.js';
import { type ReportFilesWorld, reportFileCalls, startReportFilesWorld } from '../../testing/report-files.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';
import { nextRunAt, runDueSchedules } from './schedules.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe('nextRunAt', () => {
  it('is the next Monday (never the same day) or the 1st of the next month, at 06:00 UTC', () => {
    expect(nextRunAt('WEEKLY', new Date('2026-03-18T10:00:00Z')).toISOString()).toBe('2026-03-23T06:00:00.000Z');
    expect(nextRunAt('WEEKLY', new Date('2026-03-22T23:59:00Z')).toISOString()).toBe('2026-03-23T06:00:00.000Z');
    expect(nextRunAt('WEEKLY', new Date('2026-03-23T05:00:00Z')).toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(nextRunAt('MONTHLY', new Date('2026-03-01T05:00:00Z')).toISOString()).toBe('2026-04-01T06:00:00.000Z');
    expect(nextRunAt('MONTHLY', new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});

describe.each(backendCases(backends))('report schedules on %s', (backendName, backend) => {
  let w: ReportFilesWorld;
  const { as, finished } = reportFileCalls(() => w.api);
  const schedule = async (who: ReportFilesWorld['admin'], body: Record<string, unknown>) => {
    const res = await as(who, 'POST', '/reports/schedules', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as ReportScheduleJson;
  };
  const listed = async (who: ReportFilesWorld['admin']) =>
    ((await as(who, 'GET', '/reports/schedules')).body as { items: ReportScheduleJson[] }).items;

  beforeAll(async () => {
    w = await startReportFilesWorld(backend, identity, `schedules-${backendName}`);
  }, 120_000);
  afterAll(async () => {
    await w?.api.close();
  });

  it('creates, lists and deletes schedules; a SELECTED member reaches only their own and their programs', async () => {
    const before = new Date();
    const weekly = await schedule(w.admin, {
      kind: 'BENEFICIARY_LISTS',
      input: { listIds: [w.world.lists.l1] },
      format: 'PDF',
      frequency: 'WEEKLY',
    });
    expect(weekly).toMatchObject({
      scheduleId: expect.stringMatching(/^rps--/),
      kind: 'BENEFICIARY_LISTS',
      format: 'PDF',
      table: null,
      language: 'en',
      frequency: 'WEEKLY',
      title: 'Beneficiary list report - Lists: Alpha; Registrations: per month',
      lastReportId: null,
      createdBy: w.admin.userId,
    });
    expect(weekly.nextRunAt).toBe(nextRunAt('WEEKLY', before).toISOString());
    const own = await schedule(w.selected, {
      kind: 'DISTRIBUTION_SUMMARY',
      input: { programIds: [w.world.programs.p2] },
      format: 'CSV',
      table: 'TOTALS',
      language: 'fr',
      frequency: 'MONTHLY',
    });
    expect(own).toMatchObject({ table: 'TOTALS', language: 'fr', title: expect.stringContaining('Garissa vouchers') });
    expect(own.nextRunAt).toBe(nextRunAt('MONTHLY', before).toISOString());

    expect((await listed(w.admin)).map((s) => s.scheduleId)).toEqual([weekly.scheduleId, own.scheduleId]);
    expect((await listed(w.selected)).map((s) => s.scheduleId)).toEqual([own.scheduleId]);
    refused(await as(w.selected, 'DELETE', `/reports/schedules/${weekly.scheduleId}`), 404, 'NOT_FOUND');
    const p1 = { kind: 'DISTRIBUTION_SUMMARY', input: { programIds: [w.world.programs.p1] }, format: 'PDF' };
    refused(await as(w.selected, 'POST', '/reports/schedules', { ...p1, frequency: 'WEEKLY' }), 404, 'NOT_FOUND');
    refused(await as(w.viewer, 'POST', '/reports/schedules', { ...p1, frequency: 'WEEKLY' }), 403);
    expect((await listed(w.viewer)).map((s) => s.scheduleId)).toEqual([weekly.scheduleId, own.scheduleId]);
    refused(await as(w.outsider, 'DELETE', `/reports/schedules/${weekly.scheduleId}`), 404);
    expect(await listed(w.outsider)).toEqual([]);

    const deleted = await as(w.selected, 'DELETE', `/reports/schedules/${own.scheduleId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(own);
    refused(await as(w.selected, 'DELETE', `/reports/schedules/${own.scheduleId}`), 404);
    await as(w.admin, 'DELETE', `/reports/schedules/${weekly.scheduleId}`);
  });

  it(`keeps at most ${REPORT_SCHEDULES_MAX} schedules per organisation`, async () => {
    const body = { kind: 'BENEFICIARY_LISTS', input: {}, format: 'XLSX', frequency: 'MONTHLY' };
    const first = await schedule(w.admin, body);
    await w.api.db.query(
      `INSERT INTO report_schedules (schedule_id, account_id, kind, format, language, frequency, params, title,
         next_run_at, created_by)
       SELECT 'rps--filler' || n, account_id, kind, format, language, frequency, params, title, next_run_at, created_by
         FROM report_schedules, generate_series(2, $2::int) AS n WHERE schedule_id = $1`,
      [first.scheduleId, REPORT_SCHEDULES_MAX],
    );
    expect(await listed(w.admin)).toHaveLength(REPORT_SCHEDULES_MAX);
    refused(await as(w.admin, 'POST', '/reports/schedules', body), 409, 'SCHEDULES_FULL');
    await w.api.db.query('DELETE FROM report_schedules WHERE account_id = $1', [w.accountId]);
  });

  it('writes a due schedule’s report once, as its creator, and moves it on one period', async () => {
    const queue = w.api.jobs?.queue;
    if (!queue) throw new Error('the suite runs the job queue');
    const created = await schedule(w.admin, {
      kind: 'DISTRIBUTION_SUMMARY',
      input: {},
      format: 'XLSX',
      frequency: 'WEEKLY',
    });
    const now = new Date(created.nextRunAt);
    now.setUTCMinutes(1);
    expect(await runDueSchedules(w.api.db, queue, new Date(created.nextRunAt.replace('06:00', '05:59')))).toEqual([]);

    const started = await runDueSchedules(w.api.db, queue, now);
    expect(started).toHaveLength(1);
    expect(await runDueSchedules(w.api.db, queue, now)).toEqual([]);

    const reportId = started[0] ?? '';
    const report: ReportFileJson = await finished(w.admin, reportId);
    expect(report).toMatchObject({
      status: 'COMPLETED',
      scheduleId: created.scheduleId,
      createdBy: w.admin.userId,
      title: created.title,
      format: 'XLSX',
    });
    const [moved] = await listed(w.admin);
    expect(moved).toMatchObject({ scheduleId: created.scheduleId, lastReportId: reportId });
    expect(moved?.nextRunAt).toBe(nextRunAt('WEEKLY', now).toISOString());
    const rows = await w.api.db.query('SELECT 1 FROM report_files WHERE schedule_id = $1', [created.scheduleId]);
    expect(rows).toHaveLength(1);
  });
});
