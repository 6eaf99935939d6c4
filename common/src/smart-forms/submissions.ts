// A smart form submission as the REST API takes and answers it: the staff and public inputs, the receipt, the JSON
// review reads (GraphQL `SmartFormSubmission`) and the decisions' bodies. Shared because the gateway checks the same
// shapes and the filling page sends them; the SQL side (rows, list declaration) stays in the API.

import { z } from 'zod';
import { DUPLICATE_LEVELS, DUPLICATE_REASONS } from '../beneficiaries/duplicates.js';
import { isZonedDateTime } from '../dates.js';
import { idProblem } from '../ids.js';
import { component, timestamp } from '../json.js';
import { fieldCode, hasControlCharacters } from '../validation.js';
import { definitionSchema } from './definition.js';

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
    invitation: z.string().max(64).optional().meta({
      description: "A family's personal monitoring link token (/f/<token>?m=<invitation>): ties the answer to it.",
    }),
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
