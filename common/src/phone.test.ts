import { describe, expect, it } from 'vitest';
import { createBeneficiarySchema } from './beneficiaries/schema.js';
import { parsePhone } from './phone.js';
import { validate } from './validation.js';

const stored = (text: string, options = {}) => {
  const verdict = parsePhone(text, options);
  return verdict.ok ? verdict.value : verdict.reason;
};

describe('parsePhone', () => {
  it('accepts the international call prefix 00 and the separators people write', () => {
    expect(stored('00254 71 2345678')).toBe('+254712345678');
    expect(stored('+254 712 345 678')).toBe('+254712345678');
    expect(stored('+254.712.345.678')).toBe('+254712345678');
    expect(stored('+254-712-345-678')).toBe('+254712345678');
    expect(stored('+1 (202) 555-0123')).toBe('+12025550123');
    expect(stored('00 256 (773) 627 008')).toBe('+256773627008');
    expect(stored('+254\u00a0712\u2013345\u2013678')).toBe('+254712345678');
  });

  it('drops the trunk zero written in brackets after the country code', () => {
    expect(stored('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(stored('+254 (0)71 234-5678')).toBe('+254712345678');
    expect(stored('0044 (0) 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses with a reason: letters, no country code, an unknown code, too few or too many digits', () => {
    expect(stored('+254 712 CALL ME')).toBe('INVALID_CHARACTERS');
    expect(stored('0712 345 678')).toBe('NO_COUNTRY_CODE');
    expect(stored('+999 123 456')).toBe('UNKNOWN_COUNTRY_CODE');
    expect(stored('+254 71')).toBe('TOO_SHORT');
    expect(stored('+254 712 345 678 999 9')).toBe('TOO_LONG');
    const verdict = parsePhone('0712 345 678');
    expect(verdict.ok ? '' : verdict.message).toMatch(/no country code.*\+ or 00/);
  });

  it("reads a number without country code as one of the organisation's country when it is known", () => {
    expect(stored('0712 345 678', { country: 'KE' })).toBe('+254712345678');
    expect(stored('(202) 555-0123', { country: 'us' })).toBe('+12025550123');
    expect(stored('0712 345', { country: 'KE' })).toBe('NOT_VALID');
    // Digits only outside a spreadsheet are no repair: a form's user typed them.
    expect(stored('256773627008')).toBe('NO_COUNTRY_CODE');
  });

  it('repairs what a spreadsheet did to a number: + or the leading zero put back, and says so', () => {
    expect(parsePhone('256773627008', { spreadsheet: true })).toEqual({
      ok: true,
      value: '+256773627008',
      repair: 'PLUS_RESTORED',
    });
    expect(parsePhone('773627008', { spreadsheet: true, country: 'UG' })).toEqual({
      ok: true,
      value: '+256773627008',
      repair: 'ZERO_RESTORED',
    });
    // Exact scientific notation (every digit kept) and a trailing ".0" are the same number.
    expect(parsePhone('2.56773627008E+11', { spreadsheet: true })).toMatchObject({ value: '+256773627008' });
    expect(parsePhone('256773627008.0', { spreadsheet: true })).toMatchObject({ value: '+256773627008' });
    // A national number of a country without a trunk zero needed nothing.
    expect(parsePhone('2025550123', { spreadsheet: true, country: 'US' })).toEqual({
      ok: true,
      value: '+12025550123',
    });
    // Written as text with its zero, nothing was lost.
    expect(parsePhone('0773627008', { spreadsheet: true, country: 'UG' })).toEqual({
      ok: true,
      value: '+256773627008',
    });
  });

  it('refuses a digits-only value that is valid both ways, or neither, or lost digits, saying why', () => {
    // In France, 491620189 is 04 91 62 01 89 (Marseille) with its 0 put back, and +49 1620189 (Germany) with +.
    const both = parsePhone('491620189', { spreadsheet: true, country: 'FR' });
    expect(both).toMatchObject({ ok: false, reason: 'AMBIGUOUS' });
    expect(both.ok ? '' : both.message).toMatch(/could be \+491620189 .* or \+33491620189/);
    const neither = parsePhone('1234567', { spreadsheet: true, country: 'KE' });
    expect(neither).toMatchObject({ ok: false, reason: 'NOT_VALID' });
    expect(neither.ok ? '' : neither.message).toMatch(/neither an international number.*nor a number of KE/);
    const rounded = parsePhone('2.56774E+11', { spreadsheet: true });
    expect(rounded).toMatchObject({ ok: false, reason: 'DIGITS_LOST' });
    expect(rounded.ok ? '' : rounded.message).toMatch(/scientific notation/);
  });

  it('is what the beneficiary form accepts, and its refusal carries the reason', () => {
    const input = { firstName: 'Amina', lastName: 'Yusuf' };
    expect(validate(createBeneficiarySchema, { ...input, phoneNumber: '00254 71 2345678' })).toMatchObject({
      ok: true,
      value: { phoneNumber: '+254712345678' },
    });
    expect(validate(createBeneficiarySchema, { ...input, phoneNumber: '0712345678' })).toMatchObject({
      ok: false,
      fieldErrors: [
        { field: 'phoneNumber', code: 'INVALID_FORMAT', params: { reason: expect.stringMatching(/country code/) } },
      ],
    });
  });
});
