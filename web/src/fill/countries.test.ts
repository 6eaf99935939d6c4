import { COUNTRIES } from '@aid/common/accounts';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries.js';

describe('filling page countries', () => {
  it('has exactly the codes of the country table the server checks against', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRIES.map((c) => c.alpha2).sort());
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
  });

  it('names the countries in the language asked, sorted by name', () => {
    const french = countryOptions('fr');
    expect(french.find(([code]) => code === 'DE')?.[1]).toBe('Allemagne');
    const names = french.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});
