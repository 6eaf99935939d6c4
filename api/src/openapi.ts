// The REST contract as an OpenAPI 3.1 document (served at GET /openapi.json). A test checks that every route
// Express registers appears here, so keep it in step with the routers.
import {
  ACCESS_LEVELS,
  ACTIONS,
  FILTER_OPERATORS,
  LOGICAL_CONNECTORS,
  MEMBER_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
  SECTIONS,
  SORT_OPTIONS,
} from '@aid/common';
import { PROGRAM_FILTER_FIELDS } from './programs/model.js';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

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

type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
};

type ParameterRef = { $ref: string };

type Response = { description: string; content?: { 'application/json': { schema: JsonSchema } } };

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | ParameterRef)[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Response>;
};

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

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

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  type: [schema.type as JsonType, 'null'],
});
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string): Response => ({ description, content: json(ref('Error')) });
const PUBLIC: Record<string, string[]>[] = [];

const memberHeaders: ParameterRef[] = [
  { $ref: '#/components/parameters/AccountId' },
  { $ref: '#/components/parameters/SitePath' },
];

const unauthenticated = error('Missing, malformed, invalid or expired access token (code UNAUTHENTICATED).');
const authErrors: Record<string, Response> = {
  '401': unauthenticated,
  '403': error('Not an ACTIVE member of the account, or no access to the section (code FORBIDDEN).'),
};

const accessMap: JsonSchema = {
  type: 'object',
  description: 'Access per action.',
  propertyNames: { enum: ACTIONS },
  additionalProperties: ref('Access'),
};

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
    '/me': {
      get: {
        operationId: 'getMe',
        summary: 'The signed-in user, memberships and permissions in the current account',
        description:
          'Works for users without any membership. A user the API has not seen is created from the identity ' +
          "service's profile (GetUser). When x-accountid is sent the user must be an ACTIVE member of it (else 403).",
        tags: ['accounts'],
        parameters: memberHeaders,
        responses: {
          '200': { description: 'The profile.', content: json(ref('Me')) },
          '401': unauthenticated,
          '403': error('x-accountid names an account the user is not an ACTIVE member of.'),
          '502': error('The identity service could not provide the new user’s profile (code IDENTITY_UNAVAILABLE).'),
        },
      },
    },
    '/users': {
      get: {
        operationId: 'getUsers',
        summary: 'Users of the current account by id (batch)',
        description: 'Ids of people outside the account are left out. At most 100 ids.',
        tags: ['accounts'],
        parameters: [
          ...memberHeaders,
          {
            name: 'ids',
            in: 'query',
            required: true,
            description: 'Comma-separated user ids.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The users found, in the order asked.',
            content: json({
              type: 'object',
              properties: { items: { type: 'array', items: ref('User') } },
              required: ['items'],
            }),
          },
          '400': error('ids missing or more than 100 (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
    },
    '/users/{id}': {
      get: {
        operationId: 'getUser',
        summary: 'One user of the current account',
        tags: ['accounts'],
        parameters: [...memberHeaders, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The user.', content: json(ref('User')) },
          '404': error('No such user in this account (code NOT_FOUND).'),
          ...authErrors,
        },
      },
    },
    '/programs': {
      get: {
        operationId: 'listPrograms',
        summary: 'A page of programs, or programs by id',
        description:
          'Needs PROGRAMS VIEW; SELECTED access narrows the list, the count and the pages. With `ids` the ' +
          'visible programs among them are returned (no paging, at most 100); otherwise a keyset page.',
        tags: ['programs'],
        parameters: [
          ...memberHeaders,
          {
            name: 'ids',
            in: 'query',
            description: 'Comma-separated program ids (batch look-up; other parameters are ignored).',
            schema: { type: 'string' },
          },
          {
            name: 'first',
            in: 'query',
            description: 'Page size.',
            schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
          },
          { name: 'after', in: 'query', description: '`endCursor` of the previous page.', schema: { type: 'string' } },
          {
            name: 'sort',
            in: 'query',
            description: 'Sort option; ties are broken by programId.',
            schema: { type: 'string', enum: SORT_OPTIONS, default: 'CREATED_AT_NEWEST' },
          },
          {
            name: 'filter',
            in: 'query',
            description: 'URL-encoded JSON of a ProgramFilter.',
            schema: { type: 'string', format: 'json' },
          },
        ],
        responses: {
          '200': {
            description: 'A page (ProgramPage), or `{ items }` when `ids` is given.',
            content: json(ref('ProgramPage')),
          },
          '400': error('Bad first, sort, filter or cursor (code VALIDATION_FAILED; message names the parameter).'),
          ...authErrors,
        },
      },
      post: {
        operationId: 'createProgram',
        summary: 'Create a program',
        description: 'Needs PROGRAMS CREATE. Writes an activity-log row in the same transaction.',
        tags: ['programs'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateProgramInput')) },
        responses: {
          '201': { description: 'The new program.', content: json(ref('Program')) },
          '400': error('The body is not valid JSON.'),
          '409': error('Another program of the account has this name, ignoring case (code CONFLICT).'),
          '422': { description: 'Invalid input (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          ...authErrors,
        },
      },
    },
    '/programs/{id}': {
      get: {
        operationId: 'getProgram',
        summary: 'One program',
        tags: ['programs'],
        parameters: [...memberHeaders, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The program.', content: json(ref('Program')) },
          '404': error('No such program visible to the caller in this account (code NOT_FOUND).'),
          ...authErrors,
        },
      },
      patch: {
        operationId: 'updateProgram',
        summary: 'Change a program',
        description:
          'Needs PROGRAMS UPDATE (SELECTED: only its programs, else 403 when visible). Omitted fields stay; ' +
          'a request that changes nothing writes nothing. Writes an activity-log row with the changes.',
        tags: ['programs'],
        parameters: [...memberHeaders, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: json(ref('UpdateProgramInput')) },
        responses: {
          '200': { description: 'The program after the change.', content: json(ref('Program')) },
          '400': error('The body is not valid JSON.'),
          '404': error('No such program visible to the caller (code NOT_FOUND).'),
          '409': error('Another program of the account has this name (code CONFLICT).'),
          '422': { description: 'Invalid input (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          ...authErrors,
        },
      },
    },
    '/log-error': {
      post: {
        operationId: 'logError',
        summary: 'Store a client crash report (spec §7)',
        description:
          'Public: a crash can happen before sign-in. With a valid bearer token the report is linked to the ' +
          'user and account. Body at most 64 kB.',
        tags: ['activity'],
        security: [{}, { bearerAuth: [] }],
        requestBody: { required: true, content: json(ref('ErrorReport')) },
        responses: {
          '201': {
            description: 'Stored.',
            content: json({ type: 'object', properties: { reportId: { type: 'string' } }, required: ['reportId'] }),
          },
          '400': { description: 'Invalid report (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          '413': error('Body larger than 64 kB (code PAYLOAD_TOO_LARGE).'),
        },
      },
    },
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
    schemas: {
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
      Access: {
        type: 'object',
        properties: {
          accessLevel: { type: 'string', enum: ACCESS_LEVELS },
          objectIds: { type: 'array', items: { type: 'string' } },
        },
        required: ['accessLevel', 'objectIds'],
      },
      Permissions: {
        type: 'object',
        description: 'A role’s permissions: per section, an access map per action.',
        properties: {
          section: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string', enum: SECTIONS }, access: accessMap },
              required: ['name', 'access'],
            },
          },
        },
        required: ['section'],
      },
      EffectivePermissions: {
        type: 'object',
        description: 'Effective access across the roles of the current account: section → action → Access.',
        propertyNames: { enum: SECTIONS },
        additionalProperties: accessMap,
      },
      Role: {
        type: 'object',
        properties: {
          roleId: { type: 'string' },
          roleName: { type: 'string' },
          roleType: { type: 'string', enum: ['PREDEFINED', 'CUSTOM'] },
          permissions: ref('Permissions'),
        },
        required: ['roleId', 'roleName', 'roleType', 'permissions'],
      },
      User: {
        type: 'object',
        properties: {
          userId: { type: 'string' },
          email: { type: 'string' },
          firstName: nullable({ type: 'string' }),
          lastName: nullable({ type: 'string' }),
          userFullName: nullable({ type: 'string', description: '"first last", or null when neither is set.' }),
        },
        required: ['userId', 'email', 'firstName', 'lastName', 'userFullName'],
      },
      Membership: {
        type: 'object',
        properties: {
          accountId: { type: 'string' },
          organizationName: nullable({ type: 'string' }),
          menuColour: { type: 'string', pattern: '^[0-9A-Fa-f]{6}$' },
          detailsCompleted: { type: 'boolean' },
          status: { type: 'string', enum: MEMBER_STATUSES },
          roles: { type: 'array', items: ref('Role') },
        },
        required: ['accountId', 'organizationName', 'menuColour', 'detailsCompleted', 'status', 'roles'],
      },
      Me: {
        type: 'object',
        properties: {
          user: ref('User'),
          phoneNumber: nullable({ type: 'string' }),
          detailsCompleted: { type: 'boolean' },
          applicationLanguage: { type: 'string' },
          numberFormat: { type: 'string' },
          mfaSettings: {
            type: 'object',
            properties: { mfaEnabled: { type: 'boolean' }, mfaPreferred: { type: 'string' } },
            required: ['mfaEnabled', 'mfaPreferred'],
          },
          memberships: { type: 'array', items: ref('Membership') },
          hasMultipleAccounts: { type: 'boolean', description: 'More than one ACTIVE membership.' },
          currentAccountId: nullable({ type: 'string' }),
          permissions: ref('EffectivePermissions'),
        },
        required: [
          'user',
          'phoneNumber',
          'detailsCompleted',
          'applicationLanguage',
          'numberFormat',
          'mfaSettings',
          'memberships',
          'hasMultipleAccounts',
          'currentAccountId',
          'permissions',
        ],
      },
      Program: {
        type: 'object',
        properties: {
          programId: { type: 'string' },
          accountId: { type: 'string' },
          programName: { type: 'string' },
          description: nullable({ type: 'string' }),
          programType: { type: 'string', enum: PROGRAM_TYPES },
          programStatus: { type: 'string', enum: PROGRAM_STATUSES },
          currency: { type: 'string', pattern: '^[A-Z]{3}$' },
          budget: nullable({ type: 'integer', description: 'Minor units (cents).' }),
          startDate: nullable({ type: 'string', format: 'date' }),
          endDate: nullable({ type: 'string', format: 'date' }),
          createdAt: { type: 'string', format: 'date-time' },
          updatedAt: { type: 'string', format: 'date-time' },
          createdBy: nullable({ type: 'string', description: 'User id.' }),
          updatedBy: nullable({ type: 'string', description: 'User id.' }),
        },
        required: [
          'programId',
          'accountId',
          'programName',
          'description',
          'programType',
          'programStatus',
          'currency',
          'budget',
          'startDate',
          'endDate',
          'createdAt',
          'updatedAt',
          'createdBy',
          'updatedBy',
        ],
      },
      ProgramPage: {
        type: 'object',
        properties: {
          items: { type: 'array', items: ref('Program') },
          totalCount: { type: 'integer', description: 'Absent with `ids`.' },
          endCursor: nullable({ type: 'string', description: 'Absent with `ids`.' }),
          hasNextPage: { type: 'boolean', description: 'Absent with `ids`.' },
        },
        required: ['items'],
      },
      CreateProgramInput: {
        type: 'object',
        additionalProperties: false,
        properties: {
          programName: { type: 'string', minLength: 1, maxLength: 200, description: 'Trimmed; unique per account.' },
          description: nullable({ type: 'string', maxLength: 5000 }),
          programType: { type: 'string', enum: PROGRAM_TYPES },
          programStatus: { type: 'string', enum: PROGRAM_STATUSES, default: 'ACTIVE' },
          currency: { type: 'string', pattern: '^[A-Z]{3}$' },
          budget: nullable({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
          startDate: nullable({ type: 'string', format: 'date' }),
          endDate: nullable({ type: 'string', format: 'date', description: 'On or after startDate.' }),
        },
        required: ['programName', 'programType', 'currency'],
      },
      UpdateProgramInput: {
        type: 'object',
        additionalProperties: false,
        description: 'Omitted fields stay as they are.',
        properties: {
          programName: { type: 'string', minLength: 1, maxLength: 200 },
          description: nullable({ type: 'string', maxLength: 5000 }),
          programType: { type: 'string', enum: PROGRAM_TYPES },
          programStatus: { type: 'string', enum: PROGRAM_STATUSES },
          currency: { type: 'string', pattern: '^[A-Z]{3}$' },
          budget: nullable({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
          startDate: nullable({ type: 'string', format: 'date' }),
          endDate: nullable({ type: 'string', format: 'date' }),
        },
      },
      ProgramFilter: {
        type: 'object',
        description: 'Nested at most 5 levels, at most 50 conditions in all.',
        additionalProperties: false,
        properties: {
          connector: { type: 'string', enum: LOGICAL_CONNECTORS, default: 'AND' },
          conditions: { type: 'array', items: ref('ProgramFilterCondition') },
          groups: { type: 'array', items: ref('ProgramFilter') },
        },
      },
      ProgramFilterCondition: {
        type: 'object',
        additionalProperties: false,
        description:
          'BETWEEN takes two `values`, IN one or more; EXISTS, NOT_EXISTS and IS_NULL none; the others `value`.',
        properties: {
          field: { type: 'string', enum: Object.keys(PROGRAM_FILTER_FIELDS) },
          operator: { type: 'string', enum: FILTER_OPERATORS },
          value: nullable({ type: 'string' }),
          values: nullable({ type: 'array', items: { type: 'string' } }),
        },
        required: ['field', 'operator'],
      },
      ErrorReport: {
        type: 'object',
        properties: {
          message: { type: 'string', minLength: 1, maxLength: 10000 },
          stack: nullable({ type: 'string', maxLength: 32000 }),
          componentStack: nullable({ type: 'string', maxLength: 32000 }),
          url: nullable({ type: 'string', maxLength: 4000 }),
          pathname: nullable({ type: 'string', maxLength: 2000 }),
          userAgent: nullable({ type: 'string', maxLength: 1000 }),
          searchParams: nullable({ type: 'string', maxLength: 4000 }),
        },
        required: ['message'],
      },
    },
  },
};
