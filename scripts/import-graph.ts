// The import graph inside one package's src/, checked against the direction the code is meant to stand in: from the
// app shell down to the domains, from the domains down to shared code, and test support reached only from tests.
// Each package runs it from a test next to its domains.ts (api, gateway, web); `tsx scripts/import-graph.ts` prints
// every tier's violations and its domain → domain imports. Only relative imports are read: a package import
// (`@aid/common`, `express`) cannot point back into the package itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** How one tier's top-level folders and root files sit; everything not named here is shared code or a domain. */
export type TierLayout = {
  /** The package's src folder (absolute). */
  src: string;
  /** The app shell: files and folders (`app/`) relative to src. It may import anything but test support. */
  shell: readonly string[];
  /** Folders that hold test support only (`testing/`). */
  testSupport: readonly string[];
  /**
   * Folders of shared code: they serve every domain, so they never import one. Any other top-level folder is a
   * domain (listed in domains.ts, or a feature folder that domains share without a route of its own).
   */
  shared: readonly string[];
  /** Generated code, read by everything and importing nothing of ours: left out. */
  ignore?: readonly string[];
  /** Named exceptions (the README lists them with the same reasons). */
  allow: readonly AllowedImport[];
};

/** One import the rules forbid but the README explains; `to` may be a file or a folder (ending in `/`). */
export type AllowedImport = { from: string; to: string; reason: string };

type Role = 'shell' | 'shared' | 'domain' | 'test-support' | 'test';

export type Import = { from: string; to: string; typeOnly: boolean };

export type Violation = Import & { rule: string };

export type GraphReport = {
  /** The domains listed in domains.ts. */
  listed: string[];
  /** Domain folders that domains.ts does not list (feature folders shared by domains). */
  unlisted: string[];
  violations: Violation[];
  /** Allow-list entries that no longer match any import: the exception has gone, so should the entry. */
  staleAllowances: AllowedImport[];
  /** `distributions → programs`: which domain folders import which others, one line per pair. */
  domainToDomain: string[];
};

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(src: string, dir: string, ignore: readonly string[]): string[] {
  return readdirSync(join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return ignore.includes(`${path}/`) ? [] : sourceFiles(src, path, ignore);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// `import x from '…'`, `import type { … } from '…'`, `export { … } from '…'`, `import '…'`, `import('…')`.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE = /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of one file's text, with whether only types cross. */
export function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(STATIC)) {
    const clause = m[3] ?? '';
    // `import { type A, type B } from` carries types only, as does `import type`.
    const names = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const allTypes = names.length > 0 && clause.includes('{') && names.every((n) => n.startsWith('type '));
    found.push({ specifier: m[4] ?? '', typeOnly: Boolean(m[2]) || allTypes });
  }
  for (const m of text.matchAll(BARE)) found.push({ specifier: m[1] ?? '', typeOnly: false });
  for (const m of text.matchAll(DYNAMIC)) found.push({ specifier: m[1] ?? '', typeOnly: false });
  return found.filter((i) => i.specifier.startsWith('.'));
}

/** `./x.js` → `x.ts` (or .tsx, or the folder's index), relative to src; undefined when it leaves src. */
function resolveImport(files: Set<string>, src: string, from: string, specifier: string): string | undefined {
  const absolute = resolve(src, dirname(from), specifier);
  const path = relative(src, absolute).split(sep).join('/');
  if (path.startsWith('..')) return undefined;
  const base = path.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [path, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? path;
}

/** The domains domains.ts lists: the folders whose domain.ts it imports as a value. */
export function listedDomains(src: string): string[] {
  const text = readFileSync(join(src, 'domains.ts'), 'utf8');
  return importsOf(text)
    .filter((i) => !i.typeOnly)
    .map((i) => /^\.\/([^/]+)\/domain(?:\.js)?$/.exec(i.specifier)?.[1])
    .filter((name): name is string => name !== undefined);
}

const matches = (path: string, entry: string) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry);

export function checkImportGraph(layout: TierLayout): GraphReport {
  const ignore = layout.ignore ?? [];
  const files = sourceFiles(layout.src, '', ignore);
  const fileSet = new Set(files);
  const listed = listedDomains(layout.src);
  const domainFolders = new Set<string>();

  const roleOf = (path: string): Role => {
    if (/\.test\.tsx?$/.test(path)) return 'test';
    if (layout.testSupport.some((entry) => matches(path, entry))) return 'test-support';
    if (layout.shell.some((entry) => matches(path, entry))) return 'shell';
    const top = path.includes('/') ? `${path.split('/')[0]}/` : undefined;
    if (!top || layout.shared.includes(top)) return 'shared';
    domainFolders.add(top.slice(0, -1));
    return 'domain';
  };
  const domainOf = (path: string) => path.split('/')[0] ?? path;

  const violations: Violation[] = [];
  const used = new Set<AllowedImport>();
  const pairs = new Set<string>();
  for (const from of files) {
    const fromRole = roleOf(from);
    if (fromRole === 'test' || fromRole === 'test-support') continue;
    for (const { specifier, typeOnly } of importsOf(readFileSync(join(layout.src, from), 'utf8'))) {
      const to = resolveImport(fileSet, layout.src, from, specifier);
      if (to === undefined || ignore.some((entry) => to.startsWith(entry))) continue;
      const toRole = roleOf(to);
      let rule: string | undefined;
      if (toRole === 'test-support' || toRole === 'test') rule = 'product code → test support';
      else if (fromRole === 'shared' && toRole === 'domain') rule = 'shared → domain';
      else if (fromRole === 'shared' && toRole === 'shell') rule = 'shared → app shell';
      else if (fromRole === 'domain' && toRole === 'shell') rule = 'domain → app shell';
      else if (fromRole === 'domain' && toRole === 'domain' && domainOf(from) !== domainOf(to)) {
        pairs.add(`${domainOf(from)} → ${domainOf(to)}`);
      }
      if (!rule) continue;
      const allowance = layout.allow.find((a) => matches(from, a.from) && matches(to, a.to));
      if (allowance) used.add(allowance);
      else violations.push({ from, to, typeOnly, rule });
    }
  }
  return {
    listed,
    unlisted: [...domainFolders].filter((folder) => !listed.includes(folder)).sort(),
    violations,
    staleAllowances: layout.allow.filter((a) => !used.has(a)),
    domainToDomain: [...pairs].sort(),
  };
}

/** One line per violation, as the tests print them: `file → import (rule)`. */
export const describeViolation = (v: Violation) => `${v.from} → ${v.to} (${v.rule}${v.typeOnly ? ', types only' : ''})`;

// import.meta.dirname, not a file: URL: the web's tests run under jsdom, whose import.meta.url is http:.
const ROOT = resolve(import.meta.dirname, '..');

/** The three tiers, as their tests check them. Every allowance is listed in the README's architecture section. */
export const LAYOUTS = {
  api: {
    src: join(ROOT, 'api/src'),
    // seed/ builds the demo world from the domains' services when startApi is asked to: part of starting the app.
    shell: ['app.ts', 'main.ts', 'index.ts', 'domains.ts', 'openapi.ts', 'seed/'],
    testSupport: ['testing/'],
    shared: ['db/', 'http/', 'auth/', 'pdf/'],
    allow: [
      {
        from: 'domain.ts',
        to: 'accounts/identity.ts',
        reason: 'the domain manifest names the services each domain receives; they are owned by domains (types only)',
      },
      { from: 'domain.ts', to: 'files/service.ts', reason: 'as above: the file storage settings (types only)' },
      { from: 'domain.ts', to: 'jobs/', reason: 'as above: the job queue, handler and clean-up types (types only)' },
      { from: 'domain.ts', to: 'users/', reason: 'as above: the mailer and identity admin (types only)' },
      {
        from: 'jobs/registry.ts',
        to: 'domains.ts',
        reason: 'the job worker runs every domain’s jobs: its registry is the loop over domains.ts',
      },
    ],
  },
  gateway: {
    src: join(ROOT, 'gateway/src'),
    // graphql/server.ts builds Apollo over the assembled schema, and graphql/metrics.ts its operations' metrics, for
    // app.ts alone.
    shell: [
      'app.ts',
      'main.ts',
      'index.ts',
      'context.ts',
      'domains.ts',
      'graphql/schema.ts',
      'graphql/server.ts',
      'graphql/metrics.ts',
    ],
    testSupport: ['testing/'],
    shared: ['rest/', 'graphql/', 'auth/', 'http/', 'security/'],
    ignore: ['generated/'],
    allow: [],
  },
  web: {
    src: join(ROOT, 'web/src'),
    // graphiql/ is the second entry point of the build (the GraphQL IDE page), a shell of its own.
    shell: ['app/', 'main.tsx', 'domains.ts', 'graphiql/'],
    testSupport: ['test/'],
    shared: ['ui/', 'http/', 'list/', 'i18n/'],
    ignore: ['generated/'],
    allow: [],
  },
} satisfies Record<string, TierLayout>;

// `tsx scripts/import-graph.ts`: every tier's report.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  let failed = false;
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    const report = checkImportGraph(layout);
    failed ||= report.violations.length > 0;
    console.log(`${name}: ${report.violations.length} violation(s), ${layout.allow.length} allowed exception(s)`);
    for (const v of report.violations) console.log(`  ${describeViolation(v)}`);
    console.log(`  domains.ts lists: ${report.listed.join(', ')}`);
    console.log(`  other domain folders: ${report.unlisted.join(', ') || 'none'}`);
    console.log(`  domain → domain: ${report.domainToDomain.join(', ') || 'none'}`);
  }
  process.exitCode = failed ? 1 : 0;
}
