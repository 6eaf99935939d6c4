// The "Create program" form (@mantine/form): checked with the API's own schema before sending, then the server's
// typed field errors shown next to the fields they concern, in the user's language.

import { PROGRAM_STATUSES, PROGRAM_TYPES } from '@aid/common/enums';
import { useMutation } from '@apollo/client/react';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS, fieldErrorText, showRefusal } from '../i18n/fieldErrors.js';
import { FormModal, useFormSubmit, whenSaved } from '../ui/FormModal.js';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';
import { BUDGET_NOT_AN_AMOUNT, checkProgram, EMPTY_PROGRAM, type ProgramFormValues } from './programForm.js';

export const CreateProgramDocument = graphql(`
  mutation CreateProgram($input: CreateProgramInput!) {
    createProgram(input: $input) {
      program {
        programId
        programName
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

type FieldName = keyof ProgramFormValues;
const FIELD_NAMES = Object.keys(EMPTY_PROGRAM) as FieldName[];
const isFieldName = (name: string): name is FieldName => (FIELD_NAMES as string[]).includes(name);

type Props = {
  opened: boolean;
  onClose: () => void;
  onCreated: (program: { programId: string; programName: string }) => void;
};

export function CreateProgramModal({ opened, onClose, onCreated }: Props) {
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const [createProgram, { loading }] = useMutation(CreateProgramDocument);
  // The same schema as the gateway and the API; its codes are shown in the user's language.
  const form = useForm<ProgramFormValues>({
    initialValues: EMPTY_PROGRAM,
    validate: (values) => {
      const checked = checkProgram(values);
      return Object.fromEntries(
        (checked.errors ?? []).map((e) => [
          e.field,
          e.code === BUDGET_NOT_AN_AMOUNT ? t('programs.form.errors.budgetInvalid') : fieldErrorText(t, e),
        ]),
      );
    },
  });

  // A form opened again starts empty.
  const reopened = { opened, reset: () => form.reset() };
  const { frame } = useFormSubmit(
    form,
    async (values: ProgramFormValues) => {
      const { input } = checkProgram(values);
      if (!input) return;
      const result = (await createProgram({ variables: { input } })).data?.createProgram;
      return whenSaved(result?.program, onCreated, () =>
        showRefusal(t, result, isFieldName, form.setErrors, t('programs.form.errors.failed')),
      );
    },
    reopened,
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('programs.form.title')}
      size="lg"
      {...frame}
      testId="create-program-form"
      busy={loading}
      cancelLabel={t('programs.form.cancel')}
      submitLabel={t('programs.form.submit')}
    >
      <TextInput label={t('programs.form.name')} withAsterisk {...form.getInputProps('programName')} data-autofocus />
      <Textarea label={t('programs.form.description')} autosize minRows={2} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('programs.form.type')}
          {...form.getInputProps('programType')}
          data={PROGRAM_TYPES.map((v) => ({ value: v, label: t(`programs.types.${v}`) }))}
        />
        <NativeSelect
          label={t('programs.form.status')}
          {...form.getInputProps('programStatus')}
          data={PROGRAM_STATUSES.map((v) => ({ value: v, label: t(`programs.statuses.${v}`) }))}
        />
        <TextInput
          label={t('programs.form.currency')}
          description={t('programs.form.currencyHint')}
          withAsterisk
          maxLength={3}
          autoCapitalize="characters"
          {...form.getInputProps('currency')}
          onChange={(e) => form.setFieldValue('currency', e.currentTarget.value.toUpperCase())}
        />
        <TextInput
          label={t('programs.form.budget')}
          description={t('programs.form.budgetHint')}
          inputMode="decimal"
          {...form.getInputProps('budget')}
          onKeyDown={keyFilter(KEY_PATTERNS.amount)}
        />
        <TextInput type="date" label={t('programs.form.startDate')} {...form.getInputProps('startDate')} />
        <TextInput type="date" label={t('programs.form.endDate')} {...form.getInputProps('endDate')} />
      </SimpleGrid>
    </FormModal>
  );
}
