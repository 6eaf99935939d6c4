// The virtualised table's window: which rows are drawn for a scroll position.
import { describe, expect, it } from 'vitest';
import { visibleWindow } from './VirtualTable.js';

describe('visibleWindow', () => {
  it('draws the rows in view plus a margin each side, never past either end', () => {
    // 440 px of 44 px rows: 10 rows in view, 10 more each side.
    expect(visibleWindow(0, 440, 44, 100_000)).toEqual({ start: 0, end: 20 });
    expect(visibleWindow(44 * 5000, 440, 44, 100_000)).toEqual({ start: 4990, end: 5020 });
    expect(visibleWindow(44 * 99_995, 440, 44, 100_000)).toEqual({ start: 99_980, end: 100_000 });
  });

  it('copes with no rows, a negative overscroll and a scroll past a shrunk list', () => {
    expect(visibleWindow(0, 440, 44, 0)).toEqual({ start: 0, end: 0 });
    expect(visibleWindow(-30, 440, 44, 5)).toEqual({ start: 0, end: 5 });
    expect(visibleWindow(44 * 1000, 440, 44, 5)).toEqual({ start: 0, end: 5 });
  });
});
