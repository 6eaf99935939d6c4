// The installable app (issue 10, "Offline"): a web app manifest and a Workbox service worker that precaches the app
// shell, so the scanner opens with no network. Data never goes through the service worker: GraphQL, /api and
// downloads always reach the gateway, and what an officer downloads for offline work lives encrypted in IndexedDB.
// The public filling page (/f/<token>) is not the app's: it has its own small worker, scoped to /f/ (fill-sw.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
};

/**
 * The files the app (index.html) can load, lazy pages included: what the service worker precaches. The GraphQL IDE is
 * a page of its own (graphiql.html) of several megabytes that an officer on a weak connection must not download.
 */
export function appFiles(manifest: Record<string, ManifestChunk>, entry = 'index.html'): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return files;
}

/**
 * Workbox's glob finds every file of the build: these are not the app's. The IDE's megabytes; the filling page and its
 * worker, which its own worker keeps (a shared chunk such as React stays, index.html loads it too).
 */
export const NOT_PRECACHED = ['graphiql.html', 'fill.html', 'f/**'];

/** Navigations to a form's public link (/f/<token>): the filling page's worker owns them, never the app's. */
export const FILL_NAVIGATION = /^\/f\//;

/** Server paths a navigation must reach, never answered with the cached index.html. */
export const SERVER_NAVIGATIONS = [/^\/(graphql|graphiql|api|health|log-error)(\/|$)/];

export function appShell(): PluginOption[] {
  // `vite build --outDir …` (the e2e builds) moves the manifest: read where this build really writes.
  let outDir = 'dist';
  const where: PluginOption = {
    name: 'aid-app-shell-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const pwa = VitePWA({
    registerType: 'autoUpdate',
    // A plain <script> registers /sw.js: the app's code does not wait for it, and unit tests never meet it.
    injectRegister: 'script-defer',
    // The glob below already takes the icons and the web manifest; listing them again would precache them twice.
    includeManifestIcons: false,
    manifest: {
      name: 'Aid platform',
      short_name: 'Aid',
      description: 'Programs, beneficiaries, distributions and voucher scanning for humanitarian organisations.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2268AE',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: NOT_PRECACHED,
      // Workbox refuses files over this size before the filter below runs; the IDE's editor (2.8 MB) is one of them
      // and is dropped there anyway, so the limit only has to let the glob finish.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [...SERVER_NAVIGATIONS, FILL_NAVIGATION],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // The runtime configuration (identity pool and client): the app cannot start without it, so the last one
      // fetched serves when there is no network.
      runtimeCaching: [
        {
          urlPattern: /\/api\/config$/,
          handler: 'NetworkFirst',
          options: { cacheName: 'runtime-config', networkTimeoutSeconds: 5 },
        },
      ],
      manifestTransforms: [
        async (entries) => {
          const path = join(outDir, '.vite', 'manifest.json');
          if (!existsSync(path)) return { manifest: entries, warnings: ['No Vite manifest: everything precached'] };
          const wanted = appFiles(JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>);
          // Hashed assets only when the app loads them; the rest (index.html, icons, the web manifest) always.
          const manifest = entries.filter((e) => !e.url.startsWith('assets/') || wanted.has(e.url));
          return { manifest, warnings: [] };
        },
      ],
    },
  });
  return [where, pwa];
}
