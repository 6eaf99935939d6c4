// Mantine theme: the product's default menu colour (2268AE) as the primary colour; system fonts only, since
// nothing may be loaded from a CDN. Every text colour meets WCAG 2.2 AA (4.5:1, issue 27): Mantine's defaults do not
// (dimmed gray-6 is 3.3:1 on white, a light badge's shade 9 on shade 1 is 2.7:1 for yellow), so the text colours are
// derived here from the palette, darkened just enough, rather than chosen page by page.
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
import { readableOn } from './contrast.js';

const brand: MantineColorsTuple = [
  '#e8f2fb',
  '#d0e1f3',
  '#a2c1e6',
  '#6f9fd9',
  '#4683ce',
  '#2d72c8',
  '#2268ae',
  '#1a5795',
  '#124a80',
  '#003d6d',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'sm',
  // Keyboard users see where they are: the ring shows on keyboard focus (not on a mouse click), on every control.
  focusRing: 'auto',
  // Text on a filled colour is black or white, whichever contrasts more: at this luminance both give 4.58:1, so
  // above it black always wins (white on yellow-6 is 1.9:1, black 11:1) and below it white does.
  autoContrast: true,
  luminanceThreshold: 0.179,
});

const gray = DEFAULT_THEME.colors.gray;
const WHITE = '#ffffff';
/** What text sits on in the app: the page, striped rows and cards (gray-0), hovered rows and code (gray-1). */
const PAGE_BACKGROUNDS = [WHITE, gray[0], gray[1]];

/**
 * The light colour scheme's text variables, each readable on what it is drawn on: dimmed and placeholder text on
 * the page's backgrounds; per palette colour, its text and outline colour on the page and a light variant's text
 * (badges, alerts, light buttons) on that variant's own background and hover shade.
 */
export function readableTextVariables(mantineTheme: MantineTheme): Record<string, string> {
  const dimmed = readableOn(gray[6], PAGE_BACKGROUNDS);
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
  };
  const shade =
    typeof mantineTheme.primaryShade === 'number' ? mantineTheme.primaryShade : mantineTheme.primaryShade.light;
  for (const [name, colours] of Object.entries(mantineTheme.colors)) {
    const onPage = readableOn(colours[shade] ?? colours[6], PAGE_BACKGROUNDS);
    variables[`--mantine-color-${name}-text`] = onPage;
    variables[`--mantine-color-${name}-outline`] = onPage;
    variables[`--mantine-color-${name}-light-color`] = readableOn(colours[9], [colours[1], colours[2]]);
  }
  variables['--mantine-color-error'] = variables['--mantine-color-red-text'] ?? dimmed;
  return variables;
}

/** Given to MantineProvider with the theme: the light scheme's text colours (the app draws no dark scheme). */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: readableTextVariables(mantineTheme),
  dark: {},
});
