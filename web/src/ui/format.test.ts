import { afterEach, describe, expect, it } from 'vitest';
import { createI18nIn } from '../i18n/index.js';
import { formatDate, formatDateTime, formatMinorUnits, parseMajorUnits } from './format.js';

describe('money formatting', () => {
  it('divides minor units by 100 and shows two decimals in en-US by default', () => {
    expect(formatMinorUnits(123456)).toBe('1,234.56');
    expect(formatMinorUnits(100)).toBe('1.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(1_000_000_000)).toBe('10,000,000.00');
  });

  it("uses the user's number format", () => {
    expect(formatMinorUnits(123456, 'de-DE')).toBe('1.234,56');
    // French groups with a narrow no-break space.
    expect(formatMinorUnits(123456, 'fr-FR')).toBe('1\u202f234,56');
  });

  it('falls back to en-US for a malformed number format', () => {
    expect(formatMinorUnits(123456, 'not a locale!')).toBe('1,234.56');
  });

  it('gives null when there is no amount', () => {
    expect(formatMinorUnits(null)).toBeNull();
    expect(formatMinorUnits(undefined)).toBeNull();
  });

  it('parses major units into minor units without floating-point drift', () => {
    expect(parseMajorUnits('1500')).toBe(150000);
    expect(parseMajorUnits('1500.5')).toBe(150050);
    expect(parseMajorUnits('1500,50')).toBe(150050);
    expect(parseMajorUnits('0.29')).toBe(29);
    expect(parseMajorUnits(' 12 000.01 ')).toBe(1200001);
    expect(parseMajorUnits('1.234')).toBeNull();
    expect(parseMajorUnits('-5')).toBeNull();
    expect(parseMajorUnits('abc')).toBeNull();
    expect(parseMajorUnits('')).toBeNull();
  });

  it('shows calendar dates without shifting them by the time zone', () => {
    expect(formatDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDate(null)).toBeNull();
  });
});

describe('dates in the UI language', () => {
  // A moment read in the test machine's time zone: noon UTC stays on the 5th in every zone from -11 to +11.
  const noon = '2026-03-05T12:00:00Z';

  it('writes the month in the language, the digits and region in the number format', () => {
    expect(formatDate('2026-01-01', 'en-US', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('2026-01-01', 'fr-FR', 'fr')).toBe('1 janv. 2026');
    expect(formatDate('2026-01-01', 'es-ES', 'es')).toBe('1 ene 2026');
    // Arabic month names, but the Latin digits of en-US: numbers keep following the number format.
    expect(formatDate('2026-01-01', 'en-US', 'ar')).toBe('1 يناير 2026');
    // Arabic-Indic digits when the number format writes them.
    expect(formatDate('2026-01-01', 'ar-EG', 'ar')).toBe('١ يناير ٢٠٢٦');
  });

  it('keeps the language when the number format is of another one', () => {
    // French words in a US format; English words in a German one (day before month, as Germany writes it).
    expect(formatDate('2026-01-01', 'en-US', 'fr')).toBe('1 janv. 2026');
    expect(formatDate('2026-01-01', 'de-DE', 'en')).toBe('1 Jan 2026');
    // The Gregorian calendar everywhere: Saudi Arabia's region would otherwise give a Hijri date.
    expect(formatDate('2026-01-01', 'ar-SA', 'ar')).toContain('يناير');
  });

  it('writes date and time in the language too', () => {
    expect(formatDateTime(noon, 'fr-FR', 'fr')).toMatch(/^5 mars 2026/);
    expect(formatDateTime(noon, 'es-ES', 'es')).toMatch(/^5 mar 2026/);
    expect(formatDateTime(noon, 'en-US', 'ar')).toMatch(/^5 مارس 2026/);
  });

  it('falls back to English words and en-US numbers for what it cannot read', () => {
    expect(formatDate('2026-01-01', 'not a locale!', 'xx')).toBe('Jan 1, 2026');
    expect(formatDate('not a date', 'en-US', 'fr')).toBe('not a date');
  });

  describe('without a language named', () => {
    afterEach(async () => {
      // The latest instance is the one dates read: leave an English one for the other tests.
      await createI18nIn('en');
    });

    it("follows the app's language", async () => {
      const i18n = await createI18nIn('ar');
      expect(formatDate('2026-01-01', 'en-US')).toBe('1 يناير 2026');
      await i18n.changeLanguage('fr');
      expect(formatDate('2026-01-01', 'en-US')).toBe('1 janv. 2026');
    });
  });
});
