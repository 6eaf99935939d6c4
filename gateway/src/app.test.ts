// HTTP-level: the gateway's own routes (cookies, config, crash reports, the web app) and its GraphQL guards.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from './index.js';
import { errorCodes, graphql } from './testing/graphql.js';
import { type StubApi, startStubApi } from './testing/stub-api.js';

let identity: TestIdentity;
let api: StubApi;
let gateway: RunningGateway;
let webDist: string;
let accessToken: string;
let refreshToken: string;

beforeAll(async () => {
  [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
  webDist = mkdtempSync(join(tmpdir(), 'aid-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Aid</title>');
  writeFileSync(join(webDist, 'graphiql.html'), '<!doctype html><title>GraphQL IDE</title>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
    webDist,
    maxDepth: 5,
  });
  ({ accessToken, refreshToken } = (await identity.user('app-test@example.org')).tokens);
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.stop();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('session cookies', () => {
  it('sets httpOnly SameSite=Strict cookies for a valid access token', async () => {
    const response = await post('/api/auth/set-cookies', { accessToken, refreshToken });
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Max-Age=\d+/);
      expect(cookie).not.toMatch(/Secure/);
    }
    expect(cookies[0]).toMatch(new RegExp(`^accessToken=${accessToken};`));
    expect(cookies[1]).toMatch(/^refreshToken=/);
  });

  it('refuses an invalid access token and sets nothing', async () => {
    const response = await post('/api/auth/set-cookies', { accessToken: `${accessToken}x`, refreshToken });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a body without tokens, and a form post', async () => {
    expect((await post('/api/auth/set-cookies', { accessToken })).status).toBe(400);
    const form = await fetch(`${gateway.url}/api/auth/set-cookies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `accessToken=${accessToken}&refreshToken=x`,
    });
    expect(form.status).toBe(400);
    expect(form.headers.getSetCookie()).toEqual([]);
  });

  it('clears both cookies', async () => {
    const response = await post('/api/auth/clear-cookies', undefined);
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['accessToken', 'refreshToken']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
    }
  });

  it('marks cookies Secure when asked to', async () => {
    const secure = await startGateway({
      apiUrl: api.url,
      identity: identity.config,
      verifier: createAccessTokenVerifier(identity.config),
      secureCookies: true,
    });
    try {
      const response = await fetch(`${secure.url}/api/auth/set-cookies`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessToken, refreshToken }),
      });
      expect(response.status).toBe(204);
      for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('public routes', () => {
  it('GET /api/config gives the web its identity settings', async () => {
    const response = await fetch(`${gateway.url}/api/config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      identity: {
        region: 'eu-central-1',
        userPoolId: identity.config.userPoolId,
        clientId: identity.config.clientId,
        endpoint: identity.config.endpoint,
      },
      partnerApi: null,
    });
  });

  it('GET /api/config tells the web the staging partner API, which the page may then reach (spec §7)', async () => {
    const partnerApi = { hostMarker: 'partner', url: 'https://staging-partner.example.org/graphql' };
    const withPartner = await startGateway({
      apiUrl: api.url,
      identity: identity.config,
      verifier: createAccessTokenVerifier(identity.config),
      partnerApi,
    });
    try {
      const response = await fetch(`${withPartner.url}/api/config`);
      expect(((await response.json()) as { partnerApi: unknown }).partnerApi).toEqual(partnerApi);
      expect(response.headers.get('content-security-policy')).toMatch(
        /connect-src 'self' \S+ https:\/\/staging-partner\.example\.org;/,
      );
    } finally {
      await withPartner.close();
    }
  });

  it('GET /health answers without x-powered-by', async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('POST /log-error is passed on with its headers, and the answer comes back', async () => {
    api.answer = () => ({ status: 201, body: { reportId: 'rpt--1' } });
    const report = { message: 'boom', stack: 'at x', componentStack: '', url: 'http://x/p', pathname: '/p' };
    const response = await post('/log-error', report, { Authorization: 'Bearer abc', 'x-sitepath': '/programs' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ reportId: 'rpt--1' });
    const forwarded = api.requests.at(-1);
    expect(forwarded?.url).toBe('/log-error');
    expect(forwarded?.headers.authorization).toBe('Bearer abc');
    expect(forwarded?.headers['x-sitepath']).toBe('/programs');
    expect(JSON.parse(forwarded?.body ?? '')).toEqual(report);

    api.answer = () => ({ status: 422, body: { message: 'message is required', code: 'VALIDATION_FAILED' } });
    const refused = await post('/log-error', {});
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(api.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe('web app', () => {
  it('serves files and index.html for page routes, never for /graphql or /api', async () => {
    const asset = await fetch(`${gateway.url}/assets/app-1234.js`);
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);

    const page = await fetch(`${gateway.url}/programs/prg--1`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<title>Aid<\/title>/);

    const json = await fetch(`${gateway.url}/programs/prg--1`, { headers: { Accept: 'application/json' } });
    expect(json.status).toBe(404);
    for (const path of ['/api/unknown', '/graphql']) {
      const response = await fetch(`${gateway.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(await response.text()).not.toMatch(/<title>Aid/);
    }
  });

  it('serves the GraphQL IDE page at /graphiql', async () => {
    const page = await fetch(`${gateway.url}/graphiql`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<title>GraphQL IDE<\/title>/);
  });
});

describe('GraphQL guards', () => {
  it('refuses a POST that is not JSON (CSRF prevention)', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query: '{ me { currentAccountId } }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a GET query without a preflight header (CSRF prevention)', async () => {
    const query = encodeURIComponent('{ me { currentAccountId } }');
    const response = await fetch(`${gateway.url}/graphql?query=${query}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(400);
  });

  it('has no landing page and no CDN asset', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { Accept: 'text/html' } });
    const text = await response.text();
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    expect(text).not.toMatch(/cdn|<script/i);
  });

  it('refuses a query nested too deep with 400', async () => {
    // No path in today's schema is deeper than 6, so this gateway runs with a limit of 5 (8 by default).
    const fine = await graphql(gateway.url, '{ me { memberships { roles { permissions { section } } } } }', {
      token: accessToken,
    });
    expect(fine.status).toBe(200);
    const deep = await graphql(
      gateway.url,
      '{ me { ...M } } fragment M on Me { memberships { roles { permissions { access { objectIds } } } } }',
      { token: accessToken },
    );
    expect(deep.status).toBe(400);
    expect(errorCodes(deep)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(deep.body.errors?.[0]?.message).toBe('The query is nested 6 levels deep; at most 5 are allowed.');
  });

  it('refuses a query that costs too much with 400 and says why', async () => {
    const pages = Array.from(
      { length: 7 },
      (_, i) =>
        `p${i}: programs(first: 100) { edges { node { programId programName createdBy { email } updatedBy { email } } } }`,
    );
    const response = await graphql(gateway.url, `{ ${pages.join(' ')} }`, { token: accessToken });
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(response.body.errors?.[0]?.message).toMatch(/at most 5000/);
  });

  it("passes the caller's token and headers on to the API, and acts in the account /me picks", async () => {
    const accountId = 'acc--picked';
    api.requests.length = 0;
    api.answer = (request) =>
      request.url.startsWith('/me')
        ? {
            status: 200,
            body: {
              user: { userId: 'usr--1', email: 'app-test@example.org', firstName: null, lastName: null },
              currentAccountId: accountId,
              permissions: { PROGRAMS: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } },
            },
          }
        : {
            status: 200,
            body: {
              items: [],
              cursors: [],
              totalCount: 0,
              startCursor: null,
              endCursor: null,
              hasNextPage: false,
              hasPreviousPage: false,
            },
          };
    const response = await graphql(gateway.url, '{ programs(first: 5) { totalCount } }', {
      token: accessToken,
      headers: { 'x-sitepath': '/programs?page=2' },
    });
    expect(response.body).toMatchObject({ data: { programs: { totalCount: 0 } } });
    const [me, list] = api.requests;
    expect(me?.url).toBe('/me');
    expect(me?.headers['x-accountid']).toBeUndefined();
    // totalCount is selected, so the API counts.
    expect(list?.url).toBe('/programs?first=5&sort=CREATED_AT_NEWEST&count=true');
    // One request id, answered to the caller and carried on to every REST call.
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (const request of [me, list]) {
      expect(request?.headers).toMatchObject({
        authorization: `Bearer ${accessToken}`,
        'x-sitepath': '/programs?page=2',
        'x-request-id': requestId,
        accept: 'application/json',
        'content-type': 'application/json',
      });
    }
    expect(list?.headers['x-accountid']).toBe(accountId);
    // Counting REST calls is off unless asked for.
    expect(response.headers.get('x-rest-calls')).toBeNull();
    expect(response.body.extensions).toBeUndefined();
  });

  it('never sends stack traces', async () => {
    api.answer = () => ({ status: 500, body: { message: 'secret internals', stack: 'at db.ts:1' } });
    const response = await graphql(gateway.url, '{ me { currentAccountId } }', { token: accessToken });
    expect(errorCodes(response)).toEqual(['INTERNAL']);
    expect(JSON.stringify(response.body)).not.toMatch(/stacktrace|secret|db\.ts/);
  });
});
