// A report PDF with names in any script (list names, programs, organisations), in the file's language: every name
// drawn in a font that has its glyphs, an Arabic file's labels in Noto Sans Arabic.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pdfFontRuns, pdfTextRuns } from '../../testing/pdf.js';
import { LABELS } from './labels.js';
import { writePdf } from './pdf.js';
import type { ReportTableData } from './tables.js';

const table: ReportTableData = {
  name: 'LISTS',
  title: 'Lists',
  columns: [
    { label: 'List', kind: 'text' },
    { label: 'Families', kind: 'count' },
  ],
  rows: [
    ['ተፈናቃዮች ጎንደር', 120],
    ['عائلات حلب', 80],
    ['Переселенцы Харьков', 45],
    ['Garissa', 30],
  ],
  chart: { label: [0], value: 1 },
};

async function pdfOf(language: keyof typeof LABELS, organization: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const heading = {
    name: 'Beneficiary lists — ቤተሰቦች',
    organization,
    filters: [['Lists', 'ተፈናቃዮች ጎንደር, عائلات حلب']] as const,
    logo: undefined,
    generatedAt: new Date('2026-11-27T10:00:00Z'),
  };
  await writePdf(out, [table], heading, LABELS[language], async () => {});
  await ended;
  return Buffer.concat(chunks);
}

describe('the report PDF', () => {
  it('prints Amharic, Arabic and Russian names with fonts that have their glyphs', async () => {
    const runs = pdfFontRuns(await pdfOf('en', 'Кризисный центр'));
    expect(runs.filter((r) => r.glyphs.includes(0))).toEqual([]);
    const fonts = new Set(runs.map((r) => r.font));
    for (const font of ['NotoSansEthiopic-Regular', 'NotoSansArabic-Regular', 'NotoSans-Regular', 'Helvetica']) {
      expect(fonts).toContain(font);
    }
    // Names whole, in one font: the Ethiopic one in the filters, the chart and the table.
    expect(runs.filter((r) => r.text === 'ተፈናቃዮች ጎንደር')).toHaveLength(3);
    expect(runs.some((r) => r.text === 'Переселенцы Харьков')).toBe(true);
  });

  it("prints an Arabic file's labels in Noto Sans Arabic, and a French one's in the standard fonts", async () => {
    const arabic = pdfFontRuns(await pdfOf('ar', 'Garissa'));
    expect(arabic.filter((r) => r.glyphs.includes(0))).toEqual([]);
    // The page numbers ("Page 1 of 1") are words in the file's language.
    expect(arabic.filter((r) => r.font === 'NotoSansArabic-Regular').length).toBeGreaterThan(3);
    const french = pdfTextRuns(await pdfOf('fr', 'Garissa'));
    expect(french).toContain('Page 1 sur 1');
  });
});
