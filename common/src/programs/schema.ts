// The program inputs, validated with one schema on every side: the web's form, the gateway (before it calls the
// API) and the API (the authority). Refusals carry a field error code and params (see ../errors.ts).
import { z } from 'zod';
import { isCalendarDate } from '../dates.js';
import { PROGRAM_STATUSES, PROGRAM_TYPES } from '../enums.js';
import { fieldCode, textCheck } from '../validation.js';

export const PROGRAM_NAME_MAX = 200;
export const PROGRAM_DESCRIPTION_MAX = 5000;

const programName = z
  .string()
  .trim()
  .min(1)
  .max(PROGRAM_NAME_MAX)
  .superRefine(textCheck())
  .meta({ description: 'Unique in the organisation, ignoring case.' });

// An empty description means "none", so it is stored as null rather than ''.
const description = z
  .string()
  .trim()
  .max(PROGRAM_DESCRIPTION_MAX)
  .superRefine(textCheck({ lineBreaks: true }))
  .nullable()
  .transform((v) => (v ? v : null));

const programType = z.enum(PROGRAM_TYPES);
const programStatus = z.enum(PROGRAM_STATUSES);

const currency = z
  .string()
  .refine((v) => /^[A-Z]{3}$/.test(v), fieldCode('INVALID_CURRENCY'))
  .meta({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. EUR.' });

const budget = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .nullable()
  .meta({ description: 'Minor units (cents).' });

const date = z.string().refine(isCalendarDate, fieldCode('INVALID_DATE')).meta({ format: 'date' }).nullable();

export const createProgramSchema = z.strictObject({
  programName,
  description: description.optional(),
  programType,
  programStatus: programStatus.default('ACTIVE'),
  currency,
  budget: budget.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
});
export type CreateProgramInput = z.infer<typeof createProgramSchema>;

// Omitted fields stay as they are; the non-nullable ones cannot be cleared.
export const updateProgramSchema = z.strictObject({
  programName: programName.optional(),
  description: description.optional(),
  programType: programType.optional(),
  programStatus: programStatus.optional(),
  currency: currency.optional(),
  budget: budget.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
});
export type UpdateProgramInput = z.infer<typeof updateProgramSchema>;
