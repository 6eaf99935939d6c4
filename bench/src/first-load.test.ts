import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureFirstLoad, staticClosure } from './first-load.js';

const MANIFEST = {
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Page.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/programs/ProgramsPage.tsx': { file: 'assets/programs.js', imports: ['_react.js', '_table.js'] },
  '_table.js': { file: 'assets/table.js' },
  'src/Other.tsx': { file: 'assets/other.js', imports: ['_huge.js'] },
  '_huge.js': { file: 'assets/huge.js' },
  'fill.html': { file: 'assets/fill.js', isEntry: true, imports: ['_react.js'] },
};

describe('first-load size', () => {
  it('follows static imports of the entry and the landing page, not other pages', () => {
    expect(staticClosure(MANIFEST, ['index.html', 'src/programs/ProgramsPage.tsx']).sort()).toEqual(
      ['_react.js', '_table.js', 'index.html', 'src/programs/ProgramsPage.tsx'].sort(),
    );
  });

  it('sums the gzipped size of those files only', () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const name of ['main', 'react', 'programs', 'table', 'other', 'fill']) {
      writeFileSync(join(dist, 'assets', `${name}.js`), `console.log(${JSON.stringify(name)});`);
    }
    // Random bytes do not compress: the huge chunk of another page would dominate the figure if it were counted.
    writeFileSync(
      join(dist, 'assets', 'huge.js'),
      Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251)),
    );
    const result = measureFirstLoad(dist);
    expect(result?.files.map((f) => f.file).sort()).toEqual(
      ['assets/main.js', 'assets/programs.js', 'assets/react.js', 'assets/table.js'].sort(),
    );
    expect(result?.firstLoadKiB).toBeLessThan(1);
    expect(result?.withinLimit).toBe(true);
    // The filling page counts its own entry and React, nothing of the app.
    const fillBytes = ['fill', 'react'].reduce(
      (sum, name) => sum + gzipSync(`console.log(${JSON.stringify(name)});`, { level: 9 }).length,
      0,
    );
    expect(result?.fillPageKiB).toBe(Math.round((fillBytes / 1024) * 10) / 10);
    expect(result?.fillPageWithinLimit).toBe(true);
  });
});
