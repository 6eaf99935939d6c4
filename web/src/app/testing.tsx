// Test wrapper for the shell's own tests: the shared providers plus the application state, over storage kept
// in memory so each test starts from nothing.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../auth/SessionContext.js';
import type { Session } from '../auth/session.js';
import { createStateStorage, type StateStorage } from '../auth/storage.js';
import { createI18n } from '../i18n/index.js';
import { memoryStorage } from '../test/helpers.js';
import { AlertsProvider } from './alerts.js';
import { AppStateProvider, type AppStore, createAppStore } from './state.js';
import { theme } from './theme.js';

const i18n = createI18n('en');

export function testStore(storage: StateStorage = createStateStorage(memoryStorage())): AppStore {
  return createAppStore(storage);
}

export function AppProviders({
  session,
  store = testStore(),
  children,
}: {
  session: Session;
  store?: AppStore;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <SessionProvider session={session}>
          <AppStateProvider store={store}>
            <AlertsProvider>{children}</AlertsProvider>
          </AppStateProvider>
        </SessionProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
