// Roles and their permissions.
import type { Resolvers } from '../generated/graphql.js';
import { rolePermissionList } from './permissions.js';

export const accessResolvers: Resolvers = {
  Role: {
    permissions: (role) => rolePermissionList(role.permissions),
  },
};
