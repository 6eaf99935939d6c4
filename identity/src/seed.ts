// Idempotent set-up of the emulator: one user pool, one app client, the demo users. Run at every start.
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

export const DEFAULT_POOL_NAME = 'aid-platform-local';
export const DEFAULT_CLIENT_NAME = 'aid-platform-web';

export function adminClient(endpoint: string, region = 'eu-central-1'): CognitoIdentityProviderClient {
  // The SDK warns on every process that Node 20 will be dropped in 2027; Node 20 is this project's target
  // (README), and the warning would bury the start-up output the developer needs.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // The emulator accepts any credentials; these are not secrets.
  return new CognitoIdentityProviderClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    // The emulator may close a kept-alive socket just as the SDK reuses it (seen on a busy machine as
    // "TimeoutError: socket hang up"); the SDK retries such transient failures when it may try again.
    maxAttempts: 3,
  });
}

export type SeededUser = { email: string; sub: string };
export type SeededPool = { userPoolId: string; clientId: string };

/** Finds or creates the pool (spec §1/§9 settings) and its public app client. */
export async function seedPool(
  client: CognitoIdentityProviderClient,
  poolName = DEFAULT_POOL_NAME,
  clientName = DEFAULT_CLIENT_NAME,
): Promise<SeededPool> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: 8 } },
        Schema: [{ Name: 'defaultAccountId', AttributeDataType: 'String', Mutable: true }],
        MfaConfiguration: 'OFF',
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('The identity service did not return a user pool id');
  }
  // MFA is optional at pool level with software tokens: each user opts in; nobody has it by default (spec §9).
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  const clientId = await findOrCreateAppClient(client, userPoolId, clientName);
  return { userPoolId, clientId };
}

export async function findOrCreateAppClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  clientName: string,
): Promise<string> {
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const existing = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  if (existing) return existing;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  const clientId = created.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('The identity service did not return an app client id');
  return clientId;
}

export type UserToSeed = { email: string; password: string; defaultAccountId?: string };

/** Creates the user with a permanent password when missing; returns its `sub` either way. */
export async function seedUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: UserToSeed,
): Promise<SeededUser> {
  const existing = await getUserSub(client, userPoolId, user.email);
  if (existing) return { email: user.email, sub: existing };
  const attributes = [
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
  ];
  if (user.defaultAccountId) attributes.push({ Name: 'custom:defaultAccountId', Value: user.defaultAccountId });
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      UserAttributes: attributes,
      MessageAction: 'SUPPRESS',
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  const sub = await getUserSub(client, userPoolId, user.email);
  if (!sub) throw new Error(`User ${user.email} was not created`);
  return { email: user.email, sub };
}

async function getUserSub(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<string | undefined> {
  try {
    const found = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return found.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
