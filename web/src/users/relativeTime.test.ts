import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.js';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in the largest unit that fits, in the language asked', () => {
    expect(relativeTime(ago(20_000), 'en', NOW)).toBe('now');
    expect(relativeTime(ago(5 * 60_000), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), 'en', NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(86_400_000), 'en', NOW)).toBe('yesterday');
    expect(relativeTime(ago(40 * 86_400_000), 'en', NOW)).toBe('last month');
    expect(relativeTime(ago(3 * 86_400_000), 'fr', NOW)).toBe('il y a 3 jours');
  });

  it('has nothing to say without a valid time', () => {
    expect(relativeTime(null, 'en', NOW)).toBeNull();
    expect(relativeTime('not a date', 'en', NOW)).toBeNull();
  });
});
