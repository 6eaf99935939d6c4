// The reports domain: the beneficiary list report and the distribution summary, read-only over the other domains'
// tables (nothing stored yet: generated `rpt--` files and schedules come with the files slice).
import type { ApiDomain } from '../domain.js';
import { reportsRouter } from './routes.js';

export const reportsDomain: ApiDomain = {
  name: 'reports',
  routers: (deps) => [reportsRouter(deps)],
};
