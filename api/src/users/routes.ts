// The user-management routes (members of the current organisation, by user id) and POST /me/mfa-status.
import { inviteUserSchema, updateUserRolesSchema } from '@aid/common';
import type { AccessTokenVerifier } from '@aid/common/auth';
import { type RequestHandler, Router } from 'express';
import { authContext, tokenContext } from '../auth/context.js';
import { authenticate, requestedAccountId, sitePathOf } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { listRoute } from '../http/list.js';
import { idParam } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { viewScope } from './access.js';
import type { IdentityAdmin } from './identity-admin.js';
import { type InvitationDeps, inviteUser, resendInvitation } from './invitations.js';
import { refreshMfaStatus } from './mfa.js';
import { MEMBERS, toUserAccountJson } from './model.js';
import { disableUser, enableUser, removeUser, updateUserRoles } from './service.js';

export type UsersDeps = InvitationDeps & {
  db: Db;
  verifier: AccessTokenVerifier;
  member: RequestHandler;
  identity?: IdentityAdmin;
};

export function usersRouter(deps: UsersDeps): Router {
  const { member } = deps;
  const router = Router();
  const json = jsonBody();

  router.get('/members', member, listRoute({ source: MEMBERS, scope: viewScope, toJson: toUserAccountJson }));

  router.post('/members', member, ...json, async (req, res) => {
    res.status(201).json(await inviteUser(authContext(res), deps, validateBody(inviteUserSchema, req.body)));
  });

  router.post('/members/:id/resend-invitation', member, async (req, res) => {
    res.json(await resendInvitation(authContext(res), deps, idParam(req)));
  });

  router.put('/members/:id/roles', member, ...json, async (req, res) => {
    const id = idParam(req);
    res.json(await updateUserRoles(authContext(res), id, validateBody(updateUserRolesSchema, req.body)));
  });

  router.post('/members/:id/disable', member, async (req, res) => {
    res.json(await disableUser(authContext(res), idParam(req)));
  });

  router.post('/members/:id/enable', member, async (req, res) => {
    res.json(await enableUser(authContext(res), idParam(req)));
  });

  router.delete('/members/:id', member, async (req, res) => {
    res.json(await removeUser(authContext(res), idParam(req)));
  });

  // Not behind `member`: a member DISABLED (MFA) calls it to get out of that state.
  router.post('/me/mfa-status', authenticate(deps.verifier), async (req, res) => {
    const { token, accessToken } = tokenContext(res);
    res.json(
      await refreshMfaStatus(deps.db, deps.identity, {
        token,
        accessToken,
        requestedAccountId: requestedAccountId(req),
        sitePath: sitePathOf(req),
      }),
    );
  });

  return router;
}
