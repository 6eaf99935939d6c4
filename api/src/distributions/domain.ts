// The distributions domain: its routes and the job that computes entitlements.
import type { ApiDomain } from '../domain.js';
import { entitlementsCleanup, entitlementsJob } from './entitlements.js';
import { distributionsRouter } from './routes.js';

export const distributionsDomain: ApiDomain = {
  name: 'distributions',
  routers: (deps) => [distributionsRouter(deps)],
  jobs: { DISTRIBUTION_ENTITLEMENTS: { handler: entitlementsJob, cleanup: entitlementsCleanup } },
};
