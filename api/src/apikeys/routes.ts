// The partner-key routes: list, create (the only answer that holds the key), revoke.
import { apiKeyJsonSchema, createApiKeySchema, createdApiKeyJsonSchema } from '@aid/common/apikeys';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { defineIdRoute } from '../http/id-route.js';
import { defineRoute, routerOf } from '../http/route.js';
import { createApiKey, listApiKeys, revokeApiKey } from './service.js';

const WHO =
  'Needs USER_MANAGEMENT at level EVERYTHING (VIEW to list, CREATE to create, DELETE to revoke), by a person: ' +
  'a request made with a partner key is refused (403).';

export function apiKeysRouter({ member }: { member: RequestHandler }): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'get',
      path: '/api-keys',
      operationId: 'listApiKeys',
      summary: "The organisation's partner keys, newest first (revoked ones included)",
      description: WHO,
      response: {
        description: 'The keys; never the keys themselves.',
        schema: z.object({ items: z.array(apiKeyJsonSchema) }),
      },
      handler: async ({ auth }) => ({ items: await listApiKeys(auth) }),
    }),
    defineRoute({
      method: 'post',
      path: '/api-keys',
      operationId: 'createApiKey',
      summary: 'Create a partner key bound to a role',
      description:
        `${WHO} The answer holds the whole key once; only its SHA-256 is stored. The key is accepted by the ` +
        'GraphQL gateway only: sent here directly it is refused (401).',
      body: createApiKeySchema,
      status: 201,
      response: { description: 'The key and, this once, its secret.', schema: createdApiKeyJsonSchema },
      errors: {
        '409': 'The organisation already holds the most active keys allowed (code CONFLICT).',
        '413': 'Body larger than 64 kB (code PAYLOAD_TOO_LARGE).',
      },
      handler: ({ auth, body }) => createApiKey(auth, body),
    }),
    defineIdRoute({
      method: 'post',
      path: '/api-keys/:id/revoke',
      operationId: 'revokeApiKey',
      summary: 'Revoke a partner key at once',
      description: WHO,
      response: { description: 'The key, REVOKED.', schema: apiKeyJsonSchema },
      notFound: 'No such key in this account (code NOT_FOUND).',
      errors: { '409': 'The key was already revoked (code CONFLICT).' },
      handler: revokeApiKey,
    }),
  ]);
}
