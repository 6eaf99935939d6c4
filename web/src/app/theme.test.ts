import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast.js';
import { readableTextVariables, theme } from './theme.js';

// Issue 27: every text colour the theme hands out reads at 4.5:1 or more on what it is drawn on.
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = readableTextVariables(merged);
const gray = DEFAULT_THEME.colors.gray;
const PAGE = ['#ffffff', gray[0], gray[1]];
const names = Object.keys(merged.colors);

describe('theme text colours', () => {
  it('makes dimmed, placeholder and error text readable on the page backgrounds', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-error']) {
      const colour = variables[name] ?? '';
      for (const bg of PAGE) expect(contrastRatio(colour, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(names)('makes %s text readable: on the page, and in its light variant (badges, alerts)', (name) => {
    const colours = merged.colors[name] ?? DEFAULT_THEME.colors.gray;
    for (const bg of PAGE) {
      expect(contrastRatio(variables[`--mantine-color-${name}-text`] ?? '', bg)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrastRatio(variables[`--mantine-color-${name}-outline`] ?? '', bg)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
    for (const bg of [colours[1], colours[2]]) {
      expect(contrastRatio(variables[`--mantine-color-${name}-light-color`] ?? '', bg)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it.each(names)('writes black or white on filled %s, whichever reads at 4.5:1', (name) => {
    expect(merged.autoContrast).toBe(true);
    const filled = merged.colors[name]?.[6] ?? '';
    const text = isLightColor(filled, merged.luminanceThreshold) ? '#000000' : '#ffffff';
    expect(contrastRatio(text, filled)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps the product colour and a visible keyboard focus ring', () => {
    expect(merged.colors.brand?.[6]).toBe('#2268ae');
    expect(merged.focusRing).not.toBe('never');
  });
});
