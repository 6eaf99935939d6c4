import { describe, expect, it } from 'vitest';
import { FILL_TEXTS, format, initialLanguage, localized } from './texts.js';
import { MEDIA_TEXTS } from './texts-media.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('filling page texts', () => {
  it.each([
    ['page', FILL_TEXTS],
    ['device inputs', MEDIA_TEXTS],
  ] as const)('has the same keys and placeholders in French as in English (%s)', (_name, { en, fr: french }) => {
    expect(keys(french).sort()).toEqual(keys(en).sort());
    const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const leaves = (o: unknown): string[] =>
      typeof o === 'string' ? [o] : Object.values(o as Record<string, unknown>).flatMap(leaves);
    const fr = leaves(french);
    for (const [i, text] of leaves(en).entries()) expect(vars(fr[i] ?? '')).toEqual(vars(text));
  });

  it("fills in the browser's language when the form has it, else the form's default", () => {
    expect(initialLanguage(['en', 'fr'], 'en', ['fr-FR', 'en'])).toBe('fr');
    expect(initialLanguage(['en', 'ar'], 'ar', ['de-DE'])).toBe('ar');
    expect(initialLanguage(['en', 'pt-BR'], 'en', ['pt-BR'])).toBe('pt-BR');
  });

  it('reads a text in the language, else the default, and fills placeholders', () => {
    const texts = [
      { language: 'en', text: 'Name' },
      { language: 'fr', text: 'Nom' },
    ];
    expect(localized(texts, 'fr', 'en')).toBe('Nom');
    expect(localized(texts, 'ar', 'en')).toBe('Name');
    expect(format('Page {{page}} of {{count}}', { page: 1, count: 3 })).toBe('Page 1 of 3');
  });
});
