// Typed keys: t('…') only accepts keys that exist in the English texts.
import 'i18next';
import type { en } from './en.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
