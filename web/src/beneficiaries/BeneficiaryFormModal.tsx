// The beneficiary form, to add one (into the master list and, from a custom list's page, that list) or to edit one:
// every field of spec §3, checked with the API's own schema before sending; the server's field errors on their fields.
import { GENDERS } from '@aid/common/enums';
import { useMutation, useQuery } from '@apollo/client/react';
import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../accounts/CountrySelect.js';
import { graphql } from '../generated/gql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, type ShownFieldError } from '../i18n/fieldErrors.js';
import { FormModal, useFormSubmit, whenSaved } from '../ui/FormModal.js';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';
import { showWordedRefusal } from '../ui/refusal.js';
import { useAppState, useOptionalAppStore } from '../ui/state.js';
import {
  type BeneficiaryFormValues,
  checkBeneficiary,
  draftOf,
  EMPTY_BENEFICIARY,
  isBeneficiaryFormField,
  isEmptyDraft,
  valuesFromDraft,
} from './beneficiaryForm.js';

export const BeneficiaryCountriesDocument = graphql(`
  query BeneficiaryCountries {
    countries {
      alpha2
      ...CountryOptions_country
    }
  }
`);

export const CreateBeneficiaryDocument = graphql(`
  mutation CreateBeneficiary($input: CreateBeneficiaryInput!) {
    createBeneficiary(input: $input) {
      beneficiary {
        beneficiaryId
        firstName
        lastName
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

export const UpdateBeneficiaryDocument = graphql(`
  mutation UpdateBeneficiary($id: ID!, $input: UpdateBeneficiaryInput!) {
    updateBeneficiary(id: $id, input: $input) {
      beneficiary {
        beneficiaryId
        firstName
        lastName
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

/** The two reasons a person can fix only if told precisely; the rest read as the shared field error texts. */
function errorText(t: TFunction, error: ShownFieldError & { field: string }): string {
  if (error.field === 'dob' && error.code === 'INVALID_VALUE') return t('beneficiaries.form.errors.dobFuture');
  if (error.field === 'phoneNumber' && error.code === 'INVALID_FORMAT')
    return t('beneficiaries.form.errors.phoneFormat');
  return fieldErrorText(t, error);
}

const today = () => new Date().toISOString().slice(0, 10);

export type SavedBeneficiary = { beneficiaryId: string; firstName: string; lastName: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  onSaved: (beneficiary: SavedBeneficiary) => void;
  /** Editing this beneficiary; adding a new one without. */
  editing?: { beneficiaryId: string; values: BeneficiaryFormValues };
  /** Adding from a custom list's page: the new beneficiary joins that list too. */
  listId?: string | null;
};

export function BeneficiaryFormModal({ opened, onClose, onSaved, editing, listId }: Props) {
  useTextBundle(FIELD_ERROR_TEXTS);
  useTextBundle(BENEFICIARIES_TEXTS);
  const { t } = useTranslation();
  const countries = useQuery(BeneficiaryCountriesDocument, { skip: !opened });
  const [create, creating] = useMutation(CreateBeneficiaryDocument);
  const [update, updating] = useMutation(UpdateBeneficiaryDocument);
  const loading = creating.loading || updating.loading;
  // Spec §3 registration draft: a new registration is kept in the app state as it is typed (batched writes), and
  // picked up again when the form is opened anew, after a reload too; editing keeps no draft.
  const store = useOptionalAppStore();
  const draft = useAppState((state) => state.registrationDraft);
  const startValues = () => editing?.values ?? (draft ? valuesFromDraft(draft) : EMPTY_BENEFICIARY);
  const keepDraft = (values: BeneficiaryFormValues) => {
    if (editing || !store) return;
    store.set({ registrationDraft: isEmptyDraft(values) ? null : draftOf(values) });
  };
  const form = useForm<BeneficiaryFormValues>({
    initialValues: startValues(),
    validate: (values) =>
      Object.fromEntries((checkBeneficiary(values).errors ?? []).map((e) => [e.field, errorText(t, e)])),
    onValuesChange: keepDraft,
  });
  const saved = (beneficiary: SavedBeneficiary) => {
    // Registered: the draft has served, and another tab must not offer it again.
    if (!editing) store?.set({ registrationDraft: null }, { immediate: true });
    onSaved(beneficiary);
  };

  // Opened again, the form starts from the saved values (or the kept draft).
  const reopened = {
    opened,
    reset: () => {
      form.setValues(startValues());
      form.resetDirty();
      form.clearErrors();
    },
  };
  const { frame } = useFormSubmit(
    form,
    async (values: BeneficiaryFormValues) => {
      const { input } = checkBeneficiary(values);
      if (!input) return;
      const result = editing
        ? (await update({ variables: { id: editing.beneficiaryId, input } })).data?.updateBeneficiary
        : (await create({ variables: { input: { ...input, beneficiaryListId: listId ?? null } } })).data
            ?.createBeneficiary;
      const fallback = t('beneficiaries.form.errors.failed');
      return whenSaved(result?.beneficiary, saved, () =>
        showWordedRefusal(t, result, isBeneficiaryFormField, form.setErrors, fallback, errorText),
      );
    },
    reopened,
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t('beneficiaries.form.editTitle') : t('beneficiaries.form.addTitle')}
      size="lg"
      {...frame}
      testId="beneficiary-form"
      errorTestId="beneficiary-form-error"
      busy={loading}
      cancelLabel={t('beneficiaries.form.cancel')}
      submitLabel={editing ? t('beneficiaries.form.save') : t('beneficiaries.form.add')}
    >
      <LoadErrorAlert
        error={countries.error}
        text={(message) => t('beneficiaries.form.errors.countries', { message })}
        color="yellow"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('beneficiaries.form.firstName')}
          withAsterisk
          {...form.getInputProps('firstName')}
          data-autofocus
        />
        <TextInput label={t('beneficiaries.form.lastName')} withAsterisk {...form.getInputProps('lastName')} />
        <NativeSelect
          label={t('beneficiaries.form.gender')}
          {...form.getInputProps('gender')}
          data={[
            { value: '', label: t('beneficiaries.noValue') },
            ...GENDERS.map((g) => ({ value: g, label: t(`beneficiaries.genders.${g}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('beneficiaries.form.dob')}
          max={today()}
          min="1900-01-01"
          {...form.getInputProps('dob')}
        />
        <TextInput type="email" label={t('beneficiaries.form.email')} {...form.getInputProps('email')} />
        <TextInput
          type="tel"
          label={t('beneficiaries.form.phoneNumber')}
          description={t('beneficiaries.form.phoneHint')}
          placeholder="+41791234567"
          {...form.getInputProps('phoneNumber')}
        />
        <CountrySelect
          label={t('beneficiaries.form.nationality')}
          countries={countries.data?.countries ?? []}
          disabled={countries.loading}
          {...form.getInputProps('nationality')}
          value={form.getValues().nationality || null}
          onChange={(value) => form.setFieldValue('nationality', value ?? '')}
        />
        <TextInput
          label={t('beneficiaries.form.externalReferenceNumber')}
          {...form.getInputProps('externalReferenceNumber')}
        />
        <NumberInput
          label={t('beneficiaries.form.numberOfFamilyMembers')}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('numberOfFamilyMembers')}
          onChange={(value) => form.setFieldValue('numberOfFamilyMembers', String(value))}
        />
      </SimpleGrid>
    </FormModal>
  );
}
