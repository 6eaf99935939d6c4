// The app's providers in order: theme, texts, error boundary, session, GraphQL client, alerts, router.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { SessionProvider, useSession } from '../auth/SessionContext.js';
import type { Session } from '../auth/session.js';
import { AlertsProvider, useAlerts } from './alerts.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { AppRoutes } from './routes.js';
import { theme } from './theme.js';

/** Spec §4/§8: a failed refresh shows an alert; an expired session goes to /login?status=not-authorized. */
function SessionEvents({ client }: { client: ApolloClient }) {
  const session = useSession();
  const navigate = useNavigate();
  const { showAlert, clear } = useAlerts();
  const { t } = useTranslation();
  useEffect(
    () =>
      session.on((event) => {
        if (event === 'failed') showAlert('error', t('app.alerts.sessionExpired'));
        if (event === 'expired') {
          // The login page shows the same notice; one is enough.
          clear();
          void client.clearStore();
          navigate('/login?status=not-authorized', { replace: true });
        }
      }),
    [session, navigate, showAlert, clear, t, client],
  );
  return null;
}

function DocumentTitle() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('app.title');
    document.documentElement.lang = i18n.language;
  }, [t, i18n.language]);
  return null;
}

type Props = { session: Session; client: ApolloClient; i18n: I18n };

export function App({ session, client, i18n }: Props) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <SessionProvider session={session}>
            <ApolloProvider client={client}>
              <AlertsProvider>
                <BrowserRouter>
                  <DocumentTitle />
                  <SessionEvents client={client} />
                  <AppRoutes />
                </BrowserRouter>
              </AlertsProvider>
            </ApolloProvider>
          </SessionProvider>
        </ErrorBoundary>
      </I18nextProvider>
    </MantineProvider>
  );
}
