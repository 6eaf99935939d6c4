// The beneficiaries domain: families and lists, their imports (import/) and duplicate detection (dedup/).
import type { ApiDomain } from '../domain.js';
import { deduplicationJob } from './dedup/job.js';
import { duplicatesRouter } from './dedup/routes.js';
import { importCheckCleanup, importCheckJob, importCommitCleanup, importCommitJob } from './import/jobs.js';
import { beneficiaryImportsRouter } from './import/routes.js';
import { beneficiariesRouter } from './routes.js';

export const beneficiariesDomain: ApiDomain = {
  name: 'beneficiaries',
  routers: (deps) => [beneficiariesRouter(deps), beneficiaryImportsRouter(deps), duplicatesRouter(deps)],
  jobs: {
    BENEFICIARY_IMPORT_CHECK: { handler: importCheckJob, cleanup: importCheckCleanup },
    BENEFICIARY_IMPORT_COMMIT: { handler: importCommitJob, cleanup: importCommitCleanup },
    BENEFICIARY_DEDUPLICATION: { handler: deduplicationJob },
  },
};
