// Partner keys at the API's door: accepted only from the gateway (which proves itself with a shared secret), so
// a key works for GraphQL and nowhere else; then checked against its stored hash like a token is verified.
import { timingSafeEqual } from 'node:crypto';
import { looksLikeApiKey } from '@aid/common/apikeys';
import { type AccessTokenVerifier, bearerToken } from '@aid/common/auth';
import type { RequestHandler } from 'express';
import { AuthError } from '../auth/errors.js';
import type { Db } from '../db/db.js';
import { header } from '../http/request.js';
import { verifyApiKey } from './service.js';

export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

/** Verifies Cognito access tokens as before, and partner keys against the database. */
export function withPartnerKeys(tokens: AccessTokenVerifier, db: Db): AccessTokenVerifier {
  return {
    verify: (credential) => (looksLikeApiKey(credential) ? verifyApiKey(db, credential) : tokens.verify(credential)),
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a partner key that does not come through the gateway; without a configured secret, every key. */
export function partnerKeysFromGatewayOnly(gatewaySecret: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const credential = bearerToken(header(req, 'authorization'));
    if (credential && looksLikeApiKey(credential)) {
      const given = header(req, GATEWAY_SECRET_HEADER);
      if (!gatewaySecret || !given || !sameSecret(given, gatewaySecret)) {
        throw new AuthError('UNAUTHENTICATED', 'Partner keys are accepted by the GraphQL gateway only (POST /graphql)');
      }
    }
    next();
  };
}
