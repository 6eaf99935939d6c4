// Imports inside api/src run one way: the app shell down to the domains, the domains down to shared code, test
// support reached from tests only (scripts/import-graph.ts; the exceptions are named in the README).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImportGraph, describeViolation, LAYOUTS } from '../../scripts/import-graph.js';

describe('api import graph', () => {
  const report = checkImportGraph(LAYOUTS.api);

  it('has no import up into a domain or the shell, and none from product code into test support', () => {
    expect(report.violations.map(describeViolation)).toEqual([]);
  });

  it('keeps no allowance that no import needs any more', () => {
    expect(report.staleAllowances).toEqual([]);
  });

  it('reads the domains from domains.ts and lists which domains import which', () => {
    expect(report.listed.length).toBeGreaterThan(5);
    console.info(`api domain → domain imports: ${report.domainToDomain.join(', ')}`);
  });
});

describe('the import-graph check itself', () => {
  it('reports each kind of import that runs the wrong way, file → import, and lists domain → domain imports', () => {
    const src = mkdtempSync(join(tmpdir(), 'import-graph-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(src, path)), { recursive: true });
      writeFileSync(join(src, path), text);
    };
    try {
      write('domains.ts', "import { a } from './a/domain.js';\nimport { b } from './b/domain.js';\n");
      write('app.ts', "import { DOMAINS } from './domains.js';\n");
      write('a/domain.ts', "import { app } from '../app.js';\nimport type { B } from '../b/model.js';\n");
      write('b/domain.ts', "import { x } from '../testing/x.js';\nimport { util } from '../db/util.js';\n");
      write('b/model.ts', 'export type B = string;\n');
      write('db/util.ts', "import {\n  type B,\n} from '../b/model.js';\n");
      write('testing/x.ts', "import { DOMAINS } from '../domains.js';\n");
      write('a/a.test.ts', "import { x } from '../testing/x.js';\n");
      const report = checkImportGraph({
        src,
        shell: ['app.ts', 'domains.ts'],
        testSupport: ['testing/'],
        shared: ['db/'],
        allow: [],
      });
      expect(report.listed).toEqual(['a', 'b']);
      expect(report.violations.map(describeViolation).sort()).toEqual([
        'a/domain.ts → app.ts (domain → app shell)',
        'b/domain.ts → testing/x.ts (product code → test support)',
        'db/util.ts → b/model.ts (shared → domain, types only)',
      ]);
      expect(report.domainToDomain).toEqual(['a → b']);
      const allowed = checkImportGraph({
        src,
        shell: ['app.ts', 'domains.ts'],
        testSupport: ['testing/'],
        shared: ['db/'],
        allow: [
          { from: 'db/', to: 'b/model.ts', reason: 'named' },
          { from: 'db/', to: 'a/', reason: 'stale' },
        ],
      });
      expect(allowed.violations).toHaveLength(2);
      expect(allowed.staleAllowances.map((a) => a.reason)).toEqual(['stale']);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });
});
