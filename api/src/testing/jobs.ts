// Test-only helpers of the jobs suites: short timings, members, and waiting for a job to reach a state.
import type { JobJson } from '@aid/common/jobs';
import type { Permissions } from '@aid/common/permissions';
import type { TestIdentity } from '@aid/identity';
import type { JobsOptions } from '../jobs/worker.js';
import type { TestApi } from './harness.js';

/** pg-boss's shortest heartbeat is 10 s; the rest is as quick as it allows, so a retry waits a second. */
export const FAST_JOBS: JobsOptions = {
  timings: {
    heartbeatSeconds: 10,
    superviseIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    concurrency: 2,
  },
  work: true,
  sweepIntervalMs: 60_000,
};

/** A member who does not oversee others: they see their own jobs only. */
export const PLAIN_MEMBER: Permissions = {
  section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};

export type JobCaller = { token: string; accountId: string; userId: string };

export async function jobCaller(
  identity: TestIdentity,
  api: TestApi,
  email: string,
  accountId: string,
  permissions?: Permissions,
): Promise<JobCaller> {
  const user = await identity.user(email);
  const { userId } = await api.fixtures.member(user, accountId, permissions ? 'MEMBER' : 'ADMIN', permissions);
  return { token: user.tokens.accessToken, accountId, userId };
}

export function jobCalls(api: () => TestApi) {
  const as = (who: JobCaller, method: string, path: string, body?: unknown) =>
    api().call(method, path, { token: who.token, accountId: who.accountId, body });
  return {
    as,
    async start(who: JobCaller, input: object): Promise<JobJson> {
      const res = await as(who, 'POST', '/jobs/demo', input);
      if (res.status !== 201) throw new Error(`start answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body as JobJson;
    },
    /** Polls the job until `until` holds (or fails after `timeoutMs`); returns every state seen, the last matching. */
    async waitFor(who: JobCaller, jobId: string, until: (job: JobJson) => boolean, timeoutMs = 20_000) {
      const seen: JobJson[] = [];
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const res = await as(who, 'GET', `/jobs/${jobId}`);
        const job = res.body as JobJson;
        seen.push(job);
        if (until(job)) return { job, seen };
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      throw new Error(`job ${jobId} did not reach the state in time; last: ${JSON.stringify(seen.at(-1))}`);
    },
  };
}
