// The activity domain: the activity log, its CSV export (with the list's filter and sort in the query string).
import { defineDomain } from '../manifest.js';
import { ActivityClient } from './client.js';
import { activityResolvers } from './resolvers.js';

export const activityDomain = defineDomain({
  name: 'activity',
  resolvers: [activityResolvers],
  clients: (rest) => ({ activity: new ActivityClient(rest) }),
  fileRoutes: [
    { method: 'GET', path: '/api/activity-logs/export.csv', apiPath: '/activity-logs/export.csv', kind: 'download' },
  ],
});
