// Mantine theme: the product's default menu colour (2268AE) as the primary colour; system fonts only, since
// nothing may be loaded from a CDN.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
});
