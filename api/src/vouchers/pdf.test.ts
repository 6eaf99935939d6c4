// The voucher sheet with names in any script (the standard PDF fonts are Latin-1 only, so other names are set in
// embedded subsets of Noto Sans) and each family's texts in its language.
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FONT_CHAINS } from '../pdf/fonts.js';
import { type PdfFontRun, pdfFontRuns, pdfTextRuns } from '../testing/pdf.js';
import { CARD_ITEM_LINES, type PrintedVoucher, voucherSheet } from './pdf.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const voucher = (firstName: string, code: string, language?: string): PrintedVoucher => ({
  language,
  firstName,
  amount: 2_500,
  currency: 'EUR',
  validUntil: '2026-12-31',
  code,
  qrPayload: `AV1.vou--x.acc--y.2500.EUR.2026-12-31.${code}`,
});

describe('the voucher sheet', () => {
  it('prints Amharic, Arabic and Russian names with a font that has every glyph of each', async () => {
    const sheet = voucherSheet('Зимние ваучеры — قسائم الشتاء');
    const bytes = bytesOf(sheet.doc);
    sheet.add([voucher('ትግስት', 'ABCDEFGHJKMN'), voucher('فاطمة', 'PQRSTVWXYZ01'), voucher('Наталья', 'ABCDEFGHJKM2')]);
    sheet.end();
    const runs = pdfFontRuns(await bytes);
    const fontOf = (text: string) => runs.find((r) => r.text === text)?.font;
    expect(fontOf('ትግስት')).toBe('NotoSansEthiopic-Bold');
    expect(fontOf('Наталья')).toBe('NotoSans-Bold');
    expect(runs.some((r) => r.font === 'NotoSansArabic-Bold')).toBe(true);
    // No glyph drawn is the missing one (id 0): what Ge'ez names printed as before, empty boxes.
    expect(runs.filter((r) => r.glyphs.includes(0))).toEqual([]);
    // And the font each run names has every character the run reads as.
    const parsedFonts = [...FONT_CHAINS.regular, ...FONT_CHAINS.bold].flatMap((f) => f.parsed() ?? []);
    const covered = (run: PdfFontRun) =>
      parsedFonts.some(
        (font) =>
          font.postscriptName === run.font &&
          [...run.text].every((ch) => font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)),
      );
    expect(runs.filter((r) => r.glyphs.length > 0 && !covered(r))).toEqual([]);
  });

  it('keeps the embedded font to the glyphs used', async () => {
    const sheet = voucherSheet('Winter');
    const bytes = bytesOf(sheet.doc);
    sheet.add([voucher('Анна', 'ABCDEFGHJKMN')]);
    sheet.end();
    // The whole Noto Sans Cyrillic is 40 kB, DejaVu Sans 740 kB; a subset of a few letters is a few kB.
    expect((await bytes).length).toBeLessThan(60_000);
  });

  it("prints an in-kind family's items in the amount's place, and counts those that do not fit", async () => {
    const items = ['Rice', 'Oil', 'Salt', 'Soap'].map((name, i) => ({ name, unit: 'kg', quantity: i + 1 }));
    const sheet = voucherSheet('Food parcels');
    const bytes = bytesOf(sheet.doc);
    sheet.add([{ ...voucher('Amina', 'ABCDEFGHJKMN'), amount: 0, items }]);
    sheet.add([voucher('Grace', 'PQRSTVWXYZ01')]);
    sheet.end();
    const text = pdfTextRuns(await bytes);
    expect(text).toContain('Show this card or its code where you collect your items.');
    expect(text).toContain('Show this voucher or its code where you redeem it.');
    // Two item lines and the count of the other two (the embedded font's glyphs are not readable here).
    expect(text).toContain(`+ ${items.length - (CARD_ITEM_LINES - 1)} more`);
    // The voucher shows its amount; the card shows none.
    expect(text.filter((t) => /25[.,]00/.test(t))).toHaveLength(1);
  });

  it("prints each family's texts in its language, an Arabic family's from the right", async () => {
    const sheet = voucherSheet('Winter');
    const bytes = bytesOf(sheet.doc);
    sheet.add([
      voucher('Amina', 'ABCDEFGHJKMN', 'fr'),
      { ...voucher('Grace', 'PQRSTVWXYZ01', 'es'), validUntil: null },
      voucher('Hawa', 'ABCDEFGHJKM2', 'ar'),
      voucher('Mary', 'ABCDEFGHJKM3'),
    ]);
    sheet.end();
    const pdf = await bytes;
    const text = pdfTextRuns(pdf);
    // WinAnsi's apostrophe is byte 0x92.
    expect(text).toContain('Valable jusqu\x92au 2026-12-31');
    expect(text).toContain('Présentez ce bon ou son code là où vous l\x92utilisez.');
    expect(text).toContain('Sin fecha de vencimiento');
    expect(text).toContain('Código');
    expect(text).toContain('Valid until 2026-12-31');
    expect(text.filter((t) => t === 'Code')).toHaveLength(2);
    const runs = pdfFontRuns(pdf);
    // The Arabic voucher: its texts in Noto Sans Arabic, its date whole, and set against the column's right edge.
    expect(runs.filter((r) => r.font === 'NotoSansArabic-Regular').length).toBeGreaterThan(3);
    expect(runs.some((r) => r.font === 'NotoSans-Regular' && r.text === '2026-12-31')).toBe(true);
    const nameX = (name: string) => runs.find((r) => r.text === name)?.x ?? Number.NaN;
    // Slots 0 and 2 share the left column: the left-to-right name starts at the column's left, the other further in.
    expect(nameX('Hawa')).toBeGreaterThan(nameX('Amina') + 10);
  });
});
