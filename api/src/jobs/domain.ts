// The jobs domain: its routes and the DEMO job, which exercises the machinery without touching data.
import type { ApiDomain } from '../domain.js';
import { demoJob } from './handlers.js';
import { jobsRouter } from './routes.js';

export const jobsDomain: ApiDomain = {
  name: 'jobs',
  routers: (deps) => [jobsRouter(deps)],
  jobs: { DEMO: { handler: demoJob } },
};
