// Jobs through GraphQL, against the real API and its workers: start, progress, cancel, typed refusals, isolation.
import { FAST_JOBS } from '@aid/api/testing';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let admin: StackUser;
let member: StackUser;
let outsider: StackUser;
let accountId: string;

const PLAIN = {
  section: [{ name: 'PROGRAMS' as const, access: { VIEW: { accessLevel: 'EVERYTHING' as const, objectIds: [] } } }],
};

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  ({ accountId } = await stack.fixtures.account('Jobs org'));
  const other = await stack.fixtures.account('Other org');
  admin = await stack.member('admin@jobs.example.org', accountId);
  member = await stack.member('member@jobs.example.org', accountId, 'MEMBER', PLAIN);
  outsider = await stack.member('outsider@jobs.example.org', other.accountId);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const JOB_FIELDS = `jobId kind status attempts result errorMessage cancelRequested viewerCanCancel
  progress { done total percent } createdBy { userId } startedAt finishedAt`;
const START = `mutation($input: StartDemoJobInput!) {
  startDemoJob(input: $input) { job { ${JOB_FIELDS} } code message fieldErrors { field code params { name value } } }
}`;
const CANCEL = `mutation($id: ID!) { cancelJob(id: $id) { job { ${JOB_FIELDS} } code message words { key params { name value } } } }`;
const JOB = `query($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`;
const JOBS = `query($mine: Boolean) { jobs(first: 50, mine: $mine) { totalCount edges { node { jobId } } } }`;

type Job = {
  jobId: string;
  status: string;
  attempts: number;
  result: string | null;
  cancelRequested: boolean;
  viewerCanCancel: boolean;
  progress: { done: number; total: number | null; percent: number | null };
  createdBy: { userId: string } | null;
};

const as = (user: StackUser) => ({ token: user.token, accountId: user === outsider ? undefined : accountId });

async function start(user: StackUser, input: Record<string, number>): Promise<Job> {
  const res = await graphql<{ startDemoJob: { job: Job } }>(stack.gateway.url, START, {
    ...as(user),
    variables: { input },
  });
  const job = res.body.data?.startDemoJob.job;
  if (!job) throw new Error(JSON.stringify(res.body));
  return job;
}

async function read(user: StackUser, id: string): Promise<Job | null> {
  const res = await graphql<{ job: Job | null }>(stack.gateway.url, JOB, { ...as(user), variables: { id } });
  return res.body.data?.job ?? null;
}

async function waitFor(user: StackUser, id: string, until: (job: Job) => boolean): Promise<Job[]> {
  const seen: Job[] = [];
  for (let i = 0; i < 400; i++) {
    const job = await read(user, id);
    if (job) seen.push(job);
    if (job && until(job)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} never reached the state; last ${JSON.stringify(seen.at(-1))}`);
}

describe('jobs through GraphQL', () => {
  it('starts a DEMO job and shows its progress, result and starter', async () => {
    const job = await start(admin, { steps: 6, stepMillis: 100 });
    expect(job).toMatchObject({
      status: 'REQUESTED',
      attempts: 0,
      viewerCanCancel: true,
      createdBy: { userId: admin.userId },
    });
    const seen = await waitFor(admin, job.jobId, (j) => j.status === 'COMPLETED');
    expect(seen.at(-1)).toMatchObject({
      progress: { done: 6, total: 6, percent: 100 },
      result: JSON.stringify({ counted: 6 }),
      viewerCanCancel: false,
    });
    expect(seen.some((j) => j.status === 'PROCESSING' && j.progress.percent !== null && j.progress.percent < 100)).toBe(
      true,
    );
  });

  it('cancels a running job, and answers CONFLICT once it has ended', async () => {
    const job = await start(admin, { steps: 200, stepMillis: 50 });
    await waitFor(admin, job.jobId, (j) => j.status === 'PROCESSING');
    const cancel = await graphql<{ cancelJob: { job: Job | null; code: string | null } }>(stack.gateway.url, CANCEL, {
      ...as(admin),
      variables: { id: job.jobId },
    });
    expect(cancel.body.data?.cancelJob).toMatchObject({ code: null, job: { cancelRequested: true } });
    await waitFor(admin, job.jobId, (j) => j.status === 'CANCELLED');
    const again = await graphql<{ cancelJob: { job: Job | null; code: string | null } }>(stack.gateway.url, CANCEL, {
      ...as(admin),
      variables: { id: job.jobId },
    });
    expect(again.body.data?.cancelJob).toMatchObject({ job: null, code: 'CONFLICT' });
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const job = await start(admin, { steps: 1, stepMillis: 1 });
    await waitFor(admin, job.jobId, (j) => j.status === 'COMPLETED');
    type Worded = { cancelJob: { code: string | null; words: { key: string; params: Param[] } | null } };
    type Param = { name: string; value: string };
    const res = await graphql<Worded>(stack.gateway.url, CANCEL, { ...as(admin), variables: { id: job.jobId } });
    const words = res.body.data?.cancelJob.words;
    expect(words).toEqual({ key: 'jobs.alreadyEnded', params: [{ name: 'status', value: 'COMPLETED' }] });
    expect(refusalIn('fr', words?.key ?? '', words?.params)).toBe(
      'La tâche est déjà terminée (COMPLETED) ; seule une tâche en cours peut être annulée',
    );
  });

  it('refuses bad input as a typed result naming the field, before calling the API', async () => {
    const res = await graphql<{
      startDemoJob: { job: null; code: string; fieldErrors: { field: string; code: string }[] };
    }>(stack.gateway.url, START, { ...as(admin), variables: { input: { steps: 0, stepMillis: 10 } } });
    expect(res.body.data?.startDemoJob).toMatchObject({
      job: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'steps', code: 'TOO_SMALL' }],
    });
    expect(res.body.extensions?.restCalls?.urls.filter((u) => u.includes('/jobs'))).toEqual([]);
  });

  it("shows a member only their own jobs and another organisation's user nothing", async () => {
    const own = await start(member, { steps: 1, stepMillis: 0 });
    const adminsJob = await start(admin, { steps: 1, stepMillis: 0 });
    const ids = async (user: StackUser, mine = false) => {
      const res = await graphql<{ jobs: { totalCount: number; edges: { node: { jobId: string } }[] } }>(
        stack.gateway.url,
        JOBS,
        { ...as(user), variables: { mine } },
      );
      return res.body.data?.jobs.edges.map((e) => e.node.jobId) ?? [];
    };
    expect(await ids(member)).toEqual([own.jobId]);
    expect(await ids(admin)).toEqual(expect.arrayContaining([own.jobId, adminsJob.jobId]));
    expect(await ids(admin, true)).not.toContain(own.jobId);
    expect(await ids(outsider)).toEqual([]);
    expect(await read(member, adminsJob.jobId)).toBeNull();
    expect(await read(outsider, own.jobId)).toBeNull();
    const cancel = await graphql<{ cancelJob: { code: string | null } }>(stack.gateway.url, CANCEL, {
      ...as(outsider),
      variables: { id: own.jobId },
    });
    expect(cancel.body.data?.cancelJob.code).toBe('NOT_FOUND');
  });
});
