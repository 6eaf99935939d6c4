// Accounts' responses: the signed-in user (GET /me), users, memberships, roles and permissions.
import { z } from 'zod';
import { MEMBER_STATUSES } from '../enums.js';
import { component } from '../json.js';
import { ACCESS_LEVELS, ACTIONS, SECTIONS } from '../permissions.js';

export const accessJsonSchema = component(
  'Access',
  z.object({ accessLevel: z.enum(ACCESS_LEVELS), objectIds: z.array(z.string()) }),
  'An access level and, for SELECTED, the ids it is limited to.',
);

const accessMap = z.partialRecord(z.enum(ACTIONS), accessJsonSchema);

export const permissionsJsonSchema = component(
  'Permissions',
  z.object({ section: z.array(z.object({ name: z.enum(SECTIONS), access: accessMap })) }),
  'A role’s permissions: per section, an access map per action.',
);

export const effectivePermissionsJsonSchema = component(
  'EffectivePermissions',
  z.partialRecord(z.enum(SECTIONS), accessMap),
  'Effective access across the roles of the current account: section → action → Access.',
);

export const roleJsonSchema = component(
  'Role',
  z.object({ roleId: z.string(), roleName: z.string(), roleType: z.string(), permissions: permissionsJsonSchema }),
);

export const userJsonSchema = component(
  'User',
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userFullName: z.string().nullable().meta({ description: '"first last", or null when neither is set.' }),
  }),
  'GraphQL `User`.',
);
export type UserJson = z.infer<typeof userJsonSchema>;

export const membershipJsonSchema = component(
  'Membership',
  z.object({
    accountId: z.string(),
    organizationName: z.string().nullable(),
    menuColour: z.string().meta({ pattern: '^[0-9A-Fa-f]{6}$' }),
    detailsCompleted: z.boolean(),
    status: z.enum(MEMBER_STATUSES),
    roles: z.array(roleJsonSchema),
  }),
  'GraphQL `Membership`.',
);
export type MembershipJson = z.infer<typeof membershipJsonSchema>;

export const meJsonSchema = component(
  'Me',
  z.object({
    user: userJsonSchema,
    phoneNumber: z.string().nullable(),
    detailsCompleted: z.boolean(),
    applicationLanguage: z.string(),
    numberFormat: z.string(),
    mfaSettings: z.object({ mfaEnabled: z.boolean(), mfaPreferred: z.string() }),
    memberships: z.array(membershipJsonSchema),
    hasMultipleAccounts: z.boolean().meta({ description: 'More than one ACTIVE membership.' }),
    currentAccountId: z.string().nullable(),
    permissions: effectivePermissionsJsonSchema,
  }),
  'GraphQL `Me`; `permissions` is the effective map of the current account ({} without one).',
);
export type MeJson = z.infer<typeof meJsonSchema>;
