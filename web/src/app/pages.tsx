// Small route pages of the shell: the landing redirect, /goBack and the not-found page.
import { Button, Center, Container, EmptyState, Loader } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { landingFor } from '../accounts/landing.js';
import { useMe } from '../accounts/me.js';

export function LandingRedirect() {
  return <Navigate to={landingFor(useMe())} replace />;
}

/**
 * Where /goBack goes: one step back when the app has an earlier entry in this tab's history, else the landing
 * page ('/'). React Router numbers its entries (`idx`); history.length would also count other sites.
 */
export function goBackTarget(historyState: unknown): -1 | '/' {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0 ? -1 : '/';
}

/** The mobile app's back button opens /goBack: step back in history, or go to the landing page. */
export function GoBackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = goBackTarget(window.history.state);
    if (target === -1) navigate(-1);
    else navigate(target, { replace: true });
  }, [navigate]);
  return (
    <Center mih="40vh">
      <Loader aria-label={t('app.goBack')} />
    </Center>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="lg">
      <EmptyState
        icon={<IconMapOff size={32} aria-hidden="true" />}
        title={t('app.notFound.title')}
        description={t('app.notFound.description', { path: pathname })}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/">
            {t('app.notFound.home')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
