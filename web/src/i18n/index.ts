// One i18next instance for the app and the tests. The resources are bundled, so initialisation is synchronous
// and the first render already has its texts.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { fr } from './fr.js';

export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = { en: { translation: en }, fr: { translation: fr } } as const;

export function createI18n(language: string = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: supportedLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The profile's applicationLanguage may be `fr-FR` or `FR`; anything unknown falls back to English. */
export function supportedLanguage(language: string | null | undefined): Language {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE;
}
