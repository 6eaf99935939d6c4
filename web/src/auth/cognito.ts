// A small typed client for the Cognito user-pool JSON API over fetch. Only unauthenticated operations and
// operations authorised by an access token are used, so nothing is signed. The same code talks to the real
// service and to the local emulator; only the endpoint differs.

export type IdentityConfig = {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Set only for the local emulator, e.g. http://localhost:9229. */
  endpoint?: string;
};

export type Tokens = { accessToken: string; idToken: string; refreshToken: string };

export type AuthenticationResult = {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn?: number;
  TokenType?: string;
};

export type AuthFlow = 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH';

export type InitiateAuthRequest = {
  AuthFlow: AuthFlow;
  ClientId: string;
  AuthParameters: Record<string, string>;
};

/** Either tokens, or a challenge (new password, MFA code) answered later with RespondToAuthChallenge. */
export type InitiateAuthResponse = {
  AuthenticationResult?: AuthenticationResult;
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
};

export type UserAttribute = { Name: string; Value: string };

export type GetUserResponse = {
  Username: string;
  UserAttributes: UserAttribute[];
  PreferredMfaSetting?: string;
  UserMFASettingList?: string[];
};

/**
 * The operations this client knows, by X-Amz-Target name. Adding SignUp, ConfirmSignUp, ForgotPassword or
 * RespondToAuthChallenge is one entry here plus a method below.
 */
export type IdentityOperations = {
  InitiateAuth: { input: InitiateAuthRequest; output: InitiateAuthResponse };
  GetUser: { input: { AccessToken: string }; output: GetUserResponse };
};
export type IdentityOperation = keyof IdentityOperations;

/** Error codes the sign-in screens tell apart; anything else is kept as the service sent it. */
export type IdentityErrorCode =
  | 'NotAuthorizedException'
  | 'UserNotFoundException'
  | 'UserNotConfirmedException'
  | 'TooManyRequestsException'
  | 'LimitExceededException'
  | 'PasswordResetRequiredException'
  | 'InvalidPasswordException'
  | 'NetworkError'
  | 'UnexpectedResponse'
  | (string & {});

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type SignInOutcome =
  | { kind: 'signedIn'; tokens: Tokens }
  | { kind: 'challenge'; challengeName: string; session: string; parameters: Record<string, string> };

export type IdentityClient = {
  call<Op extends IdentityOperation>(
    operation: Op,
    input: IdentityOperations[Op]['input'],
  ): Promise<IdentityOperations[Op]['output']>;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** New access and ID tokens; the refresh token is kept when the service does not rotate it (the emulator never does). */
  refresh(refreshToken: string): Promise<Tokens>;
  getUser(accessToken: string): Promise<GetUserResponse>;
};

export function identityEndpoint(config: IdentityConfig): string {
  return config.endpoint
    ? `${config.endpoint.replace(/\/$/, '')}/`
    : `https://cognito-idp.${config.region}.amazonaws.com/`;
}

/** `com.amazonaws…#NotAuthorizedException` and `NotAuthorizedException` both become the short name. */
function errorCode(type: unknown): string {
  if (typeof type !== 'string' || type === '') return 'UnexpectedResponse';
  const short = type.split('#').pop() ?? type;
  return short.split(':')[0] ?? short;
}

export function createIdentityClient(config: IdentityConfig, fetchImpl: typeof fetch = fetch): IdentityClient {
  const endpoint = identityEndpoint(config);

  async function call<Op extends IdentityOperation>(
    operation: Op,
    input: IdentityOperations[Op]['input'],
  ): Promise<IdentityOperations[Op]['output']> {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(input),
      });
    } catch (error) {
      throw new IdentityError('NetworkError', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new IdentityError('UnexpectedResponse', `The identity service answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      const fields = (body ?? {}) as { __type?: unknown; message?: unknown; Message?: unknown };
      const message = fields.message ?? fields.Message;
      throw new IdentityError(
        errorCode(fields.__type),
        typeof message === 'string' ? message : `The identity service answered ${response.status}`,
      );
    }
    return body as IdentityOperations[Op]['output'];
  }

  function tokensOf(result: AuthenticationResult | undefined, previousRefreshToken?: string): Tokens {
    const refreshToken = result?.RefreshToken ?? previousRefreshToken;
    if (!result?.AccessToken || !result.IdToken || !refreshToken) {
      throw new IdentityError('UnexpectedResponse', 'The identity service returned no tokens');
    }
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken };
  }

  return {
    call,
    async signIn(email, password) {
      const response = await call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      if (response.ChallengeName) {
        return {
          kind: 'challenge',
          challengeName: response.ChallengeName,
          session: response.Session ?? '',
          parameters: response.ChallengeParameters ?? {},
        };
      }
      return { kind: 'signedIn', tokens: tokensOf(response.AuthenticationResult) };
    },
    async refresh(refreshToken) {
      const response = await call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });
      return tokensOf(response.AuthenticationResult, refreshToken);
    },
    getUser(accessToken) {
      return call('GetUser', { AccessToken: accessToken });
    },
  };
}
