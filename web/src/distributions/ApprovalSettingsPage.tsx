// /distributions/approval-settings: the organisation's approval rules (above an amount in a currency, N approvers)
// and its incompatible role pairs, replaced as a whole.
import { moneyInputText } from '@aid/common/distributions';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, showRefusal } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';
import { useNumberFormat } from '../ui/language.js';
import { type ApprovalSettingsValues, checkApprovalSettings, MIN_TOTAL_NOT_AN_AMOUNT } from './approvalSettingsForm.js';

export const ApprovalSettingsDocument = graphql(`
  query ApprovalSettings {
    approvalSettings {
      rules {
        minTotal
        currency
        approvers
      }
      incompatibleRoles {
        creatorRoleId
        approverRoleId
      }
      updatedAt
      updatedBy {
        userId
        userFullName
        email
      }
    }
  }
`);

export const ApprovalRolesDocument = graphql(`
  query ApprovalRoles {
    roles {
      roleId
      roleName
    }
  }
`);

export const UpdateApprovalSettingsDocument = graphql(`
  mutation UpdateApprovalSettings($input: ApprovalSettingsInput!) {
    updateApprovalSettings(input: $input) {
      approvalSettings {
        updatedAt
      }
      code
      message
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);

const isField = (name: string): name is string => name.startsWith('rules') || name.startsWith('incompatibleRoles');

export function ApprovalSettingsPage() {
  useTextBundle(DISTRIBUTIONS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  const { data, loading, error, refetch } = useQuery(ApprovalSettingsDocument);
  const roles = useQuery(ApprovalRolesDocument);
  const [save, saving] = useMutation(UpdateApprovalSettingsDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ApprovalSettingsValues>({
    initialValues: { rules: [], incompatibleRoles: [] },
    validate: (values) =>
      Object.fromEntries(
        (checkApprovalSettings(values).errors ?? []).map((e) => [
          e.field,
          e.code === MIN_TOTAL_NOT_AN_AMOUNT ? t('distributions.form.errors.amountInvalid') : fieldErrorText(t, e),
        ]),
      ),
  });
  const settings = data?.approvalSettings;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows what the server last answered.
  useEffect(() => {
    if (!settings) return;
    form.setValues({
      rules: settings.rules.map((r) => ({
        minTotal: moneyInputText(r.minTotal),
        currency: r.currency,
        approvers: String(r.approvers),
      })),
      incompatibleRoles: settings.incompatibleRoles.map((p) => ({ ...p })),
    });
    form.resetDirty();
  }, [settings]);

  const submit = async (values: ApprovalSettingsValues) => {
    setFormError(null);
    const { input } = checkApprovalSettings(values);
    if (!input) return;
    try {
      const result = (await save({ variables: { input } })).data?.updateApprovalSettings;
      if (result?.approvalSettings) {
        showAlert('success', t('distributions.approvalSettings.saved'));
        void refetch();
        return;
      }
      setFormError(showRefusal(t, result, isField, form.setErrors, t('distributions.approvalSettings.failed')));
    } catch (e) {
      setFormError(errorMessage(e, t));
    }
  };

  if (loading && !data) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const roleOptions = [
    { value: '', label: '' },
    ...(roles.data?.roles ?? []).map((r) => ({ value: r.roleId, label: r.roleName })),
  ];
  return (
    <Container size="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('distributions.approvalSettings.title')}
        </Title>
        <Text c="dimmed">{t('distributions.approvalSettings.intro')}</Text>
        {error && (
          <Alert color="red" role="alert" data-testid="approval-settings-error">
            {t('distributions.approvalSettings.loadError', { message: errorMessage(error, t) })}
          </Alert>
        )}
        {settings && (
          <form onSubmit={form.onSubmit(submit)} noValidate data-testid="approval-settings-form">
            <Stack gap="md">
              {formError && (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              )}
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  {t('distributions.approvalSettings.rules')}
                </Title>
                {form.values.rules.length === 0 && (
                  <Text c="dimmed">{t('distributions.approvalSettings.noRules')}</Text>
                )}
                {form.values.rules.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; the API's errors name their place.
                  <Group key={i} align="flex-start" gap="xs" wrap="nowrap" data-testid="approval-rule">
                    <TextInput
                      label={t('distributions.approvalSettings.minTotal')}
                      inputMode="decimal"
                      onKeyDown={keyFilter(KEY_PATTERNS.amount)}
                      {...form.getInputProps(`rules.${i}.minTotal`)}
                    />
                    <TextInput
                      label={t('distributions.approvalSettings.currency')}
                      maxLength={3}
                      w={90}
                      {...form.getInputProps(`rules.${i}.currency`)}
                    />
                    <TextInput
                      label={t('distributions.approvalSettings.approvers')}
                      inputMode="numeric"
                      w={110}
                      onKeyDown={keyFilter(KEY_PATTERNS.code)}
                      {...form.getInputProps(`rules.${i}.approvers`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={28}
                      aria-label={t('distributions.approvalSettings.removeRule')}
                      onClick={() => form.removeListItem('rules', i)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))}
                <Group mt="sm">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden="true" />}
                    onClick={() => form.insertListItem('rules', { minTotal: '', currency: '', approvers: '2' })}
                  >
                    {t('distributions.approvalSettings.addRule')}
                  </Button>
                </Group>
              </Card>
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {t('distributions.approvalSettings.incompatible')}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {t('distributions.approvalSettings.incompatibleIntro')}
                </Text>
                {roles.error && (
                  <Alert color="red" role="alert" mb="sm">
                    {t('distributions.approvalSettings.rolesError', { message: errorMessage(roles.error, t) })}
                  </Alert>
                )}
                {form.values.incompatibleRoles.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no id; the API's errors name their place.
                  <Group key={i} align="flex-start" gap="xs" wrap="nowrap" data-testid="incompatible-pair">
                    <NativeSelect
                      label={t('distributions.approvalSettings.creatorRole')}
                      data={roleOptions}
                      {...form.getInputProps(`incompatibleRoles.${i}.creatorRoleId`)}
                    />
                    <NativeSelect
                      label={t('distributions.approvalSettings.approverRole')}
                      data={roleOptions}
                      {...form.getInputProps(`incompatibleRoles.${i}.approverRoleId`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={28}
                      aria-label={t('distributions.approvalSettings.removePair')}
                      onClick={() => form.removeListItem('incompatibleRoles', i)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))}
                <Group mt="sm">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden="true" />}
                    onClick={() => form.insertListItem('incompatibleRoles', { creatorRoleId: '', approverRoleId: '' })}
                  >
                    {t('distributions.approvalSettings.addPair')}
                  </Button>
                </Group>
              </Card>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {settings.updatedAt &&
                    t('distributions.approvalSettings.lastChange', {
                      at: formatDateTime(settings.updatedAt, numberFormat),
                      who: settings.updatedBy?.userFullName || settings.updatedBy?.email || t('distributions.noValue'),
                    })}
                </Text>
                <Button type="submit" loading={saving.loading} data-testid="save-approval-settings">
                  {t('distributions.approvalSettings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
