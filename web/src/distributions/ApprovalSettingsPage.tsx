// /distributions/approval-settings: the organisation's approval rules (above an amount in a currency, N approvers)
// and its incompatible role pairs, replaced as a whole.
import { moneyInputText } from '@aid/common/distributions';
import { useMutation, useQuery } from '@apollo/client/react';
import { Center, Container, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, showRefusal } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { FormFrame } from '../ui/FormFrame.js';
import { useFormSubmit } from '../ui/FormModal.js';
import { formatDateTime } from '../ui/format.js';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';
import { useNumberFormat } from '../ui/language.js';
import { RepeatedRows } from '../ui/RepeatedRows.js';
import { SectionCard } from '../ui/SectionCard.js';
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
      words {
        key
        params {
          name
          value
        }
      }
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

  const { frame } = useFormSubmit(form, async (values: ApprovalSettingsValues) => {
    const { input } = checkApprovalSettings(values);
    if (!input) return;
    const result = (await save({ variables: { input } })).data?.updateApprovalSettings;
    if (result?.approvalSettings) {
      showAlert('success', t('distributions.approvalSettings.saved'));
      void refetch();
      return;
    }
    return showRefusal(t, result, isField, form.setErrors, t('distributions.approvalSettings.failed'));
  });

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
        <LoadErrorAlert
          error={error}
          text={(message) => t('distributions.approvalSettings.loadError', { message })}
          testId="approval-settings-error"
        />
        {settings && (
          <FormFrame
            {...frame}
            testId="approval-settings-form"
            gap="md"
            submit={{
              label: t('distributions.approvalSettings.save'),
              busy: saving.loading,
              testId: 'save-approval-settings',
              justify: 'space-between',
              before: (
                <Text size="sm" c="dimmed">
                  {settings.updatedAt &&
                    t('distributions.approvalSettings.lastChange', {
                      at: formatDateTime(settings.updatedAt, numberFormat),
                      who: settings.updatedBy?.userFullName || settings.updatedBy?.email || t('distributions.noValue'),
                    })}
                </Text>
              ),
            }}
          >
            <SectionCard title={t('distributions.approvalSettings.rules')}>
              {form.values.rules.length === 0 && <Text c="dimmed">{t('distributions.approvalSettings.noRules')}</Text>}
              <RepeatedRows
                form={form}
                path="rules"
                rows={form.values.rules}
                empty={{ minTotal: '', currency: '', approvers: '2' }}
                removeLabel={() => t('distributions.approvalSettings.removeRule')}
                addLabel={t('distributions.approvalSettings.addRule')}
                rowTestId="approval-rule"
                gap="xs"
                addMt="sm"
              >
                {(i) => (
                  <>
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
                  </>
                )}
              </RepeatedRows>
            </SectionCard>
            <SectionCard
              title={t('distributions.approvalSettings.incompatible')}
              hint={t('distributions.approvalSettings.incompatibleIntro')}
            >
              <LoadErrorAlert
                error={roles.error}
                text={(message) => t('distributions.approvalSettings.rolesError', { message })}
                mb="sm"
              />
              <RepeatedRows
                form={form}
                path="incompatibleRoles"
                rows={form.values.incompatibleRoles}
                empty={{ creatorRoleId: '', approverRoleId: '' }}
                removeLabel={() => t('distributions.approvalSettings.removePair')}
                addLabel={t('distributions.approvalSettings.addPair')}
                rowTestId="incompatible-pair"
                gap="xs"
                addMt="sm"
              >
                {(i) => (
                  <>
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
                  </>
                )}
              </RepeatedRows>
            </SectionCard>
          </FormFrame>
        )}
      </Stack>
    </Container>
  );
}
