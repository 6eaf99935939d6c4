// The age bands' ranges of report files (labels.<language>.ts): figures, alike in every language.
import type { Labels } from './labels.js';

/** The age bands' ranges: figures, alike in every language (only the band without a date of birth is a word). */
export const BAND_RANGES: Omit<Labels['ageBands'], 'UNKNOWN'> = {
  AGE_0_4: '0-4',
  AGE_5_17: '5-17',
  AGE_18_59: '18-59',
  AGE_60_PLUS: '60+',
};
