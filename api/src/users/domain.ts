// The users domain: members of the organisation, invitations, and the MFA status check.
import type { ApiDomain } from '../domain.js';
import { usersRouter } from './routes.js';

export const usersDomain: ApiDomain = { name: 'users', routers: (deps) => [usersRouter(deps)] };
