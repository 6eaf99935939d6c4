// Fonts for text in any script in our PDFs: names come in Latin, Arabic, Cyrillic, Ethiopic… and the PDF standard
// fonts write Latin-1 only. A text is drawn in runs, each in the first font of a chain that has all its glyphs:
// Helvetica while the text is Latin-1 (nothing to embed, the fastest to lay out), then Noto Sans in the files
// @fontsource ships per script (Latin, Latin Extended, Cyrillic, Greek, Arabic, Ethiopic), then DejaVu Sans for
// what none of those has (Hebrew, Armenian, Georgian…). Files are parsed once per process, with fontkit (the parser
// inside pdfkit) and lazily (a sheet of Latin names parses none); the parsed fonts are registered per document, and
// pdfkit embeds only the glyphs a document uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sfntOfWoff } from './woff.js';

export type Weight = 'regular' | 'bold';

/** What we use of a fontkit font (pdfkit takes the parsed font itself as a font source). */
export type ParsedFont = {
  postscriptName: string;
  characterSet: number[];
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string, features?: string[]): { glyphs: { id: number }[] };
};

export type Face = {
  /** The name it is registered under in each document: also a standard font's own name. */
  name: string;
  covers(codePoint: number): boolean;
  /** The parsed font; undefined for a standard font. */
  parsed(): ParsedFont | undefined;
};

/** The typographic marks of WinAnsi (what the standard fonts encode) beyond Latin-1. */
const WIN_ANSI_MARKS = new Set([0x2018, 0x2019, 0x201c, 0x201d, 0x2013, 0x2014, 0x2026, 0x20ac, 0x2022]);

export function inWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_MARKS.has(codePoint)
  );
}

const require = createRequire(import.meta.url);
// fontkit is pdfkit's own dependency, not ours: resolved from pdfkit, so both parse fonts the same way.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Buffer): ParsedFont };

function fileFace(name: string, file: string): Face {
  let font: ParsedFont | undefined;
  let glyphs: Set<number> | undefined;
  const parsed = () => {
    if (!font) {
      const data = readFileSync(require.resolve(file));
      font = fontkit.create(file.endsWith('.woff') ? sfntOfWoff(data) : data);
    }
    return font;
  };
  return {
    name,
    // A set of the font's code points: asked for every character of every run, far cheaper than the cmap walk.
    covers: (codePoint) => {
      glyphs ??= new Set(parsed().characterSet);
      return glyphs.has(codePoint);
    },
    parsed,
  };
}

const NOTO_SUBSETS: readonly [string, string][] = [
  ['NotoSans-latin', '@fontsource/noto-sans/files/noto-sans-latin'],
  ['NotoSans-latin-ext', '@fontsource/noto-sans/files/noto-sans-latin-ext'],
  ['NotoSans-cyrillic', '@fontsource/noto-sans/files/noto-sans-cyrillic'],
  ['NotoSans-cyrillic-ext', '@fontsource/noto-sans/files/noto-sans-cyrillic-ext'],
  ['NotoSans-greek', '@fontsource/noto-sans/files/noto-sans-greek'],
  ['NotoSansArabic', '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic'],
  ['NotoSansEthiopic', '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic'],
];

function chainOf(weight: Weight): Face[] {
  const bold = weight === 'bold';
  const standard = bold ? 'Helvetica-Bold' : 'Helvetica';
  return [
    { name: standard, covers: inWinAnsi, parsed: () => undefined },
    ...NOTO_SUBSETS.map(([name, file]) =>
      fileFace(bold ? `${name}-bold` : name, `${file}-${bold ? 700 : 400}-normal.woff`),
    ),
    fileFace(bold ? 'DejaVuSans-Bold' : 'DejaVuSans', `dejavu-fonts-ttf/ttf/DejaVuSans${bold ? '-Bold' : ''}.ttf`),
  ];
}

/** The fallback chain of each weight, first choice first; the same faces (and parsed fonts) for every document. */
export const FONT_CHAINS: Readonly<Record<Weight, readonly Face[]>> = {
  regular: chainOf('regular'),
  bold: chainOf('bold'),
};

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Sets `face` as `doc`'s font, registering it with `doc` on first use. */
export function useFace(doc: PDFKit.PDFDocument, face: Face): void {
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(face.name)) {
    const parsed = face.parsed();
    // pdfkit accepts a parsed fontkit font as a source (its types only list paths and buffers).
    if (parsed) doc.registerFont(face.name, parsed as unknown as Buffer);
    names.add(face.name);
  }
  doc.font(face.name);
}
