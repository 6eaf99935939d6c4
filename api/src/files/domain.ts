// The files domain: uploads, the organisation's files and their content.
import type { ApiDomain } from '../domain.js';
import { filesRouter } from './routes.js';

export const filesDomain: ApiDomain = { name: 'files', routers: (deps) => [filesRouter(deps)] };
