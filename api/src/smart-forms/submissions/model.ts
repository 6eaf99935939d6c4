// A smart form submission in the API: its row, where the list engine finds submissions, and its JSON. The shapes
// the gateway and the filling page share (inputs, JSON, decisions) are common's (common/src/smart-forms/submissions.ts)
// and re-exported here for the API's own files.
import { defineList, timestampFields, timestampSorts } from '@aid/common/fields';
import { component } from '@aid/common/json';
import {
  type CandidateJson,
  publicSubmissionSchema,
  SUBMISSION_SOURCES,
  SUBMISSION_STATUSES,
  type SubmissionJson,
  type SubmissionSource,
  type SubmissionStatus,
} from '@aid/common/smart-forms';
import { z } from 'zod';
import type { ListSource } from '../../db/list.js';
import { toIso, toIsoOrNull } from '../../db/rows.js';

export {
  type CandidateJson,
  candidateJsonSchema,
  IDEMPOTENCY_KEY_REUSED,
  mergeSubmissionSchema,
  type PublicFormJson,
  type PublicSubmissionInput,
  publicFormSchema,
  publicSubmissionSchema,
  rejectSubmissionSchema,
  type StaffSubmissionInput,
  SUBMISSION_LIMITS,
  SUBMISSION_SOURCES,
  SUBMISSION_STATUSES,
  type SubmissionJson,
  type SubmissionReceipt,
  type SubmissionSource,
  type SubmissionStatus,
  staffSubmissionSchema,
  submissionJsonSchema,
  submissionReceiptSchema,
} from '@aid/common/smart-forms';

export const SUBMISSION_LIST = defineList({
  fields: {
    SUBMISSION_ID: { type: 'id', sql: 'submission_id', nullable: false },
    STATUS: { type: 'enum', sql: 'status', nullable: false, values: SUBMISSION_STATUSES },
    SOURCE: { type: 'enum', sql: 'source', nullable: false, values: SUBMISSION_SOURCES },
    // CREATED_AT is when the server received it (a device's clock is not trusted for order).
    ...timestampFields({ created_at: 'submitted_at' }),
  },
  sorts: { ...timestampSorts({ created_at: 'submitted_at' }) },
  defaultSort: 'CREATED_AT_NEWEST',
});

export type SubmissionRow = {
  submission_id: string;
  account_id: string;
  smart_form_id: string;
  version: number;
  request_sha256: string;
  answers: Record<string, unknown>;
  fields: { fields: Record<string, unknown>; properties: Record<string, unknown> };
  status: SubmissionStatus;
  reason: string | null;
  candidates: CandidateJson[];
  beneficiary_id: string | null;
  source: SubmissionSource;
  submitted_by: string | null;
  submitted_at: string | Date;
  device_time: string | Date | null;
  decided_at: string | Date | null;
  decided_by: string | null;
};

export const SUBMISSION_COLUMNS =
  'submission_id, account_id, smart_form_id, version, request_sha256, answers, fields, status, reason, candidates, ' +
  'beneficiary_id, source, submitted_by, submitted_at, device_time, decided_at, decided_by';

export const SUBMISSIONS: ListSource = {
  name: 'smart form submissions',
  table: 'smart_form_submissions',
  idColumn: 'submission_id',
  columns: SUBMISSION_COLUMNS,
  declaration: SUBMISSION_LIST,
};

export function toSubmissionJson(row: SubmissionRow): SubmissionJson {
  return {
    submissionId: row.submission_id,
    smartFormId: row.smart_form_id,
    version: Number(row.version),
    status: row.status,
    source: row.source,
    answers: row.answers,
    fields: row.fields.fields,
    properties: row.fields.properties,
    candidates: row.candidates,
    beneficiaryId: row.beneficiary_id,
    reason: row.reason,
    submittedAt: toIso(row.submitted_at),
    submittedBy: row.submitted_by,
    deviceTime: toIsoOrNull(row.device_time),
    decidedAt: toIsoOrNull(row.decided_at),
    decidedBy: row.decided_by,
  };
}

/** POST /public/forms/<token>/submissions/batch: a device's queue sent at once. */
export const SUBMISSION_BATCH_LIMITS = {
  /** Items per batch at most: one commit for all of them, a transaction still short. */
  items: 100,
  /** 100 forms of photos' ids and text answers fit easily; a single form's answers may take 1 MiB. */
  bodyBytes: 10 * 1024 * 1024,
} as const;

export const publicSubmissionBatchItemSchema = component(
  'PublicSmartFormSubmissionBatchItem',
  publicSubmissionSchema.omit({ accessCode: true }),
  'One filled form of a batch: the body of POST /public/forms/{token}/submissions without the access code.',
);

export const publicSubmissionBatchSchema = component(
  'PublicSmartFormSubmissionBatch',
  z.strictObject({
    accessCode: z.string().max(200).optional().meta({ description: "The form's access code, when it asks for one." }),
    submissions: z.array(publicSubmissionBatchItemSchema).min(1).max(SUBMISSION_BATCH_LIMITS.items),
  }),
  'Forms filled through the same public link, sent together (a device syncing its queue).',
);
export type PublicSubmissionBatchInput = z.infer<typeof publicSubmissionBatchSchema>;

export const BATCH_OUTCOMES = ['CREATED', 'REPLAYED', 'REFUSED'] as const;

export const submissionBatchResultSchema = z.object({
  idempotencyKey: z.string(),
  outcome: z.enum(BATCH_OUTCOMES).meta({
    description: 'CREATED a new submission; REPLAYED the one made earlier under this key; REFUSED nothing saved.',
  }),
  submissionId: z.string().optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      reason: z.string().optional(),
      fieldErrors: z
        .array(
          z.object({
            field: z.string(),
            code: z.string(),
            message: z.string(),
            params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          }),
        )
        .optional(),
    })
    .optional()
    .meta({ description: 'Why a REFUSED item was refused: the error body the single route would answer.' }),
});
export type SubmissionBatchResult = z.infer<typeof submissionBatchResultSchema>;

export const submissionBatchReceiptSchema = component(
  'SmartFormSubmissionBatchReceipt',
  z.object({ results: z.array(submissionBatchResultSchema) }),
  'One result per submission sent, in the same order.',
);
