// "New form": a name, what it is for and the list its submissions join, checked with the API's own schema before
// sending; the server's refusals shown next to their fields. The draft starts as the API makes it (one empty page in
// English) and the builder opens on it.
import { fieldError } from '@aid/common/errors';
import { createSmartFormSchema } from '@aid/common/smart-forms';
import { validate } from '@aid/common/validation';
import { useMutation } from '@apollo/client/react';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, showRefusal } from '../i18n/fieldErrors.js';
import { SMART_FORMS_TEXTS } from '../i18n/smartForms.js';
import { FormModal, useFormSubmit, whenSaved } from '../ui/FormModal.js';
import { CreateSmartFormDocument } from './operations.js';
import { TargetListSelect } from './TargetListSelect.js';

export type NewSmartFormValues = { formName: string; description: string; targetListId: string };

const EMPTY: NewSmartFormValues = { formName: '', description: '', targetListId: '' };
const FIELDS = Object.keys(EMPTY) as (keyof NewSmartFormValues)[];
const isField = (name: string): name is keyof NewSmartFormValues => (FIELDS as string[]).includes(name);

/** The values as the API takes them, or the field errors it would answer (a list not chosen is REQUIRED). */
export function checkNewSmartForm(values: NewSmartFormValues) {
  const result = validate(createSmartFormSchema, {
    formName: values.formName,
    description: values.description,
    targetListId: values.targetListId,
  });
  if (!values.targetListId) {
    const others = result.ok ? [] : result.fieldErrors.filter((e) => e.field !== 'targetListId');
    return { input: null, errors: [...others, fieldError('targetListId', 'REQUIRED')] };
  }
  if (!result.ok) return { input: null, errors: result.fieldErrors };
  const { formName, description, targetListId } = result.value;
  return { input: { formName, description: description ?? null, targetListId }, errors: [] };
}

type Props = {
  onClose: () => void;
  onCreated: (smartForm: { smartFormId: string; formName: string }) => void;
};

export function CreateSmartFormModal({ onClose, onCreated }: Props) {
  useTextBundle(FIELD_ERROR_TEXTS);
  useTextBundle(SMART_FORMS_TEXTS);
  const { t } = useTranslation();
  const [create, { loading }] = useMutation(CreateSmartFormDocument);
  const form = useForm<NewSmartFormValues>({
    initialValues: EMPTY,
    validate: (values) =>
      Object.fromEntries(checkNewSmartForm(values).errors.map((e) => [e.field, fieldErrorText(t, e)])),
  });
  const { frame } = useFormSubmit(form, async (values: NewSmartFormValues) => {
    const { input } = checkNewSmartForm(values);
    if (!input) return;
    const result = (await create({ variables: { input } })).data?.createSmartForm;
    return whenSaved(result?.smartForm, onCreated, () =>
      showRefusal(t, result, isField, form.setErrors, t('smartForms.form.failed')),
    );
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('smartForms.form.title')}
      size="lg"
      {...frame}
      testId="create-smart-form"
      busy={loading}
      cancelLabel={t('smartForms.form.cancel')}
      submitLabel={t('smartForms.form.submit')}
      submitTestId="create-smart-form-submit"
    >
      <TextInput
        label={t('smartForms.form.name')}
        withAsterisk
        data-autofocus
        data-testid="smart-form-name"
        {...form.getInputProps('formName')}
      />
      <Textarea
        label={t('smartForms.form.description')}
        autosize
        minRows={2}
        data-testid="smart-form-description"
        {...form.getInputProps('description')}
      />
      <TargetListSelect
        value={form.values.targetListId}
        onChange={(listId) => form.setFieldValue('targetListId', listId)}
        error={form.errors.targetListId}
      />
    </FormModal>
  );
}
