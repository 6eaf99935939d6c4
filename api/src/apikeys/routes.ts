// The partner-key routes: list, create (the only answer that holds the key), revoke.
import { createApiKeySchema } from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import { idParam } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { createApiKey, listApiKeys, revokeApiKey } from './service.js';

export function apiKeysRouter({ member }: { member: RequestHandler }): Router {
  const router = Router();
  const json = jsonBody();

  router.get('/api-keys', member, async (_req, res) => {
    res.json({ items: await listApiKeys(authContext(res)) });
  });

  router.post('/api-keys', member, ...json, async (req, res) => {
    res.status(201).json(await createApiKey(authContext(res), validateBody(createApiKeySchema, req.body)));
  });

  router.post('/api-keys/:id/revoke', member, async (req, res) => {
    res.json(await revokeApiKey(authContext(res), idParam(req)));
  });

  return router;
}
