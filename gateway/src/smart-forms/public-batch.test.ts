// The public batch route against a stand-in API: a device's queue passed through unchanged (up to 10 MiB, ten times a
// single submission's limit), refused here past that, and limited per client as one request per batch.
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { PUBLIC_FORM_TOKEN, publicFormsGateways } from '../testing/public-forms.js';
import type { StubApi } from '../testing/stub-api.js';
import { PUBLIC_SUBMISSION_BATCHES_PER_MINUTE, PUBLIC_SUBMISSIONS_PER_MINUTE } from './public.js';

const setup = publicFormsGateways('gateway-secret-for-batch-tests');
const TOKEN = PUBLIC_FORM_TOKEN;
let gateway: RunningGateway;
let api: StubApi;
beforeAll(() => {
  ({ gateway, api } = setup());
});
const RESULTS = { results: [{ idempotencyKey: 'k'.repeat(16), outcome: 'CREATED', submissionId: 'sfs--1' }] };
const post = (base: string, body: string) =>
  fetch(`${base}/api/public/forms/${TOKEN}/submissions/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

beforeEach(() => {
  api.requests.length = 0;
  api.answer = () => ({ status: 200, body: RESULTS });
});

it('passes a batch through without sign-in, over a single submission’s 1 MiB, telling the API the client', async () => {
  const answers = { note: 'x'.repeat(1024 * 1024) };
  const body = JSON.stringify({ submissions: [{ idempotencyKey: 'k'.repeat(16), version: 1, answers }] });
  const sent = await post(gateway.url, body);
  expect(sent.status).toBe(200);
  expect(await sent.json()).toEqual(RESULTS);
  expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`POST /public/forms/${TOKEN}/submissions/batch`]);
  expect(api.requests[0]?.body).toBe(body);
  expect(api.requests[0]?.headers).toMatchObject({ 'x-gateway-secret': 'gateway-secret-for-batch-tests' });
  expect(api.requests[0]?.headers['x-forwarded-for']).toBeTruthy();
});

it('refuses a batch over 10 MiB itself, in the API’s words', async () => {
  const huge = await post(gateway.url, JSON.stringify({ submissions: [{ answers: { a: 'x'.repeat(11 << 20) } }] }));
  expect(huge.status).toBe(413);
  expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('10240 kB') });
  expect(api.requests).toEqual([]);
});

it('limits batches per client apart from single submissions, raised in proportion with them', async () => {
  // 4 submissions a minute give 2 batches a minute (the default 120 and 60 in the same ratio).
  const submissionsPerMinute = 4;
  const strict = await setup().startWith({ publicFormSubmissionsPerMinute: submissionsPerMinute });
  try {
    const expected = (submissionsPerMinute * PUBLIC_SUBMISSION_BATCHES_PER_MINUTE) / PUBLIC_SUBMISSIONS_PER_MINUTE;
    const statuses: number[] = [];
    for (let i = 0; i <= expected; i++) statuses.push((await post(strict.url, '{"submissions":[]}')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const single = await fetch(`${strict.url}/api/public/forms/${TOKEN}/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(single.status).toBe(200);
  } finally {
    await strict.close();
  }
});
