import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  countryCodeInput,
  idInput,
  minorUnitsInput,
  optionalTextInput,
  phoneNumberInput,
  requiredTextInput,
} from './inputs.js';
import { validate } from './validation.js';

const codesOf = (schema: z.ZodType, input: unknown) => {
  const result = validate(z.object({ value: schema }), { value: input });
  return result.ok ? [] : result.fieldErrors.map((e) => e.code);
};

describe('shared inputs', () => {
  it('refuse an impossible id by name', () => {
    expect(codesOf(idInput(), 'prg--0123456789abcdef')).toEqual([]);
    expect(codesOf(idInput(), 'not an id\n')).toEqual(['INVALID_ID']);
  });

  it('store an empty optional text as null, and refuse control characters unless lines are allowed', () => {
    expect(optionalTextInput(10).parse('  ')).toBeNull();
    expect(optionalTextInput(10).parse(' a ')).toBe('a');
    expect(codesOf(optionalTextInput(10), 'a\nb')).toEqual(['INVALID_CHARACTERS']);
    expect(codesOf(optionalTextInput(10, { lineBreaks: true }), 'a\nb')).toEqual([]);
    expect(codesOf(requiredTextInput(5), '   ')).toEqual(['EMPTY']);
  });

  it('keep amounts whole, at least the minimum and exact in JSON', () => {
    expect(codesOf(minorUnitsInput(1), 0)).toEqual(['TOO_SMALL']);
    expect(codesOf(minorUnitsInput(0), 1.5)).toEqual(['NOT_WHOLE_NUMBER']);
    expect(codesOf(minorUnitsInput(0), Number.MAX_SAFE_INTEGER + 2)).toEqual(['TOO_LARGE']);
  });

  it('store phone numbers as E.164 and countries in capitals', () => {
    expect(phoneNumberInput().parse('+254 712 345 678')).toBe('+254712345678');
    expect(phoneNumberInput().parse(' ')).toBeNull();
    expect(codesOf(phoneNumberInput(), '12')).toEqual(['INVALID_FORMAT']);
    expect(countryCodeInput('a country').parse(' ke ')).toBe('KE');
    expect(codesOf(countryCodeInput('a country'), 'XX')).toEqual(['NOT_ONE_OF']);
  });
});
