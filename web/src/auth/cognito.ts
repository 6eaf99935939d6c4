// A small typed client for the Cognito user-pool JSON API over fetch. Only unauthenticated operations and
// operations authorised by an access token are used, so nothing is signed. The same code talks to the real
// service and to the local emulator; only the endpoint differs.

import { type IdentityConfig, identityEndpoint } from '@aid/common/identity';

export type { IdentityConfig } from '@aid/common/identity';

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

export type MfaMethod = 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA';

export type GetUserResponse = {
  Username: string;
  UserAttributes: UserAttribute[];
  PreferredMfaSetting?: string;
  UserMFASettingList?: string[];
};

export type CodeDeliveryDetails = { Destination?: string; DeliveryMedium?: string; AttributeName?: string };

export type MfaSettingsInput = { Enabled: boolean; PreferredMfa: boolean };

/** The operations this client knows, by X-Amz-Target name, with the parts of their payloads it uses. */
export type IdentityOperations = {
  InitiateAuth: { input: InitiateAuthRequest; output: InitiateAuthResponse };
  RespondToAuthChallenge: {
    input: { ClientId: string; ChallengeName: string; Session: string; ChallengeResponses: Record<string, string> };
    output: InitiateAuthResponse;
  };
  SignUp: {
    input: { ClientId: string; Username: string; Password: string; UserAttributes: UserAttribute[] };
    output: { UserConfirmed: boolean; UserSub?: string; CodeDeliveryDetails?: CodeDeliveryDetails };
  };
  ConfirmSignUp: { input: { ClientId: string; Username: string; ConfirmationCode: string }; output: object };
  ResendConfirmationCode: {
    input: { ClientId: string; Username: string };
    output: { CodeDeliveryDetails?: CodeDeliveryDetails };
  };
  ForgotPassword: {
    input: { ClientId: string; Username: string };
    output: { CodeDeliveryDetails?: CodeDeliveryDetails };
  };
  ConfirmForgotPassword: {
    input: { ClientId: string; Username: string; ConfirmationCode: string; Password: string };
    output: object;
  };
  GetUser: { input: { AccessToken: string }; output: GetUserResponse };
  ChangePassword: {
    input: { AccessToken: string; PreviousPassword: string; ProposedPassword: string };
    output: object;
  };
  AssociateSoftwareToken: { input: { AccessToken: string }; output: { SecretCode?: string } };
  VerifySoftwareToken: {
    input: { AccessToken: string; UserCode: string; FriendlyDeviceName?: string };
    output: { Status?: 'SUCCESS' | 'ERROR' };
  };
  SetUserMFAPreference: {
    input: { AccessToken: string; SoftwareTokenMfaSettings?: MfaSettingsInput; SMSMfaSettings?: MfaSettingsInput };
    output: object;
  };
  /** The user's own attributes (e.g. custom:defaultAccountId when switching organisation). */
  UpdateUserAttributes: {
    input: { AccessToken: string; UserAttributes: UserAttribute[] };
    output: { CodeDeliveryDetailsList?: CodeDeliveryDetails[] };
  };
};
export type IdentityOperation = keyof IdentityOperations;

/** Error codes the screens tell apart; anything else is kept as the service sent it. */
export type IdentityErrorCode =
  | 'NotAuthorizedException'
  | 'UserNotFoundException'
  | 'UserNotConfirmedException'
  | 'UsernameExistsException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'EnableSoftwareTokenMFAException'
  | 'TooManyRequestsException'
  | 'TooManyFailedAttemptsException'
  | 'LimitExceededException'
  | 'PasswordResetRequiredException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'NetworkError'
  | 'UnexpectedResponse'
  | (string & {});

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
    /** HTTP status of the answer; absent when there was none (network failure). */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A sign-in that needs another step; `username` is what RespondToAuthChallenge must name. */
export type Challenge = {
  kind: 'challenge';
  challengeName: string;
  session: string;
  parameters: Record<string, string>;
  username: string;
};

export type SignInOutcome = { kind: 'signedIn'; tokens: Tokens } | Challenge;

export type SignUpOutcome = { userConfirmed: boolean; destination?: string };

export type IdentityClient = {
  call<Op extends IdentityOperation>(
    operation: Op,
    input: IdentityOperations[Op]['input'],
  ): Promise<IdentityOperations[Op]['output']>;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Answers a challenge (NEW_PASSWORD, SOFTWARE_TOKEN_MFA_CODE, ANSWER…); may lead to another challenge. */
  respondToChallenge(challenge: Challenge, responses: Record<string, string>): Promise<SignInOutcome>;
  /** New access and ID tokens; the refresh token is kept when the service does not rotate it (the emulator never does). */
  refresh(refreshToken: string): Promise<Tokens>;
  signUp(email: string, password: string): Promise<SignUpOutcome>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendConfirmationCode(email: string): Promise<{ destination?: string }>;
  forgotPassword(email: string): Promise<{ destination?: string }>;
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void>;
  getUser(accessToken: string): Promise<GetUserResponse>;
  changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void>;
  /** Starts TOTP set-up: the shared secret to put in an authenticator app. */
  associateSoftwareToken(accessToken: string): Promise<string>;
  verifySoftwareToken(accessToken: string, code: string, friendlyDeviceName?: string): Promise<void>;
  /** Turns TOTP on (and makes it the preferred method) or off. */
  setSoftwareTokenMfa(accessToken: string, enabled: boolean): Promise<void>;
};

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
      throw new IdentityError(
        'UnexpectedResponse',
        `The identity service answered ${response.status} without JSON`,
        response.status,
      );
    }
    if (!response.ok) {
      const fields = (body ?? {}) as { __type?: unknown; message?: unknown; Message?: unknown };
      const message = fields.message ?? fields.Message;
      throw new IdentityError(
        errorCode(fields.__type),
        typeof message === 'string' ? message : `The identity service answered ${response.status}`,
        response.status,
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

  function outcomeOf(response: InitiateAuthResponse, username: string): SignInOutcome {
    if (response.ChallengeName) {
      const parameters = response.ChallengeParameters ?? {};
      return {
        kind: 'challenge',
        challengeName: response.ChallengeName,
        session: response.Session ?? '',
        parameters,
        // With e-mail as the sign-in name the pool's own user name is a generated id; the challenge names it.
        username: parameters.USER_ID_FOR_SRP || parameters.USERNAME || username,
      };
    }
    return { kind: 'signedIn', tokens: tokensOf(response.AuthenticationResult) };
  }

  const clientId = config.clientId;

  return {
    call,
    async signIn(email, password) {
      const response = await call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      return outcomeOf(response, email);
    },
    async respondToChallenge(challenge, responses) {
      const response = await call('RespondToAuthChallenge', {
        ClientId: clientId,
        ChallengeName: challenge.challengeName,
        Session: challenge.session,
        ChallengeResponses: { USERNAME: challenge.username, ...responses },
      });
      return outcomeOf(response, challenge.username);
    },
    async refresh(refreshToken) {
      const response = await call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });
      return tokensOf(response.AuthenticationResult, refreshToken);
    },
    async signUp(email, password) {
      const response = await call('SignUp', {
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
      return { userConfirmed: response.UserConfirmed === true, destination: response.CodeDeliveryDetails?.Destination };
    },
    async confirmSignUp(email, code) {
      await call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code });
    },
    async resendConfirmationCode(email) {
      const response = await call('ResendConfirmationCode', { ClientId: clientId, Username: email });
      return { destination: response.CodeDeliveryDetails?.Destination };
    },
    async forgotPassword(email) {
      const response = await call('ForgotPassword', { ClientId: clientId, Username: email });
      return { destination: response.CodeDeliveryDetails?.Destination };
    },
    async confirmForgotPassword(email, code, newPassword) {
      await call('ConfirmForgotPassword', {
        ClientId: clientId,
        Username: email,
        ConfirmationCode: code,
        Password: newPassword,
      });
    },
    getUser(accessToken) {
      return call('GetUser', { AccessToken: accessToken });
    },
    async changePassword(accessToken, previousPassword, proposedPassword) {
      await call('ChangePassword', {
        AccessToken: accessToken,
        PreviousPassword: previousPassword,
        ProposedPassword: proposedPassword,
      });
    },
    async associateSoftwareToken(accessToken) {
      const response = await call('AssociateSoftwareToken', { AccessToken: accessToken });
      if (!response.SecretCode)
        throw new IdentityError('UnexpectedResponse', 'The identity service returned no secret');
      return response.SecretCode;
    },
    async verifySoftwareToken(accessToken, code, friendlyDeviceName) {
      const response = await call('VerifySoftwareToken', {
        AccessToken: accessToken,
        UserCode: code,
        ...(friendlyDeviceName ? { FriendlyDeviceName: friendlyDeviceName } : {}),
      });
      // The real service may answer 200 with Status ERROR instead of an error.
      if (response.Status === 'ERROR') throw new IdentityError('CodeMismatchException', 'The code was not accepted');
    },
    async setSoftwareTokenMfa(accessToken, enabled) {
      await call('SetUserMFAPreference', {
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
      });
    },
  };
}
