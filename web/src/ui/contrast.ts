// Text that stays readable on a light badge. Mantine's light variant writes shade 9 of a colour on its shade 1;
// for yellow, lime, orange, green and teal that pair stays under WCAG AA's 4.5:1 for small text, so the text is
// darkened until it passes. Worked out from the theme in use, so a changed palette is followed, not hard-coded.
import { darken, type MantineColor, type MantineTheme, toRgba } from '@mantine/core';

/** WCAG AA for normal-size text (badge labels are small). */
export const AA_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance(colour: string): number {
  const { r, g, b } = toRgba(colour);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The background of a light-variant badge of this colour (what Mantine's light scheme paints). */
export function lightBackground(theme: MantineTheme, color: MantineColor): string {
  return theme.colors[color]?.[1] ?? '#ffffff';
}

/** The label colour of a light-variant badge: the colour's shade 9, darkened as far as AA needs. */
export function readableLightText(theme: MantineTheme, color: MantineColor): string {
  const background = lightBackground(theme, color);
  const start = theme.colors[color]?.[9] ?? '#000000';
  let text = start;
  for (let step = 1; contrastRatio(text, background) < AA_CONTRAST && step <= 10; step += 1) {
    text = darken(start, step / 10);
  }
  return text;
}
