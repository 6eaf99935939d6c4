import { ERROR_CODES, ERRORS, FIELD_ERROR_CODES } from '@aid/common/errors';
import { describe, expect, it } from 'vitest';
import { addTextBundle, type TextBundle } from './bundles.js';
import { en as coreEn } from './en.js';
import { fieldErrorsEn } from './fieldErrors.en.js';
import { fr as coreFr } from './fr.js';
import { createI18n, supportedLanguage } from './index.js';
import { JOBS_TEXTS } from './jobs.js';

// Every domain bundle found by its file (`<domain>.ts` exporting `<DOMAIN>_TEXTS`), so a new domain's texts are
// checked without being listed here.
const bundleModules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.en.ts', '!./*.fr.ts', '!./*.test.ts'],
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

  it('French has exactly the keys of English', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('every text is a non-empty string', () => {
    for (const text of [...leaves(en), ...leaves(fr)]) {
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
    }
  });

  it('French keeps the same interpolation variables', () => {
    const enLeaves = Object.fromEntries(keys(en).map((k, i) => [k, leaves(en)[i]]));
    const frLeaves = Object.fromEntries(keys(fr).map((k, i) => [k, leaves(fr)[i]]));
    const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(enLeaves)) expect(vars(frLeaves[key]), key).toEqual(vars(enLeaves[key]));
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

  it('falls back to English for unknown languages', () => {
    expect(supportedLanguage('fr-FR')).toBe('fr');
    expect(supportedLanguage('de')).toBe('en');
    expect(supportedLanguage(null)).toBe('en');
    const i18n = createI18n('fr');
    expect(i18n.t('nav.signOut')).toBe('Se déconnecter');
    expect(i18n.t('programs.total', { total: 3 })).toBe('Programmes trouvés : 3');
  });

  it("adds a domain's texts when its page first renders, in every language", () => {
    const i18n = createI18n('fr');
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
    expect(Object.keys(coreFr.errors).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERRORS[code].messageKey).toBe(`errors.${code}`);
  });
});
