// The fields a distribution's form shares between creating and editing it: dependants, amounts or items, validity,
// hand-over proof, monitoring questions and additional information; how the form's own check errors read, and what a
// send answers.
import type { FieldError } from '@aid/common/errors';
import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { fieldErrorText, showRefusal } from '../i18n/fieldErrors.js';
import { whenSaved } from '../ui/FormModal.js';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';
import {
  type DistributionFormValues,
  emptyDistribution,
  type FormCheckError,
  isFormCheckError,
  LIST_REQUIRED,
  NOT_AN_AMOUNT,
} from './distributionForm.js';
import { ItemFields, PdmFields } from './RepeatedFields.js';

const TOP_FIELDS = Object.keys(emptyDistribution('EUR'));
/** Server errors may name nested fields (`items.0.unit`): they belong to the form when their first part does. */
const isFormField = (name: string): name is string => TOP_FIELDS.includes(name.split('.')[0] ?? '');

/** The check's errors by field, in the user's language (for @mantine/form's `validate`). */
export function formErrors(
  t: TFunction,
  errors: readonly (FieldError | FormCheckError)[] | null,
): Record<string, string> {
  return Object.fromEntries(
    (errors ?? []).map((e) => {
      if (!isFormCheckError(e)) return [e.field, fieldErrorText(t, e)];
      if (e.code === LIST_REQUIRED) return [e.field, t('distributions.form.errors.listRequired')];
      if (e.code === NOT_AN_AMOUNT) return [e.field, t('distributions.form.errors.amountInvalid')];
      return [e.field, t('distributions.form.errors.quantityInvalid')];
    }),
  );
}

/** What saving a distribution's form answers (create or edit): the distribution, or why the API refused. */
export const DistributionSavedFragment = graphql(`
  fragment DistributionSaved on DistributionResult {
    distribution {
      distributionId
      distributionName
    }
    code
    message
    reason
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
`);

/**
 * What a distribution form's send answers (see whenSaved): the saved distribution goes to `onSaved`; else the
 * refusal is placed on the form's fields, and the words for above them are returned.
 */
export function whenDistributionSaved(
  t: TFunction,
  answer: FragmentType<typeof DistributionSavedFragment> | null | undefined,
  onSaved: (distribution: { distributionId: string; distributionName: string }) => void,
  setErrors: (errors: Partial<Record<string, string>>) => void,
): string | null | undefined {
  const result = getFragmentData(DistributionSavedFragment, answer);
  return whenSaved(result?.distribution, onSaved, () =>
    showRefusal(t, result, isFormField, setErrors, t('distributions.form.errors.failed')),
  );
}

type Props = {
  form: UseFormReturnType<DistributionFormValues>;
  /** The amounts' currency when none is typed. */
  currency: string;
  /** The program's budget currency; null when the caller cannot see the program (the rate is then always asked). */
  programCurrency: string | null;
};

export function DistributionFields({ form, currency, programCurrency }: Props) {
  const { t } = useTranslation();
  const inKind = form.values.distributionType === 'IN_KIND';
  const chosen = form.values.amountPerBeneficiaryCurrency || currency;
  // Another currency than the budget's: the total is checked against the budget with the rate typed here.
  const asksRate = !inKind && (programCurrency === null || (/^[A-Z]{3}$/.test(chosen) && chosen !== programCurrency));
  return (
    <>
      <Checkbox
        label={t('distributions.form.includeDependants')}
        {...form.getInputProps('includeDependants', { type: 'checkbox' })}
      />
      {inKind ? (
        <ItemFields form={form} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('distributions.form.amountPerBeneficiary')}
            description={t('distributions.form.amountHint', {
              currency: form.values.amountPerBeneficiaryCurrency || currency,
            })}
            inputMode="decimal"
            {...form.getInputProps('amountPerBeneficiary')}
            onKeyDown={keyFilter(KEY_PATTERNS.amount)}
          />
          <TextInput
            label={t('distributions.form.currency')}
            maxLength={3}
            autoCapitalize="characters"
            {...form.getInputProps('amountPerBeneficiaryCurrency')}
            onChange={(e) => form.setFieldValue('amountPerBeneficiaryCurrency', e.currentTarget.value.toUpperCase())}
          />
          {asksRate && (
            <TextInput
              label={t('distributions.form.exchangeRate')}
              description={t('distributions.form.exchangeRateHint', {
                currency: chosen,
                programCurrency: programCurrency ?? t('distributions.view.programCurrency'),
              })}
              inputMode="decimal"
              withAsterisk={programCurrency !== null}
              {...form.getInputProps('exchangeRate')}
            />
          )}
          {form.values.includeDependants && (
            <TextInput
              label={t('distributions.form.amountPerDependant')}
              inputMode="decimal"
              {...form.getInputProps('amountPerDependant')}
              onKeyDown={keyFilter(KEY_PATTERNS.amount)}
            />
          )}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput type="date" label={t('distributions.form.validUntil')} {...form.getInputProps('validUntil')} />
        <Checkbox
          mt={28}
          label={t('distributions.form.requestPhoto')}
          {...form.getInputProps('requestPhoto', { type: 'checkbox' })}
        />
        <Checkbox
          mt={28}
          label={t('distributions.form.requestSignature')}
          {...form.getInputProps('requestSignature', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <PdmFields form={form} />
      <Textarea
        label={t('distributions.form.additionalInfo')}
        autosize
        minRows={2}
        {...form.getInputProps('additionalInfo')}
      />
    </>
  );
}
