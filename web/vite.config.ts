import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShell } from './build/app-shell.js';
import { fillServiceWorker } from './build/fill-sw.js';
import { graphqlDocuments } from './build/graphql-documents.js';
import { precompress } from './build/precompress.js';
import { scrollAreaRefs } from './build/scroll-area-refs.js';

// The gateway serves the built app and owns /graphql, /api/* and /log-error on the same origin; in `vite` dev
// mode the same paths are proxied to a locally running gateway so the client code needs no other base URL.
const gateway = 'http://localhost:4100';

// react-router's package exports name only its development build (dev warnings and checks); the production build it
// ships beside it is the same router without them (-0.4 KiB of first load). Found from react-router-dom, which
// depends on it (the app does not name it itself). Builds only: `vite` dev keeps the warnings.
const requireFromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
const REACT_ROUTER_PRODUCTION = join(
  dirname(requireFromRouterDom.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
// rxjs (under Apollo) picks its ES5 build unless asked for the `es2015` one: the same operators as native classes,
// without tslib's helpers (-1.6 KiB of first load with the router's).
const RXJS_ES2015 = join(dirname(createRequire(import.meta.url).resolve('rxjs/package.json')), 'dist/esm/index.js');

/** common's dates: the list machinery and the form expressions of the filling page (web/src/fill) both use them. */
const COMMON_DATES = /[\\/]common[\\/]src[\\/]dates\.ts$/;
const LIST_CHUNK = /[\\/]src[\\/]list[\\/]/;
/** src/list modules only some list pages use (confirmations, "load more" lists, whole lists, cursor buttons). */
const LIST_PARTS_LOADED_LATER =
  /[\\/]src[\\/]list[\\/](ConfirmDialog|GrowingListView|useGrowingList|WholeList|CursorButtons)\.tsx?$/;

export default defineConfig(({ command }) => ({
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./src/generated/', import.meta.url))),
    react(),
    // Keeps floating-ui out of the first load (build/scroll-area-refs.ts).
    scrollAreaRefs(),
    appShell(),
    // After appShell(): it takes vite-plugin-pwa's tags back out of fill.html.
    fillServiceWorker(),
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
            { find: /^rxjs$/, replacement: RXJS_ES2015 },
          ]
        : [],
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/log-error': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and page load (read by `pnpm bench` for the first-load size).
    manifest: true,
    rolldownOptions: {
      // The GraphQL IDE is a page of its own, so its editor never weighs on the app.
      input: { main: 'index.html', graphiql: 'graphiql.html', fill: 'fill.html' },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our releases.
        codeSplitting: {
          groups: [
            // Only what every page needs: a library used by one page stays in that page's chunk.
            // React alone (the public filling page loads it and nothing else of the app's libraries); the router
            // apart, as the app needs it and the filling page does not.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // Vite's helper for dynamic imports, alone for the same reason: the app's language chunks and the filling
            // page both load things lazily, and the list chunk would otherwise take it in.
            { name: 'preload', test: /vite[\\/]preload-helper/ },
            // Alone, before `list` takes it in: else the filling page would load the list chunk to read a date.
            { name: 'dates', test: COMMON_DATES },
            // The list machinery (filter builder, pager, URL state) with what it uses (much of the Mantine and Apollo
            // code the shell needs too): on the landing page and every list page. One chunk compresses better than
            // the many small ones the lazy pages' overlaps would otherwise cut it into (-4.6 KiB of first load).
            // A group takes in everything its modules import, so the parts the landing page does not use stay out:
            // ConfirmDialog alone would bring Mantine's Modal and its scroll lock (~5 KiB).
            { name: 'list', test: (id: string) => LIST_CHUNK.test(id) && !LIST_PARTS_LOADED_LATER.test(id) },
          ],
        },
      },
    },
  },
}));
