// The signed-in user (/me) and the current account's users by id, each route declared once with its operation.
import { ACCOUNT_MESSAGES, meJsonSchema, userJsonSchema } from '@aid/common/accounts';
import { parseApiKey } from '@aid/common/apikeys';
import type { AccessTokenVerifier } from '@aid/common/auth';
import { bearerToken } from '@aid/common/auth';
import { fieldError } from '@aid/common/errors';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { tokenContext } from '../auth/context.js';
import { authenticate, requestedAccountId, sitePathOf } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { defineIdRoute } from '../http/id-route.js';
import { requestLog } from '../http/logger.js';
import { DEFAULT_PARTNER_KEY_RATE_PER_MINUTE, sharedRateLimiter } from '../http/rate-limit.js';
import { header } from '../http/request.js';
import { defineRoute, queryParam, routerOf } from '../http/route.js';
import { AccountError } from './errors.js';
import type { GetUserEmail } from './identity.js';
import { me, userById, userForToken, usersByIds } from './service.js';

export type AccountsDeps = {
  db: Db;
  verifier: AccessTokenVerifier;
  member: RequestHandler;
  getUserEmail?: GetUserEmail | undefined;
  /** GraphQL requests per partner key and minute (PARTNER_KEY_RATE_PER_MINUTE); default 120. */
  partnerKeyRatePerMinute?: number | undefined;
};

export function accountsRouter({
  db,
  verifier,
  member,
  getUserEmail,
  partnerKeyRatePerMinute = DEFAULT_PARTNER_KEY_RATE_PER_MINUTE,
}: AccountsDeps): Router {
  // The gateway asks GET /me once per GraphQL request made with a partner key (and partner keys reach the API
  // through the gateway only): counted here, in the database, a key's budget holds across every gateway.
  const partnerKeys = sharedRateLimiter(db, 'partner-keys', partnerKeyRatePerMinute);
  return routerOf({ member, signedIn: authenticate(verifier) }, [
    // No membership check here: a user who belongs to no organisation yet still has a profile.
    defineRoute({
      method: 'get',
      path: '/me',
      operationId: 'getMe',
      summary: 'The signed-in user, memberships and permissions in the current account',
      description:
        'Works for users without any membership. A user the API has not seen is created from the identity ' +
        "service's profile (GetUser), with an organisation of their own (status ACTIVE, no name yet) of which they " +
        'are the ADMIN (self-signup); a user an administrator invited already exists and gets none. When ' +
        'x-accountid is sent the user must be an ACTIVE member of it (else 403).',
      tags: ['accounts'],
      caller: 'signedIn',
      response: { description: 'The profile.', schema: meJsonSchema },
      errors: {
        '403': 'x-accountid names an account the user is not an ACTIVE member of.',
        '429':
          'A partner key over PARTNER_KEY_RATE_PER_MINUTE requests this minute (code RATE_LIMITED); see Retry-After.',
        '503': 'The identity service could not provide the new user’s profile (code IDENTITY_UNAVAILABLE).',
      },
      handler: async ({ req, res }) => {
        const key = parseApiKey(bearerToken(header(req, 'authorization')) ?? '');
        if (key) {
          const decision = await partnerKeys.take(key.apiKeyId);
          if (!decision.allowed) {
            res.setHeader('Retry-After', String(decision.retryAfterSeconds));
            throw new AccountError(
              'RATE_LIMITED',
              ACCOUNT_MESSAGES.tooManyRequests({ seconds: decision.retryAfterSeconds }),
            );
          }
        }
        const { token, accessToken } = tokenContext(res);
        const found = await userForToken(db, token, accessToken, getUserEmail, requestLog(res), sitePathOf(req));
        return me(found, token, requestedAccountId(req));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users',
      operationId: 'getUsers',
      summary: 'Users of the current account by id (batch)',
      description: 'Ids of people outside the account are left out. At most 100 ids.',
      tags: ['accounts'],
      query: { ids: queryParam.ids('Comma-separated user ids.', { required: true }) },
      response: {
        description: 'The users found, in the order asked.',
        schema: z.object({ items: z.array(userJsonSchema) }),
      },
      errors: { '422': 'ids missing, more than 100, or not ids (code VALIDATION_FAILED).' },
      handler: async ({ auth, query }) => {
        const { ids } = query;
        if (ids === undefined) {
          throw ApiError.invalid([
            fieldError('ids', 'REQUIRED', undefined, 'is required, as comma-separated user ids'),
          ]);
        }
        return { items: await auth.run((tx) => usersByIds(tx, auth.accountId, ids)) };
      },
    }),
    defineIdRoute({
      method: 'get',
      path: '/users/:id',
      operationId: 'getUser',
      summary: 'One user of the current account',
      tags: ['accounts'],
      response: { description: 'The user.', schema: userJsonSchema },
      notFound: 'No such user in this account (code NOT_FOUND).',
      handler: (auth, id) => auth.run((tx) => userById(tx, auth.accountId, id)),
    }),
  ]);
}
