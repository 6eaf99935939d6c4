// HTTP-level tests of submissions: the public link (what it shows, what it refuses, idempotency, isolation between
// organisations), the staff route, duplicate candidates, review (accept, merge, reject) and auto-accept. One database
// (PostgreSQL when it answers, else PGlite): the SQL is plain and the public look-up's row-level security holds alike
// on both (the forms suite runs every backend).
import type { BeneficiaryJson } from '@aid/common/beneficiaries';
import type { SmartFormJson } from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeneficiaryPage, organisation } from '../../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { type Caller, callers } from '../../testing/programs.js';
import { definition, element } from '../../testing/smart-forms.js';
import { fileIdentity } from '../../testing/suite.js';
import type { SubmissionJson } from './model.js';

const backend = (await availableBackends()).at(-1);
const identity = fileIdentity();

const ELEMENTS = [
  element('first_name', 'TEXT', { required: true, target: { kind: 'BENEFICIARY', field: 'firstName' } }),
  element('last_name', 'TEXT', { required: true, target: { kind: 'BENEFICIARY', field: 'lastName' } }),
  element('birth', 'DATE', { target: { kind: 'BENEFICIARY', field: 'dob' } }),
  element('village', 'TEXT', { target: { kind: 'PROPERTY', property: 'village' } }),
  element('members', 'INTEGER', { constraint: '. <= 20' }),
];

let seq = 0;
const key = () => `key-${String(++seq).padStart(4, '0')}-abcdefghijkl`;
const amina = { first_name: 'Amina', last_name: 'Ali', birth: '1990-01-01', village: 'North', members: 4 };

describe.runIf(backend)('smart form submissions', () => {
  let api: TestApi;
  let orgA: string;
  let adminA: Caller;
  let adminB: Caller;
  let listId: string;
  let masterAmina: string;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}@submissions.test`,
  );

  /** A published form of A collecting into `listId`, with these settings. */
  async function publishedForm(name: string, settings: object = {}): Promise<SmartFormJson> {
    const created = await as(adminA, 'POST', '/smart-forms', {
      formName: name,
      targetListId: listId,
      definition: definition(ELEMENTS),
    });
    if (created.status !== 201) throw new Error(`form ${name}: ${created.status} ${JSON.stringify(created.body)}`);
    if (Object.keys(settings).length)
      await as(adminA, 'PATCH', `/smart-forms/${(created.body as SmartFormJson).smartFormId}`, settings);
    const published = await as(adminA, 'POST', `/smart-forms/${(created.body as SmartFormJson).smartFormId}/publish`);
    expect(published.status).toBe(200);
    return published.body as SmartFormJson;
  }
  const submit = (token: string | null, body: object) =>
    api.call('POST', `/public/forms/${token}/submissions`, { body: { version: 1, ...body } });
  const submissionsOf = async (formId: string) =>
    ((await as(adminA, 'GET', `/smart-forms/${formId}/submissions?first=50`)).body as { items: SubmissionJson[] })
      .items;
  const countRows = async () =>
    Number((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM smart_form_submissions'))[0]?.n);

  beforeAll(async () => {
    if (!backend) return;
    api = await startTestApi(backend, identity().config);
    ({ accountId: orgA } = await organisation(api, 'Forms A'));
    const { accountId: orgB } = await organisation(api, 'Forms B');
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    const list = await as(adminA, 'POST', '/beneficiary-lists', {
      listName: 'Registered',
      status: 'OPEN',
      propertyList: [{ key: 'village', label: 'Village', type: 'TEXT' }],
    });
    listId = (list.body as { beneficiaryListId: string }).beneficiaryListId;
    const person = await as(adminA, 'POST', '/beneficiaries', {
      firstName: 'Amina',
      lastName: 'Ali',
      dob: '1990-01-01',
    });
    masterAmina = (person.body as BeneficiaryJson).beneficiaryId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('shows the public form and nothing else of the organisation; unknown and closed links are 404', async () => {
    const form = await publishedForm('Public view', { description: 'Spring round', accessCode: 'sesame' });
    const res = await api.call('GET', `/public/forms/${form.publicToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      formName: 'Public view',
      description: 'Spring round',
      version: 1,
      definition: form.versions[0]?.definition,
      accessCodeRequired: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`${orgA}|${listId}|${form.smartFormId}|scrypt`));
    expect((await api.call('GET', '/public/forms/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await api.call('GET', '/public/forms/x')).status).toBe(404);
    await as(adminA, 'POST', `/smart-forms/${form.smartFormId}/close`);
    expect((await api.call('GET', `/public/forms/${form.publicToken}`)).status).toBe(404);
  });

  it('takes a valid submission as PENDING with its candidate; a replay is the same one, other answers 409', async () => {
    const form = await publishedForm('Registration');
    const idempotencyKey = key();
    const first = await submit(form.publicToken, {
      idempotencyKey,
      answers: amina,
      deviceTime: '2025-05-01T10:00:00+02:00',
    });
    expect(first).toMatchObject({
      status: 201,
      body: { submissionId: expect.stringMatching(/^sfs--/), status: 'PENDING' },
    });
    const [stored] = await submissionsOf(form.smartFormId);
    expect(stored).toMatchObject({
      submissionId: (first.body as SubmissionJson).submissionId,
      source: 'PUBLIC',
      version: 1,
      fields: { firstName: 'Amina', lastName: 'Ali', dob: '1990-01-01' },
      properties: { village: 'North' },
      candidates: [{ beneficiaryId: masterAmina, firstName: 'Amina', lastName: 'Ali', level: 'DUPLICATE' }],
      deviceTime: '2025-05-01T08:00:00.000Z',
    });
    const rows = await countRows();
    // Same key, same answers (keys in another order): the first submission again, nothing new.
    const replay = await submit(form.publicToken, { idempotencyKey, answers: { ...amina, first_name: 'Amina' } });
    expect(replay).toMatchObject({ status: 200, body: first.body });
    const other = await submit(form.publicToken, { idempotencyKey, answers: { ...amina, village: 'South' } });
    expect(other).toMatchObject({ status: 409, body: { code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await countRows()).toBe(rows);
  });

  it('refuses bad input with a clear error and saves nothing', async () => {
    const form = await publishedForm('Refusals', { accessCode: 'open-sesame' });
    const rows = await countRows();
    const send = (body: object) =>
      submit(form.publicToken, { idempotencyKey: key(), accessCode: 'open-sesame', ...body });
    expect(await send({ answers: { ...amina, members: 25 } })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'members', code: 'CONSTRAINT_FAILED' }] },
    });
    expect(await send({ answers: { ...amina, shoe_size: 42 } })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'shoe_size', code: 'UNKNOWN_FIELD' }] },
    });
    expect(await send({ answers: { last_name: 'Ali' } })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'first_name', code: 'REQUIRED' }] },
    });
    expect(await send({ version: 2, answers: amina })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'version' }] },
    });
    expect(await send({ idempotencyKey: 'short', answers: amina })).toMatchObject({ status: 422 });
    expect(await send({ accessCode: 'wrong', answers: amina })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await send({ accessCode: undefined, answers: amina })).toMatchObject({ status: 403 });
    const huge = JSON.stringify({
      idempotencyKey: key(),
      version: 1,
      answers: { village: 'x'.repeat(10 * 1024 * 1024) },
    });
    expect(await api.call('POST', `/public/forms/${form.publicToken}/submissions`, { rawBody: huge })).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await countRows()).toBe(rows);

    // The right code passes; once the form is closed, it takes nothing new (a replay still gets its answer).
    const idempotencyKey = key();
    expect((await send({ idempotencyKey, answers: amina })).status).toBe(201);
    await as(adminA, 'POST', `/smart-forms/${form.smartFormId}/close`);
    expect(await send({ answers: amina })).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect((await send({ idempotencyKey, answers: amina })).status).toBe(200);
    // A form that has been filled is closed, never deleted.
    expect((await as(adminA, 'DELETE', `/smart-forms/${form.smartFormId}`)).status).toBe(409);
  });

  it("never lets organisation B reach organisation A's form, and A's link writes in A only", async () => {
    const form = await publishedForm('Isolation');
    const body = { idempotencyKey: key(), version: 1, answers: amina };
    expect((await as(adminB, 'POST', `/smart-forms/${form.smartFormId}/submissions`, body)).status).toBe(404);
    expect((await as(adminB, 'GET', `/smart-forms/${form.smartFormId}/submissions`)).status).toBe(404);
    const made = await submit(form.publicToken, body);
    expect(made.status).toBe(201);
    const sid = (made.body as SubmissionJson).submissionId;
    expect((await as(adminB, 'POST', `/smart-forms/${form.smartFormId}/submissions/${sid}/accept`)).status).toBe(404);
    const [row] = await api.db.query<{ account_id: string }>(
      'SELECT account_id FROM smart_form_submissions WHERE submission_id = $1',
      [sid],
    );
    expect(row?.account_id).toBe(orgA);
  });

  it('accepts a submission into the master and target lists as E-F, once; merges and rejects', async () => {
    const form = await publishedForm('Review');
    const sent = async (answers: object) =>
      ((await submit(form.publicToken, { idempotencyKey: key(), answers })).body as SubmissionJson).submissionId;
    const toAccept = await sent({ first_name: 'Zainab', last_name: 'Omar', birth: '1985-03-04', village: 'East' });
    const toMerge = await sent(amina);
    const toReject = await sent({ first_name: 'Test', last_name: 'Entry' });
    const decide = (sid: string, what: string, body?: object) =>
      as(adminA, 'POST', `/smart-forms/${form.smartFormId}/submissions/${sid}/${what}`, body, '/smart-forms/review');

    const accepted = await decide(toAccept, 'accept');
    expect(accepted).toMatchObject({ status: 200, body: { status: 'ACCEPTED', decidedBy: adminA.userId } });
    const personId = (accepted.body as SubmissionJson).beneficiaryId;
    expect((await decide(toAccept, 'accept')).status).toBe(409);
    expect((await decide(toAccept, 'reject', { reason: 'late' })).status).toBe(409);
    const members = (await as(adminA, 'GET', `/beneficiary-lists/${listId}/beneficiaries?first=100`))
      .body as BeneficiaryPage;
    expect(members.items.find((b) => b.beneficiaryId === personId)).toMatchObject({
      firstName: 'Zainab',
      lastName: 'Omar',
      dob: '1985-03-04',
      creationMethod: 'EXTERNAL_FORM',
    });
    const master = await as(adminA, 'GET', `/beneficiaries/${personId}`);
    expect(master).toMatchObject({ status: 200, body: { creationMethod: 'EXTERNAL_FORM' } });
    const [membership] = await api.db.query<{ properties: unknown }>(
      'SELECT properties FROM beneficiary_list_members WHERE beneficiary_list_id = $1 AND beneficiary_id = $2',
      [listId, personId],
    );
    expect(membership?.properties).toEqual({ village: 'East' });

    expect(await decide(toMerge, 'merge', { beneficiaryId: 'ben--nobody' })).toMatchObject({ status: 422 });
    const merged = await decide(toMerge, 'merge', { beneficiaryId: masterAmina });
    expect(merged).toMatchObject({ status: 200, body: { status: 'MERGED', beneficiaryId: masterAmina } });
    const list = await as(adminA, 'GET', `/beneficiary-lists/${listId}/beneficiaries?first=100`);
    expect((list.body as BeneficiaryPage).items.map((b) => b.beneficiaryId)).toContain(masterAmina);

    expect((await decide(toReject, 'reject', { reason: '  ' })).status).toBe(422);
    expect(await decide(toReject, 'reject', { reason: 'A test entry' })).toMatchObject({
      status: 200,
      body: { status: 'REJECTED', reason: 'A test entry', beneficiaryId: null },
    });
    const pending = await as(adminA, 'GET', `/smart-forms/${form.smartFormId}/submissions?status=PENDING`);
    expect((pending.body as { items: unknown[] }).items).toEqual([]);
    const logs = await api.db.query<{ changes: Record<string, { to: unknown }>; site_path: string }>(
      `SELECT changes, site_path FROM activity_logs WHERE object_id = $1 AND changes ? 'submissionStatus'`,
      [form.smartFormId],
    );
    expect(logs.map((l) => l.changes.submissionStatus?.to).sort()).toEqual(['ACCEPTED', 'MERGED', 'REJECTED']);
  });

  it('auto-accepts when no duplicate is found, and leaves a possible duplicate for review; staff submit too', async () => {
    const form = await publishedForm('Auto', { autoAccept: true });
    const fresh = await submit(form.publicToken, {
      idempotencyKey: key(),
      answers: { first_name: 'Yusuf', last_name: 'Haddad', birth: '1979-07-07' },
    });
    expect(fresh).toMatchObject({ status: 201, body: { status: 'ACCEPTED' } });
    const [auto] = (await submissionsOf(form.smartFormId)).filter((s) => s.status === 'ACCEPTED');
    expect(auto).toMatchObject({ decidedBy: null, beneficiaryId: expect.stringMatching(/^ben--/) });
    const duplicate = await submit(form.publicToken, { idempotencyKey: key(), answers: amina });
    expect(duplicate).toMatchObject({ status: 201, body: { status: 'PENDING' } });

    const staff = await as(adminA, 'POST', `/smart-forms/${form.smartFormId}/submissions`, {
      idempotencyKey: key(),
      version: 1,
      answers: { ...amina, first_name: 'Aminata' },
    });
    expect(staff).toMatchObject({ status: 201, body: { status: 'PENDING' } });
    const mine = (await submissionsOf(form.smartFormId)).find((s) => s.source === 'STAFF');
    expect(mine).toMatchObject({ submittedBy: adminA.userId, candidates: [{ beneficiaryId: masterAmina }] });
  });
});
