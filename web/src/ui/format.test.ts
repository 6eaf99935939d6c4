import { describe, expect, it } from 'vitest';
import { formatDate, formatMinorUnits, parseMajorUnits } from './format.js';

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
