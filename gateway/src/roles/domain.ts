// The roles domain: an organisation's roles and what they grant (their permission lists are the access domain's).
import { defineDomain } from '../manifest.js';
import { RolesClient } from './client.js';
import { rolesResolvers } from './resolvers.js';

export const rolesDomain = defineDomain({
  name: 'roles',
  resolvers: [rolesResolvers],
  clients: (rest) => ({ roles: new RolesClient(rest) }),
});
