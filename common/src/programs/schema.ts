// The program inputs, validated with one schema on every side: the web's form, the gateway (before it calls the
// API) and the API (the authority). Refusals carry a field error code and params (see ../errors.ts).
import { z } from 'zod';
import { PROGRAM_STATUSES, PROGRAM_TYPES } from '../enums.js';
import {
  calendarDateInput,
  currencyCodeInput,
  minorUnitsInput,
  optionalTextInput,
  requiredTextInput,
} from '../inputs.js';

export const PROGRAM_NAME_MAX = 200;
export const PROGRAM_DESCRIPTION_MAX = 5000;

const programName = requiredTextInput(PROGRAM_NAME_MAX).meta({
  description: 'Unique in the organisation, ignoring case.',
});

const description = optionalTextInput(PROGRAM_DESCRIPTION_MAX, { lineBreaks: true });

const programType = z.enum(PROGRAM_TYPES);
const programStatus = z.enum(PROGRAM_STATUSES);

const currency = currencyCodeInput();

const budget = minorUnitsInput(0).nullable().meta({ description: 'Minor units (cents).' });

const date = calendarDateInput();

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
