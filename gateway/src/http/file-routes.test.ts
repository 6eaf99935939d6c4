// The file route table as app.ts mounts it: every row reaches the API at its path, with the ids and the query string;
// ids that cannot be ids, other methods and the organisation named in a path are answered as each row says.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILE_ROUTES } from '../domains.js';
import { type RunningGateway, startGateway } from '../index.js';
import { type StubApi, startStubApi } from '../testing/stub-api.js';

let identity: TestIdentity;
let api: StubApi;
let gateway: RunningGateway;
let token: string;

beforeAll(async () => {
  [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
  gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
  });
  token = (await identity.user('file-routes@example.org')).tokens.accessToken;
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.stop();
});

beforeEach(() => {
  api.requests.length = 0;
  api.answer = () => ({ status: 200, body: { ok: true } });
});

const ask = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: method === 'POST' ? 'file bytes' : undefined,
  });

describe('file routes', () => {
  it('are the same-origin paths the web app and partners know, once each', () => {
    const rows = FILE_ROUTES.map((route) => `${[route.method].flat().join('+')} ${route.path} ${route.kind}`);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.sort()).toEqual([
      'GET /api/activity-logs/export.csv download',
      'GET /api/beneficiary-imports/:id/errors.csv download',
      'GET /api/beneficiary-imports/template.csv download',
      'GET /api/beneficiary-imports/template.xlsx download',
      'GET /api/beneficiary-lists/:id/export.csv download',
      'GET /api/beneficiary-lists/:id/export.xlsx download',
      'GET /api/distributions/:id/payment-instructions.csv download',
      'GET /api/distributions/:id/payment-instructions.xlsx download',
      'GET /api/files/:id/content download',
      'GET /api/me/profile-image image',
      'GET /api/organizations/:accountId/logo image',
      'GET /api/reconciliation/distributions/:id/families.csv download',
      'GET /api/reconciliation/imports/:id/result.csv download',
      'GET /api/reports/files/:id/download download',
      'GET /api/smart-forms/:id/xlsform.xlsx download',
      'GET+POST /api/distributions/:id/vouchers.pdf download',
      'POST /api/files upload',
      'POST /api/me/profile-image image',
      'POST /api/organization/logo image',
      'POST /api/smart-forms/xlsform upload',
    ]);
  });

  it('pass every row to the API at its path, with the path ids and the query string', async () => {
    for (const route of FILE_ROUTES) {
      for (const method of [route.method].flat()) {
        api.requests.length = 0;
        const path = route.path.replace(/:\w+/g, 'abc-123');
        const response = await ask(method, `${path}?sort=name`);
        expect(response.status, `${method} ${path}`).toBe(200);
        expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
          `${method} ${route.apiPath.replace(/:\w+/g, 'abc-123')}?sort=name`,
        ]);
      }
    }
  });

  it('answer a path id the API would refuse with the row’s 404, without a call', async () => {
    const cases = [
      ['/api/files/bad%20id/content', 'File not found'],
      ['/api/organizations/bad%20id/logo', 'No image'],
      ['/api/beneficiary-lists/bad%20id/export.csv', 'Beneficiary list not found'],
      ['/api/reconciliation/imports/bad%20id/result.csv', 'Not found'],
    ];
    for (const [path, message] of cases) {
      const response = await ask('GET', path ?? '');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message, code: 'NOT_FOUND' });
    }
    expect(api.requests).toEqual([]);
  });

  it('answer 405 with Allow to another method of a row that lists several, 404 to one of a single-method row', async () => {
    const listed = await ask('PUT', '/api/distributions/abc-123/vouchers.pdf');
    expect(listed.status).toBe(405);
    expect(listed.headers.get('allow')).toBe('GET, POST');
    expect((await ask('PUT', '/api/files/abc-123/content')).status).toBe(404);
    expect(api.requests).toEqual([]);
  });

  it('ask for the organisation the logo path names, whatever x-accountid came along', async () => {
    await ask('GET', '/api/organizations/acc-1/logo', { 'x-accountid': 'acc-2' });
    expect(api.requests[0]?.headers['x-accountid']).toBe('acc-1');
  });
});
