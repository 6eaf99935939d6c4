// /users (spec §2 "User management"): the organisation's members and, in the second tab, its roles. Each tab's code
// loads when first shown.
import { Center, Container, Loader, Tabs, Title } from '@mantine/core';
import { IconShieldCog, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useTextBundle } from '../i18n/bundles.js';
import { USERS_TEXTS } from '../i18n/users.js';
import { UsersPanel } from './UsersPanel.js';

const RolesPanel = lazy(() => import('../roles/RolesPanel.js').then((m) => ({ default: m.RolesPanel })));

type Tab = 'users' | 'roles';

export function UsersPage() {
  useTextBundle(USERS_TEXTS);
  const { t } = useTranslation();
  // The tab is in the URL too, so a link (or Back) can open the Roles tab.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'roles' ? 'roles' : 'users';
  const choose = (value: string | null) => setParams(value === 'roles' ? { tab: 'roles' } : {}, { replace: false });
  return (
    <Container size="xl">
      <Title order={1} size="h2" mb="md">
        {t('users.title')}
      </Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden="true" />} data-testid="users-tab">
            {t('users.tabs.users')}
          </Tabs.Tab>
          <Tabs.Tab value="roles" leftSection={<IconShieldCog size={16} aria-hidden="true" />} data-testid="roles-tab">
            {t('users.tabs.roles')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('users.rolesLoading')} />
              </Center>
            }
          >
            <RolesPanel />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
