// The reports domain: the beneficiary list report and the distribution summary, read through the REST API (which
// checks REPORTS VIEW and narrows a SELECTED grant to its programs), and the same reports written as files by jobs,
// kept as `rpt--` reports, downloaded through the gateway's same-origin route (the browser's link carries the cookie).
import { defineDomain } from '../manifest.js';
import { ReportsClient } from './client.js';
import { ReportFilesClient } from './files.client.js';
import { reportFilesResolvers } from './files.resolvers.js';
import { reportsResolvers } from './resolvers.js';

export const reportsDomain = defineDomain({
  name: 'reports',
  resolvers: [reportsResolvers, reportFilesResolvers],
  clients: (rest) => ({ reports: new ReportsClient(rest), reportFiles: new ReportFilesClient(rest) }),
  fileRoutes: [
    {
      method: 'GET',
      path: '/api/reports/files/:id/download',
      apiPath: '/reports/files/:id/download',
      kind: 'download',
      notFound: 'Report not found',
    },
  ],
});
