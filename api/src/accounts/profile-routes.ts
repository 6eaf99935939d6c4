// The signed-in user's own routes: edit the profile, its image, and the organisation to work in by default. Each
// answers the whole profile as GET /me does, so a client refreshes everything that depends on it at once.
import {
  ACCOUNT_MESSAGES,
  type MeJson,
  meJsonSchema,
  switchOrganizationSchema,
  updateProfileSchema,
} from '@aid/common/accounts';
import type { AccessTokenVerifier } from '@aid/common/auth';
import type { RequestHandler, Response, Router } from 'express';
import { tokenContext } from '../auth/context.js';
import { authenticate, sitePathOf } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import type { FilesConfig } from '../files/service.js';
import { defineRoute, routerOf } from '../http/route.js';
import { AccountError } from './errors.js';
import { IMAGE_ANSWER, imageUpload, sendImage } from './images.js';
import { profileImageOf, removeProfileImage, setProfileImage } from './pictures.js';
import { switchOrganization, updateProfile } from './profile.js';
import { userWithMemberships } from './repository.js';
import { me } from './service.js';

export type ProfileDeps = { db: Db; verifier: AccessTokenVerifier; member: RequestHandler; files: FilesConfig };

export function profileRouter({ db, verifier, member, files }: ProfileDeps): Router {
  /** The profile as GET /me answers it, acting in `accountId`. */
  const meIn = async (res: Response, accountId: string): Promise<MeJson> => {
    const { token } = tokenContext(res);
    const found = await userWithMemberships(db, token.sub);
    if (!found) throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound());
    return me(found, token, accountId);
  };

  return routerOf({ member, signedIn: authenticate(verifier) }, [
    // Changes are logged in the organisation the request acts in, hence a membership.
    defineRoute({
      method: 'patch',
      path: '/me',
      operationId: 'updateMe',
      summary: 'Edit the signed-in user’s profile',
      description:
        'Omitted fields stay as they are; an empty text clears one. The phone number must carry its country code ' +
        'and is stored as E.164. `detailsCompleted` is recomputed: first name, last name and phone number given. ' +
        'Logged as UPDATE USER in the organisation the request acts in.',
      tags: ['accounts'],
      body: updateProfileSchema,
      response: { description: 'The profile, as GET /me answers it.', schema: meJsonSchema },
      handler: async ({ auth, res, body }) => {
        await updateProfile(auth, body);
        return meIn(res, auth.accountId);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/me/default-account',
      operationId: 'switchOrganization',
      summary: 'Choose the organisation the user works in by default',
      description:
        'Sets the profile’s default organisation, which must be one of the user’s ACTIVE memberships, and logs ' +
        'SWITCH_ORGANIZATION there. Clients also update the identity user’s custom:defaultAccountId and send ' +
        'x-accountid of it from then on.',
      tags: ['accounts'],
      caller: 'signedIn',
      body: switchOrganizationSchema,
      response: { description: 'The profile, acting in that organisation.', schema: meJsonSchema },
      errors: { '403': 'Not an ACTIVE member of that organisation (code FORBIDDEN).' },
      handler: async ({ req, res, body }) => {
        const { token } = tokenContext(res);
        await switchOrganization(db, token, body.accountId, sitePathOf(req));
        return meIn(res, body.accountId);
      },
    }),
    // The body is the image itself, streamed (no JSON parser on this route).
    defineRoute({
      method: 'post',
      path: '/me/profile-image',
      operationId: 'setProfileImage',
      summary: 'Set the signed-in user’s profile image',
      ...imageUpload('Any member.'),
      response: { description: 'Stored.', schema: meJsonSchema },
      handler: async ({ auth, req, res }) => {
        await setProfileImage(auth, files, req);
        return meIn(res, auth.accountId);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/me/profile-image',
      operationId: 'removeProfileImage',
      summary: 'Remove the signed-in user’s profile image',
      tags: ['accounts'],
      response: { description: 'The profile.', schema: meJsonSchema },
      handler: async ({ auth, res }) => {
        await removeProfileImage(auth, files);
        return meIn(res, auth.accountId);
      },
    }),
    // One's own picture, whichever organisation it was uploaded in.
    defineRoute({
      method: 'get',
      path: '/me/profile-image',
      operationId: 'getProfileImage',
      summary: 'The signed-in user’s profile image',
      tags: ['accounts'],
      caller: 'signedIn',
      response: IMAGE_ANSWER,
      errors: { '404': 'No image (code NOT_FOUND).' },
      handler: async ({ res }) => {
        await sendImage(res, files, await profileImageOf(db, tokenContext(res).token.sub));
      },
    }),
  ]);
}
