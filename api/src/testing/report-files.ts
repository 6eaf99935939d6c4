// Test-only helpers of the report files suites: the reports world with the members each rule needs, asking for a
// file and waiting for its job, and downloading it as bytes (the harness's call reads text).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FINAL_JOB_STATUSES } from '@aid/common/jobs';
import { LIMITS } from '@aid/common/limits';
import type { Action, Permissions } from '@aid/common/permissions';
import type { ReportFileJson } from '@aid/common/reports';
import type { TestIdentity } from '@aid/identity';
import { expect } from 'vitest';
import { localFileStorage } from '../files/storage.js';
import type { JobsOptions } from '../jobs/worker.js';
import { organisation } from './beneficiaries.js';
import type { Backend, TestApi } from './harness.js';
import { startTestApi } from './harness.js';
import { FAST_JOBS } from './jobs.js';
import { type Caller, callers } from './programs.js';
import { type ReportWorld, seedReportWorld } from './reports.js';

export type ReportFilesWorld = {
  api: TestApi;
  /** The folder the API and its jobs store files in: `<filesRoot>/<accountId>/<fileId>`. */
  filesRoot: string;
  world: ReportWorld;
  accountId: string;
  masterId: string;
  programNames: { p1: string; p2: string };
  admin: Caller;
  /** REPORTS VIEW and EXPORT limited to program p2. */
  selected: Caller;
  /** REPORTS VIEW (EVERYTHING) without EXPORT. */
  viewer: Caller;
  /** An admin of another organisation. */
  outsider: Caller;
};

const reports = (level: 'EVERYTHING' | 'SELECTED', actions: Action[], objectIds: string[] = []): Permissions => ({
  section: [
    {
      name: 'REPORTS',
      access: Object.fromEntries(actions.map((a) => [a, { accessLevel: level, objectIds }])),
    },
  ],
});

export async function startReportFilesWorld(
  backend: Backend,
  identity: () => TestIdentity,
  tag: string,
  jobs: JobsOptions = FAST_JOBS,
): Promise<ReportFilesWorld> {
  const filesRoot = mkdtempSync(join(tmpdir(), 'aid-report-files-'));
  const api = await startTestApi(backend, identity().config, {
    jobs,
    files: { storage: localFileStorage(filesRoot), maxBytes: LIMITS.uploadMaxBytes },
  });
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${tag}@report-files.test`,
  );
  const org = await organisation(api, 'Reporting org');
  const other = await organisation(api, 'Other org');
  const admin = await caller('admin', org.accountId);
  const programNames = { p1: 'Nairobi cash', p2: 'Garissa vouchers' };
  const p1 = (
    await api.fixtures.program(org.accountId, { currency: 'EUR', budget: 100_000, programName: programNames.p1 })
  ).programId;
  const p2 = (
    await api.fixtures.program(org.accountId, { currency: 'USD', budget: null, programName: programNames.p2 })
  ).programId;
  const world = await seedReportWorld(api.db, org.accountId, org.masterId, { p1, p2 }, admin.userId);
  return {
    api,
    filesRoot,
    world,
    accountId: org.accountId,
    masterId: org.masterId,
    programNames,
    admin,
    selected: await caller('selected', org.accountId, 'P2 REPORTS', reports('SELECTED', ['VIEW', 'EXPORT'], [p2])),
    viewer: await caller('viewer', org.accountId, 'REPORTS VIEW', reports('EVERYTHING', ['VIEW'])),
    outsider: await caller('outsider', other.accountId),
  };
}

export function reportFileCalls(api: () => TestApi) {
  const as = (who: Caller, method: string, path: string, body?: unknown) =>
    api().call(method, path, { token: who.token, accountId: who.accountId, body });
  const start = async (who: Caller, body: Record<string, unknown>): Promise<ReportFileJson> => {
    const res = await as(who, 'POST', '/reports/files', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as ReportFileJson;
  };
  /** Polls the report until its job has ended. */
  const finished = async (who: Caller, reportId: string, timeoutMs = 30_000): Promise<ReportFileJson> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await as(who, 'GET', `/reports/files/${reportId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const report = res.body as ReportFileJson;
      if (FINAL_JOB_STATUSES.includes(report.status)) return report;
      if (Date.now() > deadline) throw new Error(`report ${reportId} did not finish: ${JSON.stringify(report)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** The download's status, headers and content (as read for exceljs, and as a Buffer). */
  const download = async (who: Caller, reportId: string) => {
    const response = await fetch(`${api().url}/reports/files/${reportId}/download`, {
      headers: { Authorization: `Bearer ${who.token}`, 'x-accountid': who.accountId },
    });
    const bytes = await response.arrayBuffer();
    return { status: response.status, headers: response.headers, bytes, body: Buffer.from(bytes) };
  };
  /** Asks for the file, waits for it to complete and downloads it. */
  const written = async (who: Caller, body: Record<string, unknown>) => {
    const report = await finished(who, (await start(who, body)).reportId);
    expect(report.status, JSON.stringify(report)).toBe('COMPLETED');
    const file = await download(who, report.reportId);
    expect(file.status, file.body.toString('utf8').slice(0, 300)).toBe(200);
    return { report, file };
  };
  return { as, start, finished, download, written };
}
