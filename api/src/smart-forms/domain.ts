// The smart-forms domain: forms, their drafts and published versions (routes.ts), XLSForm files (xlsform/), and
// submissions (submissions/): the public link's routes have no caller and are mounted before everything else.
import type { ApiDomain } from '../domain.js';
import { smartFormsRouter } from './routes.js';
import { publicSmartFormsRouter } from './submissions/public.js';

export const smartFormsDomain: ApiDomain = {
  name: 'smart-forms',
  publicRouters: ({ db, gatewaySecret }) => [publicSmartFormsRouter({ db, gatewaySecret })],
  routers: (deps) => [smartFormsRouter(deps)],
};
