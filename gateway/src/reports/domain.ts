// The reports domain: the beneficiary list report and the distribution summary, read through the REST API (which
// checks REPORTS VIEW and narrows a SELECTED grant to its programs). No file routes yet: downloads come later.
import { defineDomain } from '../manifest.js';
import { ReportsClient } from './client.js';
import { reportsResolvers } from './resolvers.js';

export const reportsDomain = defineDomain({
  name: 'reports',
  resolvers: [reportsResolvers],
  clients: (rest) => ({ reports: new ReportsClient(rest) }),
});
