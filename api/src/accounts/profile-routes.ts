// The signed-in user's own routes: edit the profile, its image, and the organisation to work in by default. Each
// answers the whole profile as GET /me does, so a client refreshes everything that depends on it at once.
import { type MeJson, switchOrganizationSchema, updateProfileSchema } from '@aid/common';
import type { AccessTokenVerifier } from '@aid/common/auth';
import { type RequestHandler, type Response, Router } from 'express';
import { authContext, tokenContext } from '../auth/context.js';
import { authenticate, sitePathOf } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import type { FilesConfig } from '../files/service.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { AccountError } from './errors.js';
import { sendImage } from './images.js';
import { profileImageOf, removeProfileImage, setProfileImage } from './pictures.js';
import { switchOrganization, updateProfile } from './profile.js';
import { userWithMemberships } from './repository.js';
import { me } from './service.js';

export type ProfileDeps = { db: Db; verifier: AccessTokenVerifier; member: RequestHandler; files: FilesConfig };

export function profileRouter({ db, verifier, member, files }: ProfileDeps): Router {
  const router = Router();
  const json = jsonBody();

  /** The profile as GET /me answers it, acting in `accountId`. */
  const meIn = async (res: Response, accountId: string): Promise<MeJson> => {
    const { token } = tokenContext(res);
    const found = await userWithMemberships(db, token.sub);
    if (!found) throw new AccountError('NOT_FOUND', 'User not found');
    return me(found, token, accountId);
  };

  // Changes are logged in the organisation the request acts in, hence a membership.
  router.patch('/me', member, ...json, async (req, res) => {
    const auth = authContext(res);
    await updateProfile(auth, validateBody(updateProfileSchema, req.body));
    res.json(await meIn(res, auth.accountId));
  });

  router.put('/me/default-account', authenticate(verifier), ...json, async (req, res) => {
    const { token } = tokenContext(res);
    const { accountId } = validateBody(switchOrganizationSchema, req.body);
    await switchOrganization(db, token, accountId, sitePathOf(req));
    res.json(await meIn(res, accountId));
  });

  // The body is the image itself, streamed (no JSON parser on this route).
  router.post('/me/profile-image', member, async (req, res) => {
    const auth = authContext(res);
    await setProfileImage(auth, files, req);
    res.json(await meIn(res, auth.accountId));
  });

  router.delete('/me/profile-image', member, async (_req, res) => {
    const auth = authContext(res);
    await removeProfileImage(auth, files);
    res.json(await meIn(res, auth.accountId));
  });

  // One's own picture, whichever organisation it was uploaded in.
  router.get('/me/profile-image', authenticate(verifier), async (_req, res) => {
    await sendImage(res, files, await profileImageOf(db, tokenContext(res).token.sub));
  });

  return router;
}
