// Organizations (/organizations, offered with several ACTIVE memberships): every organisation the user belongs to,
// with its colour, the user's status and roles there, the current one marked, and a Switch for each other ACTIVE one.
import { USABLE_MEMBER_STATUSES } from '@aid/common/enums';
import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_TEXTS } from '../i18n/accounts.js';
import { useTextBundle } from '../i18n/bundles.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { badgeColour } from './badgeColour.js';
import { useMe } from './me.js';
import { useSwitchOrganization } from './switchOrganization.js';

export function OrganizationsPage() {
  useTextBundle(ACCOUNTS_TEXTS);
  const { t } = useTranslation();
  const me = useMe();
  const switchOrganization = useSwitchOrganization();
  const { showAlert } = useAlerts();
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const switchTo = async (accountId: string, name: string) => {
    setError(null);
    setSwitching(accountId);
    try {
      await switchOrganization(accountId);
      showAlert('success', t('accounts.organizations.switched', { name }));
    } catch (failure) {
      setError(t('accounts.organizations.failed', { message: errorMessage(failure, t) }));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Container size="md">
      <Title order={1} size="h2" mb="lg">
        {t('organizations.title')}
      </Title>
      {error && (
        <Alert color="red" role="alert" mb="md" data-testid="organizations-error">
          {error}
        </Alert>
      )}
      {me.memberships.length === 0 && <Text data-testid="organizations-empty">{t('organizations.none')}</Text>}
      <Stack>
        {me.memberships.map((m) => {
          const current = m.accountId === me.currentAccountId;
          const name = m.organizationName || t('accounts.organizations.pending');
          return (
            <Card key={m.accountId} withBorder data-testid="organization-card" data-account-id={m.accountId}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Badge
                      color={badgeColour(m.menuColour)}
                      circle
                      size="sm"
                      aria-hidden="true"
                      data-testid="organization-colour"
                    />
                    <Text fw={600}>{m.organizationName || t('organizations.unnamed')}</Text>
                    {current && <Badge variant="light">{t('organizations.current')}</Badge>}
                    <StatusBadge
                      vocabulary="account"
                      value={m.status === 'DISABLED_MFA' ? 'DISABLED (MFA)' : m.status}
                      status={m.status}
                      testId="organization-status"
                    />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('organizations.roles', { roles: m.roles.map((r) => r.roleName).join(', ') })}
                  </Text>
                </div>
                {!current && USABLE_MEMBER_STATUSES.includes(m.status) && (
                  <Button
                    variant="light"
                    loading={switching === m.accountId}
                    disabled={switching !== null && switching !== m.accountId}
                    onClick={() => void switchTo(m.accountId, name)}
                    data-testid="organization-switch"
                  >
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
