// The public form routes against a stand-in API: passed through without sign-in (the client's address told with the
// shared secret), answered unchanged, refused before the API when too large, too frequent or on a hidden host.
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { PUBLIC_FORM_TOKEN, publicFormsGateways } from '../testing/public-forms.js';
import type { StubApi } from '../testing/stub-api.js';
import { PUBLIC_FORM_READS_PER_MINUTE } from './public.js';

const setup = publicFormsGateways('gateway-secret-for-form-tests');
const TOKEN = PUBLIC_FORM_TOKEN;
let gateway: RunningGateway;
let hidden: RunningGateway;
let api: StubApi;
beforeAll(() => {
  ({ gateway, api, hidden } = setup());
});

beforeEach(() => {
  api.requests.length = 0;
  api.answer = (req) =>
    req.method === 'GET'
      ? { status: 200, body: { formName: 'Registration' } }
      : { status: 201, body: { submissionId: 'sfs--1', status: 'PENDING' } };
});

it('passes the form and a submission through without sign-in, telling the API who the client is', async () => {
  const form = await fetch(`${gateway.url}/api/public/forms/${TOKEN}`);
  expect(form.status).toBe(200);
  expect(await form.json()).toEqual({ formName: 'Registration' });
  const body = JSON.stringify({ idempotencyKey: 'k'.repeat(16), version: 1, answers: { name: 'Amina' } });
  const sent = await fetch(`${gateway.url}/api/public/forms/${TOKEN}/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-forwarded' },
    body,
  });
  expect(sent.status).toBe(201);
  expect(await sent.json()).toEqual({ submissionId: 'sfs--1', status: 'PENDING' });
  expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    `GET /public/forms/${TOKEN}`,
    `POST /public/forms/${TOKEN}/submissions`,
  ]);
  const [, post] = api.requests;
  expect(post?.body).toBe(body);
  expect(post?.headers).toMatchObject({ 'x-gateway-secret': 'gateway-secret-for-form-tests' });
  expect(post?.headers['x-forwarded-for']).toBeTruthy();
  expect(post?.headers.authorization).toBeUndefined();
});

it('refuses a body over 1 MB itself, and answers 404 on a host where smart forms are hidden', async () => {
  const huge = await fetch(`${gateway.url}/api/public/forms/${TOKEN}/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ answers: { a: 'x'.repeat(10 * 1024 * 1024) } }),
  });
  expect(huge.status).toBe(413);
  expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  expect((await fetch(`${hidden.url}/api/public/forms/${TOKEN}`)).status).toBe(404);
  expect(api.requests).toEqual([]);
});

it('stops a client that reads too often, with Retry-After', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= PUBLIC_FORM_READS_PER_MINUTE; i++) {
    statuses.push((await fetch(`${gateway.url}/api/public/forms/${TOKEN}`)).status);
  }
  // The first test read once already in this minute.
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
  const refused = await fetch(`${gateway.url}/api/public/forms/${TOKEN}`);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBeTruthy();
});

it('takes its submission limit from publicFormSubmissionsPerMinute (PUBLIC_FORM_SUBMISSIONS_PER_MINUTE)', async () => {
  const strict = await setup().startWith({ publicFormSubmissionsPerMinute: 2 });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${strict.url}/api/public/forms/${TOKEN}/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idempotencyKey: `limit-${i}-abcdefghijklmnop`, version: 1, answers: {} }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  } finally {
    await strict.close();
  }
});
