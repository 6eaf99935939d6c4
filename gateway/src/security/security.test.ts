// The web security headers on every answer, TRUST_PROXY, and the per-client limit of the public /log-error.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, type StartGatewayOptions, startGateway } from '../index.js';
import { type StubApi, startStubApi } from '../testing/stub-api.js';
import { contentSecurityPolicy, identityOrigin } from './headers.js';
import { parseTrustProxy } from './proxy.js';

let identity: TestIdentity;
let api: StubApi;
let accessToken: string;
let refreshToken: string;
const started: RunningGateway[] = [];

beforeAll(async () => {
  [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
  ({ accessToken, refreshToken } = (await identity.user('security@example.org')).tokens);
  api.answer = () => ({ status: 201, body: { reportId: 'rpt--1' } });
});

afterAll(async () => {
  await Promise.all(started.map((gateway) => gateway.close()));
  await api?.close();
  await identity?.stop();
});

async function gatewayWith(options: Partial<StartGatewayOptions> = {}): Promise<RunningGateway> {
  const gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
    ...options,
  });
  started.push(gateway);
  return gateway;
}

const report = (gateway: RunningGateway, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/log-error`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ message: 'boom', pathname: '/p' }),
  });

describe('security headers', () => {
  it('are on every answer: pages, JSON, errors', async () => {
    const gateway = await gatewayWith();
    for (const path of ['/health', '/api/config', '/nowhere']) {
      const response = await fetch(`${gateway.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain(`connect-src 'self' ${new URL(identity.config.endpoint ?? '').origin}`);
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const permissions = response.headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('camera=(self)');
      expect(permissions).toContain('microphone=()');
      expect(permissions).toContain('geolocation=()');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('let the web reach the identity service the browser uses: the public endpoint, else the real Cognito', () => {
    const identityConfig = { region: 'eu-central-1', userPoolId: 'p', clientId: 'c' };
    expect(identityOrigin({ identity: identityConfig })).toBe('https://cognito-idp.eu-central-1.amazonaws.com');
    expect(
      identityOrigin({
        identity: { ...identityConfig, endpoint: 'http://identity:9229' },
        publicIdentityEndpoint: 'http://localhost:9229/',
      }),
    ).toBe('http://localhost:9229');
    expect(contentSecurityPolicy({ identity: identityConfig })).toContain(
      "connect-src 'self' https://cognito-idp.eu-central-1.amazonaws.com;",
    );
  });
});

describe('TRUST_PROXY', () => {
  it('reads hops, addresses and subnets, and refuses "true" and anything else with a clear message', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8, fd00::/8')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY must be a number of hops.*got "true"/);
    expect(() => parseTrustProxy('1, proxy.example.org')).toThrow(/got "proxy.example.org"/);
  });

  it('with one trusted hop, X-Forwarded-Proto https marks the session cookies Secure', async () => {
    const body = JSON.stringify({ accessToken, refreshToken });
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' };
    const behindProxy = await gatewayWith({ trustProxy: 1 });
    const trusted = await fetch(`${behindProxy.url}/api/auth/set-cookies`, { method: 'POST', headers, body });
    expect(trusted.status).toBe(204);
    for (const cookie of trusted.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
    // Without TRUST_PROXY the header is anyone's to send, and is ignored.
    const direct = await gatewayWith();
    const ignored = await fetch(`${direct.url}/api/auth/set-cookies`, { method: 'POST', headers, body });
    expect(ignored.status).toBe(204);
    for (const cookie of ignored.headers.getSetCookie()) expect(cookie).not.toMatch(/Secure/);
  });
});

describe('POST /log-error, limited per client', () => {
  it('takes the first 10 of 30 quick reports, then answers 429 with Retry-After, without calling the API', async () => {
    const gateway = await gatewayWith();
    const before = api.requests.length;
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 30; i += 1) {
      const response = await report(gateway);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(429)]);
    expect(api.requests.length - before).toBe(10);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused?.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/at most 10 a minute/),
      requestId: expect.any(String),
    });
  });

  it('counts each client by its address as TRUST_PROXY resolves it', async () => {
    const behindProxy = await gatewayWith({ trustProxy: 1, logErrorRatePerMinute: 2 });
    const from = (address: string) => report(behindProxy, { 'X-Forwarded-For': address });
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(201);

    // Without a trusted proxy a forwarded address is not believed: a client cannot get a new budget by inventing one.
    const direct = await gatewayWith({ logErrorRatePerMinute: 2 });
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push((await report(direct, { 'X-Forwarded-For': address })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
