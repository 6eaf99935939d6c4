// Text in any script on a PDF page: cut into runs by the font that has each character's glyph (fonts.ts) and by
// direction, the runs put in visual order with the Unicode bidi algorithm (bidi-js), so an Arabic name reads right to
// left, also beside Latin text or digits. fontkit shapes the Arabic joining forms and lays out a piece it finds in a
// right-to-left script right to left; but pdfkit hands text to fontkit word by word (for its layout cache), which
// would leave the words of such a run in left-to-right order: a right-to-left run is drawn as its words, last first,
// each word a piece of its own (laying out a run whole instead is not cached by pdfkit, and costs more than all the
// rest of a voucher). Widths are kept per font and text for the process: measuring is most of what text costs.
import { createRequire } from 'node:module';
import { type Face, FONT_CHAINS, inWinAnsi, useFace, type Weight } from './fonts.js';

/** What we use of bidi-js (1.0.3), which ships no types: its export is a factory of the algorithm. */
type Bidi = {
  /** One level per UTF-16 code unit: odd is right to left. */
  getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): { levels: Uint8Array };
  getMirroredCharacter(char: string): string | null;
};
// Required rather than imported: an ambient declaration of the module would not reach every project that compiles
// this file (scripts/ builds the API through its imports).
const bidi = (createRequire(import.meta.url)('bidi-js') as () => Bidi)();

export type TextRun = {
  face: Face;
  /** The characters as fontkit is to get them (reversed already where fontkit would not reverse them itself). */
  text: string;
};

/** Characters that make the bidi algorithm worth running. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|\ud802[\udc00-\udfff]|\ud83a[\udc00-\udfff]/;
/** The scripts fontkit lays out right to left, decided by a run's first character that has a script. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const HAS_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;

function fontkitReverses(text: string): boolean {
  const first = HAS_SCRIPT.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}

type LogicalRun = { face: Face; text: string; level: number };

/** Marks that steer the bidi algorithm (LRM, RLM, embeddings, isolates, ALM): they have no glyph to draw. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function logicalRuns(text: string, weight: Weight): LogicalRun[] {
  // The standard font only for a text it writes whole: a name is better in one typeface than in two.
  const chain = FONT_CHAINS[weight].slice(1);
  const levels = RIGHT_TO_LEFT.test(text) ? bidi.getEmbeddingLevels(text).levels : undefined;
  const runs: LogicalRun[] = [];
  let run: LogicalRun | undefined;
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(codePoint);
    const level = levels?.[i] ?? 0;
    i += ch.length;
    if (BIDI_CONTROLS.test(ch)) continue;
    // A character the current run's font has stays in it (spaces, digits, punctuation): fewer font switches.
    if (run && run.level === level && run.face.covers(codePoint)) run.text += ch;
    else {
      // A character no font has keeps the run's font (or the last resort's): it prints as a box, but in place.
      const face = chain.find((f) => f.covers(codePoint)) ?? run?.face ?? (chain.at(-1) as Face);
      if (run && run.face === face && run.level === level) run.text += ch;
      else {
        run = { face, text: ch, level };
        runs.push(run);
      }
    }
  }
  return runs;
}

/** Rule L2 of the bidi algorithm on whole runs: from the highest level down to the lowest odd one, reverse. */
function visualOrder(runs: LogicalRun[]): LogicalRun[] {
  const levels = runs.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)));
  const order = [...runs];
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; ) {
      if ((order[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (order[j]?.level ?? 0) >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/** A run's characters backwards, brackets mirrored: for what must read right to left and fontkit would not turn. */
function reversed(text: string): string {
  return [...text]
    .reverse()
    .map((ch) => bidi.getMirroredCharacter(ch) ?? ch)
    .join('');
}

function computeRuns(text: string, weight: Weight): TextRun[] {
  if ([...text].every((ch) => inWinAnsi(ch.codePointAt(0) ?? 0))) {
    return [{ face: FONT_CHAINS[weight][0] as Face, text }];
  }
  return visualOrder(logicalRuns(text, weight)).flatMap((run) => {
    const logical = run.text;
    const rightToLeft = run.level % 2 === 1;
    const turned = fontkitReverses(logical);
    // Digits in an Arabic script are the one case of a run fontkit turns that must not be: given backwards, they
    // come out forwards.
    const chars = rightToLeft === turned ? logical : reversed(logical);
    if (!turned) return [{ face: run.face, text: chars }];
    // Pieces as pdfkit cuts them (a word and the space after it), last first: fontkit turns each, space included.
    return (chars.match(/[^ \t]*[ \t]|[^ \t]+$/g) ?? []).reverse().map((piece) => ({ face: run.face, text: piece }));
  });
}

const cache = new Map<string, TextRun[]>();
const CACHE_MAX = 10_000;

/** `text` as runs in visual order (left to right), each in the font of `weight` that has its glyphs. */
export function textRuns(text: string, weight: Weight = 'regular'): TextRun[] {
  const key = `${weight}\u0000${text}`;
  let runs = cache.get(key);
  if (!runs) {
    // Names and titles repeat within a document; a bound keeps a long sheet of distinct names from growing it.
    if (cache.size >= CACHE_MAX) cache.clear();
    runs = computeRuns(text, weight);
    cache.set(key, runs);
  }
  return runs;
}

/** Widths at 1 pt by font and text: fonts are parsed once per process, so a width holds for every document. */
const widths = new Map<string, number>();

function runWidth(doc: PDFKit.PDFDocument, run: TextRun, size: number): number {
  const key = `${run.face.name}\u0000${run.text}`;
  let unit = widths.get(key);
  if (unit === undefined) {
    if (widths.size >= CACHE_MAX) widths.clear();
    useFace(doc, run.face);
    unit = doc.fontSize(1).widthOfString(run.text);
    doc.fontSize(size);
    widths.set(key, unit);
  }
  return unit * size;
}

/** The width of `text` at `size`. */
export function widthOfText(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight = 'regular'): number {
  return textRuns(text, weight).reduce((sum, run) => sum + runWidth(doc, run, size), 0);
}

/** `text` cut at its logical end, with an ellipsis, to `width` at `size`. */
export function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
  weight: Weight = 'regular',
) {
  if (widthOfText(doc, text, size, weight) <= width) return text;
  const chars = [...text];
  while (chars.length > 1) {
    chars.pop();
    const cut = `${chars.join('').trimEnd()}…`;
    if (widthOfText(doc, cut, size, weight) <= width) return cut;
  }
  return `${chars.join('')}…`;
}

/** `text` in lines of at most `width` (words kept whole unless one alone is wider). */
export function wrapText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
  weight: Weight = 'regular',
) {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word;
    if (!current || widthOfText(doc, tried, size, weight) <= width) current = tried;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => fitText(doc, line, width, size, weight));
}

/** Helvetica's ascender (per 1000): every run sits on the baseline the standard font would, whatever its font. */
const ASCENDER = 718;

export type DrawTextOptions = {
  size: number;
  bold?: boolean;
  /** With align right, the text ends at x + width. */
  width?: number;
  align?: 'left' | 'right';
};

/** Draws `text` on one line with its top at y (cut it first with fitText); returns its width. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: DrawTextOptions,
): number {
  const runs = textRuns(text, options.bold ? 'bold' : 'regular');
  const sizes = runs.map((run) => runWidth(doc, run, options.size));
  const total = sizes.reduce((a, b) => a + b, 0);
  let at = options.align === 'right' && options.width !== undefined ? x + options.width - total : x;
  doc.fontSize(options.size);
  runs.forEach((run, i) => {
    const width = sizes[i] ?? 0;
    useFace(doc, run.face);
    // textWidth (known to pdfkit, not to its types) spares it measuring the run again.
    const textOptions = { lineBreak: false, baseline: (-ASCENDER / 1000) * options.size, textWidth: width };
    doc.text(run.text, at, y, textOptions);
    at += width;
  });
  return total;
}

/** drawText of `text` cut to `width` with an ellipsis. */
export function drawFitted(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: DrawTextOptions & { width: number },
) {
  return drawText(
    doc,
    fitText(doc, text, options.width, options.size, options.bold ? 'bold' : 'regular'),
    x,
    y,
    options,
  );
}
