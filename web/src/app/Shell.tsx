// The signed-in layout: loads the user once, settles the current organisation, then shows the top bar (or the
// compact webview header), the registration banner, the page and the MFA warning.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { currentMembership, type Me, MeDocument, MeProvider, rememberedMe, rememberMe } from '../accounts/me.js';
import { registrationComplete } from '../accounts/registration.js';
import { decodeJwt, stringClaim } from '../auth/jwt.js';
import { useSession } from '../auth/SessionContext.js';
import { MfaWarningModal, useMfaWarning } from '../security/MfaWarning.js';
import { MFA_SETUP_PATH, MfaRequiredBanner, mfaRequired } from '../security/mfaGate.js';
import { mfaState } from '../security/mfaPrompt.js';
import { useMfaStatus } from '../security/mfaStatus.js';
import type { HostFeatures } from '../ui/domain.js';
import { errorMessage } from '../ui/errorMessage.js';
import { ProfileNumberFormat, useProfileLanguage } from '../ui/language.js';
import { useAppState } from '../ui/state.js';
import { loadPopups } from './deferredPopups.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { HostFeaturesProvider, useHostFeaturesQuery } from './hostFeatures.js';
import { NO_HOST_FEATURES } from './menu.js';
import { TopBar } from './TopBar.js';
import { CompactHeader } from './WebviewHeader.js';

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

// Shown only until registration is complete: loaded then (RegistrationBanner.tsx says why).
const RegistrationBanner = lazy(() =>
  import('./RegistrationBanner.js').then((m) => ({ default: m.RegistrationBanner })),
);

type LayoutProps = { me: Me; onSignOut: () => void; hostFeatures: HostFeatures | undefined };

function SignedInLayout({ me, onSignOut, hostFeatures }: LayoutProps) {
  const { pathname } = useLocation();
  const webview = useAppState((s) => s.header.isLoginFromWebview);
  const membership = currentMembership(me);
  // DISABLED (MFA): only the Security page works until MFA is on (users/mfaGate.tsx).
  const mfaBlocked = mfaRequired(membership);
  const menuEnabled = registrationComplete(me) && !mfaBlocked;
  const { t } = useTranslation();
  const mfa = mfaState(useMfaStatus(), me.mfaSettings.mfaEnabled);
  const mfaWarning = useMfaWarning(mfa, membership?.roles ?? []);
  return (
    <MeProvider me={me}>
      <ProfileNumberFormat numberFormat={me.numberFormat}>
        {/* A sticky header over the page: all the layout needs (Mantine's AppShell would add its navbar and aside
          machinery to the first load for nothing). */}
        <Box
          component="header"
          h={webview ? 52 : 60}
          pos="sticky"
          top={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
          data-testid="shell-header"
        >
          {webview ? (
            <CompactHeader />
          ) : (
            <TopBar
              me={me}
              onSignOut={onSignOut}
              hostFeatures={hostFeatures ?? NO_HOST_FEATURES}
              menuEnabled={menuEnabled}
              menuDisabledReason={mfaBlocked ? t('mfaRequired.menuDisabled') : undefined}
              mfaStatus={mfa}
              mfaWarningOpen={mfaWarning.open}
            />
          )}
        </Box>
        <Box component="main" p="md">
          {mfaBlocked ? (
            <MfaRequiredBanner />
          ) : (
            !menuEnabled && (
              <Suspense fallback={null}>
                <RegistrationBanner />
              </Suspense>
            )
          )}
          {/* Keyed by path so that leaving a crashed page shows the next page again. */}
          <ErrorBoundary key={pathname}>
            {mfaBlocked && pathname !== MFA_SETUP_PATH ? (
              <Navigate to={MFA_SETUP_PATH} replace />
            ) : (
              <HostFeaturesProvider features={hostFeatures}>
                <Outlet />
              </HostFeaturesProvider>
            )}
          </ErrorBoundary>
        </Box>
        <MfaWarningModal warning={mfaWarning} />
      </ProfileNumberFormat>
    </MeProvider>
  );
}

export function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const client = useApolloClient();
  const signOut = useSignOut();
  const { data, error, loading, refetch } = useQuery(MeDocument);
  // Asked beside the profile, not after it: the menu and a feature's routes need both.
  const hostFeatures = useHostFeaturesQuery();
  // The top bar's menus come in a chunk of their own (deferredPopups.tsx): fetched while the profile is asked for.
  useEffect(() => void loadPopups(), []);
  const userKey = stringClaim(decodeJwt(session.tokens()?.idToken ?? ''), 'sub');
  // No network (the request never reached the server): the profile this session last loaded opens the app, so an
  // officer can scan offline. Any answer from the server (an error included) is never overridden.
  const unreachable = error instanceof TypeError || (error !== undefined && !navigator.onLine);
  const me = data?.me ?? (unreachable && userKey ? (rememberedMe(userKey) ?? undefined) : undefined);

  useEffect(() => {
    if (data?.me && userKey) rememberMe(userKey, data.me);
  }, [data, userKey]);

  useEffect(() => {
    if (!me) return;
    const next = accountToSelect(me, session.accountId());
    if (next) {
      session.selectAccount(next);
      // Everything loaded so far was answered for another (or no) organisation.
      if (next !== me.currentAccountId) void client.refetchQueries({ include: 'active' });
    }
  }, [me, session, client]);

  useProfileLanguage(me);

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

  return <SignedInLayout me={me} onSignOut={() => void signOut()} hostFeatures={hostFeatures} />;
}
