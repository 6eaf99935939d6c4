// The program form's values, and their check with the API's own schema (common/programs/schema.ts): what the
// user typed becomes the mutation's input, or field errors with the codes the API would have answered.
import { type FieldError, fieldError } from '@aid/common/errors';
import { createProgramSchema } from '@aid/common/programs';
import { validate } from '@aid/common/validation';
import type { CreateProgramInput, ProgramStatus, ProgramType } from '../generated/graphql.js';
import { parseMajorUnits } from '../ui/format.js';

export type ProgramFormValues = {
  programName: string;
  description: string;
  programType: ProgramType;
  programStatus: ProgramStatus;
  currency: string;
  /** In major units, as typed. */
  budget: string;
  startDate: string;
  endDate: string;
};

export const EMPTY_PROGRAM: ProgramFormValues = {
  programName: '',
  description: '',
  programType: 'CASH',
  programStatus: 'ACTIVE',
  currency: '',
  budget: '',
  startDate: '',
  endDate: '',
};

/** A budget that is not an amount (e.g. "12.345"): the form's own check, before the schema sees a number. */
export const BUDGET_NOT_AN_AMOUNT = 'budgetNotAnAmount';

export type CheckedProgram =
  | { input: CreateProgramInput; errors: null }
  | { input: null; errors: (FieldError | { field: 'budget'; code: typeof BUDGET_NOT_AN_AMOUNT })[] };

export function checkProgram(values: ProgramFormValues): CheckedProgram {
  const budget = values.budget.trim() === '' ? null : parseMajorUnits(values.budget);
  const candidate = {
    programName: values.programName,
    description: values.description,
    programType: values.programType,
    programStatus: values.programStatus,
    currency: values.currency.trim().toUpperCase(),
    budget,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  };
  const result = validate(createProgramSchema, candidate);
  const errors: CheckedProgram['errors'] & object = result.ok ? [] : [...result.fieldErrors];
  if (budget === null && values.budget.trim() !== '') errors.push({ field: 'budget', code: BUDGET_NOT_AN_AMOUNT });
  // The API's rule (the schema checks each date alone): an end before the start is refused.
  if (candidate.startDate && candidate.endDate && candidate.endDate < candidate.startDate) {
    errors.push(fieldError('endDate', 'DATE_BEFORE', { other: 'startDate', value: candidate.startDate }));
  }
  if (!result.ok || errors.length > 0) return { input: null, errors };
  const value = result.value;
  return {
    errors: null,
    input: {
      programName: value.programName,
      description: value.description ?? null,
      programType: value.programType,
      programStatus: value.programStatus,
      currency: value.currency,
      budget: value.budget ?? null,
      startDate: value.startDate ?? null,
      endDate: value.endDate ?? null,
    },
  };
}
