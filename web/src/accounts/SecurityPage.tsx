// Security: the multi-factor status; changing it comes with the MFA issue.
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from './me.js';

export function SecurityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const enabled = me.mfaSettings.mfaEnabled;
  return (
    <Container size="md">
      <Title order={1} size="h2" mb="lg">
        {t('security.title')}
      </Title>
      <Stack>
        <Alert
          color={enabled ? 'green' : 'yellow'}
          icon={enabled ? <IconShieldCheck aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />}
        >
          {enabled ? t('security.mfaEnabled') : t('security.mfaDisabled')}
        </Alert>
        <Text c="dimmed">{t('security.manageLater')}</Text>
      </Stack>
    </Container>
  );
}
