// Verifies the caller's access token once per request, before anything is executed.
import { apiKeySubject, looksLikeApiKey, parseApiKey } from '@aid/common/apikeys';
import { type AccessTokenVerifier, AUTH_MESSAGES, bearerToken, type VerifiedToken } from '@aid/common/auth';
import { idProblem } from '@aid/common/ids';
import type { Logger } from '../logger.js';
import { gatewayError } from '../rest/errors.js';

/** `apiKeyId` is set for a partner key, which only the API can verify (against its stored hash). */
export type Caller = { token: string; claims: VerifiedToken; apiKeyId?: string };

/**
 * The caller behind an Authorization header, or a GraphQL error UNAUTHENTICATED with HTTP 401. Why a token
 * was refused (expired, tampered, another client, an ID token) stays in the server: the client only needs to
 * know that it must sign in again.
 */
export async function authenticate(
  verifier: AccessTokenVerifier,
  authorization: string | undefined,
  log?: Logger,
): Promise<Caller> {
  const token = bearerToken(authorization);
  if (!token) throw gatewayError('UNAUTHENTICATED', AUTH_MESSAGES.missingToken());
  if (looksLikeApiKey(token)) return partnerKeyCaller(token);
  try {
    return { token, claims: await verifier.verify(token) };
  } catch (error) {
    // Signing keys that cannot be fetched say nothing about the token: a 401 would sign the user out for nothing.
    if (isIdentityOutage(error)) {
      log?.error({ err: error }, 'token verification could not reach the identity service');
      throw gatewayError('IDENTITY_UNAVAILABLE', AUTH_MESSAGES.signInUnavailable());
    }
    throw gatewayError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired());
  }
}

/** Network failures of fetch (TypeError) and of aws-jwt-verify's JWKS download, told apart by class name. */
function isIdentityOutage(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const kind = error instanceof Error ? error.constructor.name : '';
  return kind === 'FetchError' || kind === 'NonRetryableFetchError';
}

/**
 * A partner key's caller, before the API has checked it: only its shape is known here. The context asks the API
 * (GET /me) before anything runs, so an unknown or revoked key is refused with 401 like an expired token.
 */
function partnerKeyCaller(token: string): Caller {
  const parsed = parseApiKey(token);
  if (!parsed) throw gatewayError('UNAUTHENTICATED', AUTH_MESSAGES.invalidPartnerKey());
  return {
    token,
    apiKeyId: parsed.apiKeyId,
    claims: {
      sub: apiKeySubject(parsed.apiKeyId),
      username: parsed.apiKeyId,
      clientId: 'partner-key',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    },
  };
}

/**
 * Why an x-accountid header cannot name an organisation, or undefined when it can (or is absent). Node joins a
 * header sent twice into "B, A": that is named as such rather than as a bad character. Both GraphQL and the file,
 * download and export routes refuse it with 403 FORBIDDEN, as the API itself would.
 */
export function accountIdHeaderProblem(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (value === undefined || value === '') return undefined;
  if (value.includes(',')) {
    return 'The x-accountid header names more than one organisation (was it sent twice?); send one organisation id.';
  }
  const problem = idProblem(value);
  return problem ? `The x-accountid header ${problem}.` : undefined;
}
