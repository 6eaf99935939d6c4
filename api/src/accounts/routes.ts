import type { AccessTokenVerifier } from '@aid/common/auth';
import { Router } from 'express';
import { authContext, tokenContext } from '../auth/context.js';
import { authenticate, requireMember } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { header, singleQuery, splitIds } from '../http/request.js';
import { AccountError } from './errors.js';
import type { GetUserEmail } from './identity.js';
import { me, userById, userForToken, usersByIds } from './service.js';

export type AccountsDeps = { db: Db; verifier: AccessTokenVerifier; getUserEmail?: GetUserEmail };

export function accountsRouter({ db, verifier, getUserEmail }: AccountsDeps): Router {
  const router = Router();

  // No membership check here: a user who belongs to no organisation yet still has a profile.
  router.get('/me', authenticate(verifier), async (req, res) => {
    const { token, accessToken } = tokenContext(res);
    const user = await userForToken(db, token, accessToken, getUserEmail);
    res.json(await me(db, user, token, header(req, 'x-accountid')));
  });

  router.get('/users', requireMember(db, verifier), async (req, res) => {
    const ids = singleQuery(req, 'ids');
    if (typeof ids !== 'string') {
      throw new AccountError('VALIDATION_FAILED', 'Query parameter ids is required once, e.g. ?ids=usr--a,usr--b', [
        { field: 'ids', message: 'is required once, as comma-separated user ids' },
      ]);
    }
    res.json({ items: await usersByIds(db, authContext(res).accountId, splitIds(ids)) });
  });

  router.get('/users/:id', requireMember(db, verifier), async (req, res) => {
    res.json(await userById(db, authContext(res).accountId, String(req.params.id)));
  });

  return router;
}
