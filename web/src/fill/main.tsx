// The public filling page's entry (fill.html, served by the gateway at /f/<token>): React and this folder only — no
// Mantine, Apollo or i18next — so its first load stays under 80 KiB gzipped (bench: fillPageKiB).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FillPage } from './FillPage.js';
import { indexedDbKeyStore } from './vault.js';
import './fill.css';

const token = decodeURIComponent(/^\/f\/([^/]+)/.exec(window.location.pathname)?.[1] ?? '');
// A family's personal monitoring link adds ?m=<invitation> (api/src/smart-forms/monitoring).
const invitation = new URLSearchParams(window.location.search).get('m') ?? undefined;
// Offline: the page's own service worker (web/build/fill-sw.ts, a file of the build only), never the app's /sw.js.
// Registered once the page has loaded, so its precache does not compete with the first render for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register('/f/sw.js', { scope: '/f/' }).catch(() => {}),
  );
}
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <FillPage
        token={token}
        invitation={invitation}
        deps={{
          fetcher: (input, init) => fetch(input, init),
          keys: indexedDbKeyStore(),
          storage: window.localStorage,
          browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
        }}
      />
    </StrictMode>,
  );
}
