// The review queue over HTTP on every available database: a run as a job, the queue's page, merge and distinct with
// counts, pending pairs and activity following, decisions surviving the next run, permissions, and isolation.
import type { BeneficiaryDuplicatePairJson, BeneficiaryJson, BeneficiaryListJson } from '@aid/common/beneficiaries';
import type { JobJson } from '@aid/common/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation, type Page, section } from '../../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { FAST_JOBS } from '../../testing/jobs.js';
import { type Caller, callers } from '../../testing/programs.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('the duplicates review queue on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let masterA: string;
  let adminA: Caller;
  let viewerA: Caller;
  let selectedA: Caller;
  let adminB: Caller;
  const people: Record<string, BeneficiaryJson> = {};
  let camp: BeneficiaryListJson;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@dedup.test`,
  );

  const create = async (key: string, body: Record<string, unknown>) => {
    const res = await as(adminA, 'POST', '/beneficiaries', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    people[key] = res.body as BeneficiaryJson;
  };
  const idOf = (key: string) => people[key]?.beneficiaryId ?? '';
  const queue = async (who: Caller, query = '') => {
    const res = await as(who, 'GET', `/beneficiary-duplicates${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page<BeneficiaryDuplicatePairJson>;
  };
  const pairOf = (page: Page<BeneficiaryDuplicatePairJson>, x: string, y: string) =>
    page.items.find((p) => {
      const ids = [p.beneficiaryA.beneficiaryId, p.beneficiaryB.beneficiaryId];
      return ids.includes(idOf(x)) && ids.includes(idOf(y));
    });
  const runToEnd = async (who: Caller) => {
    const started = await as(who, 'POST', '/beneficiary-duplicates/run');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const job = started.body as JobJson;
    expect(job.kind).toBe('BENEFICIARY_DEDUPLICATION');
    for (let i = 0; i < 400; i++) {
      const res = await as(who, 'GET', `/jobs/${job.jobId}`);
      const now = res.body as JobJson;
      if (['COMPLETED', 'FAILURE', 'CANCELLED'].includes(now.status)) return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the deduplication job did not end');
  };
  const organization = async () =>
    (await as(adminA, 'GET', '/organization')).body as { duplicatesTotal: number; lastDeduplication: string | null };
  const list = async (id: string) => (await as(adminA, 'GET', `/beneficiary-lists/${id}`)).body as BeneficiaryListJson;

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    ({ accountId: orgA, masterId: masterA } = await organisation(api, 'Dedup A'));
    const { accountId: orgB } = await organisation(api, 'Dedup B');
    adminA = await caller('admin-a', orgA);
    viewerA = await caller('viewer-a', orgA, 'LIST_VIEWER', section('EVERYTHING', ['VIEW']));
    selectedA = await caller('selected-a', orgA, 'LIST_EDITOR', section('SELECTED', ['VIEW', 'UPDATE'], ['bel--x']));
    adminB = await caller('admin-b', orgB);
    const res = await as(adminA, 'POST', '/beneficiary-lists', { listName: 'Camp', status: 'OPEN' });
    camp = res.body as BeneficiaryListJson;
    const phone = '+254712345678';
    await create('amina', { firstName: 'Amina', lastName: 'Odhiambo', dob: '1990-02-03', phoneNumber: phone });
    await create('swapped', {
      firstName: 'Odhiambo',
      lastName: 'Amina',
      dob: '1990-02-03',
      email: 'amina@example.org',
      numberOfFamilyMembers: 3,
      beneficiaryListId: camp.beneficiaryListId,
    });
    await create('sister', { firstName: 'Grace', lastName: 'Odhiambo', dob: '1994-05-06', phoneNumber: phone });
    await create('mohammed', { firstName: 'Mohammed', lastName: 'Haddad', dob: '1985-01-01' });
    await create('arabic', { firstName: 'محمد', lastName: 'حداد', dob: '1985-01-01' });
    await create('refA', { firstName: 'Juma', lastName: 'Otieno', externalReferenceNumber: 'UNHCR-1' });
    await create('refB', { firstName: 'Peter', lastName: 'Kamau', externalReferenceNumber: 'UNHCR-1' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('runs as a job and queues the pairs, likeliest first, with duplicatesTotal and lastDeduplication', async () => {
    const job = await runToEnd(adminA);
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'COMPLETED', result: { pairs: 3, pending: 3 } });
    const page = await queue(adminA);
    expect(page.totalCount).toBe(3);
    expect(page.items.map((p) => p.score)).toEqual([...page.items.map((p) => p.score)].sort((a, b) => b - a));
    expect(pairOf(page, 'amina', 'swapped')).toMatchObject({ level: 'DUPLICATE', reasons: ['NAME_AND_DOB'] });
    expect(pairOf(page, 'mohammed', 'arabic')).toMatchObject({ status: 'PENDING', reasons: ['NAME_AND_DOB'] });
    // One reference, two wholly different names: a conflict to review, not a sure duplicate.
    expect(pairOf(page, 'refA', 'refB')).toMatchObject({
      level: 'POSSIBLE_DUPLICATE',
      reasons: ['EXTERNAL_REFERENCE_NUMBER'],
    });
    // Sisters share a phone and a last name, not a birthday.
    expect(pairOf(page, 'amina', 'sister')).toBeUndefined();
    expect(await organization()).toMatchObject({ duplicatesTotal: 3, lastDeduplication: expect.any(String) });
    const filtered = await queue(
      adminA,
      `?filter=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'SCORE', operator: 'LESS', value: '0.9' }] }))}`,
    );
    // Only the reference conflict scores as low as the possible threshold; the name pairs score above 0.9.
    expect(filtered.items.map((p) => p.reasons)).toEqual([['EXTERNAL_REFERENCE_NUMBER']]);
  });

  it('merges: fills empty fields, moves lists, removes the other, keeps counts, logs MERGE', async () => {
    const pair = pairOf(await queue(adminA), 'amina', 'swapped');
    if (!pair) throw new Error('pair missing');
    const campBefore = await list(camp.beneficiaryListId);
    const masterBefore = await list(masterA);
    const wrong = await as(adminA, 'POST', `/beneficiary-duplicates/${pair.pairId}/merge`, {
      keepBeneficiaryId: idOf('sister'),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ fieldErrors: [{ field: 'keepBeneficiaryId', code: 'NOT_ONE_OF' }] });
    const res = await as(adminA, 'POST', `/beneficiary-duplicates/${pair.pairId}/merge`, {
      keepBeneficiaryId: idOf('amina'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const merged = res.body as BeneficiaryDuplicatePairJson;
    expect(merged).toMatchObject({ status: 'MERGED', keptBeneficiaryId: idOf('amina'), decidedBy: adminA.userId });
    expect([merged.beneficiaryA.beneficiaryId, merged.beneficiaryB.beneficiaryId]).toContain(idOf('swapped'));
    expect((await as(adminA, 'GET', `/beneficiaries/${idOf('swapped')}`)).status).toBe(404);
    const kept = (await as(adminA, 'GET', `/beneficiaries/${idOf('amina')}`)).body as BeneficiaryJson;
    expect(kept).toMatchObject({ email: 'amina@example.org', phoneNumber: '+254712345678', numberOfFamilyMembers: 0 });
    expect(kept.listIds).toEqual([masterA, camp.beneficiaryListId]);
    const campAfter = await list(camp.beneficiaryListId);
    expect(campAfter.numberOfMainBeneficiaries).toBe(campBefore.numberOfMainBeneficiaries);
    expect(campAfter.numberOfFamilyMembers).toBe(campBefore.numberOfFamilyMembers - 3);
    const masterAfter = await list(masterA);
    expect(masterAfter.numberOfMainBeneficiaries).toBe(masterBefore.numberOfMainBeneficiaries - 1);
    expect(masterAfter.numberOfFamilyMembers).toBe(masterBefore.numberOfFamilyMembers - 4);
    expect((await organization()).duplicatesTotal).toBe(2);
    const [log] = await api.db.query<{ action: string; changes: unknown }>(
      `SELECT action, changes FROM activity_logs WHERE account_id = $1 AND object_id = $2 AND action = 'MERGE'`,
      [orgA, idOf('amina')],
    );
    expect(log?.changes).toMatchObject({ mergedBeneficiaryId: { to: idOf('swapped') }, email: { from: null } });
    const again = await as(adminA, 'POST', `/beneficiary-duplicates/${pair.pairId}/merge`, {
      keepBeneficiaryId: idOf('amina'),
    });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toContain('MERGED');
  });

  it('marks a pair distinct, and the next run neither brings it back nor the merged one', async () => {
    const pair = pairOf(await queue(adminA), 'mohammed', 'arabic');
    if (!pair) throw new Error('pair missing');
    const res = await as(adminA, 'POST', `/beneficiary-duplicates/${pair.pairId}/distinct`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'DISTINCT', decidedBy: adminA.userId, decidedAt: expect.any(String) });
    expect((await organization()).duplicatesTotal).toBe(1);
    const job = await runToEnd(adminA);
    expect(job).toMatchObject({ status: 'COMPLETED', result: { pending: 1 } });
    const page = await queue(adminA);
    expect(page.items.map((p) => p.status).sort()).toEqual(['DISTINCT', 'MERGED', 'PENDING']);
    expect(pairOf(page, 'mohammed', 'arabic')?.status).toBe('DISTINCT');
    const pending = await queue(
      adminA,
      `?filter=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'STATUS', operator: 'EQUAL', value: 'PENDING' }] }))}`,
    );
    expect(pending.items).toHaveLength(1);
    expect((await organization()).duplicatesTotal).toBe(1);
  });

  it('needs EVERYTHING access: VIEW to read, UPDATE to run and decide', async () => {
    const pending = (await queue(adminA)).items.find((p) => p.status === 'PENDING');
    if (!pending) throw new Error('no pending pair');
    expect((await queue(viewerA)).items.length).toBe(3);
    for (const [who, method, path] of [
      [viewerA, 'POST', '/beneficiary-duplicates/run'],
      [viewerA, 'POST', `/beneficiary-duplicates/${pending.pairId}/distinct`],
      [selectedA, 'GET', '/beneficiary-duplicates'],
      [selectedA, 'POST', `/beneficiary-duplicates/${pending.pairId}/distinct`],
    ] as const) {
      const res = await as(who, method, path);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((res.body as { message: string }).message).toMatch(/BENEFICIARY_LISTS/);
    }
  });

  it('shows and lets decide nothing of another organisation', async () => {
    const pending = (await queue(adminA)).items.find((p) => p.status === 'PENDING');
    if (!pending) throw new Error('no pending pair');
    expect((await queue(adminB)).items).toEqual([]);
    const merge = await as(adminB, 'POST', `/beneficiary-duplicates/${pending.pairId}/merge`, {
      keepBeneficiaryId: pending.beneficiaryA.beneficiaryId,
    });
    expect(merge.status).toBe(404);
    expect((await as(adminB, 'POST', `/beneficiary-duplicates/${pending.pairId}/distinct`)).status).toBe(404);
    expect((await queue(adminA)).items.find((p) => p.pairId === pending.pairId)?.status).toBe('PENDING');
  });
});
