// The accounts routes in the OpenAPI document (served at GET /openapi.json).
import { ACCESS_LEVELS, MEMBER_STATUSES, SECTIONS } from '@aid/common';
import {
  accessMap,
  authErrors,
  error,
  json,
  memberHeaders,
  nullable,
  type OpenApiPart,
  ref,
  unauthenticated,
} from '../http/openapi.js';

export const accountsOpenApi: OpenApiPart = {
  paths: {
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
  },
  schemas: {
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
  },
};
