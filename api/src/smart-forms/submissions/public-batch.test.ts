// The public link's batch route (a device's queue sent at once) and the one-transaction public submission: good items
// saved beside refused ones, replays, the batch's own limits, the access code, and the token look-up remembered for a
// few seconds without letting a changed access code through.
import type { SmartFormJson } from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { type Caller, callers } from '../../testing/programs.js';
import { definition, element } from '../../testing/smart-forms.js';
import { fileIdentity } from '../../testing/suite.js';
import type { SubmissionBatchResult } from './model.js';
import { PUBLIC_SUBMISSION_BATCHES_PER_MINUTE } from './public-batch.js';

const backend = (await availableBackends()).at(-1);
const identity = fileIdentity();

const ELEMENTS = [
  element('first_name', 'TEXT', { required: true, target: { kind: 'BENEFICIARY', field: 'firstName' } }),
  element('last_name', 'TEXT', { required: true, target: { kind: 'BENEFICIARY', field: 'lastName' } }),
  element('members', 'INTEGER', { constraint: '. <= 20' }),
];

let seq = 0;
const key = () => `batch-${String(++seq).padStart(4, '0')}-abcdefghijkl`;
const person = (first: string) => ({ first_name: first, last_name: 'Batch', members: 3 });

describe.runIf(backend)('public submission batches', () => {
  let api: TestApi;
  let admin: Caller;
  let listId: string;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}@public-batch.test`,
  );

  async function publishedForm(name: string, settings: object = {}): Promise<SmartFormJson> {
    const created = await as(admin, 'POST', '/smart-forms', {
      formName: name,
      targetListId: listId,
      definition: definition(ELEMENTS),
    });
    const formId = (created.body as SmartFormJson).smartFormId;
    if (Object.keys(settings).length) await as(admin, 'PATCH', `/smart-forms/${formId}`, settings);
    return (await as(admin, 'POST', `/smart-forms/${formId}/publish`)).body as SmartFormJson;
  }
  const batch = (token: string | null, body: object) =>
    api.call('POST', `/public/forms/${token}/submissions/batch`, { body });
  const item = (answers: object, extra: object = {}) => ({ idempotencyKey: key(), version: 1, answers, ...extra });
  const rowsOf = async (formId: string) =>
    Number(
      (
        await api.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM smart_form_submissions WHERE smart_form_id = $1',
          [formId],
        )
      )[0]?.n,
    );

  beforeAll(async () => {
    if (!backend) return;
    api = await startTestApi(backend, identity().config);
    const { accountId } = await organisation(api, 'Batches');
    admin = await caller('admin', accountId);
    const list = await as(admin, 'POST', '/beneficiary-lists', { listName: 'Registered', status: 'OPEN' });
    listId = (list.body as { beneficiaryListId: string }).beneficiaryListId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('saves the good items beside the refused ones, in order; a replay answers REPLAYED with the first id', async () => {
    const form = await publishedForm('Batch');
    const first = item(person('Amina'));
    const made = await batch(form.publicToken, { submissions: [first] });
    expect(made).toMatchObject({ status: 200, body: { results: [{ outcome: 'CREATED', status: 'PENDING' }] } });
    const firstId = (made.body as { results: SubmissionBatchResult[] }).results[0]?.submissionId;
    expect(firstId).toMatch(/^sfs--/);

    const good = item(person('Zainab'));
    const broken = item({ ...person('Omar'), members: 25 });
    const reused = { ...first, answers: person('Someone else') };
    const res = await batch(form.publicToken, {
      submissions: [
        good,
        broken,
        first,
        reused,
        item({ last_name: 'Nameless' }),
        // Refused after its row was written (the invitation is checked then): its savepoint undoes the row.
        item(person('Invited'), { invitation: 'no-such-invitation' }),
        item(person('Yusuf')),
      ],
    });
    expect(res.status).toBe(200);
    const { results } = res.body as { results: SubmissionBatchResult[] };
    expect(results.map((r) => [r.idempotencyKey, r.outcome])).toEqual([
      [good.idempotencyKey, 'CREATED'],
      [broken.idempotencyKey, 'REFUSED'],
      [first.idempotencyKey, 'REPLAYED'],
      [reused.idempotencyKey, 'REFUSED'],
      [expect.any(String), 'REFUSED'],
      [expect.any(String), 'REFUSED'],
      [expect.any(String), 'CREATED'],
    ]);
    expect(results[5]?.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(results[1]?.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'members', code: 'CONSTRAINT_FAILED' }],
    });
    expect(results[2]).toMatchObject({ submissionId: firstId, status: 'PENDING' });
    expect(results[3]?.error).toMatchObject({ code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_REUSED' });
    expect(results[4]?.error).toMatchObject({ fieldErrors: [{ field: 'first_name', code: 'REQUIRED' }] });
    // The first, Zainab and Yusuf: a refused item saved nothing and lost nothing of the others.
    expect(await rowsOf(form.smartFormId)).toBe(3);
    const [stored] = await api.db.query<{ answers: { first_name: string } }>(
      'SELECT answers FROM smart_form_submissions WHERE submission_id = $1',
      [results[6]?.submissionId ?? ''],
    );
    expect(stored?.answers.first_name).toBe('Yusuf');
  });

  it('refuses a batch over 100 items or empty (422), an unknown link (404) and a wrong access code (403)', async () => {
    const form = await publishedForm('Batch limits', { accessCode: 'open-sesame' });
    const many = Array.from({ length: 101 }, () => item(person('Many')));
    expect(await batch(form.publicToken, { accessCode: 'open-sesame', submissions: many })).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect((await batch(form.publicToken, { accessCode: 'open-sesame', submissions: [] })).status).toBe(422);
    expect((await batch(form.publicToken, { accessCode: 'open-sesame', submissions: {} })).status).toBe(422);
    expect((await batch('AAAAAAAAAAAAAAAAAAAAAA', { submissions: [item(person('Nobody'))] })).status).toBe(404);
    const one = [item(person('Coded'))];
    expect(await batch(form.publicToken, { accessCode: 'wrong', submissions: one })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect((await batch(form.publicToken, { submissions: one })).status).toBe(403);
    expect(await rowsOf(form.smartFormId)).toBe(0);
    const hundred = Array.from({ length: 100 }, () => item(person('Hundred')));
    const res = await batch(form.publicToken, { accessCode: 'open-sesame', submissions: hundred });
    expect(res.status).toBe(200);
    // Taken in several transactions side by side, answered in the order sent.
    const results = (res.body as { results: SubmissionBatchResult[] }).results;
    expect(results.map((r) => r.idempotencyKey)).toEqual(hundred.map((h) => h.idempotencyKey));
    expect(results.every((r) => r.outcome === 'CREATED')).toBe(true);
    expect(await rowsOf(form.smartFormId)).toBe(100);
  });

  it('opens one transaction per public submission once the link is known', async () => {
    const form = await publishedForm('One transaction');
    const original = api.db.transaction.bind(api.db);
    let transactions = 0;
    api.db.transaction = (fn, settings) => {
      transactions += 1;
      return original(fn, settings);
    };
    try {
      const send = () =>
        api.call('POST', `/public/forms/${form.publicToken}/submissions`, { body: item(person('Once')) });
      expect((await send()).status).toBe(201);
      // The first look-up of the token is a transaction of its own; it is remembered afterwards.
      expect(transactions).toBe(2);
      transactions = 0;
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      expect(transactions).toBe(2);
    } finally {
      api.db.transaction = original;
    }
  });

  it('lets a changed access code take effect at once, although the link is remembered', async () => {
    const form = await publishedForm('Changing code', { accessCode: 'first-code' });
    const send = (accessCode: string) =>
      api.call('POST', `/public/forms/${form.publicToken}/submissions`, {
        body: item(person('Code'), { accessCode }),
      });
    expect((await send('first-code')).status).toBe(201);
    await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, { accessCode: 'second-code' });
    expect((await send('first-code')).status).toBe(403);
    expect((await batch(form.publicToken, { accessCode: 'first-code', submissions: [item(person('B'))] })).status).toBe(
      403,
    );
    expect((await send('second-code')).status).toBe(201);
    expect((await send('first-code')).status).toBe(403);
    expect(await rowsOf(form.smartFormId)).toBe(2);
  });

  it('counts a batch as one request against its own limit per client', async () => {
    // The batches above count too: the limit is reached within the minute's allowance, whatever they were.
    const one = { submissions: [item(person('Limited'))] };
    let sent = 0;
    let answer = await batch('BBBBBBBBBBBBBBBBBBBBBB', one);
    while (answer.status === 404 && sent < PUBLIC_SUBMISSION_BATCHES_PER_MINUTE) {
      sent += 1;
      answer = await batch('BBBBBBBBBBBBBBBBBBBBBB', one);
    }
    expect(answer).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(answer.headers.get('retry-after')).toBeTruthy();
    expect(sent).toBeGreaterThan(PUBLIC_SUBMISSION_BATCHES_PER_MINUTE / 2);
    // Single submissions have a limit of their own, untouched by the batches.
    const single = await api.call('POST', '/public/forms/BBBBBBBBBBBBBBBBBBBBBB/submissions', {
      body: item(person('Single')),
    });
    expect(single.status).toBe(404);
  });
});
