// The jobs domain: background jobs as the API's workers run them, read and cancelled through GraphQL.
import { defineDomain } from '../manifest.js';
import { JobsClient } from './client.js';
import { jobsResolvers } from './resolvers.js';

export const jobsDomain = defineDomain({
  name: 'jobs',
  resolvers: [jobsResolvers],
  clients: (rest) => ({ jobs: new JobsClient(rest) }),
});
