// Text runs for any script: each run in a font that has its glyphs (the standard font for Latin-1 text alone), the
// runs in visual order, right-to-left runs as fontkit is to get them (it turns a run in an Arabic script itself).
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { voucherTexts } from '../vouchers/texts.js';
import { FONT_CHAINS, type Weight } from './fonts.js';
import { fitText, textRuns, widthOfText } from './text.js';

const runs = (text: string, weight: Weight = 'regular') => textRuns(text, weight).map((r) => [r.face.name, r.text]);

/** Every character of every run has a glyph in the run's font, as fontkit sees it. */
function everyGlyphPresent(text: string, weight: Weight): boolean {
  return textRuns(text, weight).every((run) => {
    const font = run.face.parsed();
    // A standard font: the run is Latin-1 (WinAnsi), which it writes.
    if (!font) return [...run.text].every((ch) => (ch.codePointAt(0) ?? 0) <= 0xff || '…’—€'.includes(ch));
    return [...run.text].every((ch) => font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
  });
}

describe('text runs', () => {
  it('keeps Latin-1 text in one run of the standard font', () => {
    expect(runs('José Müller', 'bold')).toEqual([['Helvetica-Bold', 'José Müller']]);
    expect(runs('Valable jusqu’au 2026-12-31')).toEqual([['Helvetica', 'Valable jusqu’au 2026-12-31']]);
  });

  it.each([
    ['Amharic', 'ትግስት ገብሬ', 'NotoSansEthiopic'],
    ['Arabic', 'فاطمة الحسن', 'NotoSansArabic'],
    ['Russian', 'Наталья Коваленко', 'NotoSans-cyrillic'],
    ['Ukrainian', 'Поліщук', 'NotoSans-cyrillic'],
    ['Greek', 'Ελένη', 'NotoSans-greek'],
  ])('sets an %s name in a font that has all its glyphs', (_script, name, face) => {
    for (const weight of ['regular', 'bold'] as const) {
      expect(everyGlyphPresent(name, weight)).toBe(true);
      const names = textRuns(name, weight).map((r) => r.face.name);
      expect(names.every((n) => n === (weight === 'bold' ? `${face}-bold` : face))).toBe(true);
    }
  });

  it('sets a Latin name with letters beyond Latin-1 wholly in Noto Sans, not half in Helvetica', () => {
    expect(runs('Łukasz')).toEqual([
      ['NotoSans-latin-ext', 'Ł'],
      ['NotoSans-latin', 'ukasz'],
    ]);
    expect(everyGlyphPresent('Łukasz Wałęsa', 'bold')).toBe(true);
  });

  it('puts the words of a right-to-left run last first, each for fontkit to turn', () => {
    expect(runs('فاطمة الحسن')).toEqual([
      ['NotoSansArabic', 'الحسن'],
      ['NotoSansArabic', 'فاطمة '],
    ]);
    // In a left-to-right line the Arabic words still read right to left, after the Latin ones.
    expect(runs('Winter — قسائم الشتاء')).toEqual([
      ['NotoSans-latin', 'Winter — '],
      ['NotoSansArabic', 'الشتاء'],
      ['NotoSansArabic', 'قسائم '],
    ]);
  });

  it('turns and mirrors the brackets fontkit would leave as they are', () => {
    // "محمد (علي)" shown right to left: the closing bracket of the logical text is the leftmost, as "(".
    expect(runs('محمد (علي)').map(([, text]) => text)).toEqual(['(', 'علي', ')', 'محمد ']);
  });

  it('draws an isolated date left to right in Arabic text, and no bidi control', () => {
    const date = runs(voucherTexts('ar').validUntil('2026-12-31'));
    expect(date[0]).toEqual(['NotoSans-latin', '2026-12-31']);
    expect(date.map(([, text]) => text).join('')).not.toMatch(/[\u2066-\u2069]/);
    expect(everyGlyphPresent(voucherTexts('ar').validUntil('2026-12-31'), 'regular')).toBe(true);
  });

  it('has a font for every character of every voucher text', () => {
    for (const language of ['en', 'fr', 'es', 'ar']) {
      const t = voucherTexts(language);
      for (const text of [
        t.validUntil('2027-03-31'),
        t.noExpiry,
        t.code,
        t.voucherFooter,
        t.cardFooter,
        t.moreItems(2),
      ]) {
        expect(everyGlyphPresent(text, 'regular'), `${language}: ${text}`).toBe(true);
      }
    }
  });

  it('cuts a text to a width with an ellipsis, at its logical end', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const cut = fitText(doc, 'Наталья Коваленко', 60, 13, 'bold');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('Ната')).toBe(true);
    expect(widthOfText(doc, cut, 13, 'bold')).toBeLessThanOrEqual(60);
  });

  it('parses each font file once per process, whatever the number of documents', () => {
    const face = FONT_CHAINS.regular.find((f) => f.name === 'NotoSansEthiopic');
    expect(face?.parsed()).toBe(face?.parsed());
  });
});
