// A job as the REST API answers it (GraphQL `Job`), and the DEMO job's input, validated on every side.
import { z } from 'zod';
import { component, timestamp } from '../json.js';
import { DEMO_JOB_LIMITS, JOB_KINDS, JOB_STATUSES } from './fields.js';

export const jobJsonSchema = component(
  'Job',
  z.object({
    jobId: z.string(),
    accountId: z.string(),
    kind: z.enum(JOB_KINDS),
    status: z.enum(JOB_STATUSES),
    progressDone: z.number().int(),
    progressTotal: z.number().int().nullable(),
    attempts: z.number().int().meta({ description: 'Attempts started so far.' }),
    maxAttempts: z.number().int(),
    result: z.unknown().meta({ description: 'What a COMPLETED job produced (JSON), else null.' }),
    errorMessage: z.string().nullable(),
    cancelRequested: z.boolean(),
    createdBy: z.string().nullable().meta({ description: 'User id of the member who started it.' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    startedAt: timestamp().nullable(),
    finishedAt: timestamp().nullable(),
  }),
  'GraphQL `Job`.',
);
export type JobJson = z.infer<typeof jobJsonSchema>;

export const startDemoJobSchema = z.object({
  steps: z.number().int().min(1).max(DEMO_JOB_LIMITS.maxSteps),
  stepMillis: z.number().int().min(0).max(DEMO_JOB_LIMITS.maxStepMillis).default(100),
  failAttempts: z.number().int().min(0).max(DEMO_JOB_LIMITS.maxFailAttempts).default(0),
});
export type StartDemoJobInput = z.infer<typeof startDemoJobSchema>;
