// Profile & organization (/profile/view): the user's own profile, and the current organisation's profile, settings
// and sub-accounts as far as the user's permissions go. Completing both profiles lifts the registration gate (spec §2).
import { accessFor, isAdmin } from '@aid/common/permissions';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { ACCOUNTS_TEXTS } from '../i18n/accounts.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS } from '../i18n/fieldErrors.js';
import { errorMessage } from '../ui/errorMessage.js';
import { currentMembership, useMe } from './me.js';
import { OrganizationCard } from './OrganizationCard.js';
import { ProfileCard } from './ProfileCard.js';
import { toCommonRoles, toEffectivePermissions } from './permissions.js';
import { SettingsCard } from './SettingsCard.js';
import { SubAccountsCard } from './SubAccountsCard.js';

export const ProfilePageDocument = graphql(`
  query ProfilePage {
    organization {
      accountId
      ...OrganizationCard_organization
      ...SettingsCard_organization
      ...SubAccountsCard_organization
    }
    countries {
      alpha2
      ...CountryOptions_country
    }
  }
`);

/** The organisation's cards: loaded with the user's permissions there, with loading and error states of their own. */
function OrganizationSection({ canUpdate, admin }: { canUpdate: boolean; admin: boolean }) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(ProfilePageDocument);
  if (!data) {
    return error && !loading ? (
      <Alert color="red" role="alert" data-testid="organization-error">
        <Stack gap="xs" align="flex-start">
          {t('accounts.organization.loadError', { message: errorMessage(error, t) })}
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {t('app.retry')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} data-testid="organization-loading" />
      </Center>
    );
  }
  const { organization, countries } = data;
  return (
    <>
      <OrganizationCard
        key={organization.accountId}
        organization={organization}
        countries={countries}
        canUpdate={canUpdate}
        onLogoChanged={refetch}
      />
      {canUpdate && (
        <SettingsCard key={`settings-${organization.accountId}`} organization={organization} countries={countries} />
      )}
      {admin && <SubAccountsCard organization={organization} onCreated={refetch} />}
    </>
  );
}

export function ProfilePage() {
  useTextBundle(ACCOUNTS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const me = useMe();
  const membership = currentMembership(me);
  const permissions = useMemo(() => toEffectivePermissions(me.permissions), [me.permissions]);
  // The same rule as the gateway's and the API's checks: any level but NONE.
  const can = (action: 'VIEW' | 'UPDATE') =>
    accessFor(permissions, 'PROFILE_AND_ORGANIZATION', action).accessLevel !== 'NONE';
  const canView = membership !== null && can('VIEW');
  const canUpdate = can('UPDATE');
  const admin = membership !== null && isAdmin(toCommonRoles(membership.roles));
  return (
    <Container size="lg">
      <Title order={1} size="h2" mb="lg">
        {t('profile.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
        <ProfileCard key={me.user.userId} />
        {canView ? (
          <OrganizationSection canUpdate={canUpdate} admin={admin} />
        ) : (
          <Text data-testid="organization-none">
            {membership ? t('accounts.organization.noAccess') : t('profile.noOrganization')}
          </Text>
        )}
      </SimpleGrid>
    </Container>
  );
}
