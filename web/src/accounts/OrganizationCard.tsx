// "Organization": the current organisation's profile (spec §3 "Organisation") and logo, a form for members with
// PROFILE_AND_ORGANIZATION UPDATE and read-only for the others. Saving refetches `me`, so the registration gate and the
// top bar's name follow at once.
import { updateOrganizationSchema } from '@aid/common/accounts';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { useAlerts } from '../ui/alerts.js';
import { DetailField } from '../ui/DetailField.js';
import { errorMessage } from '../ui/errorMessage.js';
import { CountryOptionsFragment, type CountryRefs, CountrySelect } from './CountrySelect.js';
import { formErrors, placeRefusal, trimmed } from './forms.js';
import { MeDocument } from './me.js';
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
  const client = useApolloClient();
  const { showAlert } = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateOrganizationDocument);
  const [removeLogo] = useMutation(RemoveOrganizationLogoDocument);
  // After a change only: the registration gate and the top bar read `me`.
  const refetchMe = () => client.refetchQueries({ include: [MeDocument] });
  const form = useForm<Values>({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, organization[f] ?? ''])) as Values,
    validate: (values) => formErrors(t, updateOrganizationSchema, toInput(values)),
  });
  const input = (field: keyof Values, label: string, extra: object = {}) => (
    <TextInput label={label} {...extra} {...form.getInputProps(field)} data-testid={`organization-${field}`} />
  );

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      const { data } = await save({ variables: { input: toInput(values) } });
      const saved = getFragmentData(OrganizationCardFragment, data?.updateOrganization.organization);
      if (!saved) {
        const fallback = t('accounts.organization.failed');
        setFormError(placeRefusal(t, data?.updateOrganization, isField, form.setErrors, fallback));
        return;
      }
      form.setValues({ phoneNumber: saved.phoneNumber ?? '', addressCountryCode: saved.addressCountryCode ?? '' });
      form.resetDirty();
      await refetchMe();
      showAlert('success', t('accounts.organization.saved'));
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };

  const country = getFragmentData(CountryOptionsFragment, countries).find(
    (c) => c.alpha2 === organization.addressCountryCode,
  );
  const notSet = t('accounts.notSet');

  return (
    <Card withBorder data-testid="organization-card">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('accounts.organization.title')}
        </Title>
        <Group gap="xs">
          <Badge variant="outline" style={{ textTransform: 'none' }} data-testid="organization-status">
            {t(`accounts.statuses.${organization.status}`)}
          </Badge>
          <Completion done={organization.detailsCompleted} testId="organization-completion" />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {canUpdate ? t('accounts.organization.hint') : t('accounts.organization.readOnly')}
      </Text>
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
              : (data?.removeOrganizationLogo.message ?? t('accounts.organization.failed'));
          }}
          testId="organization-logo"
        />
        {canUpdate ? (
          <form onSubmit={form.onSubmit(submit)} noValidate data-testid="organization-form">
            <Stack gap="sm">
              {formError && (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              )}
              {input('organizationName', t('accounts.organization.name'), { withAsterisk: true })}
              {input('phoneNumber', t('accounts.organization.phone'), {
                withAsterisk: true,
                type: 'tel',
                description: t('accounts.profile.phoneHint'),
              })}
              {input('addressLine', t('accounts.organization.addressLine'), { withAsterisk: true })}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {input('addressCity', t('accounts.organization.addressCity'), { withAsterisk: true })}
                {input('addressState', t('accounts.organization.addressState'))}
                {input('addressPostalCode', t('accounts.organization.addressPostalCode'))}
                <CountrySelect
                  countries={countries}
                  label={t('accounts.organization.country')}
                  placeholder={t('accounts.organization.countryPlaceholder')}
                  withAsterisk
                  {...form.getInputProps('addressCountryCode')}
                  onChange={(value) => form.setFieldValue('addressCountryCode', value ?? '')}
                  data-testid="organization-addressCountryCode"
                />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={loading} data-testid="organization-save">
                  {t('accounts.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="organization-details">
            <DetailField label={t('accounts.organization.name')}>{organization.organizationName || notSet}</DetailField>
            <DetailField label={t('accounts.organization.phone')}>{organization.phoneNumber || notSet}</DetailField>
            <DetailField label={t('accounts.organization.addressLine')}>
              {organization.addressLine || notSet}
            </DetailField>
            <DetailField label={t('accounts.organization.addressCity')}>
              {organization.addressCity || notSet}
            </DetailField>
            <DetailField label={t('accounts.organization.addressState')}>
              {organization.addressState || notSet}
            </DetailField>
            <DetailField label={t('accounts.organization.addressPostalCode')}>
              {organization.addressPostalCode || notSet}
            </DetailField>
            <DetailField label={t('accounts.organization.country')}>{country?.name ?? notSet}</DetailField>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
