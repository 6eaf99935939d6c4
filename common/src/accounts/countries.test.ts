import { describe, expect, it } from 'vitest';
import { COUNTRIES, CURRENCIES, countryByAlpha2, isKnownCountry, isKnownCurrency } from './countries.js';

describe('the country table', () => {
  it('holds every country, each code once', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(COUNTRIES.map((c) => c.alpha2)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.alpha3)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.alpha2, c.name).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3, c.name).toMatch(/^[A-Z]{3}$/);
      if (c.phoneCode !== null) expect(c.phoneCode, c.name).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('knows France and Kenya with their codes, currency and calling code', () => {
    expect(countryByAlpha2('FR')).toMatchObject({ alpha3: 'FRA', name: 'France', currency: 'EUR', phoneCode: '+33' });
    expect(countryByAlpha2('ke')).toMatchObject({ alpha3: 'KEN', name: 'Kenya', currency: 'KES', phoneCode: '+254' });
    expect(countryByAlpha2('SS')).toMatchObject({ alpha3: 'SSD', currency: 'SSP', phoneCode: '+211' });
  });

  it('tells known codes from unknown ones', () => {
    expect(isKnownCountry('KE')).toBe(true);
    expect(isKnownCountry('ZZ')).toBe(false);
    expect(isKnownCountry('ke')).toBe(false);
    expect(isKnownCurrency('KES')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(CURRENCIES).toEqual([...CURRENCIES].sort());
    expect(CURRENCIES).toEqual(expect.arrayContaining(['EUR', 'USD', 'KES', 'UGX', 'XOF']));
  });
});
