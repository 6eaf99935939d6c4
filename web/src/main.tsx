// Entry point: fetch the runtime configuration, build the session and the GraphQL client, render.
import '@mantine/core/styles.css';
// After Mantine's styles: what the mirrored (Arabic) layout needs besides Mantine's own direction.
import './app/rtl.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { forgetMe } from './accounts/me.js';
import { reportError } from './activity/reportError.js';
import { App } from './app/App.js';
import { createApolloClient } from './app/apollo.js';
import { apiBase, loadRuntimeConfig } from './app/config.js';
import { ErrorScreen } from './app/ErrorBoundary.js';
import { preloadPageAt } from './app/routes.js';
import { reloadOnStaleChunks } from './app/staleBuild.js';
import { cssVariablesResolver, theme } from './app/theme.js';
import { createIdentityClient } from './auth/cognito.js';
import { createSession, gatewayCookies } from './auth/session.js';
import { createStateStorage } from './auth/storage.js';
import { createI18n, DEFAULT_LANGUAGE, switchLanguage } from './i18n/index.js';

// Before anything lazy loads: a page left open across a deployment reloads into the new build.
reloadOnStaleChunks();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const i18n = createI18n();

async function start() {
  try {
    // One storage for the session and the app, so their writes share one batch and one view of the state.
    const storage = createStateStorage();
    // The page asked for downloads beside the configuration and the texts, not once the shell has rendered.
    preloadPageAt(window.location.pathname, { signedIn: storage.read().tokens !== undefined });
    // The stored language's texts load beside the configuration, so the first render is already in it.
    const [config] = await Promise.all([
      loadRuntimeConfig(),
      // A language chunk that cannot load leaves the app in English rather than on the error screen.
      switchLanguage(i18n, storage.read().language?.langName ?? DEFAULT_LANGUAGE).catch(reportError),
    ]);
    const session = createSession({
      identity: createIdentityClient(config.identity),
      storage,
      cookies: gatewayCookies(),
    });
    session.on((event) => {
      // Loaded only when needed: most sessions never download anything for offline scanning.
      if (event === 'cleared' || event === 'expired') {
        forgetMe();
        void import('./scanning/offline/forget.js').then((m) => m.forgetDownloads()).catch(reportError);
      }
    });
    // Spec §7: a partner host talks to the staging partner API instead of this gateway.
    const client = createApolloClient(session, apiBase(config, window.location.hostname));
    root.render(<App session={session} client={client} i18n={i18n} storage={storage} />);
  } catch (error) {
    // Without configuration nobody can sign in: show the error screen rather than a blank page.
    void reportError(error);
    root.render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <I18nextProvider i18n={i18n}>
          <ErrorScreen />
        </I18nextProvider>
      </MantineProvider>,
    );
  }
}

void start();
