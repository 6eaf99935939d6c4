// Jobs: their vocabulary (spec §4) and what the jobs list can be filtered and sorted on (GraphQL `JobField`).
import { defineList, textSorts, timestampFields, timestampSorts } from '../fields.js';

export const JOB_STATUSES = ['REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILURE', 'CANCELLED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job in one of these states will not change any more. */
export const FINAL_JOB_STATUSES: readonly JobStatus[] = ['COMPLETED', 'FAILURE', 'CANCELLED'];

export const JOB_KINDS = [
  'DEMO',
  'BENEFICIARY_IMPORT_CHECK',
  'BENEFICIARY_IMPORT_COMMIT',
  'BENEFICIARY_DEDUPLICATION',
  'DISTRIBUTION_ENTITLEMENTS',
  'DISTRIBUTION_NOTIFICATIONS',
  'RECONCILIATION_IMPORT',
  'REPORT_FILE',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_LIST = defineList({
  fields: {
    KIND: { type: 'enum', sql: 'kind', nullable: false, values: JOB_KINDS },
    STATUS: { type: 'enum', sql: 'status', nullable: false, values: JOB_STATUSES },
    CREATED_BY: { type: 'id', sql: 'created_by', nullable: true },
    ...timestampFields('created_at'),
    FINISHED_AT: { type: 'timestamp', sql: 'finished_at', nullable: true },
  },
  sorts: {
    ...timestampSorts('created_at', 'updated_at'),
    ...textSorts({ STATUS: 'status', TYPE: 'kind' }),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

export type JobField = keyof typeof JOB_LIST.fields;

/** The DEMO job's input: bounded so a demo cannot occupy a worker for long. */
export const DEMO_JOB_LIMITS = { maxSteps: 10_000, maxStepMillis: 10_000, maxFailAttempts: 3 } as const;
