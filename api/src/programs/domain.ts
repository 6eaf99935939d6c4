// The programs domain: its routes (programs/routes.ts).
import type { ApiDomain } from '../domain.js';
import { programsRouter } from './routes.js';

export const programsDomain: ApiDomain = { name: 'programs', routers: (deps) => [programsRouter(deps)] };
