// Accounts' responses: the signed-in user (GET /me), users, memberships, roles and permissions; the organisation
// (GET /organization) with its settings and sub-accounts.
import { z } from 'zod';
import { MEMBER_STATUSES } from '../enums.js';
import { component, timestamp } from '../json.js';
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
    logoFileId: z
      .string()
      .nullable()
      .meta({ description: 'The organisation’s logo (GET /organization/logo serves it); null without one.' }),
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
    profileImageFileId: z
      .string()
      .nullable()
      .meta({ description: 'The profile image (GET /me/profile-image serves it); null without one.' }),
    emailVerified: z.boolean().meta({ description: 'Whether the identity service has verified the e-mail address.' }),
    emailVerifiedAt: timestamp()
      .nullable()
      .meta({ description: 'Since when the address counts as verified; null while it is not.' }),
    memberships: z.array(membershipJsonSchema),
    hasMultipleAccounts: z.boolean().meta({ description: 'More than one ACTIVE membership.' }),
    currentAccountId: z.string().nullable(),
    permissions: effectivePermissionsJsonSchema,
  }),
  'GraphQL `Me`; `permissions` is the effective map of the current account ({} without one).',
);
export type MeJson = z.infer<typeof meJsonSchema>;

/** An organisation's status (spec §4): only ACTIVE ones are used today; the others are kept for administrators. */
export const ACCOUNT_STATUSES = ['ACTIVE', 'DISABLED', 'SUSPENDED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const organizationSettingsJsonSchema = component(
  'OrganizationSettings',
  z.object({
    menuColour: z.string().meta({ pattern: '^[0-9A-F]{6}$' }),
    defaultLanguage: z.string().meta({ description: 'applicationLanguage a member invited later starts with.' }),
    defaultNumberFormat: z.string().meta({ description: 'numberFormat a member invited later starts with.' }),
    currency: z.string().meta({ description: 'ISO 4217.' }),
    duplicateThreshold: z.number().meta({ description: 'At or above this score two beneficiaries are duplicates.' }),
    possibleDuplicateThreshold: z
      .number()
      .meta({ description: 'At or above this score a pair waits for review; at most duplicateThreshold.' }),
    requireMfa: z.boolean().meta({ description: 'Members without a second factor are DISABLED (MFA) while on.' }),
  }),
  'GraphQL `OrganizationSettings`.',
);
export type OrganizationSettingsJson = z.infer<typeof organizationSettingsJsonSchema>;

export const subAccountJsonSchema = component(
  'SubAccount',
  z.object({
    accountId: z.string(),
    organizationName: z.string().nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    createdAt: timestamp(),
    createdBy: z.string().nullable().meta({ description: 'User id of the administrator who created it.' }),
  }),
  'GraphQL `SubAccount`: an organisation created under the current one.',
);
export type SubAccountJson = z.infer<typeof subAccountJsonSchema>;

export const organizationJsonSchema = component(
  'Organization',
  z.object({
    accountId: z.string(),
    organizationName: z.string().nullable(),
    phoneNumber: z.string().nullable().meta({ description: 'E.164.' }),
    addressLine: z.string().nullable(),
    addressCity: z.string().nullable(),
    addressState: z.string().nullable(),
    addressPostalCode: z.string().nullable(),
    addressCountryCode: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2.' }),
    logoFileId: z.string().nullable().meta({ description: 'The logo (GET /organization/logo serves it).' }),
    parentAccountId: z.string().nullable().meta({ description: 'The organisation this one is a sub-account of.' }),
    masterBeneficiaryListId: z.string().nullable(),
    detailsCompleted: z.boolean(),
    duplicatesTotal: z.number().int(),
    lastDeduplication: timestamp().nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    settings: organizationSettingsJsonSchema,
    subAccounts: z.array(subAccountJsonSchema),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    updatedBy: z.string().nullable().meta({ description: 'User id of the last member who changed it.' }),
  }),
  'GraphQL `Organization`: the current organisation (x-accountid).',
);
export type OrganizationJson = z.infer<typeof organizationJsonSchema>;
