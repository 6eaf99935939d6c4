// The signed-in user, their memberships and users looked up by id.
import { effectivePermissionList } from '../access/permissions.js';
import type { Resolvers } from '../generated/graphql.js';

export const accountsResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => context.accounts.me(),
  },
  Me: {
    permissions: (me) => effectivePermissionList(me.permissions),
  },
};
