import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../test/helpers.js';
import { createIdentityClient, IdentityError, identityEndpoint } from './cognito.js';
import { signInErrorMessageKey } from './errors.js';

const config = { region: 'eu-central-1', userPoolId: 'local_pool', clientId: 'client-1' };

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/x-amz-json-1.1' } });
}

describe('identity client', () => {
  it('talks to the real service by region, or to the emulator endpoint', () => {
    expect(identityEndpoint(config)).toBe('https://cognito-idp.eu-central-1.amazonaws.com/');
    expect(identityEndpoint({ ...config, endpoint: 'http://localhost:9229' })).toBe('http://localhost:9229/');
  });

  it('signs in with USER_PASSWORD_AUTH over the JSON protocol', async () => {
    const tokens = { AccessToken: fakeJwt({ exp: 1 }), IdToken: fakeJwt({ exp: 1 }), RefreshToken: 'r1' };
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(200, { AuthenticationResult: tokens }),
    );
    const client = createIdentityClient({ ...config, endpoint: 'http://localhost:9229' }, fetchMock);
    const outcome = await client.signIn('admin@demo.aid', 'pw');

    expect(outcome).toEqual({
      kind: 'signedIn',
      tokens: { accessToken: tokens.AccessToken, idToken: tokens.IdToken, refreshToken: 'r1' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:9229/');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'admin@demo.aid', PASSWORD: 'pw' },
    });
  });

  it('keeps the old refresh token when REFRESH_TOKEN_AUTH returns none', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { AuthenticationResult: { AccessToken: 'a2', IdToken: 'i2' } }),
    );
    const client = createIdentityClient(config, fetchMock);
    expect(await client.refresh('r1')).toEqual({ accessToken: 'a2', idToken: 'i2', refreshToken: 'r1' });
  });

  it('returns a challenge instead of tokens when the service asks for another step', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeParameters: {} }),
    );
    const outcome = await createIdentityClient(config, fetchMock).signIn('a@b.c', 'pw');
    expect(outcome).toEqual({ kind: 'challenge', challengeName: 'SOFTWARE_TOKEN_MFA', session: 's1', parameters: {} });
  });

  it('turns {__type, message} answers into IdentityError with the short code', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(400, { __type: 'com.amazonaws#NotAuthorizedException', message: 'Incorrect username or password.' }),
    );
    const error = await createIdentityClient(config, fetchMock)
      .signIn('a@b.c', 'bad')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe('NotAuthorizedException');
  });

  it('reports a network failure as NetworkError', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createIdentityClient(config, fetchMock)
      .signIn('a@b.c', 'pw')
      .catch((e: unknown) => e);
    expect((error as IdentityError).code).toBe('NetworkError');
  });
});

describe('identity error messages', () => {
  it.each([
    ['NotAuthorizedException', 'auth.errors.incorrectCredentials'],
    ['UserNotFoundException', 'auth.errors.incorrectCredentials'],
    ['InvalidPasswordException', 'auth.errors.incorrectCredentials'],
    ['UserNotConfirmedException', 'auth.errors.notConfirmed'],
    ['TooManyRequestsException', 'auth.errors.tooManyAttempts'],
    ['LimitExceededException', 'auth.errors.tooManyAttempts'],
    ['PasswordResetRequiredException', 'auth.errors.passwordResetRequired'],
    ['NetworkError', 'auth.errors.offline'],
    ['InternalErrorException', 'auth.errors.unknown'],
  ])('%s → %s', (code, key) => {
    expect(signInErrorMessageKey(new IdentityError(code, 'x'))).toBe(key);
  });
});
