// The roles routes: list (all, or ?ids= for the gateway's batch look-ups), one, create, change, delete.
import type { FieldError } from '@aid/common/errors';
import {
  type CreateRole,
  createRoleSchema,
  ROLE_SELECTED_IDS_MAX,
  roleDetailJsonSchema,
  roleRefusalMessage,
  SECTION_ACTIONS,
  SELECTABLE_SECTIONS,
  type UpdateRole,
  updateRoleSchema,
  validateCreateRole,
  validateUpdateRole,
} from '@aid/common/roles';
import type { Validated } from '@aid/common/validation';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { defineIdRoute } from '../http/id-route.js';
import { json, ref } from '../http/openapi.js';
import { defineRoute, queryParam, routerOf } from '../http/route.js';
import { RoleError } from './errors.js';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './service.js';

function validated<T>(result: Validated<T>): T {
  if (result.ok) return result.value;
  const fieldErrors: FieldError[] = result.fieldErrors;
  throw new RoleError('VALIDATION_FAILED', roleRefusalMessage(fieldErrors), fieldErrors);
}

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

const notFound = 'No such role in this account (code NOT_FOUND).';
const tooLarge = 'Body larger than 64 kB (code PAYLOAD_TOO_LARGE).';

// The schemas document the bodies; common's validateCreateRole/validateUpdateRole check them, with the permission
// rules a schema cannot state and their normalised permissions.
const createRoleBody = createRoleSchema as z.ZodType<unknown> as z.ZodType<CreateRole>;
const updateRoleBody = updateRoleSchema as z.ZodType<unknown> as z.ZodType<UpdateRole>;

export function rolesRouter({ member }: { member: RequestHandler }): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'get',
      path: '/roles',
      operationId: 'listRoles',
      summary: "The current account's roles, by name, with how many members and partner keys hold each",
      description: `${READ} What a member or a partner key can be given.`,
      query: {
        ids: queryParam.ids('Comma-separated role ids (batch look-up, at most 100); unknown ids are left out.'),
      },
      response: { description: 'The roles.', schema: z.object({ items: z.array(roleDetailJsonSchema) }) },
      handler: async ({ auth, query }) => ({ items: await listRoles(auth, query.ids) }),
    }),
    defineIdRoute({
      method: 'get',
      path: '/roles/:id',
      operationId: 'getRole',
      summary: 'One role of the current account',
      description: READ,
      response: { description: 'The role.', schema: roleDetailJsonSchema },
      notFound,
      handler: getRole,
    }),
    defineRoute({
      method: 'post',
      path: '/roles',
      operationId: 'createRole',
      summary: 'Create a CUSTOM role',
      description: `${change('CREATE')} ${RULES}`,
      body: createRoleBody,
      checkBody: (raw) => validated(validateCreateRole(raw)),
      status: 201,
      response: { description: 'The role.', schema: roleDetailJsonSchema },
      errors: {
        '409': 'The name is already used in this organisation (code CONFLICT, field error roleName TAKEN).',
        '413': tooLarge,
        '422': invalid,
      },
      handler: ({ auth, body }) => createRole(auth, body),
    }),
    defineIdRoute({
      method: 'patch',
      path: '/roles/:id',
      operationId: 'updateRole',
      summary: "Change a CUSTOM role's name and/or permissions",
      description:
        `${change('UPDATE')} The new permissions replace the old ones whole. Holders get them on their next ` +
        `request. ${RULES}`,
      body: updateRoleBody,
      checkBody: (raw) => validated(validateUpdateRole(raw)),
      response: { description: 'The role as it now is.', schema: roleDetailJsonSchema },
      notFound,
      errors: {
        '409': 'A PREDEFINED role, or a name already used (code CONFLICT).',
        '413': tooLarge,
        '422': invalid,
      },
      handler: updateRole,
    }),
    defineIdRoute({
      method: 'delete',
      path: '/roles/:id',
      operationId: 'deleteRole',
      summary: 'Delete a CUSTOM role nobody holds',
      description: change('DELETE'),
      response: { description: 'The role as it was.', schema: roleDetailJsonSchema },
      notFound,
      errors: {
        '409':
          'A PREDEFINED role, or a role members or active partner keys still hold; the message says how many ' +
          '(code CONFLICT).',
      },
      handler: deleteRole,
    }),
  ]);
}
