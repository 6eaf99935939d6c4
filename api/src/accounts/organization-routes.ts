// The current organisation's routes: its profile, settings, logo and sub-accounts.
import { createSubAccountSchema, updateOrganizationSchema, updateOrganizationSettingsSchema } from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import type { FilesConfig } from '../files/service.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { sendImage } from './images.js';
import { getOrganization, updateOrganization, updateOrganizationSettings } from './organization.js';
import { logoOf, removeLogo, setLogo } from './pictures.js';
import { createSubAccount } from './signup.js';

export type OrganizationDeps = { member: RequestHandler; files: FilesConfig };

export function organizationRouter({ member, files }: OrganizationDeps): Router {
  const router = Router();
  const json = jsonBody();

  router.get('/organization', member, async (_req, res) => {
    res.json(await getOrganization(authContext(res)));
  });

  router.patch('/organization', member, ...json, async (req, res) => {
    res.json(await updateOrganization(authContext(res), validateBody(updateOrganizationSchema, req.body)));
  });

  router.patch('/organization/settings', member, ...json, async (req, res) => {
    const change = validateBody(updateOrganizationSettingsSchema, req.body);
    res.json(await updateOrganizationSettings(authContext(res), change));
  });

  // The body is the image itself, streamed (no JSON parser on this route).
  router.post('/organization/logo', member, async (req, res) => {
    res.json(await setLogo(authContext(res), files, req));
  });

  router.delete('/organization/logo', member, async (_req, res) => {
    res.json(await removeLogo(authContext(res), files));
  });

  router.get('/organization/logo', member, async (_req, res) => {
    await sendImage(res, files, await logoOf(authContext(res)));
  });

  router.post('/organization/sub-accounts', member, ...json, async (req, res) => {
    const input = validateBody(createSubAccountSchema, req.body);
    res.status(201).json(await createSubAccount(authContext(res), input));
  });

  return router;
}
