// The identity service as user management needs it: invitations with a temporary password (AdminCreateUser), a new
// temporary password for a resent invitation, and the caller's own MFA state (GetUser, authorised by their access
// token). Cognito in production, cognito-local here.
//
// Who tells the invitee (cognitoSendsInvitations below): an invitation must reach them, never be suppressed into
// nowhere. When our mail goes out for real (MAIL_TRANSPORT=smtp) we send ours — our text, with the sign-in link — and
// ask Cognito for silence (MessageAction SUPPRESS). When our mail only lands in the outbox folder and the pool is a
// real Cognito pool, Cognito sends its own invitation (its message as customised in the pool's settings, which this
// code does not control) and ours is not written. The emulator (an `endpoint` is set) sends nothing, so with it ours
// always goes, into the outbox where the tests read it.

import type { IdentityConfig } from '@aid/common/identity';
import {
  AdminCreateUserCommand,
  type AdminCreateUserCommandInput,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** An identity user as invitations see it: its subject, and whether it still waits for a first sign-in. */
export type IdentityUser = { sub: string; awaitingFirstSignIn: boolean };

export type IdentityMfa = { mfaEnabled: boolean; mfaPreferred: string | null };

export type IdentityAdmin = {
  /** The user with this e-mail, or undefined when the pool has none. */
  findUser(email: string): Promise<IdentityUser | undefined>;
  /** A new user who must choose a password at their first sign-in; `existed` when the e-mail was already taken. */
  createInvitedUser(email: string, temporaryPassword: string): Promise<{ sub: string } | { existed: true }>;
  /** Replaces the password with a temporary one (the user must choose a new one at the next sign-in). */
  setTemporaryPassword(email: string, temporaryPassword: string): Promise<void>;
  /** The MFA state of whoever holds `accessToken`. */
  mfaOf(accessToken: string): Promise<IdentityMfa>;
  /**
   * True when the service itself e-mails the temporary password (createInvitedUser, setTemporaryPassword): then no
   * invitation of ours is sent. Absent: ours is.
   */
  sendsInvitations?: boolean;
};

/** Whether Cognito sends the invitations (see the top of this file): a real pool, and mail of ours reaching no one. */
export function cognitoSendsInvitations(config: IdentityConfig, mailer: { delivers?: boolean }): boolean {
  return !config.endpoint && !mailer.delivers;
}

/** Thrown for every failure of the service itself, so callers can tell "try again" from a refusal. */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity service could not be reached', { cause });
    this.name = 'IdentityUnavailableError';
  }
}

export function cognitoIdentityAdmin(
  config: IdentityConfig,
  options: { sendsInvitations?: boolean } = {},
): IdentityAdmin {
  const sendsInvitations = options.sendsInvitations ?? false;
  // Cognito's own invitation goes by e-mail; SUPPRESS when ours does.
  const delivery: Pick<AdminCreateUserCommandInput, 'MessageAction' | 'DesiredDeliveryMediums'> = sendsInvitations
    ? { DesiredDeliveryMediums: ['EMAIL'] }
    : { MessageAction: 'SUPPRESS' };
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.endpoint,
    // The emulator accepts any credentials (these are not secrets); against Cognito the SDK's default chain reads
    // them from the environment (AWS_ACCESS_KEY_ID…, a task role, …).
    credentials: config.endpoint ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
    maxAttempts: 3,
  });
  const pool = config.userPoolId;
  const call = async <T>(run: () => Promise<T>, expected: readonly string[] = []): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Error && expected.includes(error.name)) throw error;
      throw new IdentityUnavailableError(error);
    }
  };

  const findUser = async (email: string): Promise<IdentityUser | undefined> => {
    try {
      const found = await call(
        () => client.send(new AdminGetUserCommand({ UserPoolId: pool, Username: email })),
        ['UserNotFoundException'],
      );
      const sub = found.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
      if (!sub) throw new IdentityUnavailableError(new Error(`AdminGetUser gave no sub for ${email}`));
      return { sub, awaitingFirstSignIn: found.UserStatus === 'FORCE_CHANGE_PASSWORD' };
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
      throw error;
    }
  };

  return {
    sendsInvitations,
    findUser,

    async createInvitedUser(email, temporaryPassword) {
      try {
        const created = await call(
          () =>
            client.send(
              new AdminCreateUserCommand({
                UserPoolId: pool,
                Username: email,
                TemporaryPassword: temporaryPassword,
                UserAttributes: [
                  { Name: 'email', Value: email },
                  // The invitation goes to this address; whoever signs in with its password has read it.
                  { Name: 'email_verified', Value: 'true' },
                ],
                ...delivery,
              }),
            ),
          ['UsernameExistsException'],
        );
        const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
        if (sub) return { sub };
        const found = await findUser(email);
        if (!found) throw new IdentityUnavailableError(new Error(`AdminCreateUser left no user ${email}`));
        return { sub: found.sub };
      } catch (error) {
        if (error instanceof Error && error.name === 'UsernameExistsException') return { existed: true };
        throw error;
      }
    },

    async setTemporaryPassword(email, temporaryPassword) {
      if (sendsInvitations) {
        // RESEND: a new temporary password, and Cognito's invitation message again (AdminSetUserPassword sends none).
        await call(() =>
          client.send(
            new AdminCreateUserCommand({
              UserPoolId: pool,
              Username: email,
              TemporaryPassword: temporaryPassword,
              MessageAction: 'RESEND',
              DesiredDeliveryMediums: ['EMAIL'],
            }),
          ),
        );
        return;
      }
      await call(() =>
        client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: pool,
            Username: email,
            Password: temporaryPassword,
            Permanent: false,
          }),
        ),
      );
    },

    async mfaOf(accessToken) {
      // NotAuthorizedException (a token revoked since it was verified) is the caller's, not the service's, problem.
      const user = await call(
        () => client.send(new GetUserCommand({ AccessToken: accessToken })),
        ['NotAuthorizedException'],
      );
      const methods = user.UserMFASettingList ?? [];
      return {
        mfaEnabled: methods.includes('SOFTWARE_TOKEN_MFA') || methods.includes('SMS_MFA'),
        mfaPreferred: user.PreferredMfaSetting ?? null,
      };
    },
  };
}
