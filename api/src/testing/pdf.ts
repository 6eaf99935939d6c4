// Reading a PDF back in tests: the text drawn in the standard fonts, one string per text run (pdfkit writes it as hex
// byte strings between kerning numbers in compressed content streams); and every run with its font, text in an
// embedded font read back from glyph ids through the font's ToUnicode map (pdfFontRuns).
import { inflateSync } from 'node:zlib';

export function pdfTextRuns(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // a font file or an image, not a page's content
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs;
}

/** Page objects of the file (not the /Pages tree node). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

/** One text run drawn by the PDF: its font (the subset tag dropped) and its characters, as a reader copies them. */
export type PdfFontRun = {
  font: string;
  text: string;
  /** Glyph ids of an embedded (subset) font, in drawing order; [] for a standard font. 0 is the missing glyph. */
  glyphs: number[];
  /** Where the run starts on the page, in points from the left edge. */
  x: number;
};

function inflated(pdf: Buffer, raw: string, from: number): string | undefined {
  const start = raw.indexOf('stream', from);
  if (start < 0) return undefined;
  const body = start + (raw[start + 6] === '\r' ? 8 : 7);
  try {
    return inflateSync(pdf.subarray(body, raw.indexOf('endstream', body))).toString('latin1');
  } catch {
    return undefined;
  }
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** Glyph id to text, from a ToUnicode CMap as pdfkit writes them (bfrange with arrays). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const first = Number.parseInt(range[1] ?? '0', 16);
    [...(range[2] ?? '').matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, i) => {
      map.set(first + i, utf16(entry[1] ?? ''));
    });
  }
  return map;
}

/**
 * Every text run of the PDF with its font, embedded fonts read back through their ToUnicode maps: what a test needs
 * to see which font drew a name, in which order, and that no glyph was missing.
 */
export function pdfFontRuns(pdf: Buffer): PdfFontRun[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { text: string; at: number }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\b/g)) {
    const end = raw.indexOf('endobj', m.index);
    objects.set(m[1] ?? '', { text: raw.slice(m.index, end), at: m.index });
  }
  const fonts = new Map<string, { name: string; unicode: Map<number, string> | undefined }>();
  for (const m of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const object = objects.get(m[2] ?? '');
    if (!object || fonts.has(m[1] ?? '')) continue;
    const name = /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(object.text)?.[1] ?? '?';
    const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(object.text)?.[1];
    const cmap = cmapRef ? objects.get(cmapRef) : undefined;
    const unicode = cmap ? toUnicodeMap(inflated(pdf, raw, cmap.at) ?? '') : undefined;
    fonts.set(m[1] ?? '', { name, unicode });
  }
  const runs: PdfFontRun[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const content = inflated(pdf, raw, m.index);
    if (!content?.includes(' Tf')) continue;
    let font: { name: string; unicode: Map<number, string> | undefined } | undefined;
    let x = 0;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|1 0 0 1 ([\d.-]+) [\d.-]+ Tm/g)) {
      if (op[1]) {
        font = fonts.get(op[1]);
        continue;
      }
      if (op[3]) {
        x = Number(op[3]);
        continue;
      }
      const hex = [...(op[2] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      if (font?.unicode) {
        const glyphs = (hex.match(/.{4}/g) ?? []).map((g) => Number.parseInt(g, 16));
        const text = glyphs.map((g) => font?.unicode?.get(g) ?? '\ufffd').join('');
        runs.push({ font: font.name, text, glyphs, x });
      } else {
        runs.push({ font: font?.name ?? '?', text: Buffer.from(hex, 'hex').toString('latin1'), glyphs: [], x });
      }
    }
  }
  return runs;
}
