// A WOFF unwrapped to the font it holds: the same font to fontkit (glyphs, metrics, shaping), read without inflating.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { ParsedFont } from './fonts.js';
import { sfntOfWoff } from './woff.js';

const require = createRequire(import.meta.url);
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Buffer): ParsedFont };

describe('sfntOfWoff', () => {
  it('gives the font the WOFF wraps, glyph for glyph', () => {
    const woff = readFileSync(
      require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
    );
    const sfnt = sfntOfWoff(woff);
    expect(sfnt.toString('latin1', 0, 4)).not.toBe('wOFF');
    const [wrapped, unwrapped] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(unwrapped.characterSet).toEqual(wrapped.characterSet);
    const glyphs = (font: ParsedFont) => font.layout('فاطمة الحسن').glyphs.map((g) => g.id);
    expect(glyphs(unwrapped)).toEqual(glyphs(wrapped));
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => sfntOfWoff(Buffer.from('wOF2 and more'))).toThrow(/WOFF/);
  });
});
