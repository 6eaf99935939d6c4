// How a batch is cut into lanes (transactions taken side by side): consecutive items, except that items sharing an
// idempotency key or an invitation share the first one's lane, so two transactions never wait on the same row.
import { describe, expect, it } from 'vitest';
import { lanesOf } from './public-batch.js';

const item = (key: string, invitation?: string) => ({
  idempotencyKey: key,
  version: 1,
  answers: {},
  ...(invitation === undefined ? {} : { invitation }),
});

describe('batch lanes', () => {
  it('cuts a batch into up to four lanes of consecutive items, each keeping its place', () => {
    const items = Array.from({ length: 100 }, (_, i) => item(`key-${String(i).padStart(4, '0')}-abcdefgh`));
    const lanes = lanesOf(items);
    expect(lanes.map((lane) => lane.length)).toEqual([25, 25, 25, 25]);
    expect(lanes.flat().map((entry) => entry.index)).toEqual(items.map((_, i) => i));
    expect(lanesOf(items.slice(0, 15)).map((lane) => lane.length)).toEqual([10, 5]);
  });

  it('puts a repeated key or invitation in the lane of its first item', () => {
    const items = Array.from({ length: 40 }, (_, i) => item(`key-${i}-abcdefghijkl`));
    items[35] = item('key-2-abcdefghijkl');
    items[12] = item('key-12-abcdefghijkl', 'invitation-a');
    items[30] = item('key-30-abcdefghijkl', 'invitation-a');
    const lanes = lanesOf(items);
    const laneOf = (index: number) => lanes.findIndex((lane) => lane.some((entry) => entry.index === index));
    expect(laneOf(35)).toBe(laneOf(2));
    expect(laneOf(30)).toBe(laneOf(12));
    expect(laneOf(31)).toBe(3);
    expect(lanes.flat()).toHaveLength(40);
  });
});
