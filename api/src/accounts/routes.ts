import { fieldError } from '@aid/common';
import type { AccessTokenVerifier } from '@aid/common/auth';
import { type RequestHandler, Router } from 'express';
import { authContext, tokenContext } from '../auth/context.js';
import { authenticate, requestedAccountId, sitePathOf } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { requestLog } from '../http/logger.js';
import { idParam, singleQuery, splitIds } from '../http/request.js';
import type { GetUserEmail } from './identity.js';
import { me, userById, userForToken, usersByIds } from './service.js';

export type AccountsDeps = {
  db: Db;
  verifier: AccessTokenVerifier;
  member: RequestHandler;
  getUserEmail?: GetUserEmail;
};

export function accountsRouter({ db, verifier, member, getUserEmail }: AccountsDeps): Router {
  const router = Router();

  // No membership check here: a user who belongs to no organisation yet still has a profile.
  router.get('/me', authenticate(verifier), async (req, res) => {
    const { token, accessToken } = tokenContext(res);
    const found = await userForToken(db, token, accessToken, getUserEmail, requestLog(res), sitePathOf(req));
    res.json(me(found, token, requestedAccountId(req)));
  });

  router.get('/users', member, async (req, res) => {
    const ids = singleQuery(req, 'ids');
    if (ids === undefined) {
      throw ApiError.invalid([fieldError('ids', 'REQUIRED', undefined, 'is required, as comma-separated user ids')]);
    }
    const auth = authContext(res);
    res.json({ items: await auth.run((tx) => usersByIds(tx, auth.accountId, splitIds(ids))) });
  });

  router.get('/users/:id', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await auth.run((tx) => userById(tx, auth.accountId, id)));
  });

  return router;
}
