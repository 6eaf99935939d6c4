// Organizations: the user's memberships, and switching the one the app acts in (x-accountid).
import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeColour } from '../app/menu.js';
import { useSession } from '../auth/SessionContext.js';
import { useMe } from './me.js';

export function OrganizationsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const session = useSession();
  const client = useApolloClient();

  const switchTo = async (accountId: string) => {
    session.selectAccount(accountId);
    // Every cached answer belongs to the previous organisation.
    await client.resetStore();
  };

  return (
    <Container size="md">
      <Title order={1} size="h2" mb="lg">
        {t('organizations.title')}
      </Title>
      {me.memberships.length === 0 && <Text>{t('organizations.none')}</Text>}
      <Stack>
        {me.memberships.map((m) => {
          const current = m.accountId === me.currentAccountId;
          return (
            <Card key={m.accountId} withBorder data-testid="organization-card">
              <Group justify="space-between">
                <div>
                  <Group gap="xs">
                    <Badge color={badgeColour(m.menuColour)} circle size="xs" aria-hidden="true" />
                    <Text fw={600}>{m.organizationName || t('organizations.unnamed')}</Text>
                    {current && <Badge variant="light">{t('organizations.current')}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('organizations.roles', { roles: m.roles.map((r) => r.roleName).join(', ') })}
                  </Text>
                </div>
                {!current && (
                  <Button variant="light" onClick={() => void switchTo(m.accountId)}>
                    {t('organizations.switch')}
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Container>
  );
}
