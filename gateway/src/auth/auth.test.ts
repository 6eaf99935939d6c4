// HTTP-level: every kind of bad token is refused with 401 UNAUTHENTICATED before anything runs.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { refusalIn } from '@aid/common/refusals';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningGateway, startGateway } from '../index.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StubApi, startStubApi } from '../testing/stub-api.js';

let identity: TestIdentity;
let gateway: RunningGateway;
let tokens: Awaited<ReturnType<TestIdentity['user']>>['tokens'];
let api: StubApi;

beforeAll(async () => {
  identity = await startTestIdentity();
  // No REST call may happen for a refused token: a stand-in API counts calls (and fails them).
  api = await startStubApi();
  gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
  });
  tokens = (await identity.user('auth-test@example.org')).tokens;
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

const ME = '{ me { user { email } } }';

async function expectRefused(token: string | undefined, headers?: Record<string, string>) {
  const before = api.requests.length;
  const response = await graphql(gateway.url, ME, { token, headers });
  expect(response.status).toBe(401);
  expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
  expect(response.body.data).toBeUndefined();
  expect(api.requests.length).toBe(before);
  return response;
}

describe('authentication', () => {
  it('refuses a request without a token', async () => {
    const response = await expectRefused(undefined);
    expect(response.body.errors?.[0]?.message).toMatch(/Authorization: Bearer/);
  });

  it('words its refusals by key, so a French member reads them in French', async () => {
    const missing = await expectRefused(undefined);
    expect(missing.body.errors?.[0]?.extensions?.messageKey).toBe('auth.missingToken');
    expect(refusalIn('fr', 'auth.missingToken')).toBe(
      "Connectez-vous d'abord : envoyez un jeton d’accès sous la forme « Authorization: Bearer <jeton> ».",
    );
    const tampered = await expectRefused(`${tokens.accessToken}x`);
    expect(tampered.body.errors?.[0]?.extensions?.messageKey).toBe('auth.sessionExpired');
    expect(refusalIn('fr', 'auth.sessionExpired')).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it('refuses a malformed token and a non-bearer header', async () => {
    await expectRefused('not-a-jwt');
    await expectRefused(undefined, { Authorization: `Basic ${tokens.accessToken}` });
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = tokens.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    await expectRefused(`${header}.${forged}.${signature}`);
  });

  it('refuses an expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    await expectRefused(tokens.accessToken);
  });

  it('remembers a verified token only while it is valid, and only those exact bytes', async () => {
    const verifier = createAccessTokenVerifier(identity.config);
    const accepted = await verifier.verify(tokens.accessToken);
    expect(await verifier.verify(tokens.accessToken)).toEqual(accepted);
    const [header, payload, signature] = tokens.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    await expect(verifier.verify(`${header}.${forged}.${signature}`)).rejects.toThrow();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    await expect(verifier.verify(tokens.accessToken)).rejects.toThrow();
  });

  it('refuses a token of another app client', async () => {
    const other = await identity.otherClientTokens('auth-test@example.org');
    await expectRefused(other.accessToken);
  });

  it('refuses an ID token where an access token is due', async () => {
    await expectRefused(tokens.idToken);
  });

  it('lets a valid token through to the resolvers', async () => {
    const response = await graphql(gateway.url, ME, { token: tokens.accessToken });
    // The stand-in API fails, which proves the request got past authentication; details stay hidden.
    expect(response.status).toBe(200);
    expect(errorCodes(response)).toEqual(['INTERNAL']);
    expect(JSON.stringify(response.body)).not.toMatch(/stack|500/i);
  });
});
