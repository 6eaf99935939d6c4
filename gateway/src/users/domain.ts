// The users domain: an organisation's members, invited, given roles, disabled, enabled and removed.
import { defineDomain } from '../manifest.js';
import { UsersClient } from './client.js';
import { usersResolvers } from './resolvers.js';

export const usersDomain = defineDomain({
  name: 'users',
  resolvers: [usersResolvers],
  clients: (rest) => ({ users: new UsersClient(rest) }),
});
