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
