// The "New list" form (@mantine/form): name, comments, status and the list's extra properties (rows of key, label,
// type), checked with the API's own schema before sending; the server's field errors are shown on their fields.
import { BENEFICIARY_LIST_STATUSES, BENEFICIARY_PROPERTY_TYPES } from '@aid/common/beneficiaries';
import type { FieldErrorCode } from '@aid/common/errors';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, type ShownFieldError, showRefusal } from '../i18n/fieldErrors.js';
import { FormModal, useFormSubmit } from '../ui/FormModal.js';
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

  const { formError, setFormError, submit } = useFormSubmit(async (values: ListFormValues) => {
    const { input } = checkList(values);
    if (!input) return;
    const { data } = await createList({ variables: { input } });
    const result = data?.createBeneficiaryList;
    if (result?.beneficiaryList) {
      onCreated(result.beneficiaryList);
      return;
    }
    const isField = (name: string): name is string => isListFormField(name);
    const shown = showRefusal(t, result, isField, () => {}, t('beneficiaryLists.form.errors.failed'));
    // Placed with this form's own wording (property keys), as the client-side check does.
    form.setErrors(
      Object.fromEntries(
        (result?.fieldErrors ?? []).filter((e) => isField(e.field)).map((e) => [e.field, errorText(t, e)]),
      ),
    );
    return shown;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a form opened again starts empty; `form` is stable.
  useEffect(() => {
    if (!opened) return;
    form.reset();
    setFormError(null);
  }, [opened]);

  const properties = form.getValues().propertyList;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('beneficiaryLists.form.title')}
      size="xl"
      onSubmit={form.onSubmit(submit)}
      testId="create-list-form"
      error={formError}
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
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('beneficiaryLists.form.properties')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('beneficiaryLists.form.propertiesHint')}
        </Text>
      </Stack>
      {properties.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-properties">
          {t('beneficiaryLists.form.noProperties')}
        </Text>
      )}
      {properties.map((_, index) => (
        // Rows have no id of their own until saved; the position is what the form and the errors use.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Group key={index} align="flex-start" wrap="nowrap" data-testid="property-row">
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
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('beneficiaryLists.form.removeProperty', { index: index + 1 })}
            onClick={() => form.removeListItem('propertyList', index)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => form.insertListItem('propertyList', { ...EMPTY_PROPERTY })}
        >
          {t('beneficiaryLists.form.addProperty')}
        </Button>
      </Group>
    </FormModal>
  );
}
