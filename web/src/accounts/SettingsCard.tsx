// "Settings" (members with PROFILE_AND_ORGANIZATION UPDATE only): the menu colour of the top bar's badge, the
// language and number format members invited later start with, the currency, the deduplication thresholds and
// whether members must use MFA.
import { NUMBER_FORMATS, updateOrganizationSettingsSchema } from '@aid/common/accounts';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  ColorInput,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { LANGUAGES } from '../i18n/index.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { type CountryRefs, CurrencySelect } from './CountrySelect.js';
import { formErrors, placeRefusal } from './forms.js';
import { MeDocument } from './me.js';

export const SettingsCardFragment = graphql(`
  fragment SettingsCard_organization on Organization {
    accountId
    settings {
      menuColour
      defaultLanguage
      defaultNumberFormat
      currency
      duplicateThreshold
      possibleDuplicateThreshold
      requireMfa
    }
  }
`);

export const UpdateOrganizationSettingsDocument = graphql(`
  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {
    updateOrganizationSettings(input: $input) {
      organization {
        ...SettingsCard_organization
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

type Values = {
  menuColour: string;
  defaultLanguage: string;
  defaultNumberFormat: string;
  currency: string;
  duplicateThreshold: number | string;
  possibleDuplicateThreshold: number | string;
  requireMfa: boolean;
};
const FIELDS: readonly (keyof Values)[] = [
  'menuColour',
  'defaultLanguage',
  'defaultNumberFormat',
  'currency',
  'duplicateThreshold',
  'possibleDuplicateThreshold',
  'requireMfa',
];
const isField = (name: string): name is keyof Values => (FIELDS as readonly string[]).includes(name);

/** An empty number input sends nothing for that threshold (it stays as it is); the colour without its '#'. */
function toInput(values: Values) {
  const number = (value: number | string) => (value === '' ? undefined : Number(value));
  return {
    menuColour: values.menuColour.trim().replace(/^#/, ''),
    defaultLanguage: values.defaultLanguage,
    defaultNumberFormat: values.defaultNumberFormat,
    currency: values.currency,
    duplicateThreshold: number(values.duplicateThreshold),
    possibleDuplicateThreshold: number(values.possibleDuplicateThreshold),
    requireMfa: values.requireMfa,
  };
}

type Props = { organization: FragmentType<typeof SettingsCardFragment>; countries: CountryRefs };

export function SettingsCard({ organization: ref, countries }: Props) {
  const { t } = useTranslation();
  const { settings } = getFragmentData(SettingsCardFragment, ref);
  const { showAlert } = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const client = useApolloClient();
  const [save, { loading }] = useMutation(UpdateOrganizationSettingsDocument);
  const form = useForm<Values>({
    initialValues: { ...settings, menuColour: `#${settings.menuColour}` },
    validate: (values) => formErrors(t, updateOrganizationSettingsSchema, toInput(values)),
  });

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      const { data } = await save({ variables: { input: toInput(values) } });
      if (!data?.updateOrganizationSettings.organization) {
        const fallback = t('accounts.settings.failed');
        setFormError(placeRefusal(t, data?.updateOrganizationSettings, isField, form.setErrors, fallback));
        return;
      }
      form.resetDirty();
      // The top bar's badge takes the colour from `me`.
      await client.refetchQueries({ include: [MeDocument] });
      showAlert('success', t('accounts.settings.saved'));
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };

  const threshold = (field: 'duplicateThreshold' | 'possibleDuplicateThreshold') => (
    <NumberInput
      label={t(`accounts.settings.${field}`)}
      description={t(`accounts.settings.${field}Hint`)}
      min={0.001}
      max={1}
      step={0.01}
      decimalScale={3}
      {...form.getInputProps(field)}
      data-testid={`settings-${field}`}
    />
  );

  return (
    <Card withBorder data-testid="settings-card">
      <Title order={2} size="h4" mb="sm">
        {t('accounts.settings.title')}
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate data-testid="settings-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <ColorInput
            label={t('accounts.settings.menuColour')}
            description={t('accounts.settings.menuColourHint')}
            format="hex"
            {...form.getInputProps('menuColour')}
            data-testid="settings-menuColour"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('accounts.settings.defaultLanguage')}
              data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              {...form.getInputProps('defaultLanguage')}
            />
            <NativeSelect
              label={t('accounts.settings.defaultNumberFormat')}
              data={[...NUMBER_FORMATS]}
              {...form.getInputProps('defaultNumberFormat')}
            />
          </SimpleGrid>
          <CurrencySelect
            countries={countries}
            label={t('accounts.settings.currency')}
            placeholder={t('accounts.settings.currencyPlaceholder')}
            {...form.getInputProps('currency')}
            onChange={(value) => form.setFieldValue('currency', value ?? '')}
            data-testid="settings-currency"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {threshold('duplicateThreshold')}
            {threshold('possibleDuplicateThreshold')}
          </SimpleGrid>
          <Switch
            label={t('accounts.settings.requireMfa')}
            description={t('accounts.settings.requireMfaHint')}
            {...form.getInputProps('requireMfa', { type: 'checkbox' })}
            data-testid="settings-requireMfa"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid="settings-save">
              {t('accounts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
