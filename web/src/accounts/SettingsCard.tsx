// "Settings" (members with PROFILE_AND_ORGANIZATION UPDATE only): the menu colour of the top bar's badge, the
// language and number format members invited later start with, the currency, the deduplication thresholds and
// whether members must use MFA.
import { NUMBER_FORMATS, updateOrganizationSettingsSchema } from '@aid/common/accounts';
import { useMutation } from '@apollo/client/react';
import { ColorInput, NativeSelect, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { useAlerts } from '../ui/alerts.js';
import { FormFrame } from '../ui/FormFrame.js';
import { useFormSubmit } from '../ui/FormModal.js';
import { languageOptions } from '../ui/languageOptions.js';
import { SectionCard } from '../ui/SectionCard.js';
import { type CountryRefs, CurrencySelect } from './CountrySelect.js';
import { formErrors, placeRefusal } from './forms.js';
import { useRefetchMe } from './me.js';

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
  const refetchMe = useRefetchMe();
  const [save, { loading }] = useMutation(UpdateOrganizationSettingsDocument);
  const form = useForm<Values>({
    initialValues: { ...settings, menuColour: `#${settings.menuColour}` },
    validate: (values) => formErrors(t, updateOrganizationSettingsSchema, toInput(values)),
  });

  const { frame } = useFormSubmit(form, async (values: Values) => {
    const { data } = await save({ variables: { input: toInput(values) } });
    if (!data?.updateOrganizationSettings.organization) {
      const fallback = t('accounts.settings.failed');
      return placeRefusal(t, data?.updateOrganizationSettings, isField, form.setErrors, fallback);
    }
    form.resetDirty();
    // The top bar's badge takes the colour from `me`.
    await refetchMe();
    showAlert('success', t('accounts.settings.saved'));
  });

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
    <SectionCard title={t('accounts.settings.title')} testId="settings-card">
      <FormFrame
        {...frame}
        testId="settings-form"
        submit={{ label: t('accounts.save'), busy: loading, testId: 'settings-save' }}
      >
        <ColorInput
          label={t('accounts.settings.menuColour')}
          description={t('accounts.settings.menuColourHint')}
          format="hex"
          // The eye-dropper is an icon alone: its name is what it does.
          eyeDropperButtonProps={{ 'aria-label': t('accounts.settings.menuColourPick') }}
          {...form.getInputProps('menuColour')}
          data-testid="settings-menuColour"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('accounts.settings.defaultLanguage')}
            data={languageOptions(t)}
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
      </FormFrame>
    </SectionCard>
  );
}
