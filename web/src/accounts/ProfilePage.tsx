// Profile & organization: what the platform knows about the user and the organisation (read-only until the
// registration form comes), and this browser's language and number format.
import { Badge, Card, Container, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../app/format.js';
import { NUMBER_FORMATS, useChooseLanguage, useNumberFormat } from '../app/language.js';
import { LANGUAGES, type Language, supportedLanguage } from '../i18n/index.js';
import { currentMembership, useMe } from './me.js';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
}

function Completion({ done }: { done: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={done ? 'green' : 'yellow'} variant="light" style={{ textTransform: 'none' }}>
      {done ? t('profile.completed') : t('profile.incomplete')}
    </Badge>
  );
}

function DisplaySettings() {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  const numberFormat = useNumberFormat();
  // A format from the profile that is not in the list is still offered, so the select shows the truth.
  const formats = NUMBER_FORMATS.includes(numberFormat as (typeof NUMBER_FORMATS)[number])
    ? [...NUMBER_FORMATS]
    : [numberFormat, ...NUMBER_FORMATS];
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('profile.display')}
      </Title>
      <Stack gap="sm">
        <NativeSelect
          label={t('profile.language')}
          value={supportedLanguage(i18n.language)}
          onChange={(e) => choose({ langName: e.currentTarget.value as Language })}
          data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
        <NativeSelect
          label={t('profile.numberFormat')}
          value={numberFormat}
          onChange={(e) => choose({ numberFormat: e.currentTarget.value })}
          data={formats}
          description={t('profile.numberExample', { example: formatMinorUnits(123456789, numberFormat) })}
        />
        <Text size="sm" c="dimmed">
          {t('profile.displayHint')}
        </Text>
      </Stack>
    </Card>
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
            <Field label={t('profile.userDetails')} value={<Completion done={me.detailsCompleted} />} />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('profile.organization')}
          </Title>
          {membership ? (
            <Stack gap="sm">
              <Field label={t('profile.organizationName')} value={membership.organizationName || notSet} />
              <Field
                label={t('profile.organizationDetails')}
                value={<Completion done={membership.detailsCompleted} />}
              />
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
        <DisplaySettings />
      </SimpleGrid>
    </Container>
  );
}
