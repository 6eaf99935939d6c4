// WOFF 1.0 to the TrueType/OpenType file it wraps (https://www.w3.org/TR/WOFF/): @fontsource ships Noto Sans as WOFF,
// and fontkit, reading a WOFF, inflates the whole glyph table again for every glyph it loads (seconds for a sheet of
// Arabic names). Unwrapped once per process, the font is read in place.
import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const dataStart = 12 + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, t) => sum + pad4(t.data.length), dataStart);
  const out = Buffer.alloc(size);
  // The offset table: searchRange and its kin as the OpenType spec derives them from the table count.
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = dataStart;
  tables.forEach((table, i) => {
    const at = 12 + i * SFNT_ENTRY;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}
