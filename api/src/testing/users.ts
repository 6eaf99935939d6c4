// Test-only helpers of the users suites: signing in as an invitee (the temporary password, then the new one the
// identity service demands) and turning on an authenticator app, both against the real emulator.
import { createHmac } from 'node:crypto';
import type { IdentityConfig } from '@aid/common/identity';
import { adminClient, type Tokens } from '@aid/identity';
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';

const endpointOf = (config: IdentityConfig) => {
  if (!config.endpoint) throw new Error('the users tests need the identity emulator');
  return config.endpoint;
};

/** Signs in with the invitation's temporary password: the answer must be the NEW_PASSWORD_REQUIRED challenge. */
export async function firstSignIn(
  config: IdentityConfig,
  email: string,
  temporaryPassword: string,
  newPassword: string,
): Promise<{ challenge: string | undefined; tokens: Tokens }> {
  const client = adminClient(endpointOf(config));
  const started = await client.send(
    new InitiateAuthCommand({
      ClientId: config.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
    }),
  );
  const answered = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: config.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  );
  const auth = answered.AuthenticationResult;
  if (!auth?.AccessToken || !auth.IdToken || !auth.RefreshToken) throw new Error('no tokens after the new password');
  return {
    challenge: started.ChallengeName,
    tokens: { accessToken: auth.AccessToken, idToken: auth.IdToken, refreshToken: auth.RefreshToken },
  };
}

/** RFC 6238 (SHA-1, 30 s, 6 digits) over a base32 secret: what an authenticator app shows. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** Turns the authenticator app on (or off) for whoever holds `accessToken`, as the Security page does. */
export async function setAuthenticatorApp(config: IdentityConfig, accessToken: string, on: boolean): Promise<void> {
  const client = adminClient(endpointOf(config));
  if (on) {
    const associated = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    const secret = associated.SecretCode;
    if (!secret) throw new Error('no TOTP secret');
    await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totp(secret) }));
  }
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: on, PreferredMfa: on },
    }),
  );
}
