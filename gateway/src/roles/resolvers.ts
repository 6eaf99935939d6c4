// Roles: the organisation's roles and the sections' actions; custom roles created, changed and deleted. A change
// to a role someone may hold drops this gateway's cached permissions of the organisation, so holders get the
// change on their next request here as at the API.
import type { FieldError } from '@aid/common/errors';
import { ID_PREFIX } from '@aid/common/ids';
import { SECTIONS } from '@aid/common/permissions';
import {
  type RoleDetailJson,
  roleRefusalMessage,
  SECTION_ACTIONS,
  SELECTABLE_SECTIONS,
  SELECTED_OBJECT_KIND,
  validateCreateRole,
  validateUpdateRole,
} from '@aid/common/roles';
import type { Validated } from '@aid/common/validation';
import type { Resolvers } from '../generated/graphql.js';
import type { GatewayContext } from '../graphql/request-context.js';
import { type Outcome, outcome, resultOf, toFieldErrorResults } from '../rest/results.js';
import { toPermissionsInput } from './input.js';
import type { RoleRecord } from './types.js';

/** The sections and their actions, from common's one declaration: what the schema's `Section` describes too. */
export const SECTION_ACTION_LIST = SECTIONS.map((section) => {
  const kind = SELECTED_OBJECT_KIND[section];
  return {
    section,
    actions: [...SECTION_ACTIONS[section]],
    selectable: SELECTABLE_SECTIONS.includes(section),
    objectIdPrefix: kind ? ID_PREFIX[kind] : null,
  };
});

/** `call(value)` when the input passed the common checks, else the VALIDATION_FAILED the API would answer. */
async function checked<V, T>(
  result: Validated<V>,
  extra: readonly FieldError[],
  call: (value: V) => Promise<T>,
): Promise<Outcome<T>> {
  const fieldErrors = [...extra, ...(result.ok ? [] : result.fieldErrors)];
  if (fieldErrors.length > 0 || !result.ok) {
    return {
      value: null,
      failure: {
        code: 'VALIDATION_FAILED',
        message: roleRefusalMessage(fieldErrors),
        fieldErrors: toFieldErrorResults(fieldErrors),
      },
    };
  }
  return outcome(() => call(result.value));
}

/** A field only GET /roles answers: from the role when it came from there, else looked up (null: not this org's). */
async function detail<K extends keyof RoleDetailJson>(
  role: RoleRecord,
  context: GatewayContext,
  key: K,
): Promise<RoleDetailJson[K] | null> {
  const known = role[key as keyof RoleRecord];
  if (known !== undefined) return known as RoleDetailJson[K];
  return (await context.roles.get(role.roleId))?.[key] ?? null;
}

export const rolesResolvers: Resolvers = {
  Query: {
    roles: (_parent, _args, context) => context.roles.list(),
    role: (_parent, { id }, context) => context.roles.get(id),
    sectionActions: () => SECTION_ACTION_LIST,
  },
  Mutation: {
    createRole: async (_parent, { input }, context) => {
      const converted = toPermissionsInput(input.permissions);
      const result = validateCreateRole({ roleName: input.roleName, permissions: converted.permissions });
      return resultOf('role', await checked(result, converted.fieldErrors, (value) => context.roles.create(value)));
    },
    updateRole: async (_parent, { id, input }, context) => {
      const converted = input.permissions ? toPermissionsInput(input.permissions) : undefined;
      const result = validateUpdateRole({
        ...(input.roleName == null ? {} : { roleName: input.roleName }),
        ...(converted ? { permissions: converted.permissions } : {}),
      });
      const answer = await checked(result, converted?.fieldErrors ?? [], (value) => context.roles.update(id, value));
      if (answer.value) await context.permissionsChanged();
      return resultOf('role', answer);
    },
    deleteRole: async (_parent, { id }, context) => {
      const answer = await outcome(() => context.roles.delete(id));
      if (answer.value) await context.permissionsChanged();
      return resultOf('role', answer);
    },
  },
  Role: {
    memberCount: (role, _args, context) => detail(role, context, 'memberCount'),
    keyCount: (role, _args, context) => detail(role, context, 'keyCount'),
    createdAt: (role, _args, context) => detail(role, context, 'createdAt'),
    updatedAt: (role, _args, context) => detail(role, context, 'updatedAt'),
    createdBy: async (role, _args, context) => context.accounts.user(await detail(role, context, 'createdBy')),
    updatedBy: async (role, _args, context) => context.accounts.user(await detail(role, context, 'updatedBy')),
  },
};
