// Cell references for worksheets written without them. In a sheet's XML the `r` attribute of `<row>` and `<c>` is
// optional (ECMA-376 §18.3.1.73, §18.3.1.4): a row without it is the one after the previous row, a cell without it
// is the one after the previous cell of its row. Some generators (streaming writers, older reporting tools) leave
// them out; ExcelJS's streaming reader needs them and throws. This puts them in as the sheet streams by.

/** 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A → 1, AA → 27. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

// A `<row …>` or `<c …>` start tag (not `<cols>`, `<cfRule>`…), with its attributes.
const TAG = /<(row|c)(?=[\s/>])([^>]*)>/g;
const REF = /\sr\s*=\s*["']([^"']*)["']/;

/** The worksheet XML's chunks, as text, with an `r` on every row and cell that had none. */
export async function* withCellReferences(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let row = 0;
  let column = 0;
  const rewrite = (text: string) =>
    text.replace(TAG, (tag, name: string, attributes: string) => {
      const ref = REF.exec(attributes)?.[1];
      if (name === 'row') {
        column = 0;
        row = ref !== undefined && /^\d+$/.test(ref) ? Number(ref) : row + 1;
        return ref === undefined ? `<row r="${row}"${attributes}>` : tag;
      }
      const letters = ref === undefined ? undefined : /^([A-Za-z]{1,3})\d+$/.exec(ref)?.[1];
      column = letters ? columnNumber(letters) : column + 1;
      return ref === undefined ? `<c r="${columnLetters(column)}${row}"${attributes}>` : tag;
    });
  let carry = '';
  for await (const chunk of chunks) {
    // Decoded here as a stream: a character cut by the chunk's end is kept for the next one.
    const text = carry + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    // A tag cut by the chunk's end waits for the next chunk too.
    const open = text.lastIndexOf('<');
    const cut = open > text.lastIndexOf('>') ? open : text.length;
    carry = text.slice(cut);
    const done = text.slice(0, cut);
    if (done) yield rewrite(done);
  }
  const rest = carry + decoder.decode();
  if (rest) yield rewrite(rest);
}
