// Password sign-in against the identity service, for tests, benchmarks and scripts (the web has its own).
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminClient } from './seed.js';

export type Tokens = { accessToken: string; idToken: string; refreshToken: string };

export async function signIn(endpoint: string, clientId: string, email: string, password: string): Promise<Tokens> {
  const result = await adminClient(endpoint).send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const auth = result.AuthenticationResult;
  if (!auth?.AccessToken || !auth.IdToken || !auth.RefreshToken) {
    throw new Error(`Sign-in of ${email} did not return tokens (challenge: ${result.ChallengeName ?? 'none'})`);
  }
  return { accessToken: auth.AccessToken, idToken: auth.IdToken, refreshToken: auth.RefreshToken };
}
