// The jobs machinery on every available database: progress, cancel, retry, who sees what, bad input.
import type { JobJson } from '@aid/common/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../http/metrics.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS, type JobCaller, jobCaller, jobCalls, PLAIN_MEMBER } from '../testing/jobs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();

const identity = fileIdentity();

/** This process's count of DEMO attempts that ended so (aid_job_runs_total). */
const demoRuns = async (outcome: string) =>
  (await jobRuns.get()).values.find((v) => v.labels.kind === 'DEMO' && v.labels.outcome === outcome)?.value ?? 0;

describe.each(backendCases(backends))('jobs on %s', (backendName, backend) => {
  let api: TestApi;
  let admin: JobCaller;
  let member: JobCaller;
  let outsider: JobCaller;
  const { as, start, waitFor } = jobCalls(() => api);
  const email = (name: string) => `${name}-${backendName}@jobs.test`;
  const ended = (job: JobJson) => ['COMPLETED', 'FAILURE', 'CANCELLED'].includes(job.status);

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    const { accountId } = await api.fixtures.account('Jobs Org');
    const other = await api.fixtures.account('Other Org');
    admin = await jobCaller(identity(), api, email('admin'), accountId);
    member = await jobCaller(identity(), api, email('member'), accountId, PLAIN_MEMBER);
    outsider = await jobCaller(identity(), api, email('outsider'), other.accountId);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('runs a job to COMPLETED, with its progress moving on the way', async () => {
    const started = await start(admin, { steps: 8, stepMillis: 120 });
    expect(started).toMatchObject({ kind: 'DEMO', status: 'REQUESTED', progressDone: 0, createdBy: admin.userId });
    const { job, seen } = await waitFor(admin, started.jobId, ended);
    expect(job).toMatchObject({ status: 'COMPLETED', progressDone: 8, progressTotal: 8, attempts: 1 });
    expect(job.result).toEqual({ counted: 8 });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
    const midway = seen.filter((s) => s.status === 'PROCESSING' && s.progressDone > 0 && s.progressDone < 8);
    expect(midway.length).toBeGreaterThan(0);
  });

  it('cancels a running job at its next step, and refuses to cancel it again', async () => {
    const started = await start(admin, { steps: 200, stepMillis: 50 });
    await waitFor(admin, started.jobId, (j) => j.status === 'PROCESSING' && j.progressDone > 0);
    const cancel = await as(admin, 'POST', `/jobs/${started.jobId}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ cancelRequested: true });
    const { job } = await waitFor(admin, started.jobId, ended);
    expect(job.status).toBe('CANCELLED');
    expect(job.progressDone).toBeLessThan(200);
    const again = await as(admin, 'POST', `/jobs/${started.jobId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT' });
    expect((again.body as { message: string }).message).toContain('CANCELLED');
  });

  it('retries a failed attempt and completes, resuming where the failed attempt stopped', async () => {
    const before = { retry: await demoRuns('RETRY'), completed: await demoRuns('COMPLETED') };
    const started = await start(admin, { steps: 6, stepMillis: 20, failAttempts: 1 });
    const { job, seen } = await waitFor(admin, started.jobId, ended);
    expect(job).toMatchObject({ status: 'COMPLETED', attempts: 2, progressDone: 6 });
    // Each attempt is counted by how it ended, in the process that ran it.
    expect(await demoRuns('RETRY')).toBe(before.retry + 1);
    expect(await demoRuns('COMPLETED')).toBe(before.completed + 1);
    const waiting = seen.find((s) => s.status === 'REQUESTED' && s.errorMessage);
    expect(waiting?.errorMessage).toMatch(/attempt 1 of 3; it will be retried/);
  });

  it('ends FAILURE with the reason once every attempt has failed', async () => {
    const started = await start(admin, { steps: 2, stepMillis: 0, failAttempts: 3 });
    const { job } = await waitFor(admin, started.jobId, ended, 30_000);
    expect(job).toMatchObject({ status: 'FAILURE', attempts: 3, maxAttempts: 3 });
    expect(job.errorMessage).toBe('Attempt 3 failed on purpose at step 1 of 2');
  });

  it('shows a member their own jobs, an overseer everyone’s, another organisation nothing', async () => {
    const mine = await start(member, { steps: 1, stepMillis: 0 });
    const adminsJob = await start(admin, { steps: 1, stepMillis: 0 });
    const ids = async (who: JobCaller, query = '') =>
      ((await as(who, 'GET', `/jobs?first=100${query}`)).body as { items: JobJson[] }).items.map((j) => j.jobId);

    expect(await ids(member)).toEqual([mine.jobId]);
    expect(await ids(admin)).toEqual(expect.arrayContaining([mine.jobId, adminsJob.jobId]));
    expect(await ids(admin, '&mine=true')).not.toContain(mine.jobId);
    expect(await ids(outsider)).toEqual([]);

    expect((await as(member, 'GET', `/jobs/${adminsJob.jobId}`)).status).toBe(404);
    expect((await as(outsider, 'GET', `/jobs/${mine.jobId}`)).status).toBe(404);
    expect((await as(outsider, 'POST', `/jobs/${mine.jobId}/cancel`)).status).toBe(404);
  });

  it('records who started and who cancelled a job in the activity log', async () => {
    const started = await start(admin, { steps: 100, stepMillis: 50 });
    await as(admin, 'POST', `/jobs/${started.jobId}/cancel`);
    const filter = { conditions: [{ field: 'OBJECT_TYPE', operator: 'EQUAL', value: 'JOB' }] };
    const res = await as(admin, 'GET', `/activity-logs?first=100&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const entries = (res.body as { items: { objectId: string; action: string }[] }).items.filter(
      (e) => e.objectId === started.jobId,
    );
    expect(entries.map((e) => e.action).sort()).toEqual(['CANCEL', 'CREATE']);
  });

  it('refuses bad input with the field and the reason', async () => {
    const res = await as(admin, 'POST', '/jobs/demo', { steps: 0, stepMillis: 'fast' });
    expect(res.status).toBe(422);
    const fields = (res.body as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['steps', 'stepMillis']));
    expect((await as(admin, 'GET', '/jobs?mine=maybe')).status).toBe(422);
    expect((await as(admin, 'GET', '/jobs?sort=NAME')).status).toBe(422);
    expect((await as(admin, 'GET', '/jobs/not-a-job')).status).toBe(404);
  });
});
