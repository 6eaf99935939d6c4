// The "New list" form (@mantine/form): name, comments, status and the list's extra properties (rows of key, label,
// type), checked with the API's own schema before sending; the server's field errors are shown on their fields.
import { BENEFICIARY_LIST_STATUSES, BENEFICIARY_PROPERTY_TYPES } from '@aid/common/beneficiaries';
import type { FieldErrorCode } from '@aid/common/errors';
import { useMutation } from '@apollo/client/react';
import { NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, type ShownFieldError } from '../i18n/fieldErrors.js';
import { FieldHeading } from '../ui/FieldHeading.js';
import { FormModal, useFormSubmit, whenSaved } from '../ui/FormModal.js';
import { RepeatedRows } from '../ui/RepeatedRows.js';
import { showWordedRefusal } from '../ui/refusal.js';
import { checkList, EMPTY_LIST, EMPTY_PROPERTY, isListFormField, type ListFormValues } from './listForm.js';

export const CreateBeneficiaryListDocument = graphql(`
  mutation CreateBeneficiaryList($input: CreateBeneficiaryListInput!) {
    createBeneficiaryList(input: $input) {
      beneficiaryList {
        beneficiaryListId
        listName
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

/** A property key's errors say what a key is; the generic texts ("already used in this organisation") would not. */
function errorText(t: TFunction, error: ShownFieldError & { field: string }): string {
  if (/^propertyList\.\d+\.key$/.test(error.field)) {
    const code: FieldErrorCode = error.code;
    if (code === 'TAKEN') return t('beneficiaryLists.form.errors.keyDuplicate');
    if (code === 'INVALID_FORMAT') return t('beneficiaryLists.form.errors.keyInvalid');
  }
  return fieldErrorText(t, error);
}

type Props = {
  opened: boolean;
  onClose: () => void;
  onCreated: (list: { beneficiaryListId: string; listName: string }) => void;
};

export function CreateListModal({ opened, onClose, onCreated }: Props) {
  useTextBundle(FIELD_ERROR_TEXTS);
  useTextBundle(BENEFICIARIES_TEXTS);
  const { t } = useTranslation();
  const [createList, { loading }] = useMutation(CreateBeneficiaryListDocument);
  const form = useForm<ListFormValues>({
    initialValues: EMPTY_LIST,
    validate: (values) => Object.fromEntries((checkList(values).errors ?? []).map((e) => [e.field, errorText(t, e)])),
  });

  // A form opened again starts empty.
  const reopened = { opened, reset: () => form.reset() };
  const { frame } = useFormSubmit(
    form,
    async (values: ListFormValues) => {
      const { input } = checkList(values);
      if (!input) return;
      const result = (await createList({ variables: { input } })).data?.createBeneficiaryList;
      const isField = (name: string): name is string => isListFormField(name);
      // Placed with this form's own wording (property keys), as the client-side check does.
      return whenSaved(result?.beneficiaryList, onCreated, () =>
        showWordedRefusal(t, result, isField, form.setErrors, t('beneficiaryLists.form.errors.failed'), errorText),
      );
    },
    reopened,
  );

  const properties = form.getValues().propertyList;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('beneficiaryLists.form.title')}
      size="xl"
      {...frame}
      testId="create-list-form"
      busy={loading}
      cancelLabel={t('beneficiaryLists.form.cancel')}
      submitLabel={t('beneficiaryLists.form.submit')}
    >
      <TextInput
        label={t('beneficiaryLists.form.name')}
        withAsterisk
        {...form.getInputProps('listName')}
        data-autofocus
      />
      <Textarea
        label={t('beneficiaryLists.form.comments')}
        autosize
        minRows={2}
        {...form.getInputProps('listComments')}
      />
      <NativeSelect
        label={t('beneficiaryLists.form.status')}
        description={t('beneficiaryLists.form.statusHint')}
        {...form.getInputProps('status')}
        data={BENEFICIARY_LIST_STATUSES.map((v) => ({ value: v, label: t(`beneficiaryLists.statuses.${v}`) }))}
      />
      <FieldHeading
        label={t('beneficiaryLists.form.properties')}
        hint={t('beneficiaryLists.form.propertiesHint')}
        gap={4}
      />
      {properties.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-properties">
          {t('beneficiaryLists.form.noProperties')}
        </Text>
      )}
      <RepeatedRows
        form={form}
        path="propertyList"
        rows={properties}
        empty={EMPTY_PROPERTY}
        removeLabel={(index) => t('beneficiaryLists.form.removeProperty', { index: index + 1 })}
        addLabel={t('beneficiaryLists.form.addProperty')}
        rowTestId="property-row"
      >
        {(index) => (
          <>
            <TextInput
              label={t('beneficiaryLists.form.propertyKey')}
              withAsterisk
              {...form.getInputProps(`propertyList.${index}.key`)}
              style={{ flex: 1 }}
            />
            <TextInput
              label={t('beneficiaryLists.form.propertyLabel')}
              withAsterisk
              {...form.getInputProps(`propertyList.${index}.label`)}
              style={{ flex: 2 }}
            />
            <NativeSelect
              label={t('beneficiaryLists.form.propertyType')}
              {...form.getInputProps(`propertyList.${index}.type`)}
              data={BENEFICIARY_PROPERTY_TYPES.map((v) => ({
                value: v,
                label: t(`beneficiaryLists.form.propertyTypes.${v}`),
              }))}
            />
          </>
        )}
      </RepeatedRows>
    </FormModal>
  );
}
