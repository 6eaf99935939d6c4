import { ERROR_CODES, ERRORS, FIELD_ERROR_CODES } from '@aid/common/errors';
import { describe, expect, it } from 'vitest';
import { ar as coreAr } from './ar.js';
import { addTextBundle, type TextBundle } from './bundles.js';
import { en as coreEn } from './en.js';
import { es as coreEs } from './es.js';
import { fieldErrorsEn } from './fieldErrors.en.js';
import { fr as coreFr } from './fr.js';
import {
  createI18n,
  createI18nIn,
  hasLanguage,
  LANGUAGES,
  type Language,
  supportedLanguage,
  textDirection,
} from './index.js';
import { JOBS_TEXTS } from './jobs.js';

// Every domain bundle found by its file (`<domain>.ts` exporting `<DOMAIN>_TEXTS`), so a new domain's texts are
// checked without being listed here.
const bundleModules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.en.ts', '!./*.fr.ts', '!./*.es.ts', '!./*.ar.ts', '!./*.test.ts'],
  {
    eager: true,
  },
);
const BUNDLES: { file: string; bundle: TextBundle }[] = Object.entries(bundleModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('_TEXTS'))
    .map(([, bundle]) => ({ file: file.replace('./', ''), bundle: bundle as TextBundle })),
);

const TYPED_KEYS = import.meta.glob<string>('./i18next.d.ts', { query: '?raw', import: 'default', eager: true });

// The core texts with every domain bundle, as a page that loaded them all sees them.
const en = Object.assign({}, coreEn, ...BUNDLES.map((b) => b.bundle.en)) as typeof coreEn;
const fr = Object.assign({}, coreFr, ...BUNDLES.map((b) => b.bundle.fr)) as typeof coreEn;
const CORE: Record<Language, object> = { en: coreEn, fr: coreFr, es: coreEs, ar: coreAr };
const ALL: Record<Language, object> = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.assign({}, CORE[language], ...BUNDLES.map((b) => b.bundle[language]))]),
) as Record<Language, object>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A language's keys with its plural forms folded into one (`x_one`, `x_few`… → `x#`). */
function foldedKeys(texts: object): string[] {
  return [...new Set(keys(texts).map((key) => key.replace(PLURAL, '#')))].sort();
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('translations', () => {
  it('finds every domain bundle, and each is in the typed keys (i18next.d.ts)', () => {
    const typed = Object.values(TYPED_KEYS)[0] ?? '';
    expect(BUNDLES.length).toBeGreaterThanOrEqual(13);
    for (const { file } of BUNDLES) expect(typed, file).toContain(`'./${file.replace(/\.ts$/, '.en.js')}'`);
  });

  it.each(LANGUAGES)('%s has exactly the keys of English (plural forms aside)', (language) => {
    expect(foldedKeys(ALL[language])).toEqual(foldedKeys(en));
  });

  it.each(LANGUAGES)('%s has every plural form its language needs, for every counted text', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const present = new Set(keys(ALL[language]));
    const counted = [
      ...new Set(
        keys(en)
          .filter((key) => PLURAL.test(key))
          .map((key) => key.replace(PLURAL, '')),
      ),
    ];
    for (const key of counted)
      for (const form of categories) expect(present, `${key}_${form}`).toContain(`${key}_${form}`);
  });

  it('every text is a non-empty string', () => {
    for (const text of LANGUAGES.flatMap((language) => leaves(ALL[language]))) {
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s keeps the interpolation variables and markup tags of English', (language) => {
    const textsOf = (texts: object) =>
      Object.fromEntries(keys(texts).map((k, i) => [k.replace(PLURAL, '#'), leaves(texts)[i]]));
    const enTexts = textsOf(en);
    const texts = textsOf(ALL[language]);
    const vars = (s: unknown) =>
      [...new Set([...String(s).matchAll(/{{(\w+)}}|<\/?(\w+)>/g)].map((m) => m[1] ?? m[2]))].sort();
    // `count` may be left out of a singular form ("one program"), so it is not compared.
    const named = (s: unknown) => vars(s).filter((v) => v !== 'count');
    for (const key of Object.keys(enTexts))
      expect(named(texts[key]), `${language} ${key}`).toEqual(named(enTexts[key]));
  });

  it('mirrors the layout for Arabic only', () => {
    expect(LANGUAGES.map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'rtl']);
  });

  it('keeps the error screen text of the specification word for word', () => {
    expect(en.app.errorScreen.message).toBe(
      'Oops! Something went wrong. Please try again later. If the problem persists, please contact support.',
    );
  });

  it('keeps the other quoted texts of the specification word for word', () => {
    expect(en.nav.completeRegistration).toBe('Complete registration to enable the menu');
    expect(en.inactivity.expired).toBe('Your session has expired after 30 minutes of inactivity. Please log in again.');
    expect(en.app.alerts.sessionExpired).toBe('Your session has expired. Please log in again.');
    expect(en.nav.profile).toBe('Profile');
    expect(en.nav.pending).toBe('Pending');
    expect(en.mfaWarning.later).toBe('Remind me later');
    expect(Object.values(en.webview.titles)).toEqual([
      'Programs',
      'Beneficiary management',
      'Security',
      'Users',
      'Reconciliation',
      'Profile & Organizations',
    ]);
    expect([en.nav.programs, en.nav.beneficiaryManagement, en.nav.voucherScanning, en.nav.reconciliation]).toEqual([
      'Programs',
      'Beneficiary management',
      'Voucher scanning',
      'Reconciliation',
    ]);
    expect([en.nav.smartForms, en.nav.reports, en.nav.reportsBeneficiaryLists, en.nav.reportsDistribution]).toEqual([
      'Smart forms',
      'Reports',
      'Beneficiary lists',
      'Distribution summary',
    ]);
  });

  it('keeps the markup placeholders of the texts that carry links', () => {
    expect(fr.registration.banner).toMatch(/<profile>.+<\/profile>/);
    expect(en.registration.banner).toMatch(/<profile>Profile & organizations<\/profile>/);
  });

  it('falls back to English for unknown languages, and loads the others on demand', async () => {
    expect(supportedLanguage('fr-FR')).toBe('fr');
    expect(supportedLanguage('de')).toBe('en');
    expect(supportedLanguage(null)).toBe('en');
    // Only English is bundled: the others are chunks of their own, added when asked for.
    expect(hasLanguage(createI18n(), 'fr')).toBe(false);
    const i18n = await createI18nIn('fr');
    expect(hasLanguage(i18n, 'fr')).toBe(true);
    expect(i18n.t('nav.signOut')).toBe('Se déconnecter');
    expect(i18n.t('programs.total', { total: 3 })).toBe('Programmes trouvés : 3');
  });

  it("adds a domain's texts when its page first renders, in every language", async () => {
    const i18n = await createI18nIn('fr');
    expect(i18n.exists('jobs.title')).toBe(false);
    addTextBundle(i18n, JOBS_TEXTS);
    expect(i18n.t('jobs.title')).toBe('Mes tâches');
    expect(i18n.getFixedT('en')('jobs.title')).toBe('My jobs');
  });

  it('has a text for every field error code the API and the gateway can send', () => {
    expect(Object.keys(fieldErrorsEn.fieldErrors).sort()).toEqual([...FIELD_ERROR_CODES].sort());
  });

  it('has a text, in the core texts, for every error code of the common table and nothing else', () => {
    expect(Object.keys(coreEn.errors).sort()).toEqual([...ERROR_CODES].sort());
    for (const language of LANGUAGES) {
      expect(Object.keys((CORE[language] as typeof coreEn).errors).sort(), language).toEqual([...ERROR_CODES].sort());
    }
    for (const code of ERROR_CODES) expect(ERRORS[code].messageKey).toBe(`errors.${code}`);
  });
});
