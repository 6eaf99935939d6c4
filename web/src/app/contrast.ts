// WCAG 2.2 contrast (success criterion 1.4.3): text needs 4.5:1 against what is behind it. The theme uses this to
// pick, for each palette colour, the lightest shade of it that is still readable on the app's backgrounds, so
// Mantine's dimmed text, light badges and error messages pass without each page choosing its colours.
import { darken, luminance } from '@mantine/core';

/** Normal-size text (1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `colour` darkened by the smallest step of 5% that makes it readable on every one of `backgrounds` (the colour
 * itself when it already is). Darkening keeps the hue, so a green status stays green, only deeper.
 */
export function readableOn(colour: string, backgrounds: readonly string[], min = MIN_TEXT_CONTRAST): string {
  const readable = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= min);
  if (readable(colour)) return colour;
  for (let step = 1; step <= 20; step += 1) {
    const darker = darken(colour, step * 0.05);
    if (readable(darker)) return darker;
  }
  return '#000000';
}
