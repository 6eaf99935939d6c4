// The accounts domain: the signed-in user (/me, /users), their own profile, and the current organisation.
import type { ApiDomain } from '../domain.js';
import { organizationRouter } from './organization-routes.js';
import { profileRouter } from './profile-routes.js';
import { accountsRouter } from './routes.js';

export const accountsDomain: ApiDomain = {
  name: 'accounts',
  routers: (deps) => [accountsRouter(deps), profileRouter(deps), organizationRouter(deps)],
};
