// The smart-forms domain: forms, their drafts and published versions (routes.ts), XLSForm files (xlsform/),
// submissions (submissions/) and a distribution's monitoring (monitoring/): the public link's routes have no caller
// and are mounted before everything else.
import type { ApiDomain } from '../domain.js';
import { monitoringRouter } from './monitoring/routes.js';
import { smartFormsRouter } from './routes.js';
import { publicSmartFormsRouter } from './submissions/public.js';
import { publicSmartFormFilesRouter } from './submissions/public-files.js';

export const smartFormsDomain: ApiDomain = {
  name: 'smart-forms',
  publicRouters: ({ db, files, gatewaySecret, publicFormSubmissionsPerMinute }) => [
    publicSmartFormsRouter({ db, gatewaySecret, submissionsPerMinute: publicFormSubmissionsPerMinute }),
    publicSmartFormFilesRouter({ db, files, gatewaySecret }),
  ],
  routers: (deps) => [smartFormsRouter(deps), monitoringRouter(deps)],
};
