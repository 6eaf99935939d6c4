// A member of the organisation as the user list shows it (GraphQL `UserAccount`, spec §3 "Logged-in user account
// detail"), and the inputs of user management, validated with one schema on the web, the gateway and the API.
import { z } from 'zod';
import { roleJsonSchema } from '../accounts/json.js';
import { MEMBER_STATUSES } from '../enums.js';
import { idInput } from '../inputs.js';
import { component, timestamp } from '../json.js';
import { fieldCode } from '../validation.js';

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX = 254;
/** Roles one member may hold: a handful in practice; a bound keeps the ordered list reviewable. */
export const MEMBER_ROLES_MAX = 20;

export const userAccountJsonSchema = component(
  'UserAccount',
  z.object({
    userId: z.string(),
    accountId: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userFullName: z.string().nullable().meta({ description: '"first last", or null when neither is set.' }),
    roles: z.array(roleJsonSchema).meta({ description: 'In order: the first decides whether the member is ADMIN.' }),
    status: z.enum(MEMBER_STATUSES).meta({
      description: 'DISABLED_MFA ("DISABLED (MFA)"): ACTIVE, but the organisation requires MFA and the user has none.',
    }),
    lastActive: timestamp().nullable().meta({ description: 'Last request in this organisation (to the minute).' }),
    invitedAt: timestamp().nullable(),
    invitedBy: z.string().nullable().meta({ description: 'User id of whoever sent the invitation.' }),
    createdAt: timestamp(),
  }),
  'GraphQL `UserAccount`: one member (a person) of the current organisation.',
);
export type UserAccountJson = z.infer<typeof userAccountJsonSchema>;

export const mfaSettingsJsonSchema = component(
  'MfaSettings',
  z.object({ mfaEnabled: z.boolean(), mfaPreferred: z.string() }),
  'GraphQL `MfaSettings`: the second factor as the identity service last reported it.',
);
export type MfaSettingsJson = z.infer<typeof mfaSettingsJsonSchema>;

const roleId = idInput();

const roleIds = z
  .array(roleId)
  .max(MEMBER_ROLES_MAX)
  // "Required" rather than "at least 1": a member without a role could do nothing.
  .refine((ids) => ids.length > 0, fieldCode('REQUIRED'))
  .refine((ids) => new Set(ids).size === ids.length, fieldCode('INVALID_VALUE'))
  .meta({ description: 'Role ids of this organisation, in order (the first decides ADMIN); no repeats.' });

// Addresses are kept lower-case: the identity service's sign-in names are case-sensitive, people's typing is not.
const email = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .toLowerCase()
  .pipe(z.email())
  .meta({ description: 'Also the sign-in name; stored lower-case.' });

export const inviteUserSchema = z.strictObject({ email, roleIds });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

export const updateUserRolesSchema = z.strictObject({ roleIds });
export type UpdateUserRolesInput = z.infer<typeof updateUserRolesSchema>;
