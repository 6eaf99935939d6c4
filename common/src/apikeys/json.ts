// A partner API key as the REST API answers it (GraphQL `ApiKey`), and its input, validated on every side.
import { z } from 'zod';
import { component, timestamp } from '../json.js';

export const API_KEY_STATUSES = ['ACTIVE', 'REVOKED'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
export const API_KEY_NAME_MAX = 100;
/** Active keys an organisation may hold: enough for every partner, few enough to review. */
export const API_KEYS_ACTIVE_MAX = 200;

export const apiKeyJsonSchema = component(
  'ApiKey',
  z.object({
    apiKeyId: z.string(),
    accountId: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key, to recognise it.' }),
    roleId: z.string().nullable(),
    status: z.enum(API_KEY_STATUSES),
    createdBy: z.string().nullable().meta({ description: 'User id of the administrator who created it.' }),
    createdAt: timestamp(),
    lastUsedAt: timestamp().nullable(),
    revokedAt: timestamp().nullable(),
  }),
  'GraphQL `ApiKey`. The key itself is never in it.',
);
export type ApiKeyJson = z.infer<typeof apiKeyJsonSchema>;

export const createdApiKeyJsonSchema = component(
  'CreatedApiKey',
  z.object({
    apiKey: apiKeyJsonSchema,
    secret: z.string().meta({ description: 'The whole key; this answer is the only time it is shown.' }),
  }),
  'The answer to POST /api-keys.',
);
export type CreatedApiKeyJson = z.infer<typeof createdApiKeyJsonSchema>;

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX).meta({ description: 'Unique among active keys.' }),
  roleId: z.string().min(1),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;
