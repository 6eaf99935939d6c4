// HTTP-level tests of lists and beneficiaries on every available database: CRUD, validation, LOCKED lists, counts,
// the master list and activity logs. Who sees what: beneficiaries-access.test.ts.
import type { BeneficiaryJson, BeneficiaryListJson } from '@aid/common/beneficiaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeneficiaryPage, beneficiariesQuery, type ListPage, organisation } from '../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('beneficiaries on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let masterA: string;
  let adminA: Caller;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@beneficiaries.test`,
  );

  const list = async (id: string) => (await as(adminA, 'GET', `/beneficiary-lists/${id}`)).body as BeneficiaryListJson;
  const counts = async (id: string) => {
    const l = await list(id);
    return [l.numberOfMainBeneficiaries, l.numberOfFamilies, l.numberOfFamilyMembers];
  };
  const create = async (body: Record<string, unknown>) => {
    const res = await as(adminA, 'POST', '/beneficiaries', body, '/beneficiary-lists/new');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as BeneficiaryJson;
  };
  const newList = async (listName: string, status = 'OPEN') => {
    const res = await as(adminA, 'POST', '/beneficiary-lists', { listName, status });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as BeneficiaryListJson;
  };

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    ({ accountId: orgA, masterId: masterA } = await organisation(api, 'Org A'));
    adminA = await caller('admin-a', orgA);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('exposes the master list as the organisation’s masterBeneficiaryListId and lists it', async () => {
    expect(masterA).toMatch(/^grp--/);
    const org = await as(adminA, 'GET', '/organization');
    expect(org.body).toMatchObject({ masterBeneficiaryListId: masterA });
    const lists = (await as(adminA, 'GET', '/beneficiary-lists')).body as ListPage;
    expect(lists.items).toEqual([expect.objectContaining({ beneficiaryListId: masterA, listType: 'MASTER' })]);
  });

  it('creates a beneficiary with every field normalised, into the master list and an OPEN list', async () => {
    const target = await newList('Camp North');
    const created = await create({
      firstName: ' Amina ',
      lastName: 'Yusuf',
      gender: 'F',
      dob: '1990-02-03',
      email: 'Amina@Example.org',
      phoneNumber: '+254 712 345 678',
      externalReferenceNumber: 'REF-1',
      numberOfFamilyMembers: 4,
      nationality: 'ke',
      beneficiaryListId: target.beneficiaryListId,
    });
    expect(created).toMatchObject({
      beneficiaryId: expect.stringMatching(/^ben--/),
      groupId: masterA,
      firstName: 'Amina',
      email: 'amina@example.org',
      phoneNumber: '+254712345678',
      nationality: 'KE',
      creationMethod: 'INTERNAL',
      createdBy: adminA.userId,
      listIds: [masterA, target.beneficiaryListId],
    });
    expect(await counts(target.beneficiaryListId)).toEqual([1, 1, 5]);
    expect((await as(adminA, 'GET', `/beneficiaries/${created.beneficiaryId}`)).body).toEqual(created);
    const logs = await api.db.query<{ action: string; object_type: string; section: string; site_path: string }>(
      `SELECT action, object_type, section, site_path FROM activity_logs WHERE account_id = $1
        AND object_id IN ($2, $3) ORDER BY created_at, log_id`,
      [orgA, created.beneficiaryId, target.beneficiaryListId],
    );
    expect(logs).toEqual([
      { action: 'CREATE', object_type: 'BENEFICIARY_LIST', section: 'BENEFICIARY_LISTS', site_path: null },
      {
        action: 'CREATE',
        object_type: 'BENEFICIARY',
        section: 'BENEFICIARY_LISTS',
        site_path: '/beneficiary-lists/new',
      },
      {
        action: 'UPDATE',
        object_type: 'BENEFICIARY_LIST',
        section: 'BENEFICIARY_LISTS',
        site_path: '/beneficiary-lists/new',
      },
    ]);
  });

  it('refuses bad fields with one field error each and saves nothing', async () => {
    const before = await counts(masterA);
    const res = await as(adminA, 'POST', '/beneficiaries', {
      firstName: '',
      lastName: 'x'.repeat(101),
      gender: 'X',
      dob: '2999-01-01',
      email: 'not-an-email',
      phoneNumber: '0712',
      numberOfFamilyMembers: -1,
      nationality: 'ZZ',
    });
    expect(res.status).toBe(422);
    const fields = (res.body as { fieldErrors: { field: string; code: string }[] }).fieldErrors;
    expect(Object.fromEntries(fields.map((f) => [f.field, f.code]))).toEqual({
      firstName: 'EMPTY',
      lastName: 'TOO_LONG',
      gender: 'NOT_ONE_OF',
      dob: 'INVALID_VALUE',
      email: 'INVALID_FORMAT',
      phoneNumber: 'INVALID_FORMAT',
      numberOfFamilyMembers: 'NEGATIVE',
      nationality: 'NOT_ONE_OF',
    });
    const old = await as(adminA, 'POST', '/beneficiaries', { firstName: 'A', lastName: 'B', dob: '1899-12-31' });
    expect(old.body).toMatchObject({ fieldErrors: [{ field: 'dob', code: 'DATE_BEFORE' }] });
    const many = await as(adminA, 'POST', '/beneficiaries', {
      firstName: 'A',
      lastName: 'B',
      numberOfFamilyMembers: 101,
    });
    expect(many.body).toMatchObject({ fieldErrors: [{ field: 'numberOfFamilyMembers', code: 'TOO_LARGE' }] });
    expect(await counts(masterA)).toEqual(before);
  });

  it('keeps counts right through adds, removes, edits of family size and deletes', async () => {
    const l = await newList('Counting');
    const a = await create({ firstName: 'Ana', lastName: 'Count', numberOfFamilyMembers: 2 });
    const b = await create({ firstName: 'Bo', lastName: 'Count', numberOfFamilyMembers: 0 });
    const path = `/beneficiary-lists/${l.beneficiaryListId}/members`;
    const added = await as(adminA, 'POST', path, { beneficiaryIds: [a.beneficiaryId, b.beneficiaryId] });
    expect(added.body).toMatchObject({ numberOfMainBeneficiaries: 2, numberOfFamilies: 2, numberOfFamilyMembers: 4 });
    // Adding again changes nothing.
    await as(adminA, 'POST', path, { beneficiaryIds: [a.beneficiaryId] });
    expect(await counts(l.beneficiaryListId)).toEqual([2, 2, 4]);
    const masterBefore = await counts(masterA);
    const edited = await as(adminA, 'PATCH', `/beneficiaries/${a.beneficiaryId}`, { numberOfFamilyMembers: 5 });
    expect(edited.body).toMatchObject({ numberOfFamilyMembers: 5 });
    expect(await counts(l.beneficiaryListId)).toEqual([2, 2, 7]);
    expect(await counts(masterA)).toEqual([masterBefore[0], masterBefore[1], (masterBefore[2] ?? 0) + 3]);
    await as(adminA, 'POST', `${path}/remove`, { beneficiaryIds: [a.beneficiaryId] });
    expect(await counts(l.beneficiaryListId)).toEqual([1, 1, 1]);
    // The stored counts equal what the rows say.
    const [real] = await api.db.query<{ n: number; people: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(number_of_family_members + 1), 0)::int AS people
         FROM beneficiaries WHERE account_id = $1`,
      [orgA],
    );
    expect(await counts(masterA)).toEqual([real?.n, real?.n, real?.people]);
    const members = (await as(adminA, 'GET', beneficiariesQuery(l.beneficiaryListId))).body as BeneficiaryPage;
    expect(members.items.map((m) => m.beneficiaryId)).toEqual([b.beneficiaryId]);
    const deleted = await as(adminA, 'DELETE', `/beneficiary-lists/${l.beneficiaryListId}`);
    expect(deleted.status).toBe(200);
    expect((await as(adminA, 'GET', `/beneficiary-lists/${l.beneficiaryListId}`)).status).toBe(404);
    const entries = await api.db.query<{ action: string; changes: Record<string, { to: unknown }> }>(
      'SELECT action, changes FROM activity_logs WHERE object_id = $1 ORDER BY created_at, log_id',
      [l.beneficiaryListId],
    );
    expect(entries.map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(entries[1]?.changes.membersAdded?.to).toEqual([a.beneficiaryId, b.beneficiaryId]);
    expect(entries[2]?.changes.membersRemoved?.to).toEqual([a.beneficiaryId]);
    expect((await as(adminA, 'GET', `/beneficiaries/${b.beneficiaryId}`)).body).toMatchObject({ listIds: [masterA] });
  });

  it('refuses membership changes of a LOCKED list with the list’s name, and changes of the master list', async () => {
    const locked = await newList('Sealed', 'LOCKED');
    const someone = await create({ firstName: 'Lee', lastName: 'Locked' });
    const res = await as(adminA, 'POST', `/beneficiary-lists/${locked.beneficiaryListId}/members`, {
      beneficiaryIds: [someone.beneficiaryId],
    });
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'The list "Sealed" is LOCKED: open it to add or remove beneficiaries' },
    });
    const into = await as(adminA, 'POST', '/beneficiaries', {
      firstName: 'X',
      lastName: 'Y',
      beneficiaryListId: locked.beneficiaryListId,
    });
    expect(into).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await counts(locked.beneficiaryListId)).toEqual([0, 0, 0]);
    // Opening it lets the same request through.
    await as(adminA, 'PATCH', `/beneficiary-lists/${locked.beneficiaryListId}`, { status: 'OPEN' });
    const ok = await as(adminA, 'POST', `/beneficiary-lists/${locked.beneficiaryListId}/members`, {
      beneficiaryIds: [someone.beneficiaryId],
    });
    expect(ok).toMatchObject({ status: 200, body: { numberOfMainBeneficiaries: 1, status: 'OPEN' } });
    expect(await as(adminA, 'DELETE', `/beneficiary-lists/${masterA}`)).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
    expect(
      await as(adminA, 'POST', `/beneficiary-lists/${masterA}/members`, { beneficiaryIds: [someone.beneficiaryId] }),
    ).toMatchObject({ status: 409 });
    expect(await as(adminA, 'PATCH', `/beneficiary-lists/${masterA}`, { listName: 'Renamed' })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'listName' }] },
    });
    const unknown = await as(adminA, 'POST', `/beneficiary-lists/${locked.beneficiaryListId}/members`, {
      beneficiaryIds: [someone.beneficiaryId, 'ben--nobody'],
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'beneficiaryIds.1', code: 'INVALID_ID' }] },
    });
  });

  it('validates lists: names, duplicates, properties, and logs changes with their diff', async () => {
    const bad = await as(adminA, 'POST', '/beneficiary-lists', {
      listName: '',
      propertyList: [
        { key: 'shelter', label: 'Shelter', type: 'NUMBER' },
        { key: 'shelter', label: 'Again', type: 'TEXT' },
        { key: '1bad', label: 'Bad', type: 'COLOUR' },
      ],
    });
    expect(bad.status).toBe(422);
    const fields = (bad.body as { fieldErrors: { field: string; code: string }[] }).fieldErrors.map(
      (f) => `${f.field}:${f.code}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining(['listName:EMPTY', 'propertyList.2.key:INVALID_FORMAT', 'propertyList.2.type:NOT_ONE_OF']),
    );
    const l = await newList('Properties');
    expect(l).toMatchObject({ status: 'OPEN', listType: 'CUSTOM', propertyList: [], createdBy: adminA.userId });
    expect(await as(adminA, 'POST', '/beneficiary-lists', { listName: 'properties' })).toMatchObject({
      status: 409,
      body: { fieldErrors: [{ field: 'listName', code: 'TAKEN' }] },
    });
    const props = [{ key: 'shelter', label: 'Shelter', type: 'NUMBER' }];
    const updated = await as(adminA, 'PATCH', `/beneficiary-lists/${l.beneficiaryListId}`, {
      listComments: 'North block',
      propertyList: props,
      externalSmartForm: 'form-7',
    });
    expect(updated.body).toMatchObject({
      listComments: 'North block',
      propertyList: props,
      externalSmartForm: 'form-7',
    });
    const [log] = await api.db.query<{ changes: Record<string, unknown> }>(
      `SELECT changes FROM activity_logs WHERE object_id = $1 AND action = 'UPDATE'`,
      [l.beneficiaryListId],
    );
    expect(log?.changes).toEqual({
      listComments: { from: null, to: 'North block' },
      externalSmartForm: { from: null, to: 'form-7' },
      propertyList: { from: [], to: props },
    });
  });

  it('filters, sorts and pages the master list in the database', async () => {
    const { accountId, masterId } = await organisation(api, 'Org Paging');
    const admin = await caller('admin-paging', accountId);
    for (let i = 0; i < 30; i++) {
      const res = await as(admin, 'POST', '/beneficiaries', {
        firstName: `Person${String(i).padStart(2, '0')}`,
        lastName: i % 3 === 0 ? 'Haddad' : 'Ivanova',
        gender: i % 2 ? 'M' : 'F',
        dob: `19${50 + i}-01-01`,
        numberOfFamilyMembers: i % 5,
      });
      expect(res.status).toBe(201);
    }
    const filter = {
      connector: 'AND',
      conditions: [
        { field: 'LAST_NAME', operator: 'CONTAINS', value: 'vano' },
        { field: 'GENDER', operator: 'EQUAL', value: 'F' },
        { field: 'DOB', operator: 'BETWEEN', values: ['1950-01-01', '1975-12-31'] },
      ],
    };
    const all: string[] = [];
    let after = '';
    for (;;) {
      const res = await as(admin, 'GET', beneficiariesQuery(masterId, filter, `&sort=NAME&first=3${after}`));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body as BeneficiaryPage;
      all.push(...page.items.map((b) => b.firstName));
      if (!page.hasNextPage) break;
      after = `&after=${encodeURIComponent(page.endCursor ?? '')}`;
    }
    // Ivanova, F (even i, not a multiple of 3), born 1950–1975 (i ≤ 25): i = 2, 4, 8, 10, 14, 16, 20, 22.
    expect(all).toEqual([2, 4, 8, 10, 14, 16, 20, 22].map((i) => `Person${String(i).padStart(2, '0')}`));
    const counted = await as(admin, 'GET', beneficiariesQuery(masterId, filter));
    expect(counted.body).toMatchObject({ totalCount: 8 });
    const family = await as(
      admin,
      'GET',
      beneficiariesQuery(
        masterId,
        { conditions: [{ field: 'CREATION_METHOD', operator: 'EQUAL', value: 'INTERNAL' }] },
        '&sort=CREATED_AT_OLDEST&first=1',
      ),
    );
    expect(family.body).toMatchObject({ totalCount: 30, items: [{ firstName: 'Person00' }] });
    const wrongSort = await as(admin, 'GET', beneficiariesQuery(masterId, undefined, '&sort=STATUS'));
    expect(wrongSort).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'sort' }] } });
    const lists = await as(
      admin,
      'GET',
      `/beneficiary-lists?sort=NAME&filter=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'LIST_TYPE', operator: 'EQUAL', value: 'MASTER' }] }))}`,
    );
    expect(lists.body).toMatchObject({
      totalCount: 1,
      items: [{ beneficiaryListId: masterId, numberOfMainBeneficiaries: 30 }],
    });
  });
});
