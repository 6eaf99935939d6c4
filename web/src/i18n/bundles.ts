// Texts of one domain that only its own (lazily loaded) pages use: they travel in those pages' chunks rather than
// in the first load, and are added to i18next when such a page first renders.
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from './index.js';

/** A domain's texts in every language (the i18n test checks the keys agree). */
export type TextBundle = Record<Language, object>;

const added = new WeakMap<I18n, Set<TextBundle>>();

export function addTextBundle(i18n: I18n, bundle: TextBundle): void {
  const done = added.get(i18n) ?? new Set<TextBundle>();
  if (done.has(bundle)) return;
  // Deep-merged into the one namespace, so keys read as before (`t('auth.login.title')`); existing keys win.
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', bundle[language], true, false);
  done.add(bundle);
  added.set(i18n, done);
}

/** Call at the top of a page (or a component shown outside one) that uses a domain's texts. */
export function useTextBundle(bundle: TextBundle): void {
  const { i18n } = useTranslation();
  addTextBundle(i18n, bundle);
}
