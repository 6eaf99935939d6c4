// User management: the organisation's members, invitations, changes to a member, and the caller's MFA state.
import { apiKeySubject } from '@aid/common/apikeys';
import { inviteUserSchema, updateUserRolesSchema } from '@aid/common/users';
import { allows } from '../auth/permissions.js';
import type { Resolvers } from '../generated/graphql.js';
import { callResult, outcome, resultOf, validatedOutcome, validatedResult } from '../rest/results.js';

/** A partner key may read members but never manage them (the API refuses it too). */
const byPartnerKey = (sub: string) => sub.startsWith(apiKeySubject(''));

export const usersResolvers: Resolvers = {
  Query: {
    users: (_parent, args, context, info) => context.users.list(args, info),
  },
  Mutation: {
    inviteMember: (_parent, { input }, context) =>
      validatedResult('userAccount', inviteUserSchema, input, () =>
        context.users.invite(inviteUserSchema.parse(input)),
      ),
    resendInvitation: (_parent, { id }, context) => callResult('userAccount', () => context.users.resendInvitation(id)),
    updateMemberRoles: async (_parent, { id, input }, context) => {
      const result = await validatedOutcome(updateUserRolesSchema, input, () => context.users.updateRoles(id, input));
      // The member's permissions changed: this gateway must not answer their next request from its cache.
      if (!result.failure) await context.permissionsChanged();
      return resultOf('userAccount', result);
    },
    disableMember: async (_parent, { id }, context) => {
      const result = await outcome(() => context.users.disable(id));
      if (!result.failure) await context.permissionsChanged();
      return resultOf('userAccount', result);
    },
    enableMember: (_parent, { id }, context) => callResult('userAccount', () => context.users.enable(id)),
    removeMember: async (_parent, { id }, context) => {
      const result = await outcome(() => context.users.remove(id));
      if (result.failure) return { userId: null, ...result.failure };
      await context.permissionsChanged();
      return { userId: result.value.userId, code: null, message: null, fieldErrors: [] };
    },
    refreshMfaStatus: (_parent, _args, context) => context.users.refreshMfaStatus(),
  },
  UserAccountConnection: {
    viewerCanInvite: async (_connection, _args, context) =>
      !byPartnerKey(context.caller.sub) &&
      (await context.permissions.get()).USER_MANAGEMENT?.CREATE?.accessLevel === 'EVERYTHING',
    viewerCanUpdate: async (_connection, _args, context) =>
      !byPartnerKey(context.caller.sub) && allows(await context.permissions.get(), 'USER_MANAGEMENT', 'UPDATE'),
    viewerCanRemove: async (_connection, _args, context) =>
      !byPartnerKey(context.caller.sub) && allows(await context.permissions.get(), 'USER_MANAGEMENT', 'DELETE'),
  },
  UserAccount: {
    invitedBy: (member, _args, context) => context.accounts.user(member.invitedBy),
  },
};
