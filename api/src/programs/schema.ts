// Input validation at the edge: request bodies of POST /programs and PATCH /programs/:id.
import { PROGRAM_STATUSES, PROGRAM_TYPES } from '@aid/common';
import { z } from 'zod';
import { isCalendarDate } from '../db/filter.js';
import { typeMessage } from '../http/validation.js';

const programName = z
  .string({ error: typeMessage('a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'must be at most 200 characters' });

// An empty description means "none", so it is stored as null rather than ''.
const description = z
  .string({ error: typeMessage('a string or null') })
  .trim()
  .max(5000, { error: 'must be at most 5000 characters' })
  .nullable()
  .transform((v) => (v ? v : null));

const programType = z.enum(PROGRAM_TYPES, { error: `must be one of ${PROGRAM_TYPES.join(', ')}` });
const programStatus = z.enum(PROGRAM_STATUSES, { error: `must be one of ${PROGRAM_STATUSES.join(', ')}` });

const currency = z
  .string({ error: typeMessage('a string') })
  .regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code of 3 upper-case letters, e.g. EUR' });

const budget = z
  .number({ error: typeMessage('a number of minor units or null') })
  .int({ error: 'must be a whole number of minor units (cents)' })
  .min(0, { error: 'must not be negative' })
  .max(Number.MAX_SAFE_INTEGER, { error: `must be at most ${Number.MAX_SAFE_INTEGER}` })
  .nullable();

const date = z
  .string({ error: typeMessage('a date YYYY-MM-DD or null') })
  .refine(isCalendarDate, { error: 'must be a calendar date YYYY-MM-DD' })
  .nullable();

const bodyError = { error: 'The body must be a JSON object (Content-Type: application/json)' };

export const createProgramSchema = z.strictObject(
  {
    programName,
    description: description.optional(),
    programType,
    programStatus: programStatus.default('ACTIVE'),
    currency,
    budget: budget.optional(),
    startDate: date.optional(),
    endDate: date.optional(),
  },
  bodyError,
);
export type CreateProgramInput = z.infer<typeof createProgramSchema>;

// Omitted fields stay as they are; the non-nullable ones cannot be cleared.
export const updateProgramSchema = z.strictObject(
  {
    programName: programName.optional(),
    description: description.optional(),
    programType: programType.optional(),
    programStatus: programStatus.optional(),
    currency: currency.optional(),
    budget: budget.optional(),
    startDate: date.optional(),
    endDate: date.optional(),
  },
  bodyError,
);
export type UpdateProgramInput = z.infer<typeof updateProgramSchema>;
