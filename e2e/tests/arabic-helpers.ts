// What the Arabic spec needs besides the app: the app's own texts (so no Arabic is copied into the spec), a look for
// English interface texts left on an Arabic screen, and screenshots kept with the run for a person to look at.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { ar } from '../../web/src/i18n/ar.js';
import { authAr } from '../../web/src/i18n/auth.ar.js';
import { authEn } from '../../web/src/i18n/auth.en.js';
import { distributionsAr } from '../../web/src/i18n/distributions.ar.js';
import { distributionsEn } from '../../web/src/i18n/distributions.en.js';
import { en } from '../../web/src/i18n/en.js';
import { reportsAr } from '../../web/src/i18n/reports.ar.js';
import { reportsEn } from '../../web/src/i18n/reports.en.js';
import { scanningAr } from '../../web/src/i18n/scanning.ar.js';
import { scanningEn } from '../../web/src/i18n/scanning.en.js';
import { statusAr } from '../../web/src/i18n/status.ar.js';
import { statusEn } from '../../web/src/i18n/status.en.js';

export { ar, authAr, distributionsAr, reportsAr, scanningAr, statusAr };

/** The texts the Arabic screens of this spec may show, English and Arabic side by side. */
const PAIRS: [object, object][] = [
  [en, ar],
  [authEn, authAr],
  [distributionsEn, distributionsAr],
  [reportsEn, reportsAr],
  [scanningEn, scanningAr],
  [statusEn, statusAr],
];

/** key → English text, for every key whose Arabic differs (names such as "English" or "API" are the same in both). */
function translatedKeys(english: object, arabic: object, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(english)) {
    const other = (arabic as Record<string, unknown>)[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && typeof other === 'object' && other !== null) {
      translatedKeys(value, other, path, into);
    } else if (typeof value === 'string' && value !== other) {
      into.set(path, value);
    }
  }
  return into;
}

/** English text → its keys; texts with placeholders and one- or two-letter texts cannot be matched whole. */
const ENGLISH_TEXTS = new Map<string, string[]>();
for (const [english, arabic] of PAIRS) {
  for (const [key, text] of translatedKeys(english, arabic)) {
    if (text.includes('{{') || text.trim().length < 3) continue;
    ENGLISH_TEXTS.set(text, [...(ENGLISH_TEXTS.get(text) ?? []), key]);
  }
}

/** The texts a person sees or hears: visible text nodes, and labels, placeholders and titles of visible elements. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility()) texts.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** Interface texts still in English on the screen, as `key: text` (data such as names is not in the list). */
export async function englishLeftOver(page: Page): Promise<string[]> {
  return (await shownTexts(page)).flatMap((text) => {
    const keys = ENGLISH_TEXTS.get(text);
    return keys ? [`${keys.join(' | ')}: ${text}`] : [];
  });
}

/** Latin words on the screen: data (names, currencies) and any English the key look-up cannot see, to read. */
export async function latinWords(page: Page): Promise<string[]> {
  const words = (await shownTexts(page)).flatMap((text) => text.match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? []);
  return [...new Set(words)];
}

/**
 * Checks the screen is Arabic and mirrored, and keeps a screenshot of it in the test's output folder (printed, so a
 * person can open it); the Latin words on it go with it, to tell data from forgotten English.
 */
export async function arabicScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Fonts and late texts (domain bundles, counts) settle before the picture and the look for English.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const path = testInfo.outputPath(`ar-${name}.png`);
  await page.screenshot({ path });
  const latin = await latinWords(page);
  console.log(`[arabic] ${name}: ${path}\n[arabic] ${name} Latin words: ${latin.join(', ') || '(none)'}`);
  expect(await englishLeftOver(page), `English interface texts on the Arabic ${name} screen`).toEqual([]);
}
