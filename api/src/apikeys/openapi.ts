// The partner-key routes in the OpenAPI document (served at GET /openapi.json).
import { createApiKeySchema } from '@aid/common';
import {
  authErrors,
  error,
  fromZod,
  idPathParameter,
  json,
  memberHeaders,
  type OpenApiPart,
  ref,
} from '../http/openapi.js';

const WHO =
  'Needs USER_MANAGEMENT at level EVERYTHING (VIEW to list, CREATE to create, DELETE to revoke), by a person: ' +
  'a request made with a partner key is refused (403).';

export const apiKeysOpenApi: OpenApiPart = {
  paths: {
    '/api-keys': {
      get: {
        operationId: 'listApiKeys',
        summary: "The organisation's partner keys, newest first (revoked ones included)",
        description: WHO,
        tags: ['api-keys'],
        parameters: memberHeaders,
        responses: {
          '200': {
            description: 'The keys; never the keys themselves.',
            content: json({
              type: 'object',
              properties: { items: { type: 'array', items: ref('ApiKey') } },
              required: ['items'],
            }),
          },
          ...authErrors,
        },
      },
      post: {
        operationId: 'createApiKey',
        summary: 'Create a partner key bound to a role',
        description:
          `${WHO} The answer holds the whole key once; only its SHA-256 is stored. The key is accepted by the ` +
          'GraphQL gateway only: sent here directly it is refused (401).',
        tags: ['api-keys'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateApiKey')) },
        responses: {
          '201': { description: 'The key and, this once, its secret.', content: json(ref('CreatedApiKey')) },
          '409': error('The organisation already holds the most active keys allowed (code CONFLICT).'),
          '422': {
            description:
              'Invalid input, a name already used or a role of another organisation (code VALIDATION_FAILED).',
            content: json(ref('ValidationError')),
          },
          '413': error('Body larger than 64 kB (code PAYLOAD_TOO_LARGE).'),
          ...authErrors,
        },
      },
    },
    '/api-keys/{id}/revoke': {
      post: {
        operationId: 'revokeApiKey',
        summary: 'Revoke a partner key at once',
        description: WHO,
        tags: ['api-keys'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The key, REVOKED.', content: json(ref('ApiKey')) },
          '404': error('No such key in this account (code NOT_FOUND).'),
          '409': error('The key was already revoked (code CONFLICT).'),
          ...authErrors,
        },
      },
    },
  },
  schemas: { CreateApiKey: fromZod(createApiKeySchema) },
};
