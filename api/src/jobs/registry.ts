// Every job kind's handler, in one place (a separate module, so domains' handlers can use handlers.ts freely).
import type { JobKind } from '@aid/common';
import { deduplicationJob } from '../beneficiaries/dedup/job.js';
import {
  importCheckCleanup,
  importCheckJob,
  importCommitCleanup,
  importCommitJob,
} from '../beneficiaries/import/jobs.js';
import { entitlementsCleanup, entitlementsJob } from '../distributions/entitlements.js';
import { notificationsJob } from '../notifications/send.js';
import { reconciliationImportCleanup, reconciliationImportJob } from '../reconciliation/imports.js';
import { demoJob, type JobHandler } from './handlers.js';
import type { JobCleanups } from './runner.js';

export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  DEMO: demoJob,
  BENEFICIARY_IMPORT_CHECK: importCheckJob,
  BENEFICIARY_IMPORT_COMMIT: importCommitJob,
  BENEFICIARY_DEDUPLICATION: deduplicationJob,
  DISTRIBUTION_ENTITLEMENTS: entitlementsJob,
  DISTRIBUTION_NOTIFICATIONS: notificationsJob,
  RECONCILIATION_IMPORT: reconciliationImportJob,
};

/** What a kind undoes when its job ends CANCELLED or, after its last attempt, FAILURE (see runner.ts). */
export const JOB_CLEANUP: JobCleanups = {
  BENEFICIARY_IMPORT_CHECK: importCheckCleanup,
  BENEFICIARY_IMPORT_COMMIT: importCommitCleanup,
  DISTRIBUTION_ENTITLEMENTS: entitlementsCleanup,
  RECONCILIATION_IMPORT: reconciliationImportCleanup,
};
