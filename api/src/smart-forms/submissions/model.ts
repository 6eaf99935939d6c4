// A smart form submission: the inputs that make one (public link and staff), its row, its JSON (what review reads)
// and where the list engine finds submissions. The shapes live here, beside the only code that reads them, until the
// gateway and the filling page need them: then they move to common/src/smart-forms with the GraphQL contract.
import { DUPLICATE_LEVELS, DUPLICATE_REASONS } from '@aid/common/beneficiaries';
import { isZonedDateTime } from '@aid/common/dates';
import { defineList, timestampFields, timestampSorts } from '@aid/common/fields';
import { idProblem } from '@aid/common/ids';
import { component, timestamp } from '@aid/common/json';
import { definitionSchema } from '@aid/common/smart-forms';
import { fieldCode, hasControlCharacters } from '@aid/common/validation';
import { z } from 'zod';
import type { ListSource } from '../../db/list.js';
import { toIso, toIsoOrNull } from '../../db/rows.js';

export const SUBMISSION_STATUSES = ['PENDING', 'ACCEPTED', 'MERGED', 'REJECTED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_SOURCES = ['PUBLIC', 'STAFF'] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];

export const SUBMISSION_LIMITS = {
  idempotencyKeyMin: 16,
  idempotencyKeyMax: 100,
  /** Answers may take 1,000,000 bytes as JSON (ANSWER_LIMITS); the rest of the body is small. */
  bodyBytes: 1024 * 1024,
  /** Duplicate candidates kept per submission, best first. */
  candidates: 5,
  reasonMax: 1000,
} as const;

/** Sent as `reason` with 409 when a device sends another request under a key it already used for this form. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

const staffFields = {
  idempotencyKey: z
    .string()
    .min(SUBMISSION_LIMITS.idempotencyKeyMin)
    .max(SUBMISSION_LIMITS.idempotencyKeyMax)
    .meta({ description: 'Made by the device once per filled form; the same key again never makes a second person.' }),
  version: z.number().int().min(1).meta({ description: 'The published version the form was filled in.' }),
  answers: z.record(z.string(), z.unknown()).meta({ description: 'Answers by element name (at most 1 MB as JSON).' }),
  deviceTime: z
    .string()
    .refine(isZonedDateTime, fieldCode('INVALID_DATE_TIME'))
    .optional()
    .meta({ format: 'date-time', description: "The device's clock when the form was finished." }),
};

export const staffSubmissionSchema = component(
  'StaffSmartFormSubmission',
  z.strictObject(staffFields),
  'A form filled by a staff member in the app.',
);
export type StaffSubmissionInput = z.infer<typeof staffSubmissionSchema>;

export const publicSubmissionSchema = component(
  'PublicSmartFormSubmission',
  z.strictObject({
    ...staffFields,
    accessCode: z.string().max(200).optional().meta({ description: "The form's access code, when it asks for one." }),
  }),
  'A form filled through its public link.',
);
export type PublicSubmissionInput = z.infer<typeof publicSubmissionSchema>;

export const submissionReceiptSchema = component(
  'SmartFormSubmissionReceipt',
  z.object({ submissionId: z.string(), status: z.enum(SUBMISSION_STATUSES) }),
  'The submission made (201) or, for a replayed idempotency key, the one made the first time (200).',
);
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

export const publicFormSchema = component(
  'PublicSmartForm',
  z.object({
    formName: z.string(),
    description: z.string().nullable(),
    version: z.number().int(),
    definition: definitionSchema,
    accessCodeRequired: z.boolean(),
  }),
  "What the public filling page needs: the latest published version, nothing else of the form's organisation.",
);
export type PublicFormJson = z.infer<typeof publicFormSchema>;

export const candidateJsonSchema = z.object({
  beneficiaryId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  score: z.number(),
  level: z.enum(DUPLICATE_LEVELS),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type CandidateJson = z.infer<typeof candidateJsonSchema>;

export const submissionJsonSchema = component(
  'SmartFormSubmission',
  z.object({
    submissionId: z.string(),
    smartFormId: z.string(),
    version: z.number().int(),
    status: z.enum(SUBMISSION_STATUSES),
    source: z.enum(SUBMISSION_SOURCES),
    answers: z.record(z.string(), z.unknown()),
    fields: z.record(z.string(), z.unknown()).meta({ description: 'The beneficiary fields the answers fill.' }),
    properties: z.record(z.string(), z.unknown()).meta({ description: "The target list's properties they fill." }),
    candidates: z.array(candidateJsonSchema).meta({ description: 'Master-list people it may duplicate, best first.' }),
    beneficiaryId: z.string().nullable().meta({ description: 'The person created (ACCEPTED) or merged into.' }),
    reason: z.string().nullable().meta({ description: 'Why it was rejected.' }),
    submittedAt: timestamp(),
    submittedBy: z.string().nullable(),
    deviceTime: timestamp().nullable(),
    decidedAt: timestamp().nullable(),
    decidedBy: z.string().nullable().meta({ description: "Null on a decided submission: the form's auto-accept." }),
  }),
  'One filled form: a person-to-be of the target list until accepted, merged or rejected.',
);
export type SubmissionJson = z.infer<typeof submissionJsonSchema>;

export const mergeSubmissionSchema = component(
  'MergeSmartFormSubmission',
  z.strictObject({
    beneficiaryId: z
      .string()
      .refine((v) => idProblem(v) === undefined, fieldCode('INVALID_ID'))
      .meta({ description: 'The existing person the submission is.' }),
  }),
  'Which person of the master list the submission is.',
);
export const rejectSubmissionSchema = component(
  'RejectSmartFormSubmission',
  z.strictObject({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(SUBMISSION_LIMITS.reasonMax)
      .refine((v) => !hasControlCharacters(v, true), fieldCode('INVALID_CHARACTERS')),
  }),
  'Why the submission is rejected.',
);

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
