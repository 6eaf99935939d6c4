// The signed-in user and their profile, the current organisation (profile, settings, logo, sub-accounts), switching
// organisation, and the countries table. Resolvers reshape and delegate to the accounts REST client.
import {
  COUNTRIES,
  countryByAlpha2,
  createSubAccountSchema,
  updateOrganizationSchema,
  updateOrganizationSettingsSchema,
  updateProfileSchema,
} from '@aid/common/accounts';
import { effectivePermissionList } from '../access/permissions.js';
import type { Resolvers } from '../generated/graphql.js';
import { callResult, validatedResult } from '../rest/results.js';
import { logoUrl, profileImageUrl } from './image-urls.js';

export const accountsResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => context.accounts.me(),
    countries: () => [...COUNTRIES],
    organization: (_parent, _args, context) => context.accounts.organization(),
  },
  Mutation: {
    updateProfile: (_parent, { input }, context) =>
      validatedResult('me', updateProfileSchema, input, () =>
        context.accounts.updateProfile(updateProfileSchema.parse(input)),
      ),
    removeProfileImage: (_parent, _args, context) => callResult('me', () => context.accounts.removeProfileImage()),
    updateOrganization: (_parent, { input }, context) =>
      validatedResult('organization', updateOrganizationSchema, input, () =>
        context.accounts.updateOrganization(updateOrganizationSchema.parse(input)),
      ),
    updateOrganizationSettings: (_parent, { input }, context) =>
      validatedResult('organization', updateOrganizationSettingsSchema, input, () =>
        context.accounts.updateOrganizationSettings(updateOrganizationSettingsSchema.parse(input)),
      ),
    removeOrganizationLogo: (_parent, _args, context) =>
      callResult('organization', () => context.accounts.removeLogo()),
    createSubAccount: (_parent, { input }, context) =>
      validatedResult('subAccount', createSubAccountSchema, input, () =>
        context.accounts.createSubAccount(createSubAccountSchema.parse(input)),
      ),
    switchOrganization: (_parent, { accountId }, context) => context.accounts.switchOrganization(accountId),
  },
  Me: {
    permissions: (me) => effectivePermissionList(me.permissions),
    profileImageUrl: (me) => profileImageUrl(me.profileImageFileId),
  },
  Membership: {
    logoUrl: (membership) => logoUrl(membership.accountId, membership.logoFileId),
  },
  Organization: {
    country: (org) => (org.addressCountryCode ? (countryByAlpha2(org.addressCountryCode) ?? null) : null),
    logoUrl: (org) => logoUrl(org.accountId, org.logoFileId),
    updatedBy: (org, _args, context) => context.accounts.user(org.updatedBy),
  },
  SubAccount: {
    createdBy: (sub, _args, context) => context.accounts.user(sub.createdBy),
  },
  Country: {
    currencies: (country) => [...country.currencies],
  },
};
