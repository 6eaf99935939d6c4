import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_ERROR_TEXT, fieldErrorText } from './errors.js';
import { createProgramSchema } from './programs/schema.js';
import { fieldCode, summary, validate } from './validation.js';

const fieldErrors = (input: unknown) => {
  const result = validate(createProgramSchema, input);
  if (result.ok) throw new Error('expected refusals');
  return result.fieldErrors;
};

describe('validation → field errors with codes', () => {
  it('says what is missing, and what has the wrong type', () => {
    expect(fieldErrors({ programName: 5, currency: 'EUR' })).toEqual([
      { field: 'programName', code: 'WRONG_TYPE', params: { expected: 'a string' }, message: 'must be a string' },
      { field: 'programType', code: 'REQUIRED', message: 'is required' },
    ]);
  });

  it('gives lengths, bounds, choices and formats with their parameters', () => {
    expect(
      fieldErrors({
        programName: 'x'.repeat(201),
        programType: 'X',
        currency: 'EUR',
        budget: 1.5,
        startDate: '2026-02-30',
      }),
    ).toEqual([
      { field: 'programName', code: 'TOO_LONG', params: { max: 200 }, message: 'must be at most 200 characters' },
      {
        field: 'programType',
        code: 'NOT_ONE_OF',
        params: { values: 'CASH, VOUCHER, IN_KIND, MIXED' },
        message: 'must be one of CASH, VOUCHER, IN_KIND, MIXED',
      },
      { field: 'budget', code: 'NOT_WHOLE_NUMBER', message: 'must be a whole number' },
      { field: 'startDate', code: 'INVALID_DATE', message: 'must be a calendar date YYYY-MM-DD' },
    ]);
  });

  it('reports one reason per field and code (zod names a too-large integer twice)', () => {
    expect(fieldErrors({ programName: 'P', programType: 'CASH', currency: 'EUR', budget: 2 ** 53 })).toEqual([
      {
        field: 'budget',
        code: 'TOO_LARGE',
        params: { max: Number.MAX_SAFE_INTEGER },
        message: `must be at most ${Number.MAX_SAFE_INTEGER}`,
      },
    ]);
  });

  it('names unknown fields and a body that is not an object', () => {
    expect(fieldErrors({ programName: 'P', programType: 'CASH', currency: 'EUR', colour: 'red' })).toEqual([
      { field: 'colour', code: 'UNKNOWN_FIELD', message: 'is not a known field' },
    ]);
    expect(fieldErrors([1])).toEqual([
      { field: 'body', code: 'WRONG_TYPE', params: { expected: 'a JSON object' }, message: 'must be a JSON object' },
    ]);
  });

  it('carries a refinement’s own code and parameters', () => {
    const schema = z.object({ n: z.number().refine((v) => v < 3, fieldCode('TOO_MANY', { max: 2 })) });
    const result = validate(schema, { n: 5 });
    expect(result.ok ? [] : result.fieldErrors).toEqual([
      { field: 'n', code: 'TOO_MANY', params: { max: 2 }, message: 'has too many entries (at most 2)' },
    ]);
  });

  it('fills every template and sums up', () => {
    for (const code of Object.keys(FIELD_ERROR_TEXT) as (keyof typeof FIELD_ERROR_TEXT)[]) {
      expect(
        fieldErrorText(code, { max: 1, min: 1, values: 'A', expected: 'x', other: 'o', value: 'v', format: 'f' }),
      ).not.toMatch(/\{\{/);
    }
    expect(summary(fieldErrors({}))).toBe('programName is required (and 2 more)');
  });
});
