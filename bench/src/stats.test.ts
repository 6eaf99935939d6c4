import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.js';

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('reads percentiles by rank', () => {
    const sample = Array.from({ length: 10 }, (_, i) => 10 - i);
    expect(percentile(sample, 90)).toBe(9);
    expect(percentile(sample, 100)).toBe(10);
  });
});
