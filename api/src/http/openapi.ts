// OpenAPI building blocks shared by the domains' route documents (accounts/openapi.ts, programs/openapi.ts,
// activity/openapi.ts), which ../openapi.ts puts together.
import { ACTIONS } from '@aid/common';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export type JsonSchema = {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  format?: string;
  enum?: readonly (string | null)[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
};

export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
};

export type ParameterRef = { $ref: string };

export type Response = { description: string; content?: { 'application/json': { schema: JsonSchema } } };

export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | ParameterRef)[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Response>;
};

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
  };
};

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  type: [schema.type as JsonType, 'null'],
});
export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const error = (description: string): Response => ({ description, content: json(ref('Error')) });
export const PUBLIC: Record<string, string[]>[] = [];

export const memberHeaders: ParameterRef[] = [
  { $ref: '#/components/parameters/AccountId' },
  { $ref: '#/components/parameters/SitePath' },
];

export const unauthenticated = error('Missing, malformed, invalid or expired access token (code UNAUTHENTICATED).');
export const authErrors: Record<string, Response> = {
  '401': unauthenticated,
  '403': error('Not an ACTIVE member of the account, or no access to the section (code FORBIDDEN).'),
};

export const accessMap: JsonSchema = {
  type: 'object',
  description: 'Access per action.',
  propertyNames: { enum: ACTIONS },
  additionalProperties: ref('Access'),
};

/** What one domain adds to the document. */
export type OpenApiPart = { paths: OpenApiDocument['paths']; schemas: Record<string, JsonSchema> };

/** Error shapes every route uses. */
export const errorSchemas: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      code: {
        type: 'string',
        description: 'e.g. UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, VALIDATION_FAILED',
      },
      fieldErrors: { type: 'array', items: ref('FieldError') },
    },
    required: ['message', 'code'],
  },
  FieldError: {
    type: 'object',
    properties: {
      field: { type: 'string', description: 'e.g. programName, or filter.conditions[2].value' },
      message: { type: 'string' },
    },
    required: ['field', 'message'],
  },
  ValidationError: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      code: { type: 'string', enum: ['VALIDATION_FAILED'] },
      fieldErrors: { type: 'array', items: ref('FieldError') },
    },
    required: ['message', 'code', 'fieldErrors'],
  },
};
