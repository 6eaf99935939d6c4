// The roles domain: its routes.
import type { ApiDomain } from '../domain.js';
import { rolesRouter } from './routes.js';

export const rolesDomain: ApiDomain = { name: 'roles', routers: (deps) => [rolesRouter(deps)] };
