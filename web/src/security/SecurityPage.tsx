// /security: multi-factor authentication with an authenticator app, and the password change.
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTH_TEXTS } from '../i18n/auth.js';
import { useTextBundle } from '../i18n/bundles.js';
import { ChangePasswordSection } from './ChangePasswordSection.js';
import { MfaSection } from './MfaSection.js';

export function SecurityPage() {
  useTextBundle(AUTH_TEXTS);
  const { t } = useTranslation();
  return (
    <Container size="md">
      <Title order={1} size="h2" mb="lg">
        {t('security.title')}
      </Title>
      <Stack gap="xl">
        <MfaSection />
        <ChangePasswordSection />
      </Stack>
    </Container>
  );
}
