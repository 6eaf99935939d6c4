// The smart-forms domain: forms, their drafts and published versions (routes.ts), XLSForm files (xlsform/).
import type { ApiDomain } from '../domain.js';
import { smartFormsRouter } from './routes.js';

export const smartFormsDomain: ApiDomain = { name: 'smart-forms', routers: (deps) => [smartFormsRouter(deps)] };
