// The two service workers as a real build writes them (a two-page app, built with the app's plugins): the app's
// sw.js precaches nothing of the filling page, f/sw.js precaches only it, and fill.html registers no /sw.js.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appShell } from './app-shell.js';
import { fillServiceWorker } from './fill-sw.js';

let root: string;
const dist = () => join(root, 'dist');
const read = (path: string) => readFileSync(join(dist(), path), 'utf8');
const page = (title: string, script: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><script type="module" src="${script}"></script></body></html>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'aid-service-workers-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'index.html'), page('App', '/src/main.js'));
  writeFileSync(join(root, 'fill.html'), page('Form', '/src/fill.js'));
  writeFileSync(join(root, 'src', 'shared.js'), "export const shared = (x) => 'shared ' + x;\n");
  writeFileSync(join(root, 'src', 'main.js'), "import { shared } from './shared.js';\nconsole.log(shared('app'));\n");
  writeFileSync(join(root, 'src', 'fill.js'), "import { shared } from './shared.js';\nconsole.log(shared('form'));\n");
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [appShell(), fillServiceWorker()],
    build: {
      outDir: 'dist',
      manifest: true,
      rolldownOptions: {
        input: { main: join(root, 'index.html'), fill: join(root, 'fill.html') },
        output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } },
      },
    },
  });
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The files a service worker script names, as precache URLs ("assets/x.js") or paths ("/assets/x.js"). */
const named = (script: string) =>
  [...script.matchAll(/"\/?((?:assets\/)?[\w.-]+\.(?:js|css|html))"/g)].map((m) => m[1]);

describe('the built service workers', () => {
  it("keeps the filling page and its worker out of the app's precache", () => {
    const files = named(read('sw.js'));
    expect(files).toContain('index.html');
    expect(files.some((file) => file?.startsWith('assets/shared-'))).toBe(true);
    expect(
      files.filter((file) => file === 'fill.html' || file?.startsWith('assets/fill-') || file === 'sw.js'),
    ).toEqual([]);
    expect(read('sw.js')).not.toContain('f/sw.js');
  });

  it('writes f/sw.js with only the filling page and what it loads, under a version', () => {
    const worker = read('f/sw.js');
    const files = JSON.parse(/const FILES = (\[.*\]);/.exec(worker)?.[1] ?? '[]') as string[];
    expect(files[0]).toBe('/fill.html');
    expect(files.slice(1).map((file) => file.replace(/-[\w-]+\./, '-*.'))).toEqual(
      expect.arrayContaining(['/assets/fill-*.js', '/assets/shared-*.js']),
    );
    expect(files.some((file) => file.startsWith('/assets/main-') || file === '/index.html')).toBe(false);
    expect(worker).toMatch(/const CACHE = "aid-fill-[0-9a-f]{16}";/);
  });

  it("registers the app's worker from index.html only", () => {
    expect(read('index.html')).toContain('registerSW.js');
    expect(existsSync(join(dist(), 'registerSW.js'))).toBe(true);
    const fill = read('fill.html');
    expect(fill).not.toContain('registerSW');
    expect(fill).not.toContain('manifest.webmanifest');
    expect(fill).toContain('/assets/fill-');
  });
});
