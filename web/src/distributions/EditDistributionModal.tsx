// Editing a READY or DISAPPROVED distribution: the same fields as creating it but for the type, program and list,
// which are fixed (changing them would be a new distribution). Checked with the creation schema, which holds the
// same rules for these fields, then sent as a change.
import { moneyInputText } from '@aid/common/distributions';
import { useMutation } from '@apollo/client/react';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS } from '../i18n/fieldErrors.js';
import { FormModal, useFormSubmit } from '../ui/FormModal.js';
import { DistributionFields, formErrors, whenDistributionSaved } from './DistributionFields.js';
import { checkDistribution, type DistributionFormValues } from './distributionForm.js';
import { UpdateDistributionDocument } from './mutations.js';
import { withTerms } from './terms.js';

export const EditDistributionFragment = graphql(`
  fragment EditDistributionModal_distribution on Distribution {
    distributionId
    programId
    distributionName
    beneficiaryList {
      beneficiaryListId
    }
    ...DistributionTerms_distribution
  }
`);

const major = (minor: number) => (minor === 0 ? '' : moneyInputText(minor));

type Props = {
  distribution: FragmentType<typeof EditDistributionFragment>;
  onClose: () => void;
  onSaved: () => void;
};

export function EditDistributionModal({ distribution: ref, onClose, onSaved }: Props) {
  const d = withTerms(getFragmentData(EditDistributionFragment, ref));
  // Null when the caller cannot see the program: the rate field is then offered and the API decides.
  const programCurrency = d.program?.currency ?? null;
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const [update, { loading }] = useMutation(UpdateDistributionDocument);
  const form = useForm<DistributionFormValues>({
    initialValues: {
      distributionName: d.distributionName,
      distributionType: d.distributionType,
      distributionSummary: d.distributionSummary ?? '',
      beneficiaryListId: d.beneficiaryList.beneficiaryListId,
      amountPerBeneficiary: major(d.amountPerBeneficiary),
      amountPerBeneficiaryCurrency: d.amountPerBeneficiaryCurrency,
      exchangeRate: d.exchangeRate ?? '',
      includeDependants: d.includeDependants,
      amountPerDependant: major(d.amountPerDependant),
      items: d.items.map((item) => ({
        name: item.name,
        unit: item.unit,
        quantityPerBeneficiary: String(item.quantityPerBeneficiary),
        quantityPerDependant: String(item.quantityPerDependant),
      })),
      validUntil: d.validUntil ?? '',
      requestPhoto: d.requestPhoto,
      requestSignature: d.requestSignature,
      distributionPdms: d.distributionPdms.map((p) => ({ question: p.question, answerType: p.answerType })),
      additionalInfo: d.additionalInfo ?? '',
    },
    validate: (values) => formErrors(t, checkDistribution(values, d.programId, programCurrency).errors),
  });

  const { frame } = useFormSubmit(form, async (values: DistributionFormValues) => {
    const { input } = checkDistribution(values, d.programId, programCurrency);
    if (!input) return;
    // Fixed at creation: not part of a change.
    const { programId: _program, beneficiaryListId: _list, distributionType: _type, ...change } = input;
    const saved = (await update({ variables: { id: d.distributionId, input: change } })).data?.updateDistribution;
    return whenDistributionSaved(t, saved, onSaved, form.setErrors);
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('distributions.form.editTitle')}
      size="xl"
      {...frame}
      testId="edit-distribution-form"
      busy={loading}
      cancelLabel={t('distributions.form.cancel')}
      submitLabel={t('distributions.form.save')}
    >
      <TextInput
        label={t('distributions.form.name')}
        withAsterisk
        {...form.getInputProps('distributionName')}
        data-autofocus
      />
      <Textarea
        label={t('distributions.form.summary')}
        autosize
        minRows={2}
        {...form.getInputProps('distributionSummary')}
      />
      <DistributionFields form={form} currency={d.amountPerBeneficiaryCurrency} programCurrency={programCurrency} />
    </FormModal>
  );
}
