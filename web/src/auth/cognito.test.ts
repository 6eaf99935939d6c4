import { identityEndpoint } from '@aid/common/identity';
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../test/helpers.js';
import { createIdentityClient, IdentityError } from './cognito.js';
import { identityErrorMessageKey, signInErrorMessageKey } from './errors.js';

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
      jsonResponse(200, {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: 's1',
        ChallengeParameters: { USER_ID_FOR_SRP: 'user-uuid' },
      }),
    );
    const outcome = await createIdentityClient(config, fetchMock).signIn('a@b.c', 'pw');
    expect(outcome).toEqual({
      kind: 'challenge',
      challengeName: 'SOFTWARE_TOKEN_MFA',
      session: 's1',
      parameters: { USER_ID_FOR_SRP: 'user-uuid' },
      username: 'user-uuid',
    });
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

/** Records each call's operation and payload, answering from a script keyed by operation. */
function recorder(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { target: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const target = String(headers['X-Amz-Target']).split('.')[1] ?? '';
    calls.push({ target, body: JSON.parse(String(init?.body)) });
    const answer = answers[target] ?? { body: {} };
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  return { client: createIdentityClient(config, fetchMock), calls };
}

describe('identity client operations', () => {
  it('answers a challenge with RespondToAuthChallenge, naming the user and the session', async () => {
    const tokens = { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r' };
    const { client, calls } = recorder({ RespondToAuthChallenge: { body: { AuthenticationResult: tokens } } });
    const outcome = await client.respondToChallenge(
      { kind: 'challenge', challengeName: 'NEW_PASSWORD_REQUIRED', session: 's1', parameters: {}, username: 'u1' },
      { NEW_PASSWORD: 'new-password' },
    );
    expect(outcome).toEqual({ kind: 'signedIn', tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r' } });
    expect(calls).toEqual([
      {
        target: 'RespondToAuthChallenge',
        body: {
          ClientId: 'client-1',
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 's1',
          ChallengeResponses: { USERNAME: 'u1', NEW_PASSWORD: 'new-password' },
        },
      },
    ]);
  });

  it('signs up with the e-mail as user name and attribute, then confirms with the code', async () => {
    const { client, calls } = recorder({
      SignUp: { body: { UserConfirmed: false, CodeDeliveryDetails: { Destination: 'n***@e***' } } },
    });
    expect(await client.signUp('new@example.org', 'password1')).toEqual({
      userConfirmed: false,
      destination: 'n***@e***',
    });
    await client.confirmSignUp('new@example.org', '123456');
    expect(calls.map((c) => c.body)).toEqual([
      {
        ClientId: 'client-1',
        Username: 'new@example.org',
        Password: 'password1',
        UserAttributes: [{ Name: 'email', Value: 'new@example.org' }],
      },
      { ClientId: 'client-1', Username: 'new@example.org', ConfirmationCode: '123456' },
    ]);
  });

  it('resets a password with ForgotPassword then ConfirmForgotPassword', async () => {
    const { client, calls } = recorder({});
    await client.forgotPassword('a@b.c');
    await client.confirmForgotPassword('a@b.c', '123456', 'new-password');
    expect(calls).toEqual([
      { target: 'ForgotPassword', body: { ClientId: 'client-1', Username: 'a@b.c' } },
      {
        target: 'ConfirmForgotPassword',
        body: { ClientId: 'client-1', Username: 'a@b.c', ConfirmationCode: '123456', Password: 'new-password' },
      },
    ]);
  });

  it('sets TOTP up: secret, verification, then enabled and preferred; and turns it off', async () => {
    const { client, calls } = recorder({
      AssociateSoftwareToken: { body: { SecretCode: 'SECRET' } },
      VerifySoftwareToken: { body: { Status: 'SUCCESS' } },
    });
    expect(await client.associateSoftwareToken('tok')).toBe('SECRET');
    await client.verifySoftwareToken('tok', '654321');
    await client.setSoftwareTokenMfa('tok', true);
    await client.setSoftwareTokenMfa('tok', false);
    expect(calls).toEqual([
      { target: 'AssociateSoftwareToken', body: { AccessToken: 'tok' } },
      { target: 'VerifySoftwareToken', body: { AccessToken: 'tok', UserCode: '654321' } },
      {
        target: 'SetUserMFAPreference',
        body: { AccessToken: 'tok', SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } },
      },
      {
        target: 'SetUserMFAPreference',
        body: { AccessToken: 'tok', SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } },
      },
    ]);
  });

  it('treats a VerifySoftwareToken answer with Status ERROR as a wrong code', async () => {
    const { client } = recorder({ VerifySoftwareToken: { body: { Status: 'ERROR' } } });
    const error = await client.verifySoftwareToken('tok', '000000').catch((e: unknown) => e);
    expect((error as IdentityError).code).toBe('CodeMismatchException');
  });

  it('changes the password with the previous and the proposed one', async () => {
    const { client, calls } = recorder({});
    await client.changePassword('tok', 'old-password', 'new-password');
    expect(calls[0]).toEqual({
      target: 'ChangePassword',
      body: { AccessToken: 'tok', PreviousPassword: 'old-password', ProposedPassword: 'new-password' },
    });
  });

  it("keeps the HTTP status of the emulator's 500 for operations it does not implement", async () => {
    const { client } = recorder({
      ResendConfirmationCode: {
        status: 500,
        body: { __type: 'CognitoLocal#Unsupported', message: 'Cognito Local unsupported feature: …' },
      },
    });
    const error = (await client.resendConfirmationCode('a@b.c').catch((e: unknown) => e)) as IdentityError;
    expect(error.status).toBe(500);
    expect(identityErrorMessageKey(error, 'resendCode')).toBe('auth.errors.resendUnavailable');
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

describe('identity error messages by step', () => {
  const e = (code: string, message = 'x', status = 400) => new IdentityError(code, message, status);
  it.each([
    ['signUp', e('UsernameExistsException'), 'auth.errors.userExists'],
    ['signUp', e('InvalidPasswordException'), 'auth.errors.passwordPolicy'],
    ['signUp', e('InvalidParameterException'), 'auth.errors.invalidEmail'],
    ['confirmSignUp', e('CodeMismatchException'), 'auth.errors.codeMismatch'],
    ['confirmSignUp', e('ExpiredCodeException'), 'auth.errors.codeExpired'],
    ['confirmSignUp', e('TooManyFailedAttemptsException'), 'auth.errors.tooManyAttempts'],
    ['resendCode', e('InvalidParameterException'), 'auth.errors.alreadyConfirmed'],
    ['resetPassword', e('CodeMismatchException'), 'auth.errors.codeMismatch'],
    ['resetPassword', e('UserNotFoundException'), 'auth.errors.codeMismatch'],
    ['resetPassword', e('ExpiredCodeException'), 'auth.errors.codeExpired'],
    ['resetPassword', e('InvalidPasswordException'), 'auth.errors.passwordPolicy'],
    ['resetPassword', e('LimitExceededException'), 'auth.errors.tooManyAttempts'],
    ['challenge', e('CodeMismatchException'), 'auth.errors.codeMismatch'],
    ['challenge', e('NotAuthorizedException'), 'auth.errors.challengeExpired'],
    ['challenge', e('InvalidPasswordException'), 'auth.errors.passwordPolicy'],
    ['changePassword', e('NotAuthorizedException'), 'auth.errors.currentPasswordWrong'],
    ['changePassword', e('InvalidPasswordException', 'Invalid password'), 'auth.errors.currentPasswordWrong'],
    [
      'changePassword',
      e('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'),
      'auth.errors.passwordPolicy',
    ],
    ['mfa', e('CodeMismatchException'), 'auth.errors.codeMismatch'],
    ['mfa', e('EnableSoftwareTokenMFAException'), 'auth.errors.codeMismatch'],
    ['mfa', e('NotAuthorizedException'), 'auth.errors.sessionExpired'],
    ['mfa', e('NetworkError'), 'auth.errors.offline'],
    ['signIn', e('TooManyFailedAttemptsException'), 'auth.errors.tooManyAttempts'],
    ['signIn', new Error('boom'), 'auth.errors.unknown'],
  ] as const)('%s: %o → %s', (action, error, key) => {
    expect(identityErrorMessageKey(error, action)).toBe(key);
  });
});
