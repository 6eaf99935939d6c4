import { authErrors, error, json, memberHeaders, type OpenApiPart, ref, unauthenticated } from '../http/openapi.js';
import { updateMeOperation } from './organization-openapi.js';

export const accountsOpenApi: OpenApiPart = {
  paths: {
    '/me': {
      get: {
        operationId: 'getMe',
        summary: 'The signed-in user, memberships and permissions in the current account',
        description:
          'Works for users without any membership. A user the API has not seen is created from the identity ' +
          "service's profile (GetUser), with an organisation of their own (status ACTIVE, no name yet) of which they " +
          'are the ADMIN (self-signup); a user an administrator invited already exists and gets none. When ' +
          'x-accountid is sent the user must be an ACTIVE member of it (else 403).',
        tags: ['accounts'],
        parameters: memberHeaders,
        responses: {
          '200': { description: 'The profile.', content: json(ref('Me')) },
          '401': unauthenticated,
          '403': error('x-accountid names an account the user is not an ACTIVE member of.'),
          '503': error('The identity service could not provide the new user’s profile (code IDENTITY_UNAVAILABLE).'),
        },
      },
      patch: updateMeOperation,
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
  // User, Membership, Me, Role, Permissions and Access are generated from common/src/accounts/json.ts.
  schemas: {},
};
