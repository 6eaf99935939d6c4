// Access-token verification for the API and the gateway (server side only: import from '@aid/common/auth').
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { JwksNotAvailableInCacheError, KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { IdentityConfig } from './identity.js';

export { AUTH_MESSAGES } from './auth/messages.js';
export { type IdentityConfig, identityEndpoint } from './identity.js';

export function identityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const userPoolId = env.COGNITO_USER_POOL_ID;
  const clientId = env.COGNITO_CLIENT_ID;
  if (!userPoolId || !clientId) {
    throw new Error('COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID must be set (see README, Configuration).');
  }
  return {
    region: env.COGNITO_REGION ?? 'eu-central-1',
    userPoolId,
    clientId,
    endpoint: env.COGNITO_ENDPOINT || undefined,
  };
}

export type VerifiedToken = {
  sub: string;
  username: string;
  clientId: string;
  /** custom:defaultAccountId when the pool puts it in the access token; the API falls back to memberships. */
  defaultAccountId?: string;
  expiresAt: number;
  /**
   * When the user signed in (seconds): Cognito's `auth_time`, which cognito-local also writes into access tokens;
   * `iat` when a token lacks it. A newer value than the membership last saw is a new sign-in (activity SIGN_IN).
   */
  authTime?: number;
};

export type AccessTokenVerifier = { verify(token: string): Promise<VerifiedToken> };

function toVerified(payload: JwtPayload): VerifiedToken {
  const sub = String(payload.sub ?? '');
  const defaultAccountId = payload['custom:defaultAccountId'];
  return {
    sub,
    username: String(payload.username ?? payload['cognito:username'] ?? sub),
    clientId: String(payload.client_id ?? ''),
    defaultAccountId: typeof defaultAccountId === 'string' && defaultAccountId ? defaultAccountId : undefined,
    expiresAt: Number(payload.exp ?? 0),
    authTime:
      typeof payload.auth_time === 'number'
        ? payload.auth_time
        : typeof payload.iat === 'number'
          ? payload.iat
          : undefined,
  };
}

/**
 * A real pool is verified with CognitoJwtVerifier. The emulator's issuer is an http:// URL with a `local_…`
 * pool id, which CognitoJwtVerifier refuses, so there the generic JwtVerifier checks the same things:
 * signature against the pool's JWKS, issuer, expiry, token_use 'access' and the app client id.
 */
export function createAccessTokenVerifier(config: IdentityConfig): AccessTokenVerifier {
  if (!config.endpoint) {
    const verifier = CognitoJwtVerifier.create({
      userPoolId: config.userPoolId,
      tokenUse: 'access',
      clientId: config.clientId,
    });
    const verified: VerifiedCache = new Map();
    return { verify: (token) => verifyFast(verifier, token, verified) };
  }
  const issuer = `${config.endpoint.replace(/\/$/, '')}/${config.userPoolId}`;
  const verifier = JwtVerifier.create(
    {
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== config.clientId) throw new Error('Token was issued to another client');
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );
  const verified: VerifiedCache = new Map();
  return { verify: (token) => verifyFast(verifier, token, verified) };
}

type BothWays = { verify(token: string): Promise<JwtPayload>; verifySync(token: string): JwtPayload };

/**
 * Every request is verified, so once the pool's keys are cached the check runs synchronously (no promise chain on
 * the hot path); the first time, or after a key rotation, the async path downloads the keys. A token already verified
 * is not verified again (its signature check is a tenth of a gateway request's CPU): the same bytes, still unexpired,
 * seen within VERIFIED_TTL_MS, are the same verified token.
 */
async function verifyFast(verifier: BothWays, token: string, verified: VerifiedCache): Promise<VerifiedToken> {
  const now = Date.now();
  const known = verified.get(token);
  if (known && known.until > now && known.token.expiresAt * 1000 > now) return known.token;
  let result: VerifiedToken;
  try {
    result = toVerified(verifier.verifySync(token));
  } catch (error) {
    if (!(error instanceof JwksNotAvailableInCacheError || error instanceof KidNotFoundInJwksError)) throw error;
    result = toVerified(await verifier.verify(token));
  }
  // Oldest out first: a Map iterates in insertion order.
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(token, { token: result, until: now + VERIFIED_TTL_MS });
  return result;
}

type VerifiedCache = Map<string, { token: VerifiedToken; until: number }>;
/** How long a verified token is trusted without checking its signature again (a rotated-out key stops it then). */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 10_000;

/** `Bearer <token>` → token, or undefined when the header is missing or not a bearer header. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
