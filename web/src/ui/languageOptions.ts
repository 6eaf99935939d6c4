// The application's languages as a select offers them, each named in the user's language.
import type { TFunction } from 'i18next';
import { LANGUAGES } from '../i18n/index.js';

export function languageOptions(t: TFunction): { value: string; label: string }[] {
  return LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }));
}
