// The public filling page's own service worker (issue 25). A family opening /f/<token> on a phone must get the page
// offline afterwards without downloading the staff app (the app's Workbox worker precaches ~3 MB): fill.html
// registers this small worker, written by hand at build time, whose scope is /f/ (served at /f/sw.js, so no
// Service-Worker-Allowed header is needed) and which precaches fill.html and the files it loads, nothing else.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { appFiles, type ManifestChunk } from './app-shell.js';

/** Where the gateway serves it: a file of the build, which the static files answer before the /f/:token route. */
export const FILL_SW_PATH = '/f/sw.js';
export const FILL_SW_SCOPE = '/f/';
/** This worker's caches are named with this prefix and its version; an activation deletes the previous ones. */
export const FILL_CACHE_PREFIX = 'aid-fill-';
/** The runtime cache the app's worker kept /f/ pages in before this worker existed: nothing reads it any more. */
const RETIRED_CACHES = ['fill-pages'];

/** The URL paths the worker precaches: the page, then what it loads (its chunks, React, its CSS). */
export function fillPrecache(manifest: Record<string, ManifestChunk>): string[] {
  return ['/fill.html', ...[...appFiles(manifest, 'fill.html')].sort().map((file) => `/${file}`)];
}

/**
 * Changes whenever a precached file does: the hashed names say it for the chunks, fill.html's content for itself.
 * The browser installs a new worker when its script's bytes change, and this is what changes them.
 */
export function fillWorkerVersion(files: readonly string[], fillHtml: string): string {
  return createHash('sha256').update(JSON.stringify(files)).update(fillHtml).digest('hex').slice(0, 16);
}

/**
 * The worker's script. The form itself is not its business: the page keeps the loaded form in localStorage and its
 * waiting submissions too (web/src/fill/api.ts, queue.ts), so /api never goes through here, GET or POST.
 * Navigations under /f/ get the precached fill.html (a link opened once opens again with no network); the
 * precached files are answered from the cache; everything else goes to the network untouched.
 * Plain JavaScript in a string (no regex, no backslash: the template literal would eat them).
 */
export function fillWorkerSource(version: string, files: readonly string[]): string {
  return `// The public filling page's service worker (web/build/fill-sw.ts). Version ${version}.
const CACHE = ${JSON.stringify(FILL_CACHE_PREFIX + version)};
const PAGE = '/fill.html';
const FILES = ${JSON.stringify(files)};
const RETIRED = ${JSON.stringify(RETIRED_CACHES)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  const stale = (key) => RETIRED.includes(key) || (key.startsWith(${JSON.stringify(FILL_CACHE_PREFIX)}) && key !== CACHE);
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter(stale).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
const fromCache = (path, request) =>
  caches.open(CACHE).then((cache) => cache.match(path)).then((hit) => hit || fetch(request));
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const token = url.pathname.startsWith(${JSON.stringify(FILL_SW_SCOPE)}) ? url.pathname.slice(${FILL_SW_SCOPE.length}) : '';
  if (request.mode === 'navigate' && token && !token.includes('/') && url.pathname !== ${JSON.stringify(FILL_SW_PATH)}) {
    event.respondWith(fromCache(PAGE, request));
  } else if (FILES.includes(url.pathname)) {
    event.respondWith(fromCache(url.pathname, request));
  }
});
`;
}

/** `<script id="vite-plugin-pwa:register-sw" …></script>` and `<link rel="manifest" …>`, as vite-plugin-pwa writes them. */
const APP_WORKER_TAGS = [/<script id="vite-plugin-pwa:register-sw"[^>]*><\/script>/g, /<link rel="manifest"[^>]*>/g];

/**
 * fill.html without the app's tags: vite-plugin-pwa puts its /sw.js registration and the app's web manifest into
 * every HTML page of the build, and a family's phone must neither download the app's precache nor offer to install
 * the staff app.
 */
export function withoutAppWorker(html: string): string {
  return APP_WORKER_TAGS.reduce((out, tag) => out.replace(tag, ''), html);
}

/**
 * Writes <outDir>/f/sw.js once the build has written fill.html and the Vite manifest (before the precompression,
 * which runs last), and takes the app's tags out of fill.html. Placed after appShell() so its transformIndexHtml
 * runs after vite-plugin-pwa's.
 */
export function fillServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aid-fill-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.path === '/fill.html' ? withoutAppWorker(html) : html),
    },
    closeBundle: {
      sequential: true,
      handler() {
        const manifestPath = join(outDir, '.vite', 'manifest.json');
        const page = join(outDir, 'fill.html');
        if (!existsSync(manifestPath) || !existsSync(page)) return;
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
        if (!manifest['fill.html']) return;
        const files = fillPrecache(manifest);
        const target = join(outDir, ...FILL_SW_PATH.split('/'));
        mkdirSync(join(target, '..'), { recursive: true });
        writeFileSync(target, fillWorkerSource(fillWorkerVersion(files, readFileSync(page, 'utf8')), files));
      },
    },
  };
}
