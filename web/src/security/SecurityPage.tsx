// /security: multi-factor authentication with an authenticator app, and the password change.
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSection } from './ChangePasswordSection.js';
import { MfaSection } from './MfaSection.js';

export function SecurityPage() {
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
