// An organisation's role as the roles routes answer it (GraphQL `Role`), and the inputs that create and change a
// CUSTOM role, validated with the same schema on the web, in the gateway and in the API.
import { z } from 'zod';
import { permissionsJsonSchema } from '../accounts/json.js';
import { requiredTextInput } from '../inputs.js';
import { changeStamps, component } from '../json.js';
import { ACCESS_LEVELS } from '../permissions.js';

export const ROLE_TYPES = ['PREDEFINED', 'CUSTOM'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const ROLE_NAME_MAX = 60;
/** Object ids one SELECTED grant may list: enough for a district's programmes, small enough to read in a picker. */
export const ROLE_SELECTED_IDS_MAX = 1000;

export const roleDetailJsonSchema = component(
  'RoleDetail',
  z.object({
    roleId: z.string(),
    roleName: z.string(),
    roleType: z.enum(ROLE_TYPES),
    permissions: permissionsJsonSchema,
    memberCount: z.number().int().meta({ description: 'People holding the role (members of any status).' }),
    keyCount: z.number().int().meta({ description: 'Active partner keys bound to the role.' }),
    ...changeStamps({ createdBy: 'User id; null for roles the platform created.' }),
  }),
  'GraphQL `Role` with who holds it. PREDEFINED roles are read-only; CUSTOM ones are changed with /roles.',
);
export type RoleDetailJson = z.infer<typeof roleDetailJsonSchema>;

const roleNameSchema = requiredTextInput(ROLE_NAME_MAX).meta({
  description: `1 to ${ROLE_NAME_MAX} characters, unique in the organisation ignoring case.`,
});

const accessInputSchema = z.object({
  accessLevel: z.enum(ACCESS_LEVELS),
  objectIds: z
    .array(z.string())
    .optional()
    .meta({ description: `SELECTED only: 1 to ${ROLE_SELECTED_IDS_MAX} ids of the section's objects.` }),
});

/**
 * The permissions of a custom role, in the shape roles are stored and answered. Only the shape is checked here;
 * `checkPermissions` (check.ts) checks sections, actions and levels and names the cell of each problem.
 */
export const permissionsInputSchema = z.object({
  section: z
    .array(
      z.object({
        // Strings rather than enums, so an unknown section or action is named as such on its own cell.
        name: z.string().max(100),
        access: z.record(z.string().max(100), accessInputSchema),
      }),
    )
    .max(100),
});
export type PermissionsInput = z.infer<typeof permissionsInputSchema>;

export const createRoleSchema = z.object({ roleName: roleNameSchema, permissions: permissionsInputSchema });
export type CreateRoleInput = z.infer<typeof createRoleSchema>;

/** Either or both; an empty update changes nothing. */
export const updateRoleSchema = z.object({
  roleName: roleNameSchema.optional(),
  permissions: permissionsInputSchema.optional(),
});
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;
