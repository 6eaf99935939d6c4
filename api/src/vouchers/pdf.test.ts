// The voucher sheet with names in any script: the standard PDF fonts are Latin-1 only, so names and titles are set
// in an embedded Unicode font (a subset of it, to keep the file small).
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pdfTextRuns } from '../testing/pdf.js';
import { CARD_ITEM_LINES, NAME_FONT, NAME_FONT_BOLD, type PrintedVoucher, voucherSheet } from './pdf.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const voucher = (firstName: string, code: string): PrintedVoucher => ({
  firstName,
  amount: 2_500,
  currency: 'EUR',
  validUntil: '2026-12-31',
  code,
  qrPayload: `AV1.vou--x.acc--y.2500.EUR.2026-12-31.${code}`,
});

describe('the voucher sheet', () => {
  it('prints Arabic and Cyrillic names and titles with an embedded Unicode font', async () => {
    const sheet = voucherSheet('Зимние ваучеры — قسائم الشتاء');
    const bytes = bytesOf(sheet.doc);
    sheet.add([voucher('فاطمة الحسن', 'ABCDEFGHJKMN'), voucher('Наталья Коваленко', 'PQRSTVWXYZ01')]);
    sheet.end();
    const pdf = (await bytes).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // Subset fonts are named "ABCDEF+DejaVuSans": both the regular (titles) and bold (names) are embedded.
    expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${NAME_FONT}\\b`));
    expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${NAME_FONT_BOLD}\\b`));
    expect(pdf).toContain('/FontFile2');
  });

  it('keeps the embedded font to the glyphs used', async () => {
    const sheet = voucherSheet('Winter');
    const bytes = bytesOf(sheet.doc);
    sheet.add([voucher('Анна', 'ABCDEFGHJKMN')]);
    sheet.end();
    // The whole DejaVu Sans is 740 kB; a subset of a few letters is a few kB.
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
});
