// Partner keys at the API's door: accepted only from the gateway (which proves itself with a shared secret), so
// a key works for GraphQL and nowhere else; then checked against its stored hash like a token is verified.
import { API_KEY_MESSAGES, looksLikeApiKey } from '@aid/common/apikeys';
import { type AccessTokenVerifier, bearerToken } from '@aid/common/auth';
import type { RequestHandler } from 'express';
import { AuthError } from '../auth/errors.js';
import type { Db } from '../db/db.js';
import { fromGateway } from '../http/client-address.js';
import { header } from '../http/request.js';
import { verifyApiKey } from './service.js';

/** Verifies Cognito access tokens as before, and partner keys against the database. */
export function withPartnerKeys(tokens: AccessTokenVerifier, db: Db): AccessTokenVerifier {
  return {
    verify: (credential) => (looksLikeApiKey(credential) ? verifyApiKey(db, credential) : tokens.verify(credential)),
  };
}

/** Refuses a partner key that does not come through the gateway; without a configured secret, every key. */
export function partnerKeysFromGatewayOnly(gatewaySecret: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const credential = bearerToken(header(req, 'authorization'));
    if (credential && looksLikeApiKey(credential)) {
      if (!fromGateway(req, gatewaySecret)) {
        throw new AuthError('UNAUTHENTICATED', API_KEY_MESSAGES.gatewayOnly());
      }
    }
    next();
  };
}
