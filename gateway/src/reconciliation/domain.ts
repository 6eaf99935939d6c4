// The reconciliation domain: imports of what was paid, and their files: an import's result file (the URL the schema
// hands out is built in links.ts) and the drill-down CSV (with its query string).
import { defineDomain } from '../manifest.js';
import { ReconciliationClient } from './client.js';
import { reconciliationResolvers } from './resolvers.js';

export const reconciliationDomain = defineDomain({
  name: 'reconciliation',
  resolvers: [reconciliationResolvers],
  clients: (rest) => ({ reconciliation: new ReconciliationClient(rest) }),
  fileRoutes: [
    {
      method: 'GET',
      path: '/api/reconciliation/imports/:id/result.csv',
      apiPath: '/reconciliation/imports/:id/result.csv',
      kind: 'download',
    },
    {
      method: 'GET',
      path: '/api/reconciliation/distributions/:id/families.csv',
      apiPath: '/reconciliation/distributions/:id/families.csv',
      kind: 'download',
    },
  ],
});
