// Language and number format (spec §3, §9: defaults en and en-US). The profile's applicationLanguage and
// numberFormat apply once `me` loads, unless the user picked others in this browser since signing in; the
// choice is kept in the persisted state, so the sign-in page after a reload speaks the same language.
// The number format every page shows is the profile's until the user picks another: the shell, which loads the
// profile, hands it down with ProfileNumberFormat, so shared code needs nothing from accounts/.
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLanguage, type Language, supportedLanguage, switchLanguage } from '../i18n/index.js';
import { DEFAULT_NUMBER_FORMAT } from './format.js';
import type { LanguageState } from './slices.js';
import { useAppState, useAppStore } from './state.js';

type Profile = { applicationLanguage: string; numberFormat: string };

/** The language state the profile asks for. */
export function profileLanguage(profile: Profile): LanguageState {
  const langName = supportedLanguage(profile.applicationLanguage);
  return {
    langName,
    externalLanguage: langName.toUpperCase(),
    numberFormat: profile.numberFormat || DEFAULT_NUMBER_FORMAT,
    chosenByUser: false,
  };
}

// The signed-in user's profile format; null outside the signed-in shell (e.g. on the sign-in page).
const ProfileNumberFormatContext = createContext<string | null>(null);

/** Gives the pages below the signed-in user's number format (an empty one means the default). */
export function ProfileNumberFormat({ numberFormat, children }: { numberFormat: string; children: ReactNode }) {
  return (
    <ProfileNumberFormatContext.Provider value={numberFormat || DEFAULT_NUMBER_FORMAT}>
      {children}
    </ProfileNumberFormatContext.Provider>
  );
}

/** The number format to display with: the user's choice, else the profile's, else the stored one. */
export function useNumberFormat(): string {
  const language = useAppState((s) => s.language);
  const profileFormat = useContext(ProfileNumberFormatContext);
  if (language.chosenByUser || profileFormat === null) return language.numberFormat;
  return profileFormat;
}

/** Applies the stored language to i18next (before paint, so a reload does not flash English). */
export function LanguageSync() {
  const langName = useAppState((s) => s.language.langName);
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    const language = supportedLanguage(langName);
    if (i18n.language === language) return;
    // Loaded already (main.tsx loads the stored language before the first render): switched before paint.
    if (hasLanguage(i18n, language)) void i18n.changeLanguage(language);
    else void switchLanguage(i18n, language);
  }, [langName, i18n]);
  return null;
}

/** Copies the profile's settings into the state once `me` is loaded, unless the user chose others. */
export function useProfileLanguage(profile: Profile | undefined): void {
  const store = useAppStore();
  const current = useAppState((s) => s.language);
  useEffect(() => {
    if (!profile || current.chosenByUser) return;
    const next = profileLanguage(profile);
    if (JSON.stringify(next) !== JSON.stringify(current)) store.set({ language: next });
  }, [profile, current, store]);
}

/** Picks a language and/or number format for this browser until the next sign-in. */
export function useChooseLanguage(): (change: { langName?: Language; numberFormat?: string }) => void {
  const store = useAppStore();
  const numberFormat = useNumberFormat();
  return (change) => {
    const current = store.get().language;
    const langName = change.langName ?? supportedLanguage(current.langName);
    store.set({
      language: {
        langName,
        externalLanguage: langName.toUpperCase(),
        numberFormat: change.numberFormat ?? numberFormat,
        chosenByUser: true,
      },
    });
  };
}
