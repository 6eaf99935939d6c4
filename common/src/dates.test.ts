import { describe, expect, it } from 'vitest';
import { isCalendarDate, isZonedDateTime, parseTimestamp } from './dates.js';

describe('dates', () => {
  it('accepts only days that exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });

  it('reads timestamps as instants, a missing zone as UTC', () => {
    expect(parseTimestamp('2026-01-02T03:04')).toBe('2026-01-02T03:04:00.000Z');
    expect(parseTimestamp('2026-01-02')).toBe('2026-01-02T00:00:00.000Z');
    expect(parseTimestamp('2026-01-02T03:04:05.123456+02:00')).toBe('2026-01-02T01:04:05.123Z');
    expect(parseTimestamp('yesterday')).toBeUndefined();
    expect(parseTimestamp('2026-02-30T00:00Z')).toBeUndefined();
  });

  it('requires a zone for the DateTime scalar', () => {
    expect(isZonedDateTime('2026-11-21T08:00:00Z')).toBe(true);
    expect(isZonedDateTime('2026-11-21T08:00:00')).toBe(false);
    expect(isZonedDateTime('2026-11-21')).toBe(false);
  });
});
