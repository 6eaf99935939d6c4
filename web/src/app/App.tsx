// The app's providers in order: theme, texts, error boundary, session, application state, GraphQL client,
// alerts, router; then the watchers that live above every page.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { SessionProvider, useSession, useSignedIn } from '../auth/SessionContext.js';
import type { Session } from '../auth/session.js';
import { createStateStorage, type StateStorage } from '../auth/storage.js';
import { addTextBundle } from '../i18n/bundles.js';
import { textDirection } from '../i18n/index.js';
import { newSession } from '../security/mfaPrompt.js';
import { createActivityStore } from '../session/activity.js';
import { InactivityWatcher } from '../session/InactivityWatcher.js';
import { SessionEnded } from '../session/SessionEnded.js';
import { AlertsProvider, useAlerts } from '../ui/alerts.js';
import { LanguageSync } from '../ui/language.js';
import { EXPIRED_PATH } from '../ui/redirect.js';
import { AppStateProvider, createAppStore, useAppStore } from '../ui/state.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { AppRoutes } from './routes.js';
import { TranslatedDefaults } from './TranslatedDefaults.js';
import { cssVariablesResolver, theme } from './theme.js';
import { WebviewModeFromUrl } from './WebviewHeader.js';

/**
 * Spec §4/§8: a failed refresh shows an alert (the session sets the modal flag); an expired session goes to
 * /login?status=not-authorized; a sign-in starts a new session for the MFA prompt and the language.
 */
function SessionEvents({ client }: { client: ApolloClient }) {
  const session = useSession();
  const store = useAppStore();
  const navigate = useNavigate();
  const { showAlert, clear } = useAlerts();
  const { t } = useTranslation();
  useEffect(
    () =>
      session.on((event) => {
        if (event === 'failed') showAlert('error', t('app.alerts.sessionExpired'));
        if (event === 'success') {
          const state = store.get();
          store.set(
            {
              mfaPrompt: newSession(state.mfaPrompt),
              // The profile's language applies again; a choice made in the menu lasts until the next sign-in.
              language: { ...state.language, chosenByUser: false },
            },
            { immediate: true },
          );
        }
        if (event === 'expired') {
          // The login page shows the same notice; one is enough.
          clear();
          void client.clearStore();
          navigate(EXPIRED_PATH, { replace: true });
        }
      }),
    [session, store, navigate, showAlert, clear, t, client],
  );
  return null;
}

/** A sign-out in another tab reaches this one through storage: nothing of that user may stay in the cache. */
function ClearCacheOnSignOut({ client }: { client: ApolloClient }) {
  const signedIn = useSignedIn();
  const was = useRef(signedIn);
  useEffect(() => {
    if (was.current && !signedIn) void client.clearStore();
    was.current = signedIn;
  }, [signedIn, client]);
  return null;
}

function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    document.title = t('app.title');
    document.documentElement.lang = i18n.language;
    // Arabic mirrors the whole layout: the page's `dir` for the browser, Mantine's direction for its components.
    const dir = textDirection(i18n.language);
    document.documentElement.dir = dir;
    setDirection(dir);
  }, [t, i18n.language, setDirection]);
  return null;
}

/**
 * The refusal messages' translations, fetched once after the first render: refusals are rare, so their texts stay
 * out of the first load; one shown before they arrive is in the server's English.
 */
function RefusalTexts() {
  const { i18n } = useTranslation();
  useEffect(() => {
    import('../i18n/refusals/index.js').then((m) => addTextBundle(i18n, m.REFUSALS_TEXTS)).catch(() => undefined);
  }, [i18n]);
  return null;
}

type Props = {
  session: Session;
  client: ApolloClient;
  i18n: I18n;
  /** The persisted state; the session's own storage may be passed so both share one batch of writes. */
  storage?: StateStorage;
};

export function App({ session, client, i18n, storage }: Props) {
  const [store] = useState(() => createAppStore(storage ?? createStateStorage()));
  const [activity] = useState(() => createActivityStore());
  return (
    <DirectionProvider initialDirection={textDirection(i18n.language)} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <I18nextProvider i18n={i18n}>
          <TranslatedDefaults>
            <ErrorBoundary>
              <SessionProvider session={session}>
                <AppStateProvider store={store}>
                  <LanguageSync />
                  <RefusalTexts />
                  <ApolloProvider client={client}>
                    <AlertsProvider>
                      <BrowserRouter>
                        <DocumentTitle />
                        <SessionEvents client={client} />
                        <ClearCacheOnSignOut client={client} />
                        <WebviewModeFromUrl />
                        <AppRoutes />
                        {/* Above every page: the warning and the time-out work on all of them. */}
                        <InactivityWatcher activity={activity} />
                        <SessionEnded />
                      </BrowserRouter>
                    </AlertsProvider>
                  </ApolloProvider>
                </AppStateProvider>
              </SessionProvider>
            </ErrorBoundary>
          </TranslatedDefaults>
        </I18nextProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
