// The import's two jobs and what each leaves behind when it is cancelled or finally fails (the jobs machinery calls
// JOB_CLEANUP, see api/src/jobs/runner.ts).
import type { TenantRunner } from '../../db/tenant.js';
import { importParams } from './check.js';
import { undoCheck, undoImport } from './commit.js';

export { importCheckJob } from './check.js';
export { importCommitJob } from './commit.js';

export const importCheckCleanup = (run: TenantRunner, params: unknown, outcome: 'CANCELLED' | 'FAILURE') =>
  undoCheck(run, importParams(params).importId, outcome);

export const importCommitCleanup = (run: TenantRunner, params: unknown, outcome: 'CANCELLED' | 'FAILURE') =>
  undoImport(run, importParams(params).importId, outcome);
