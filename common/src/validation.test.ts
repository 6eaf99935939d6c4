import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBeneficiaryListSchema, createBeneficiarySchema } from './beneficiaries/schema.js';
import { FIELD_ERROR_TEXT, fieldErrorText } from './errors.js';
import { createProgramSchema } from './programs/schema.js';
import { fieldCode, invisibleCharacterIn, summary, validate, withoutInvisibleCharacters } from './validation.js';

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

describe('invisible characters in names and free text', () => {
  const beneficiary = (fields: Record<string, unknown>) =>
    validate(createBeneficiarySchema, { firstName: 'Amina', lastName: 'Yusuf', ...fields });

  it('refuses a right-to-left override, naming the character and its position', () => {
    expect(beneficiary({ firstName: 'pp2\u202Egnp.exe' })).toEqual({
      ok: false,
      fieldErrors: [
        {
          field: 'firstName',
          code: 'INVISIBLE_CHARACTER',
          params: { character: 'U+202E', name: 'RIGHT-TO-LEFT OVERRIDE', position: 4 },
          message: 'must not contain the invisible character U+202E (RIGHT-TO-LEFT OVERRIDE) at position 4',
        },
      ],
    });
  });

  it('refuses every bidirectional control and invisible format character of the set', () => {
    const refused = [
      0x00ad, 0x061c, 0x200b, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2064,
      0x2066, 0x2067, 0x2068, 0x2069, 0x206f, 0xfeff, 0xfff9, 0xe0001, 0xe0041,
    ];
    for (const code of refused) {
      const char = String.fromCodePoint(code);
      expect(invisibleCharacterIn(`a${char}b`), code.toString(16)).toMatchObject({ position: 2 });
      expect(withoutInvisibleCharacters(`a${char}b`)).toBe('ab');
    }
    // Positions count characters as a person does: an emoji before the mark is one.
    expect(invisibleCharacterIn('😀\u2066x')).toMatchObject({ character: 'U+2066', position: 2 });
  });

  it('keeps the joiners that Persian, Arabic and Indic names and emoji need', () => {
    for (const name of ['می\u200Cخواهم', 'क्\u200Dष', '👩\u200D👩\u200D👧', 'José', 'Nguyễn', '李小龍']) {
      expect(invisibleCharacterIn(name), name).toBeUndefined();
      expect(beneficiary({ lastName: name })).toMatchObject({ ok: true });
    }
  });

  it('applies to lists, programs and distributions too, and keeps line breaks in free text only', () => {
    const list = validate(createBeneficiaryListSchema, { listName: 'Camp\u200B', listComments: 'a\u2067b' });
    expect(list.ok ? [] : list.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['listName', 'INVISIBLE_CHARACTER'],
      ['listComments', 'INVISIBLE_CHARACTER'],
    ]);
    expect(validate(createBeneficiaryListSchema, { listName: 'Camp', listComments: 'line 1\nline 2' }).ok).toBe(true);
    expect(validate(createBeneficiaryListSchema, { listName: 'Camp\nNorth' })).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'listName', code: 'INVALID_CHARACTERS' }],
    });
    const program = validate(createProgramSchema, {
      programName: 'P\u202D',
      programType: 'CASH',
      currency: 'EUR',
      description: 'ok\u00AD',
    });
    expect(program.ok ? [] : program.fieldErrors.map((e) => e.code)).toEqual([
      'INVISIBLE_CHARACTER',
      'INVISIBLE_CHARACTER',
    ]);
  });
});
