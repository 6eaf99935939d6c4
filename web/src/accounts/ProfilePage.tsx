// Profile & organization (read-only for now): what the platform knows about the user and the organisation.
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentMembership, useMe } from './me.js';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const membership = currentMembership(me);
  const notSet = t('profile.notSet');
  return (
    <Container size="lg">
      <Title order={1} size="h2" mb="lg">
        {t('profile.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('profile.user')}
          </Title>
          <Stack gap="sm">
            <Field label={t('profile.name')} value={me.user.userFullName || notSet} />
            <Field label={t('profile.email')} value={me.user.email} />
            <Field label={t('profile.phone')} value={me.phoneNumber || notSet} />
            <Field label={t('profile.language')} value={me.applicationLanguage} />
            <Field label={t('profile.numberFormat')} value={me.numberFormat} />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('profile.organization')}
          </Title>
          {membership ? (
            <Stack gap="sm">
              <Field label={t('profile.organizationName')} value={membership.organizationName || notSet} />
              <div>
                <Text size="sm" c="dimmed">
                  {t('profile.roles')}
                </Text>
                <Group gap="xs">
                  {membership.roles.map((role) => (
                    <Badge key={role.roleId} variant="light" style={{ textTransform: 'none' }}>
                      {role.roleName}
                    </Badge>
                  ))}
                </Group>
              </div>
            </Stack>
          ) : (
            <Text>{t('profile.noOrganization')}</Text>
          )}
        </Card>
      </SimpleGrid>
    </Container>
  );
}
