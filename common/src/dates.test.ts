import { describe, expect, it } from 'vitest';
import { isCalendarDate, isOldTimestamp, isZonedDateTime, parseTimestamp } from './dates.js';

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

describe('isOldTimestamp (spec §5, §9)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('is old only when more than 86,400 s in the past', () => {
    expect(isOldTimestamp(now - 86_400_000, now)).toBe(false);
    expect(isOldTimestamp(now - 86_400_001, now)).toBe(true);
    expect(isOldTimestamp('2026-11-26T11:59:59Z', now)).toBe(true);
    expect(isOldTimestamp(new Date('2026-11-27T00:00:00Z'), now)).toBe(false);
  });
  it('treats the future and unreadable values as not old', () => {
    expect(isOldTimestamp(now + 5_000_000, now)).toBe(false);
    expect(isOldTimestamp('not a date', now)).toBe(false);
  });
});
