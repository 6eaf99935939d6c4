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
import { outcome, resultOf, validatedOutcome } from '../rest/results.js';
import { logoUrl, profileImageUrl } from './image-urls.js';

export const accountsResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => context.accounts.me(),
    countries: () => [...COUNTRIES],
    organization: (_parent, _args, context) => context.accounts.organization(),
  },
  Mutation: {
    updateProfile: async (_parent, { input }, context) =>
      resultOf(
        'me',
        await validatedOutcome(updateProfileSchema, input, () =>
          context.accounts.updateProfile(updateProfileSchema.parse(input)),
        ),
      ),
    removeProfileImage: async (_parent, _args, context) =>
      resultOf('me', await outcome(() => context.accounts.removeProfileImage())),
    updateOrganization: async (_parent, { input }, context) =>
      resultOf(
        'organization',
        await validatedOutcome(updateOrganizationSchema, input, () =>
          context.accounts.updateOrganization(updateOrganizationSchema.parse(input)),
        ),
      ),
    updateOrganizationSettings: async (_parent, { input }, context) =>
      resultOf(
        'organization',
        await validatedOutcome(updateOrganizationSettingsSchema, input, () =>
          context.accounts.updateOrganizationSettings(updateOrganizationSettingsSchema.parse(input)),
        ),
      ),
    removeOrganizationLogo: async (_parent, _args, context) =>
      resultOf('organization', await outcome(() => context.accounts.removeLogo())),
    createSubAccount: async (_parent, { input }, context) =>
      resultOf(
        'subAccount',
        await validatedOutcome(createSubAccountSchema, input, () =>
          context.accounts.createSubAccount(createSubAccountSchema.parse(input)),
        ),
      ),
    switchOrganization: (_parent, { accountId }, context) => context.accounts.switchOrganization(accountId),
  },
  Me: {
    permissions: (me) => effectivePermissionList(me.permissions),
    profileImageUrl: (me) => profileImageUrl(me.profileImageFileId),
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
