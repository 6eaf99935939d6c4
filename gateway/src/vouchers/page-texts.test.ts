// The voucher page's words: the same in every language as markup (nothing HTML would read), and the browser's
// language picked by its weights.
import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS, pageTextsForBrowser } from './page-texts.js';

describe('the voucher page texts', () => {
  it('hold no character HTML would read, so they go into the page as they are', () => {
    for (const [language, texts] of Object.entries(PAGE_TEXTS)) {
      // Each function given a string: a number's text holds no special character either.
      const words = Object.values(texts).map((t) =>
        typeof t === 'function' ? (t as (value: string) => string)('X') : t,
      );
      for (const word of words) expect(word, language).not.toMatch(/[<>&"']/);
    }
  });

  it("picks the browser's best-weighted language the page has, else English", () => {
    expect(pageTextsForBrowser('de;q=1, es;q=0.4, ar;q=0.9').lang).toBe('ar');
    expect(pageTextsForBrowser('fr-CA').lang).toBe('fr');
    expect(pageTextsForBrowser('ar;q=0, de').lang).toBe('en');
    expect(pageTextsForBrowser(undefined).lang).toBe('en');
  });
});
