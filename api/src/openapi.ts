// The REST contract as an OpenAPI 3.1 document (served at GET /openapi.json), put together from each domain's
// part. A test checks that every route Express registers appears here, so keep the parts in step with the routers.
import { restSchemas } from '@aid/common';
import { z } from 'zod';
import { accountsOpenApi } from './accounts/openapi.js';
import { organizationOpenApi } from './accounts/organization-openapi.js';
import { activityOpenApi } from './activity/openapi.js';
import { apiKeysOpenApi } from './apikeys/openapi.js';
import { duplicatesOpenApi } from './beneficiaries/dedup/openapi.js';
import { beneficiaryExportOpenApi } from './beneficiaries/export.js';
import { beneficiaryImportsOpenApi } from './beneficiaries/import/openapi.js';
import { beneficiariesOpenApi } from './beneficiaries/openapi.js';
import { distributionsOpenApi } from './distributions/openapi.js';
import { filesOpenApi } from './files/openapi.js';
import { errorSchemas, type JsonSchema, json, type OpenApiDocument, PUBLIC } from './http/openapi.js';
import { jobsOpenApi } from './jobs/openapi.js';
import { notificationsOpenApi } from './notifications/openapi.js';
import { paymentsOpenApi } from './payments/openapi.js';
import { programsOpenApi } from './programs/openapi.js';
import { reconciliationOpenApi } from './reconciliation/openapi.js';
import { rolesOpenApi } from './roles/openapi.js';
import { scanningOpenApi } from './scanning/openapi.js';
import { usersOpenApi } from './users/openapi.js';
import { vouchersOpenApi } from './vouchers/openapi.js';

export type { JsonSchema, OpenApiDocument } from './http/openapi.js';

const parts = [
  accountsOpenApi,
  organizationOpenApi,
  programsOpenApi,
  activityOpenApi,
  jobsOpenApi,
  filesOpenApi,
  apiKeysOpenApi,
  rolesOpenApi,
  usersOpenApi,
  beneficiariesOpenApi,
  duplicatesOpenApi,
  beneficiaryImportsOpenApi,
  beneficiaryExportOpenApi,
  distributionsOpenApi,
  notificationsOpenApi,
  paymentsOpenApi,
  vouchersOpenApi,
  scanningOpenApi,
  reconciliationOpenApi,
];

/** The response shapes common/ describes with zod (User, Program, …), with $refs between them. */
function generatedSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(restSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'output',
    unrepresentable: 'any',
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as Record<string, unknown>;
      return [id, rest as JsonSchema];
    }),
  );
}

export const openApiDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Aid platform product API',
    version: '1.0.0',
    description:
      'REST system of record behind the GraphQL gateway. Every request except /health, /openapi.json and ' +
      '/log-error needs `Authorization: Bearer <Cognito access token>`; `x-accountid` selects the organisation ' +
      "(default: the token's custom:defaultAccountId, then the profile's default, then the first ACTIVE " +
      'membership) and `x-sitepath` (the page URL) is recorded in activity logs. Errors are `{ message, code }`.',
  },
  security: [{ bearerAuth: [] }],
  paths: {
    '/health': {
      get: {
        operationId: 'health',
        summary: 'Liveness check',
        tags: ['system'],
        security: PUBLIC,
        responses: {
          '200': {
            description: 'The API is up.',
            content: json({
              type: 'object',
              properties: { status: { type: 'string', enum: ['ok'] } },
              required: ['status'],
            }),
          },
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openApi',
        summary: 'This document',
        tags: ['system'],
        security: PUBLIC,
        responses: { '200': { description: 'OpenAPI 3.1 document.', content: json({ type: 'object' }) } },
      },
    },
    ...Object.assign({}, ...parts.map((p) => p.paths)),
  },
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A Cognito access token of the platform’s app client (not an ID token).',
      },
    },
    parameters: {
      AccountId: {
        name: 'x-accountid',
        in: 'header',
        description: 'The account (organisation) the request acts in; the caller must be an ACTIVE member.',
        schema: { type: 'string' },
      },
      SitePath: {
        name: 'x-sitepath',
        in: 'header',
        description: 'The web page the request comes from; stored in activity logs.',
        schema: { type: 'string' },
      },
    },
    schemas: { ...errorSchemas, ...generatedSchemas(), ...Object.assign({}, ...parts.map((p) => p.schemas)) },
  },
};
