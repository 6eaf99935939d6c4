// Who reaches which report file, on every available database: a member limited to one program sees and downloads
// only their own files and cannot ask for another program's (404, nothing queued); another organisation sees nothing;
// REPORTS VIEW without EXPORT may list but not write or download. Cancelling a running file leaves no file behind,
// and the job refuses to write for a member who no longer has REPORTS EXPORT.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportFileJson } from '@aid/common/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantRunner } from '../../db/tenant.js';
import { localFileStorage } from '../../files/storage.js';
import type { JobHandler } from '../../jobs/handlers.js';
import { JOB_HANDLERS } from '../../jobs/registry.js';
import { refused } from '../../testing/distributions.js';
import { availableBackends } from '../../testing/harness.js';
import { FAST_JOBS } from '../../testing/jobs.js';
import { type ReportFilesWorld, reportFileCalls, startReportFilesWorld } from '../../testing/report-files.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';
import { reportFileJob } from './job.js';

const backends = await availableBackends();
const identity = fileIdentity();

/** A REPORT_FILE handler that, once, stops after its first table until the test lets it go on. */
function gatedReportJob() {
  let armed = false;
  let reached: () => void = () => undefined;
  let release: () => void = () => undefined;
  const handler: JobHandler = (ctx) =>
    reportFileJob({
      ...ctx,
      progress: async (done, total) => {
        if (armed && done === 1) {
          armed = false;
          reached();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          // Past the runner's progress throttle, so this step is written and the cancel request read.
          await new Promise((r) => setTimeout(r, 300));
        }
        await ctx.progress(done, total);
      },
    });
  return {
    handler,
    arm: () => {
      armed = true;
      return new Promise<void>((resolve) => {
        reached = resolve;
      });
    },
    release: () => release(),
  };
}

describe.each(backendCases(backends))('report file access on %s', (backendName, backend) => {
  let w: ReportFilesWorld;
  const gate = gatedReportJob();
  const { as, start, finished, download, written } = reportFileCalls(() => w.api);
  const jobCount = async () =>
    Number(
      (await w.api.db.query<{ n: string }>('SELECT count(*) AS n FROM jobs WHERE account_id = $1', [w.accountId]))[0]
        ?.n,
    );

  beforeAll(async () => {
    w = await startReportFilesWorld(backend, identity, `access-${backendName}`, {
      ...FAST_JOBS,
      handlers: { ...JOB_HANDLERS, REPORT_FILE: gate.handler },
    });
  }, 120_000);
  afterAll(async () => {
    await w?.api.close();
  });

  it('limits a SELECTED member to their own files and their programs, before any job is queued', async () => {
    const mine = await written(w.selected, { kind: 'DISTRIBUTION_SUMMARY', input: {}, format: 'XLSX' });
    const theirs = await written(w.admin, { kind: 'DISTRIBUTION_SUMMARY', input: {}, format: 'CSV' });
    const page = await as(w.selected, 'GET', '/reports/files');
    expect((page.body as { items: ReportFileJson[] }).items.map((r) => r.reportId)).toEqual([mine.report.reportId]);
    const all = await as(w.admin, 'GET', '/reports/files');
    expect((all.body as { items: ReportFileJson[] }).items.map((r) => r.reportId)).toEqual([
      theirs.report.reportId,
      mine.report.reportId,
    ]);
    refused(await as(w.selected, 'GET', `/reports/files/${theirs.report.reportId}`), 404, 'NOT_FOUND');
    expect((await download(w.selected, theirs.report.reportId)).status).toBe(404);

    const before = await jobCount();
    const p1 = { kind: 'DISTRIBUTION_SUMMARY', input: { programIds: [w.world.programs.p1] }, format: 'PDF' };
    refused(await as(w.selected, 'POST', '/reports/files', p1), 404, 'NOT_FOUND');
    const d1 = { kind: 'DISTRIBUTION_SUMMARY', input: { distributionIds: [w.world.distributions.d1] }, format: 'PDF' };
    refused(await as(w.selected, 'POST', '/reports/files', d1), 404, 'NOT_FOUND');
    const alpha = { kind: 'BENEFICIARY_LISTS', input: { listIds: [w.world.lists.l1] }, format: 'XLSX' };
    refused(await as(w.selected, 'POST', '/reports/files', alpha), 404, 'NOT_FOUND');
    expect(await jobCount()).toBe(before);
    const rows = await w.api.db.query('SELECT 1 FROM report_files WHERE account_id = $1', [w.accountId]);
    expect(rows).toHaveLength(2);
  });

  it('filters the list by kind and refuses an unknown kind', async () => {
    await written(w.admin, { kind: 'BENEFICIARY_LISTS', input: {}, format: 'CSV' });
    const lists = await as(w.admin, 'GET', '/reports/files?kind=BENEFICIARY_LISTS');
    const items = (lists.body as { items: ReportFileJson[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.kind === 'BENEFICIARY_LISTS')).toBe(true);
    refused(await as(w.admin, 'GET', '/reports/files?kind=NOPE'), 422);
  });

  it('shows another organisation nothing, and lets REPORTS VIEW list but not write or download', async () => {
    const { report } = await written(w.admin, { kind: 'BENEFICIARY_LISTS', input: {}, format: 'XLSX' });
    refused(await as(w.outsider, 'GET', `/reports/files/${report.reportId}`), 404);
    expect((await download(w.outsider, report.reportId)).status).toBe(404);
    const theirs = await as(w.outsider, 'GET', '/reports/files');
    expect((theirs.body as { items: unknown[] }).items).toEqual([]);
    const ours = { kind: 'BENEFICIARY_LISTS', input: { listIds: [w.world.lists.l1] }, format: 'XLSX' };
    refused(await as(w.outsider, 'POST', '/reports/files', ours), 404, 'NOT_FOUND');

    refused(await as(w.viewer, 'POST', '/reports/files', { kind: 'BENEFICIARY_LISTS', input: {}, format: 'PDF' }), 403);
    expect((await download(w.viewer, report.reportId)).status).toBe(403);
    expect((await as(w.viewer, 'GET', `/reports/files/${report.reportId}`)).status).toBe(200);
  });

  it('cancels a running file: the job ends CANCELLED and nothing is left in storage', async () => {
    const reached = gate.arm();
    // CSV: its table is in storage's partial file before its one progress step, where the cancel is seen.
    const report = await start(w.admin, { kind: 'DISTRIBUTION_SUMMARY', input: {}, format: 'CSV' });
    await reached;
    const folder = join(w.filesRoot, w.accountId);
    const partial = join(folder, `${report.reportId}.part`);
    for (let i = 0; i < 100 && !existsSync(partial); i++) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(partial)).toBe(true);
    expect(existsSync(join(folder, report.reportId))).toBe(false);
    const cancel = await as(w.admin, 'POST', `/jobs/${report.jobId}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    gate.release();
    const ended = await finished(w.admin, report.reportId);
    expect(ended).toMatchObject({ status: 'CANCELLED', fileName: null, sizeBytes: null });
    expect(ended.finishedAt).not.toBeNull();
    expect(readdirSync(folder).filter((name) => name.startsWith(report.reportId))).toEqual([]);
    refused(await as(w.admin, 'GET', `/reports/files/${report.reportId}/download`), 409, 'NOT_COMPLETED');
  });

  it('writes nothing for a member who no longer has REPORTS EXPORT', async () => {
    // As if the viewer had asked while they still had EXPORT: the job reads their access as it is now.
    const reportId = 'rpt--lost-export';
    await w.api.db.query(
      `INSERT INTO report_files (report_id, account_id, kind, format, language, title, params, created_by)
       VALUES ($1, $2, 'BENEFICIARY_LISTS', 'XLSX', 'en', 'Lost', '{}', $3)`,
      [reportId, w.accountId, w.viewer.userId],
    );
    const storage = localFileStorage(w.filesRoot);
    const run = tenantRunner(w.api.db, { accountId: w.accountId, userId: w.viewer.userId });
    const ctx = { params: { reportId }, done: 0, attempt: 1, progress: async () => undefined, run, files: storage };
    await expect(reportFileJob({ ...ctx, signal: new AbortController().signal })).rejects.toThrow(
      /no longer has REPORTS EXPORT/,
    );
    expect(existsSync(join(w.filesRoot, w.accountId, reportId))).toBe(false);
  });
});
