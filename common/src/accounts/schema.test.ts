import { describe, expect, it } from 'vitest';
import { validate } from '../validation.js';
import {
  normalisePhoneNumber,
  organizationDetailsCompleted,
  updateOrganizationSchema,
  updateOrganizationSettingsSchema,
  updateProfileSchema,
  userDetailsCompleted,
} from './schema.js';

const fields = (result: ReturnType<typeof validate>) =>
  result.ok ? [] : result.fieldErrors.map((e) => [e.field, e.code]);

describe('the accounts inputs', () => {
  it('keep phone numbers in E.164 and refuse those without a country code', () => {
    expect(normalisePhoneNumber('+254 712 345 678')).toBe('+254712345678');
    expect(normalisePhoneNumber('+33 1 23 45 67 89')).toBe('+33123456789');
    expect(normalisePhoneNumber('+256 414 123456')).toBe('+256414123456');
    for (const bad of ['12', '0712345678', '+1 555', 'call me', ''])
      expect(normalisePhoneNumber(bad), bad).toBeUndefined();
    expect(validate(updateProfileSchema, { phoneNumber: '' })).toEqual({ ok: true, value: { phoneNumber: null } });
    expect(fields(validate(updateProfileSchema, { phoneNumber: '12' }))).toEqual([['phoneNumber', 'INVALID_FORMAT']]);
  });

  it('take known country codes in any case and refuse the others', () => {
    expect(validate(updateOrganizationSchema, { addressCountryCode: 'ke' })).toEqual({
      ok: true,
      value: { addressCountryCode: 'KE' },
    });
    expect(fields(validate(updateOrganizationSchema, { addressCountryCode: 'ZZ' }))).toEqual([
      ['addressCountryCode', 'NOT_ONE_OF'],
    ]);
    expect(validate(updateOrganizationSchema, { addressCountryCode: null, addressLine: '  ' })).toEqual({
      ok: true,
      value: { addressCountryCode: null, addressLine: null },
    });
  });

  it('check colours, currencies and the order of the thresholds', () => {
    expect(validate(updateOrganizationSettingsSchema, { menuColour: '#c2410c', currency: 'KES' })).toEqual({
      ok: true,
      value: { menuColour: 'C2410C', currency: 'KES' },
    });
    expect(fields(validate(updateOrganizationSettingsSchema, { menuColour: 'red' }))).toEqual([
      ['menuColour', 'INVALID_FORMAT'],
    ]);
    expect(fields(validate(updateOrganizationSettingsSchema, { currency: 'XYZ' }))).toEqual([
      ['currency', 'NOT_ONE_OF'],
    ]);
    expect(fields(validate(updateOrganizationSettingsSchema, { currency: 'eur' }))).toEqual([
      ['currency', 'INVALID_CURRENCY'],
    ]);
    expect(
      fields(validate(updateOrganizationSettingsSchema, { duplicateThreshold: 0.8, possibleDuplicateThreshold: 0.9 })),
    ).toEqual([['possibleDuplicateThreshold', 'TOO_LARGE']]);
    expect(fields(validate(updateOrganizationSettingsSchema, { duplicateThreshold: 0 }))).toEqual([
      ['duplicateThreshold', 'TOO_SMALL'],
    ]);
    expect(fields(validate(updateOrganizationSettingsSchema, { possibleDuplicateThreshold: 1.5 }))).toEqual([
      ['possibleDuplicateThreshold', 'TOO_LARGE'],
    ]);
    expect(validate(updateOrganizationSettingsSchema, { duplicateThreshold: 0.9234 })).toEqual({
      ok: true,
      value: { duplicateThreshold: 0.923 },
    });
  });

  it('tell when the registration details are complete', () => {
    expect(userDetailsCompleted({ firstName: 'A', lastName: 'B', phoneNumber: '+33123456789' })).toBe(true);
    expect(userDetailsCompleted({ firstName: 'A', lastName: ' ', phoneNumber: '+33123456789' })).toBe(false);
    const org = {
      organizationName: 'Relief',
      phoneNumber: '+33123456789',
      addressLine: 'Rue 1',
      addressCity: 'Lyon',
      addressCountryCode: 'FR',
    };
    expect(organizationDetailsCompleted(org)).toBe(true);
    expect(organizationDetailsCompleted({ ...org, addressCountryCode: null })).toBe(false);
  });
});
