// The reports domain: the beneficiary list report and the distribution summary, read-only over the other domains'
// tables, and the reports kept as files (`rpt--`, written by REPORT_FILE jobs) and schedules (`rps--`).
import type { ApiDomain } from '../domain.js';
import { reportFileCleanup, reportFileJob } from './files/job.js';
import { reportFilesRouter } from './files/routes.js';
import { reportsRouter } from './routes.js';

export const reportsDomain: ApiDomain = {
  name: 'reports',
  routers: (deps) => [reportsRouter(deps), reportFilesRouter(deps)],
  jobs: { REPORT_FILE: { handler: reportFileJob, cleanup: reportFileCleanup } },
};
