// The build's compressed copies: brotli and gzip next to every text file over 1 KiB, nothing for the rest.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes .br and .gz next to text files over 1 KiB, in subfolders too, and leaves the rest alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'aid-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const text = ${JSON.stringify('voucher '.repeat(500))};`;
    const files: Record<string, string | Buffer> = {
      'index.html': `<!doctype html>${'<p>aid</p>'.repeat(200)}`,
      'assets/main-1a2b.js': script,
      'assets/main-1a2b.css': `.a{color:red}`.repeat(200),
      'manifest.webmanifest': JSON.stringify({ name: 'Aid', description: 'd'.repeat(2000) }),
      'assets/tiny-9z.js': 'export {};',
      'icon-192.png': Buffer.alloc(4096, 1),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);

    const results = precompressDirectory(dir);

    for (const name of ['index.html', 'assets/main-1a2b.js', 'assets/main-1a2b.css', 'manifest.webmanifest']) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(original);
    }
    for (const name of ['assets/tiny-9z.js', 'icon-192.png']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
    const js = results.find((result) => result.file.endsWith('main-1a2b.js'));
    expect(js?.bytes).toBe(script.length);
    expect(js?.br).toBeLessThan(js?.gz ?? 0);
    expect(results).toHaveLength(4);
  });
});
