// The reconciliation domain: its routes and the job that imports a payment provider's report.
import type { ApiDomain } from '../domain.js';
import { reconciliationImportCleanup, reconciliationImportJob } from './imports.js';
import { reconciliationRouter } from './routes.js';

export const reconciliationDomain: ApiDomain = {
  name: 'reconciliation',
  routers: (deps) => [reconciliationRouter(deps)],
  jobs: { RECONCILIATION_IMPORT: { handler: reconciliationImportJob, cleanup: reconciliationImportCleanup } },
};
