// Small route pages of the shell: the landing redirect, honest placeholders, /goBack and the not-found page.
import { landingPath } from '@aid/common';
import { Button, Center, Container, EmptyState, Loader, Title } from '@mantine/core';
import { IconBarrierBlock, IconMapOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { currentMembership, useMe } from '../accounts/me.js';
import { toCommonRoles } from '../accounts/permissions.js';
import type { en } from '../i18n/en.js';

/** Spec §2 post-login landing: the first permitted section of the current organisation's roles. */
export function LandingRedirect() {
  const me = useMe();
  const membership = currentMembership(me);
  return <Navigate to={landingPath(toCommonRoles(membership?.roles ?? []))} replace />;
}

type SectionKey = keyof typeof en.sections;

/** A page whose feature comes in a later release: says so instead of showing invented data. */
export function NotAvailablePage({ title, section }: { title: string; section: SectionKey }) {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      <EmptyState
        data-testid="not-available"
        icon={<IconBarrierBlock size={32} aria-hidden="true" />}
        title={t('app.notAvailable.description', { section: t(`sections.${section}`) })}
        description={t('app.notAvailable.hint')}
      />
    </Container>
  );
}

/** The mobile app's back button opens /goBack: step back in history, or go to the start page. */
export function GoBackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/', { replace: true });
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
