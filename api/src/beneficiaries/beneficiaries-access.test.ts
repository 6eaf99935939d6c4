// Who sees and changes which lists and beneficiaries: SELECTED grants per list, the master list only with
// EVERYTHING, and nothing at all of another organisation.
import type { BeneficiaryJson, BeneficiaryListJson } from '@aid/common/beneficiaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BeneficiaryPage,
  beneficiariesQuery,
  type ListPage,
  organisation,
  section,
} from '../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('beneficiary access on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let masterA: string;
  let adminA: Caller;
  let adminB: Caller;
  let l1: BeneficiaryListJson;
  let l2: BeneficiaryListJson;
  let b1: BeneficiaryJson;
  let b2: BeneficiaryJson;
  let b3: BeneficiaryJson;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@beneficiaries-access.test`,
  );
  const ids = (page: unknown) => (page as { items: { beneficiaryId?: string; beneficiaryListId?: string }[] }).items;

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    ({ accountId: orgA, masterId: masterA } = await organisation(api, 'Org A'));
    const { accountId: orgB } = await organisation(api, 'Org B');
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    l1 = (await as(adminA, 'POST', '/beneficiary-lists', { listName: 'L1', status: 'OPEN' }))
      .body as BeneficiaryListJson;
    l2 = (await as(adminA, 'POST', '/beneficiary-lists', { listName: 'L2', status: 'OPEN' }))
      .body as BeneficiaryListJson;
    const person = async (firstName: string, listId?: string) =>
      (await as(adminA, 'POST', '/beneficiaries', { firstName, lastName: 'A', beneficiaryListId: listId }))
        .body as BeneficiaryJson;
    b1 = await person('One', l1.beneficiaryListId);
    b2 = await person('Two', l2.beneficiaryListId);
    b3 = await person('Three');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('shows a SELECTED viewer their lists and those lists’ members only, never the master list', async () => {
    const viewer = await caller(
      'sel-viewer',
      orgA,
      'SEL_VIEW',
      section('SELECTED', ['VIEW'], [l1.beneficiaryListId, masterA]),
    );
    const lists = (await as(viewer, 'GET', '/beneficiary-lists')).body as ListPage;
    expect(lists.items.map((l) => l.beneficiaryListId)).toEqual([l1.beneficiaryListId]);
    expect((await as(viewer, 'GET', `/beneficiary-lists/${masterA}`)).status).toBe(404);
    expect((await as(viewer, 'GET', `/beneficiary-lists/${l2.beneficiaryListId}`)).status).toBe(404);
    expect((await as(viewer, 'GET', beneficiariesQuery(masterA))).status).toBe(404);
    const members = (await as(viewer, 'GET', beneficiariesQuery(l1.beneficiaryListId))).body as BeneficiaryPage;
    expect(members.items.map((b) => [b.beneficiaryId, b.listIds])).toEqual([
      [b1.beneficiaryId, [l1.beneficiaryListId]],
    ]);
    expect((await as(viewer, 'GET', `/beneficiaries/${b1.beneficiaryId}`)).status).toBe(200);
    expect((await as(viewer, 'GET', `/beneficiaries/${b2.beneficiaryId}`)).status).toBe(404);
    expect((await as(viewer, 'GET', `/beneficiaries/${b3.beneficiaryId}`)).status).toBe(404);
    const batch = await as(
      viewer,
      'GET',
      `/beneficiaries?ids=${b1.beneficiaryId},${b2.beneficiaryId},${b3.beneficiaryId}`,
    );
    expect(ids(batch.body).map((b) => b.beneficiaryId)).toEqual([b1.beneficiaryId]);
    // Visible but not theirs to change: 403, and nothing written.
    expect(
      (await as(viewer, 'PATCH', `/beneficiary-lists/${l1.beneficiaryListId}`, { listComments: 'x' })).status,
    ).toBe(403);
    expect((await as(viewer, 'POST', '/beneficiary-lists', { listName: 'Mine' })).status).toBe(403);
  });

  it('lets a SELECTED editor change only their lists and the beneficiaries in them', async () => {
    const editor = await caller(
      'sel-editor',
      orgA,
      'SEL_EDIT',
      section('SELECTED', ['VIEW', 'UPDATE', 'CREATE', 'DELETE'], [l1.beneficiaryListId]),
    );
    expect(
      (await as(editor, 'PATCH', `/beneficiaries/${b1.beneficiaryId}`, { lastName: 'Edited' })).body,
    ).toMatchObject({
      lastName: 'Edited',
    });
    expect((await as(editor, 'PATCH', `/beneficiaries/${b2.beneficiaryId}`, { lastName: 'No' })).status).toBe(404);
    expect(
      (await as(editor, 'PATCH', `/beneficiary-lists/${l2.beneficiaryListId}`, { listComments: 'No' })).status,
    ).toBe(404);
    // A beneficiary they cannot see cannot be added: refused like an unknown id.
    const add = await as(editor, 'POST', `/beneficiary-lists/${l1.beneficiaryListId}/members`, {
      beneficiaryIds: [b2.beneficiaryId],
    });
    expect(add).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'beneficiaryIds.0' }] } });
    // Creating needs one of their lists; the new person lands in it and in the master list.
    expect(await as(editor, 'POST', '/beneficiaries', { firstName: 'N', lastName: 'M' })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'beneficiaryListId', code: 'REQUIRED' }] },
    });
    const created = await as(editor, 'POST', '/beneficiaries', {
      firstName: 'N',
      lastName: 'M',
      beneficiaryListId: l1.beneficiaryListId,
    });
    expect(created).toMatchObject({ status: 201, body: { groupId: masterA, listIds: [l1.beneficiaryListId] } });
    expect(
      (
        await as(editor, 'POST', '/beneficiaries', {
          firstName: 'N',
          lastName: 'M',
          beneficiaryListId: l2.beneficiaryListId,
        })
      ).status,
    ).toBe(404);
    expect((await as(editor, 'DELETE', `/beneficiary-lists/${l2.beneficiaryListId}`)).status).toBe(404);
    expect((await as(editor, 'DELETE', `/beneficiary-lists/${masterA}`)).status).toBe(404);
  });

  it('refuses a member without BENEFICIARY_LISTS access', async () => {
    const blind = await caller('blind', orgA, 'BLIND', { section: [] });
    for (const path of [
      '/beneficiary-lists',
      `/beneficiary-lists/${l1.beneficiaryListId}`,
      `/beneficiaries/${b1.beneficiaryId}`,
    ]) {
      expect((await as(blind, 'GET', path)).status, path).toBe(403);
    }
  });

  it('never shows or changes organisation A’s lists and beneficiaries for a member of organisation B', async () => {
    const lists = (await as(adminB, 'GET', '/beneficiary-lists?first=100')).body as ListPage;
    expect(lists.items).toHaveLength(1);
    expect(lists.items.map((l) => l.accountId)).not.toContain(orgA);
    for (const path of [
      `/beneficiary-lists/${l1.beneficiaryListId}`,
      `/beneficiary-lists/${masterA}`,
      beneficiariesQuery(l1.beneficiaryListId),
      beneficiariesQuery(masterA),
      `/beneficiaries/${b1.beneficiaryId}`,
    ]) {
      const res = await as(adminB, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('One');
    }
    expect(ids((await as(adminB, 'GET', `/beneficiaries?ids=${b1.beneficiaryId}`)).body)).toEqual([]);
    expect(ids((await as(adminB, 'GET', `/beneficiary-lists?ids=${l1.beneficiaryListId}`)).body)).toEqual([]);
    expect((await as(adminB, 'PATCH', `/beneficiaries/${b1.beneficiaryId}`, { firstName: 'X' })).status).toBe(404);
    expect((await as(adminB, 'PATCH', `/beneficiary-lists/${l1.beneficiaryListId}`, { listName: 'X' })).status).toBe(
      404,
    );
    expect((await as(adminB, 'DELETE', `/beneficiary-lists/${l1.beneficiaryListId}`)).status).toBe(404);
    expect(
      (
        await as(adminB, 'POST', `/beneficiary-lists/${l1.beneficiaryListId}/members/remove`, {
          beneficiaryIds: [b1.beneficiaryId],
        })
      ).status,
    ).toBe(404);
    const own = (await as(adminB, 'POST', '/beneficiary-lists', { listName: 'B list', status: 'OPEN' }))
      .body as BeneficiaryListJson;
    const steal = await as(adminB, 'POST', `/beneficiary-lists/${own.beneficiaryListId}/members`, {
      beneficiaryIds: [b1.beneficiaryId],
    });
    expect(steal).toMatchObject({ status: 422 });
    // B's token with A's account id: refused before any data is read.
    const res = await api.call('GET', `/beneficiaries/${b1.beneficiaryId}`, { token: adminB.token, accountId: orgA });
    expect(res.status).toBe(403);
    expect((await as(adminA, 'GET', `/beneficiaries/${b1.beneficiaryId}`)).body).toMatchObject({ firstName: 'One' });
  });
});
