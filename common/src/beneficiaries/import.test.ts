import { afterEach, describe, expect, it, vi } from 'vitest';
import { importHeader, mappingProblems, suggestMapping, validateImportRow } from './import.js';

describe('validateImportRow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('judges a date of birth against the day it is checked on, also across midnight (UTC)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const born = (dob: string) => validateImportRow({ firstName: 'Amina', lastName: 'Yusuf', dob }).ok;
    vi.setSystemTime(new Date('2030-01-01T23:59:59Z'));
    expect(born('2030-01-01')).toBe(true);
    expect(born('2030-01-02')).toBe(false);
    vi.setSystemTime(new Date('2030-01-02T00:00:01Z'));
    // Remembered verdicts are of the day before: the same value is judged again.
    expect(born('2030-01-02')).toBe(true);
  });

  it('accepts the spellings a spreadsheet allows and normalises them', () => {
    const result = validateImportRow({
      firstName: ' Amina ',
      lastName: 'Yusuf',
      gender: 'Prefer not to say',
      dob: '3/2/1990',
      nationality: 'ken',
      numberOfFamilyMembers: '4',
      phoneNumber: '+254 712 345 678',
      email: 'Amina@Example.org',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        firstName: 'Amina',
        gender: 'PNTS',
        dob: '1990-02-03',
        nationality: 'KE',
        numberOfFamilyMembers: 4,
        phoneNumber: '+254712345678',
        email: 'amina@example.org',
      }),
      repairs: [],
    });
  });

  it('reads back our own export: the apostrophe that neutralised a leading + is dropped', () => {
    const result = validateImportRow({ firstName: 'Amina', lastName: 'Yusuf', phoneNumber: "'+254712345678" });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ phoneNumber: '+254712345678' }),
      repairs: [],
    });
  });

  it("repairs a phone number a spreadsheet turned into digits, with the organisation's country, and names it", () => {
    const row = (phoneNumber: string) =>
      validateImportRow({ firstName: 'A', lastName: 'B', phoneNumber }, { country: 'KE' });
    expect(row('256773627008')).toEqual({
      ok: true,
      value: expect.objectContaining({ phoneNumber: '+256773627008' }),
      repairs: [
        {
          field: 'phoneNumber',
          kind: 'PLUS_RESTORED',
          original: '256773627008',
          stored: '+256773627008',
          message: expect.stringMatching(/\+ put back/),
        },
      ],
    });
    expect(row('712345678')).toMatchObject({ ok: true, repairs: [{ kind: 'ZERO_RESTORED', stored: '+254712345678' }] });
    expect(row('0712 345 678')).toMatchObject({ ok: true, value: { phoneNumber: '+254712345678' }, repairs: [] });
    expect(row('00254 71 2345678')).toMatchObject({ ok: true, value: { phoneNumber: '+254712345678' }, repairs: [] });
    const refused = validateImportRow({ lastName: 'B', phoneNumber: '0712 345' }, { country: 'KE' });
    expect(refused.ok ? [] : refused.errors.map((e) => [e.field, e.code])).toEqual([
      ['firstName', 'REQUIRED'],
      ['phoneNumber', 'INVALID_FORMAT'],
    ]);
    expect(refused.ok ? '' : refused.errors[1]?.message).toMatch(/not a valid phone number .*\(KE\)/);
  });

  it('names each refused field with a code and a reason a file reader understands', () => {
    const result = validateImportRow({
      lastName: 'Yusuf',
      gender: 'X',
      dob: '1990-13-01',
      numberOfFamilyMembers: 'two',
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.code])).toEqual([
      ['firstName', 'REQUIRED'],
      ['gender', 'NOT_ONE_OF'],
      ['dob', 'INVALID_DATE'],
      ['numberOfFamilyMembers', 'WRONG_TYPE'],
    ]);
  });
});

describe('suggestMapping', () => {
  it('maps a header with a byte-order mark, also one read as Windows-1252 (ï»¿), like the header without', () => {
    expect(importHeader('\u00ef\u00bb\u00bffirstName ')).toBe('firstName');
    expect(importHeader('\ufeffLast Name')).toBe('Last Name');
    expect(suggestMapping(['\u00ef\u00bb\u00bffirstName', '\ufefflastName'])).toEqual([
      { header: '\u00ef\u00bb\u00bffirstName', column: 'firstName' },
      { header: '\ufefflastName', column: 'lastName' },
    ]);
  });

  it('prefers the remembered choice, then a matching name, and offers a column once', () => {
    expect(
      suggestMapping(['Given name', 'first_name', 'LAST NAME', 'Notes'], { 'Given name': 'firstName', Notes: null }),
    ).toEqual([
      { header: 'Given name', column: 'firstName' },
      { header: 'first_name', column: null },
      { header: 'LAST NAME', column: 'lastName' },
      { header: 'Notes', column: null },
    ]);
  });

  it('reports a missing required column and two headers on one column', () => {
    const problems = mappingProblems([
      { header: 'a', column: 'firstName' },
      { header: 'b', column: 'firstName' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'maps no header to lastName, which is required (required: firstName, lastName)',
      'maps "a" and "b" to firstName: one header per column',
    ]);
  });
});
