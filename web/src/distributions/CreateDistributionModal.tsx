// The "New distribution" form (@mantine/form): checked with the API's own schema before sending, then the server's
// typed field errors shown next to the fields they concern (nested ones too: `items.0.unit`), in the user's language.
import { useMutation } from '@apollo/client/react';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import type { DistributionType } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { FIELD_ERROR_TEXTS } from '../i18n/fieldErrors.js';
import { FormModal, useFormSubmit } from '../ui/FormModal.js';
import { DistributionFields, formErrors, whenDistributionSaved } from './DistributionFields.js';
import { checkDistribution, type DistributionFormValues, emptyDistribution } from './distributionForm.js';
import { LockedListSelect } from './LockedListSelect.js';

export const CreateDistributionDocument = graphql(`
  mutation CreateDistribution($input: CreateDistributionInput!) {
    createDistribution(input: $input) {
      ...DistributionSaved
    }
  }
`);

const ALL_TYPES: readonly DistributionType[] = ['CASH', 'VOUCHER', 'IN_KIND'];

type Props = {
  opened: boolean;
  programId: string;
  /** The program's currency: the default of the amounts. */
  currency: string;
  /** The types the viewer may create (the server says); all when not given. */
  types?: readonly DistributionType[];
  onClose: () => void;
  onCreated: (distribution: { distributionId: string; distributionName: string }) => void;
};

export function CreateDistributionModal({ opened, programId, currency, types, onClose, onCreated }: Props) {
  useTextBundle(FIELD_ERROR_TEXTS);
  useTextBundle(DISTRIBUTIONS_TEXTS);
  const { t } = useTranslation();
  const [createDistribution, { loading }] = useMutation(CreateDistributionDocument);
  const offered = types && types.length > 0 ? ALL_TYPES.filter((type) => types.includes(type)) : ALL_TYPES;
  const form = useForm<DistributionFormValues>({
    initialValues: emptyDistribution(currency, offered.includes('CASH') ? 'CASH' : offered[0]),
    validate: (values) => formErrors(t, checkDistribution(values, programId, currency).errors),
  });

  const { frame } = useFormSubmit(form, async (values: DistributionFormValues) => {
    const { input } = checkDistribution(values, programId, currency);
    if (!input) return;
    const saved = (await createDistribution({ variables: { input } })).data?.createDistribution;
    return whenDistributionSaved(t, saved, onCreated, form.setErrors);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('distributions.form.title')}
      size="xl"
      {...frame}
      testId="create-distribution-form"
      errorTestId="create-distribution-error"
      busy={loading}
      cancelLabel={t('distributions.form.cancel')}
      submitLabel={t('distributions.form.submit')}
      submitTestId="create-distribution-submit"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('distributions.form.name')}
          withAsterisk
          {...form.getInputProps('distributionName')}
          data-autofocus
        />
        <NativeSelect
          label={t('distributions.form.type')}
          {...form.getInputProps('distributionType')}
          data={offered.map((v) => ({ value: v, label: t(`distributions.types.${v}`) }))}
        />
      </SimpleGrid>
      <Textarea
        label={t('distributions.form.summary')}
        autosize
        minRows={2}
        {...form.getInputProps('distributionSummary')}
      />
      <LockedListSelect
        value={form.values.beneficiaryListId}
        onChange={(id) => form.setFieldValue('beneficiaryListId', id)}
        error={form.errors.beneficiaryListId}
      />
      <DistributionFields form={form} currency={currency} programCurrency={currency} />
    </FormModal>
  );
}
