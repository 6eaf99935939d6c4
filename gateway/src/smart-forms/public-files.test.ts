// The public upload route against a stand-in API: the raw image passed through without sign-in, with its type and
// the access code, the client's address told with the shared secret; over 2 MiB refused before the API.
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { PUBLIC_FORM_TOKEN, publicFormsGateways } from '../testing/public-forms.js';
import type { StubApi } from '../testing/stub-api.js';

const setup = publicFormsGateways('gateway-secret-for-upload-tests');
const TOKEN = PUBLIC_FORM_TOKEN;
let gateway: RunningGateway;
let hidden: RunningGateway;
let api: StubApi;
beforeAll(() => {
  ({ gateway, api, hidden } = setup());
});
const url = (base: string) => `${base}/api/public/forms/${TOKEN}/files`;

beforeEach(() => {
  api.requests.length = 0;
  api.answer = () => ({ status: 201, body: { fileId: 'fil--1' } });
});

it('passes the image through as it is, with its type and the access code, without sign-in', async () => {
  const body = Buffer.from('image bytes, as the phone made them');
  const sent = await fetch(url(gateway.url), {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', 'x-access-code': 'sesame', Authorization: 'Bearer not-forwarded' },
    body,
  });
  expect(sent.status).toBe(201);
  expect(await sent.json()).toEqual({ fileId: 'fil--1' });
  const [request] = api.requests;
  expect(request).toMatchObject({ method: 'POST', url: `/public/forms/${TOKEN}/files`, body: body.toString() });
  expect(request?.headers).toMatchObject({
    'content-type': 'image/jpeg',
    'x-access-code': 'sesame',
    'x-gateway-secret': 'gateway-secret-for-upload-tests',
  });
  expect(request?.headers['x-forwarded-for']).toBeTruthy();
  expect(request?.headers.authorization).toBeUndefined();
});

it("answers the API's refusal unchanged", async () => {
  api.answer = () => ({ status: 422, body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'file' }] } });
  const sent = await fetch(url(gateway.url), { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: 'x' });
  expect(sent.status).toBe(422);
  expect(await sent.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
});

it('refuses over 2 MiB itself, and answers 404 on a host where smart forms are hidden', async () => {
  const huge = await fetch(url(gateway.url), {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg' },
    body: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
  });
  expect(huge.status).toBe(413);
  expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  const elsewhere = await fetch(url(hidden.url), { method: 'POST', body: 'x' });
  expect(elsewhere.status).toBe(404);
  expect(api.requests).toEqual([]);
});
