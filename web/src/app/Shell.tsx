// The signed-in layout: loads the user once, settles the current organisation, then shows the top bar and
// the page.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, AppShell, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { type Me, MeDocument, MeProvider } from '../accounts/me.js';
import { useSession } from '../auth/SessionContext.js';
import { supportedLanguage } from '../i18n/index.js';
import { errorMessage } from './apollo.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { TopBar } from './TopBar.js';

/**
 * The account to switch to when the one in use (the stored choice, else the ID token's default account) is
 * missing or not one of the user's memberships: the first membership. Null when nothing needs to change.
 */
export function accountToSelect(me: Pick<Me, 'memberships'>, selected: string | undefined): string | null {
  const ids = me.memberships.map((m) => m.accountId);
  if (ids.length === 0) return null;
  if (selected && ids.includes(selected)) return null;
  return ids[0] ?? null;
}

export function useSignOut(): () => Promise<void> {
  const session = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await session.signOut();
    // Another user may sign in next in this tab: nothing of this one may stay in the cache.
    await client.clearStore();
    navigate('/login', { replace: true });
  }, [session, client, navigate]);
}

export function Shell() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const client = useApolloClient();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { data, error, loading, refetch } = useQuery(MeDocument);
  const me = data?.me;

  useEffect(() => {
    if (!me) return;
    const next = accountToSelect(me, session.accountId());
    if (next) {
      session.selectAccount(next);
      // Everything loaded so far was answered for another (or no) organisation.
      if (next !== me.currentAccountId) void client.refetchQueries({ include: 'active' });
    }
  }, [me, session, client]);

  useEffect(() => {
    if (!me) return;
    const language = supportedLanguage(me.applicationLanguage);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [me, i18n]);

  if (!me) {
    return (
      <Center mih="100vh">
        {error && !loading ? (
          <Stack align="center" maw={520} p="md">
            <Alert color="red" role="alert" w="100%">
              {errorMessage(error, t)}
            </Alert>
            <Group>
              <Button onClick={() => void refetch()}>{t('app.retry')}</Button>
              <Button variant="subtle" onClick={() => void signOut()}>
                {t('nav.signOut')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Loader aria-label={t('app.loading')} />
        )}
      </Center>
    );
  }

  return (
    <MeProvider me={me}>
      <AppShell header={{ height: 60 }} padding="md">
        <AppShell.Header>
          <TopBar me={me} onSignOut={() => void signOut()} />
        </AppShell.Header>
        <AppShell.Main>
          {/* Keyed by path so that leaving a crashed page shows the next page again. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </AppShell.Main>
      </AppShell>
    </MeProvider>
  );
}
