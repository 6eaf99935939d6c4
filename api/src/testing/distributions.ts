// Test-only helpers of the distributions suites: a locked list straight in the database, a program with a budget,
// callers and the calls they make, and waiting for the entitlements job.
import type { DistributionJson } from '@aid/common/distributions';
import { newId } from '@aid/common/ids';
import type { JobJson } from '@aid/common/jobs';
import { expect } from 'vitest';
import type { CallResult, TestApi } from './harness.js';
import type { Caller } from './programs.js';

/** A custom list with one beneficiary per entry (its number of family members), in the master list too. */
export async function seedList(
  api: TestApi,
  accountId: string,
  masterId: string,
  families: number[],
  status: 'LOCKED' | 'OPEN' = 'LOCKED',
): Promise<{ listId: string; beneficiaryIds: string[] }> {
  const listId = newId('beneficiaryList');
  await api.db.query(
    `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, status, number_of_families)
     VALUES ($1, $2, $3, $4, $5)`,
    [listId, accountId, `List ${listId.slice(-8)}`, status, families.length],
  );
  const beneficiaryIds = families.map(() => newId('beneficiary'));
  await api.db.query(
    `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, number_of_family_members)
     SELECT id, $2, $3, 'First ' || n, 'Last ' || n, f FROM unnest($1::text[], $4::int[]) WITH ORDINALITY AS t (id, f, n)`,
    [beneficiaryIds, accountId, masterId, families],
  );
  await addMembers(api, accountId, listId, beneficiaryIds);
  return { listId, beneficiaryIds };
}

export async function addMembers(api: TestApi, accountId: string, listId: string, ids: string[]): Promise<void> {
  await api.db.query(
    `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
     SELECT $1, id, $2 FROM unnest($3::text[]) AS id`,
    [listId, accountId, ids],
  );
}

export function distributionCalls(api: () => TestApi) {
  const as = (who: Caller, method: string, path: string, body?: unknown): Promise<CallResult> =>
    api().call(method, path, { token: who.token, accountId: who.accountId, body });

  const ok = async <T>(who: Caller, method: string, path: string, body?: unknown, status = 200): Promise<T> => {
    const res = await as(who, method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body as T;
  };

  const create = (who: Caller, body: Record<string, unknown>) =>
    ok<DistributionJson>(who, 'POST', '/distributions', body, 201);

  /** Runs the entitlements job to its end; the distribution is READY again after it. */
  const generate = async (who: Caller, id: string): Promise<JobJson> => {
    let job = await ok<JobJson>(who, 'POST', `/distributions/${id}/entitlements`, undefined, 202);
    for (let i = 0; i < 200 && !['COMPLETED', 'FAILURE', 'CANCELLED'].includes(job.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await ok<JobJson>(who, 'GET', `/jobs/${job.jobId}`);
    }
    expect(job.status, JSON.stringify(job)).toBe('COMPLETED');
    return job;
  };

  return { as, ok, create, generate };
}

/** Expects a refusal with this status and reason. */
export function refused(res: CallResult, status: number, reason?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (reason) expect((res.body as { reason?: string }).reason, JSON.stringify(res.body)).toBe(reason);
}
