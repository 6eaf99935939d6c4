// The session cookies' refresh token: only one shaped like the identity service's is stored, and signing out
// revokes it at the identity service (a real cognito-local), so a copy of it can no longer refresh.
import { createAccessTokenVerifier, identityEndpoint } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.js';
import { type StubApi, startStubApi } from '../testing/stub-api.js';
import { looksLikeRefreshToken, REFRESH_TOKEN_MAX_LENGTH } from './cookies.js';

let identity: TestIdentity;
let api: StubApi;
let gateway: RunningGateway;

beforeAll(async () => {
  [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
  gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
  });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.stop();
});

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The shape of a Cognito refresh token: a JWE, five base64url parts (the payload is encrypted). */
const cognitoLike = [
  part({ cty: 'JWT', enc: 'A256GCM', alg: 'RSA-OAEP' }),
  'a'.repeat(342),
  'b'.repeat(22),
  'c'.repeat(1400),
  'd'.repeat(22),
].join('.');

/** REFRESH_TOKEN_AUTH at the emulator, as the web's refresh does it: the identity service's answer. */
async function refreshWith(refreshToken: string): Promise<{ status: number; type?: string }> {
  const response = await fetch(identityEndpoint(identity.config), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: identity.config.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  const body = (await response.json()) as { __type?: string };
  return { status: response.status, type: body.__type };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('looksLikeRefreshToken', () => {
  it("takes Cognito's JWE and the emulator's signed token, and nothing else", async () => {
    const { tokens } = await identity.user('shape@example.org');
    expect(looksLikeRefreshToken(tokens.refreshToken)).toBe(true);
    expect(looksLikeRefreshToken(cognitoLike)).toBe(true);

    expect(looksLikeRefreshToken(tokens.accessToken)).toBe(false);
    expect(looksLikeRefreshToken(tokens.idToken)).toBe(false);
    expect(looksLikeRefreshToken('x')).toBe(false);
    expect(looksLikeRefreshToken('a.b.c.d')).toBe(false);
    expect(looksLikeRefreshToken(`${cognitoLike}.e`)).toBe(false);
    expect(looksLikeRefreshToken(cognitoLike.replace('.', '..'))).toBe(false);
    expect(looksLikeRefreshToken(`${part({ alg: 'x' })}.a b.c`)).toBe(false);
    expect(looksLikeRefreshToken(`${part({ typ: 'JWT' })}.${part({})}.sig`)).toBe(false);
    expect(looksLikeRefreshToken(`not-json.${part({})}.sig`)).toBe(false);
    expect(looksLikeRefreshToken(`${cognitoLike}${'e'.repeat(REFRESH_TOKEN_MAX_LENGTH)}`)).toBe(false);
  });
});

describe('POST /api/auth/set-cookies', () => {
  it('refuses a refresh token of another shape with 400 and says which field and why, setting nothing', async () => {
    const { tokens } = await identity.user('set-cookies@example.org');
    for (const refreshToken of ['not-a-token', tokens.accessToken, `${tokens.refreshToken};Path=/evil`]) {
      const response = await post('/api/auth/set-cookies', { accessToken: tokens.accessToken, refreshToken });
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/^refreshToken is not a refresh token/),
        code: 'BAD_REQUEST',
        fieldErrors: [{ field: 'refreshToken', code: 'INVALID_FORMAT', message: 'is not in the expected format' }],
      });
    }
    const stored = await post('/api/auth/set-cookies', tokens);
    expect(stored.status).toBe(204);
  });
});

describe('POST /api/auth/clear-cookies (sign-out)', () => {
  it("revokes the refresh cookie's token at the identity service: it can no longer refresh", async () => {
    const { tokens } = await identity.user('sign-out@example.org');
    expect((await refreshWith(tokens.refreshToken)).status).toBe(200);
    const response = await post('/api/auth/clear-cookies', undefined, {
      Cookie: `accessToken=${tokens.accessToken}; refreshToken=${tokens.refreshToken}`,
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'accessToken',
      'refreshToken',
    ]);
    expect(await refreshWith(tokens.refreshToken)).toEqual({ status: 400, type: 'NotAuthorizedException' });
  });

  it('revokes the refresh token the web sends, when the browser holds no cookie', async () => {
    const { tokens } = await identity.user('sign-out-body@example.org');
    expect((await refreshWith(tokens.refreshToken)).status).toBe(200);
    expect((await post('/api/auth/clear-cookies', { refreshToken: tokens.refreshToken })).status).toBe(204);
    expect((await refreshWith(tokens.refreshToken)).type).toBe('NotAuthorizedException');
  });

  it('still signs out when the token cannot be revoked (unknown to the identity service, or not a token)', async () => {
    for (const body of [{ refreshToken: cognitoLike }, { refreshToken: 'garbage' }, undefined]) {
      const response = await post('/api/auth/clear-cookies', body);
      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie()).toHaveLength(2);
    }
  });
});
