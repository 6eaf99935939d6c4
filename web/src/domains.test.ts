// The domain list the shell loops over: each route declared once, each page a lazy chunk of its own, and each menu
// entry leading to a declared route, in spec §2's order; and no product file standing on test code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from './app/menu.js';
import { DOMAINS } from './domains.js';

const routes = DOMAINS.flatMap((domain) => domain.routes);

describe('web domains', () => {
  it('declares each domain and each path once', () => {
    const names = DOMAINS.map((domain) => domain.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = routes.map((route) => route.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('loads every page lazily, so each stays a chunk of its own', () => {
    for (const route of routes) expect(route.page.$$typeof, route.path).toBe(Symbol.for('react.lazy'));
  });

  it('keeps sign-in and sign-up outside the shell, everything else behind it', () => {
    expect(routes.filter((r) => r.guard === 'public').map((r) => r.path)).toEqual(['/login', '/signup']);
  });

  it("gives each menu entry a route, in spec §2's order", () => {
    const declared = new Set(routes.map((r) => r.path));
    for (const entry of MENU_ENTRIES) {
      for (const target of entry.children ?? [entry]) expect(declared.has(target.path), target.path).toBe(true);
    }
    expect(MENU_ENTRIES.map((entry) => entry.id)).toEqual([
      'programs',
      'beneficiaryManagement',
      'voucherScanning',
      'reconciliation',
      'smartForms',
      'reports',
    ]);
  });
});

/** Every product source file under src/ (tests, test support and generated code left out). */
function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'generated' ? [] : productFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('test support', () => {
  it('lives in src/test/, and no product file imports it or a testing library', () => {
    const src = import.meta.dirname;
    const offenders = productFiles(src).filter((file) =>
      /from '(?:\.\.?\/)+(?:[^']*\/)?test\/|from '@testing-library|from 'vitest'|@apollo\/client\/testing/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((file) => relative(src, file))).toEqual([]);
  });
});
