// The scanning domain: redemptions at the distribution point, online and offline.
import type { ApiDomain } from '../domain.js';
import { scanningRouter } from './routes.js';

export const scanningDomain: ApiDomain = { name: 'scanning', routers: (deps) => [scanningRouter(deps)] };
