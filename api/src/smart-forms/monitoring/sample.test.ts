// The sample's allocation across strata: proportional, one from every non-empty stratum when there is room, never
// more than a stratum holds, and the size asked (or every family when fewer are left).
import { describe, expect, it } from 'vitest';
import { allocate } from './sample.js';

const strata = (...counts: [string, number][]) => counts.map(([status, count]) => ({ status, count }));

describe('allocate', () => {
  it('splits proportionally, by largest remainders (ties to the larger stratum)', () => {
    expect(allocate(strata(['A', 900], ['B', 100]), 50)).toEqual(strata(['A', 45], ['B', 5]));
    expect(allocate(strata(['A', 5], ['B', 3], ['C', 2]), 5)).toEqual(strata(['A', 3], ['B', 1], ['C', 1]));
  });

  it('takes at least one of every non-empty stratum when the sample allows', () => {
    expect(allocate(strata(['A', 997], ['B', 2], ['C', 1], ['D', 0]), 10)).toEqual(
      strata(['A', 8], ['B', 1], ['C', 1]),
    );
  });

  it('takes one of each of the largest strata when the sample is smaller than their number', () => {
    expect(allocate(strata(['A', 1], ['B', 10], ['C', 5]), 2)).toEqual(strata(['B', 1], ['C', 1]));
  });

  it('never asks more than there are', () => {
    expect(allocate(strata(['A', 3], ['B', 1]), 100)).toEqual(strata(['A', 3], ['B', 1]));
    expect(allocate([], 10)).toEqual([]);
  });
});
