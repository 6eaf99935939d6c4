import { describe, expect, it } from 'vitest';
import { columnLetters, columnNumber, withCellReferences } from './xlsx-refs.js';

async function rewritten(xml: string, chunkBytes: number): Promise<string> {
  const bytes = Buffer.from(xml, 'utf8');
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkBytes) }, (_, i) =>
    bytes.subarray(i * chunkBytes, (i + 1) * chunkBytes),
  );
  let out = '';
  for await (const text of withCellReferences(
    (async function* () {
      yield* chunks;
    })(),
  ))
    out += text;
  return out;
}

describe('withCellReferences', () => {
  it('numbers rows and cells without r positionally, keeps the ones with r and counts on from them', async () => {
    const xml =
      '<worksheet><cols><col min="1"/></cols><sheetData>' +
      '<row><c t="inlineStr"><is><t>Zoé</t></is></c><c/><c><v>1</v></c></row>' +
      '<row r="5" spans="1:3"><c r="B5"><v>2</v></c><c><v>3</v></c></row>' +
      '<row><c><v>4</v></c></row></sheetData></worksheet>';
    const expected =
      '<worksheet><cols><col min="1"/></cols><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Zoé</t></is></c><c r="B1"/><c r="C1"><v>1</v></c></row>' +
      '<row r="5" spans="1:3"><c r="B5"><v>2</v></c><c r="C5"><v>3</v></c></row>' +
      '<row r="6"><c r="A6"><v>4</v></c></row></sheetData></worksheet>';
    // Whatever the chunks: tags and the two-byte é cut anywhere come out whole.
    for (const size of [1, 2, 3, 7, 64, 10_000]) expect(await rewritten(xml, size)).toBe(expected);
  });

  it('spells columns as a spreadsheet does', () => {
    expect([1, 26, 27, 52, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
    expect(['A', 'z', 'AA', 'AZ', 'AAA'].map(columnNumber)).toEqual([1, 26, 27, 52, 703]);
  });
});
