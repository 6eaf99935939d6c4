// The roles routes in the OpenAPI document (served at GET /openapi.json).
import {
  createRoleSchema,
  ROLE_SELECTED_IDS_MAX,
  SECTION_ACTIONS,
  SELECTABLE_SECTIONS,
  updateRoleSchema,
} from '@aid/common';
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

const READ = 'Needs USER_MANAGEMENT VIEW.';
const change = (action: string) =>
  `Needs USER_MANAGEMENT ${action} at level EVERYTHING, by a person (a partner key is refused, 403). ` +
  'PREDEFINED roles are read-only (409).';

const RULES =
  'Permissions: `section` lists sections by name, each with an access map keyed by action. The actions of each ' +
  `section: ${Object.entries(SECTION_ACTIONS)
    .map(([section, actions]) => `${section} ${actions.join('/')}`)
    .join('; ')}. ` +
  `SELECTED (with 1 to ${ROLE_SELECTED_IDS_MAX} objectIds) only in ${SELECTABLE_SECTIONS.join(' and ')}; program ` +
  'ids must be programs of this organisation; beneficiary-list ids are checked for form (bel--…) only, until ' +
  'beneficiary lists are stored. EVERYTHING and NONE take no objectIds. Each refusal is a field error on its ' +
  'cell, e.g. `permissions.PROGRAMS.SCAN` "PROGRAMS has no action SCAN".';

const invalid = {
  description:
    'Invalid input (code VALIDATION_FAILED): the name, or a cell of the permissions (field ' +
    '`permissions.<SECTION>.<ACTION>` or `….objectIds`).',
  content: json(ref('ValidationError')),
};

const listAnswer = json({
  type: 'object',
  properties: { items: { type: 'array', items: ref('RoleDetail') } },
  required: ['items'],
});

export const rolesOpenApi: OpenApiPart = {
  paths: {
    '/roles': {
      get: {
        operationId: 'listRoles',
        summary: "The current account's roles, by name, with how many members and partner keys hold each",
        description: `${READ} What a member or a partner key can be given.`,
        tags: ['roles'],
        parameters: [
          ...memberHeaders,
          {
            name: 'ids',
            in: 'query',
            description: 'Comma-separated role ids (batch look-up, at most 100); unknown ids are left out.',
            schema: { type: 'string' },
          },
        ],
        responses: { '200': { description: 'The roles.', content: listAnswer }, ...authErrors },
      },
      post: {
        operationId: 'createRole',
        summary: 'Create a CUSTOM role',
        description: `${change('CREATE')} ${RULES}`,
        tags: ['roles'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateRole')) },
        responses: {
          '201': { description: 'The role.', content: json(ref('RoleDetail')) },
          '409': error('The name is already used in this organisation (code CONFLICT, field error roleName TAKEN).'),
          '413': error('Body larger than 64 kB (code PAYLOAD_TOO_LARGE).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/roles/{id}': {
      get: {
        operationId: 'getRole',
        summary: 'One role of the current account',
        description: READ,
        tags: ['roles'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The role.', content: json(ref('RoleDetail')) },
          '404': error('No such role in this account (code NOT_FOUND).'),
          ...authErrors,
        },
      },
      patch: {
        operationId: 'updateRole',
        summary: "Change a CUSTOM role's name and/or permissions",
        description:
          `${change('UPDATE')} The new permissions replace the old ones whole. Holders get them on their next ` +
          `request. ${RULES}`,
        tags: ['roles'],
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(ref('UpdateRole')) },
        responses: {
          '200': { description: 'The role as it now is.', content: json(ref('RoleDetail')) },
          '404': error('No such role in this account (code NOT_FOUND).'),
          '409': error('A PREDEFINED role, or a name already used (code CONFLICT).'),
          '413': error('Body larger than 64 kB (code PAYLOAD_TOO_LARGE).'),
          '422': invalid,
          ...authErrors,
        },
      },
      delete: {
        operationId: 'deleteRole',
        summary: 'Delete a CUSTOM role nobody holds',
        description: change('DELETE'),
        tags: ['roles'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The role as it was.', content: json(ref('RoleDetail')) },
          '404': error('No such role in this account (code NOT_FOUND).'),
          '409': error(
            'A PREDEFINED role, or a role members or active partner keys still hold; the message says how many ' +
              '(code CONFLICT).',
          ),
          ...authErrors,
        },
      },
    },
  },
  schemas: { CreateRole: fromZod(createRoleSchema), UpdateRole: fromZod(updateRoleSchema) },
};
