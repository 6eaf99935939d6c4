// "Organization": the current organisation's profile (spec §3 "Organisation") and logo, a form for members with
// PROFILE_AND_ORGANIZATION UPDATE and read-only for the others. Saving refetches `me`, so the registration gate and the
// top bar's name follow at once.
import { updateOrganizationSchema } from '@aid/common/accounts';
import { useMutation } from '@apollo/client/react';
import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { DetailField } from '../ui/DetailField.js';
import { FormFrame } from '../ui/FormFrame.js';
import { useFormSubmit } from '../ui/FormModal.js';
import { SectionCard } from '../ui/SectionCard.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { CountryOptionsFragment, type CountryRefs, CountrySelect } from './CountrySelect.js';
import { formErrors, placeRefusal, trimmed } from './forms.js';
import { useRefetchMe } from './me.js';
import { PictureInput } from './PictureInput.js';
import { Completion } from './ProfileCard.js';

export const OrganizationCardFragment = graphql(`
  fragment OrganizationCard_organization on Organization {
    accountId
    organizationName
    phoneNumber
    addressLine
    addressCity
    addressState
    addressPostalCode
    addressCountryCode
    detailsCompleted
    status
    logoUrl
  }
`);

export const UpdateOrganizationDocument = graphql(`
  mutation UpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      organization {
        ...OrganizationCard_organization
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

export const RemoveOrganizationLogoDocument = graphql(`
  mutation RemoveOrganizationLogo {
    removeOrganizationLogo {
      organization {
        ...OrganizationCard_organization
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
    }
  }
`);

type Values = {
  organizationName: string;
  phoneNumber: string;
  addressLine: string;
  addressCity: string;
  addressState: string;
  addressPostalCode: string;
  addressCountryCode: string;
};
const FIELDS = [
  'organizationName',
  'phoneNumber',
  'addressLine',
  'addressCity',
  'addressState',
  'addressPostalCode',
  'addressCountryCode',
] as const satisfies readonly (keyof Values)[];
const isField = (name: string): name is keyof Values => (FIELDS as readonly string[]).includes(name);

/** Each field's label, the same in the form and in the read-only view. */
const LABELS = {
  organizationName: 'accounts.organization.name',
  phoneNumber: 'accounts.organization.phone',
  addressLine: 'accounts.organization.addressLine',
  addressCity: 'accounts.organization.addressCity',
  addressState: 'accounts.organization.addressState',
  addressPostalCode: 'accounts.organization.addressPostalCode',
  addressCountryCode: 'accounts.organization.country',
} as const satisfies Record<keyof Values, string>;

/** The form's values as the API takes them: no country is null, not ''. */
function toInput(values: Values) {
  const input = trimmed(values);
  return { ...input, addressCountryCode: input.addressCountryCode || null };
}

type Props = {
  organization: FragmentType<typeof OrganizationCardFragment>;
  countries: CountryRefs;
  canUpdate: boolean;
  /** Refetches the page's query (the logo's URL changes with each upload). */
  onLogoChanged: () => Promise<unknown>;
};

export function OrganizationCard({ organization: ref, countries, canUpdate, onLogoChanged }: Props) {
  const { t } = useTranslation();
  const organization = getFragmentData(OrganizationCardFragment, ref);
  const { showAlert } = useAlerts();
  const [save, { loading }] = useMutation(UpdateOrganizationDocument);
  const [removeLogo] = useMutation(RemoveOrganizationLogoDocument);
  const refetchMe = useRefetchMe();
  const form = useForm<Values>({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, organization[f] ?? ''])) as Values,
    validate: (values) => formErrors(t, updateOrganizationSchema, toInput(values)),
  });
  const input = (field: keyof Values, extra: object = {}) => (
    <TextInput
      label={t(LABELS[field])}
      {...extra}
      {...form.getInputProps(field)}
      data-testid={`organization-${field}`}
    />
  );

  const { frame } = useFormSubmit(form, async (values: Values) => {
    const { data } = await save({ variables: { input: toInput(values) } });
    const saved = getFragmentData(OrganizationCardFragment, data?.updateOrganization.organization);
    if (!saved) {
      const fallback = t('accounts.organization.failed');
      return placeRefusal(t, data?.updateOrganization, isField, form.setErrors, fallback);
    }
    form.setValues({ phoneNumber: saved.phoneNumber ?? '', addressCountryCode: saved.addressCountryCode ?? '' });
    form.resetDirty();
    await refetchMe();
    showAlert('success', t('accounts.organization.saved'));
  });

  const country = getFragmentData(CountryOptionsFragment, countries).find(
    (c) => c.alpha2 === organization.addressCountryCode,
  );
  const notSet = t('accounts.notSet');

  return (
    <SectionCard
      title={t('accounts.organization.title')}
      aside={
        <Group gap="xs">
          <StatusBadge vocabulary="account" value={organization.status} testId="organization-status" />
          <Completion done={organization.detailsCompleted} testId="organization-completion" />
        </Group>
      }
      hint={canUpdate ? t('accounts.organization.hint') : t('accounts.organization.readOnly')}
      testId="organization-card"
    >
      <Stack gap="sm">
        <PictureInput
          label={t('accounts.image.logo')}
          url={organization.logoUrl ?? null}
          uploadPath="/api/organization/logo"
          readOnly={!canUpdate}
          onChanged={onLogoChanged}
          onRemove={async () => {
            const { data } = await removeLogo();
            return data?.removeOrganizationLogo.organization
              ? null
              : (refusalMessage(t, data?.removeOrganizationLogo) ?? t('accounts.organization.failed'));
          }}
          testId="organization-logo"
        />
        {canUpdate ? (
          <FormFrame
            {...frame}
            testId="organization-form"
            submit={{ label: t('accounts.save'), busy: loading, testId: 'organization-save' }}
          >
            {input('organizationName', { withAsterisk: true })}
            {input('phoneNumber', { withAsterisk: true, type: 'tel', description: t('accounts.profile.phoneHint') })}
            {input('addressLine', { withAsterisk: true })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input('addressCity', { withAsterisk: true })}
              {input('addressState')}
              {input('addressPostalCode')}
              <CountrySelect
                countries={countries}
                label={t(LABELS.addressCountryCode)}
                placeholder={t('accounts.organization.countryPlaceholder')}
                withAsterisk
                {...form.getInputProps('addressCountryCode')}
                onChange={(value) => form.setFieldValue('addressCountryCode', value ?? '')}
                data-testid="organization-addressCountryCode"
              />
            </SimpleGrid>
          </FormFrame>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="organization-details">
            {FIELDS.map((field) => (
              <DetailField key={field} label={t(LABELS[field])}>
                {(field === 'addressCountryCode' ? country?.name : organization[field]) || notSet}
              </DetailField>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </SectionCard>
  );
}
