// One i18next instance for the app and the tests. English, the reference and fallback, is bundled, so
// initialisation is synchronous and the first render already has its texts; each other language's core texts are
// a chunk of their own, loaded when that language is asked for (main.tsx loads the stored one before the first
// render, so a reload does not flash English), which keeps the first load of every user to one language.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Translations } from './en.js';

export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages written right to left: the layout is mirrored (App sets `dir` and Mantine's direction). */
const RTL_LANGUAGES: readonly Language[] = ['ar'];

const CORE_TEXTS: Record<Language, () => Promise<Translations>> = {
  en: async () => en,
  fr: async () => (await import('./fr.js')).fr,
  es: async () => (await import('./es.js')).es,
  ar: async () => (await import('./ar.js')).ar,
};

const loadedCore = new WeakMap<I18n, Set<Language>>();

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  loadedCore.set(instance, new Set([DEFAULT_LANGUAGE]));
  return instance;
}

/** Whether a language's core texts are in the instance (domain bundles may have added some of its keys before). */
export function hasLanguage(i18n: I18n, language: Language): boolean {
  return loadedCore.get(i18n)?.has(language) ?? false;
}

/** Adds a language's core texts to the instance (once); its domain bundles come with their pages. */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  if (hasLanguage(i18n, language)) return;
  const texts = await CORE_TEXTS[language]();
  // Deep, without overwriting: keys a domain bundle added first stay.
  i18n.addResourceBundle(language, 'translation', texts, true, false);
  const loaded = loadedCore.get(i18n) ?? new Set<Language>();
  loaded.add(language);
  loadedCore.set(i18n, loaded);
}

/** Loads a language if needed and switches to it. */
export async function switchLanguage(i18n: I18n, language: string): Promise<void> {
  const supported = supportedLanguage(language);
  await loadLanguage(i18n, supported);
  if (i18n.language !== supported) await i18n.changeLanguage(supported);
}

/** A ready instance in a language (tests, and screens rendered outside the app such as the error screen). */
export async function createI18nIn(language: string): Promise<I18n> {
  const instance = createI18n();
  await switchLanguage(instance, language);
  return instance;
}

/** The profile's applicationLanguage may be `fr-FR` or `FR`; anything unknown falls back to English. */
export function supportedLanguage(language: string | null | undefined): Language {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE;
}

export function textDirection(language: string | null | undefined): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(supportedLanguage(language)) ? 'rtl' : 'ltr';
}
