import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableOn } from './contrast.js';

describe('contrastRatio', () => {
  it('measures as WCAG does: 21 for black on white, 1 for a colour on itself, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#868e96')).toBe(1);
    // Mantine's default dimmed text on white: the 3.3:1 that failed issue 27.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('readableOn', () => {
  it('keeps a colour that is already readable on every background', () => {
    expect(readableOn('#495057', ['#ffffff', '#f1f3f5'])).toBe('#495057');
  });

  it('darkens a colour just enough to reach 4.5:1 on every background', () => {
    const backgrounds = ['#ffffff', '#f8f9fa', '#f1f3f5'];
    const dimmed = readableOn('#868e96', backgrounds);
    for (const bg of backgrounds) expect(contrastRatio(dimmed, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Not darker than needed: the step before it fails on one of them.
    expect(contrastRatio(dimmed, '#f1f3f5')).toBeLessThan(5.5);
  });
});
