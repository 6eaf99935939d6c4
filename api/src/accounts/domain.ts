// The accounts domain: the signed-in user (/me, /users), their own profile, the current organisation, and the
// gateways' stream of membership changes.
import type { ApiDomain } from '../domain.js';
import { changeStreamRouter } from './change-stream.js';
import { organizationRouter } from './organization-routes.js';
import { profileRouter } from './profile-routes.js';
import { accountsRouter } from './routes.js';

export const accountsDomain: ApiDomain = {
  name: 'accounts',
  // The gateways' feed of membership and role changes (GET /internal/changes): no caller, the gateway's secret.
  publicRouters: (deps) => [changeStreamRouter(deps)],
  routers: (deps) => [accountsRouter(deps), profileRouter(deps), organizationRouter(deps)],
};
