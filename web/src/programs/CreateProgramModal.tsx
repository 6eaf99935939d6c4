// The "Create program" form: checks what it can on the client, then shows the server's typed field errors
// next to the fields they concern.

import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/apollo.js';
import { parseMajorUnits } from '../app/format.js';
import { KEY_PATTERNS, keyFilter } from '../app/keyFilter.js';
import { graphql } from '../generated/gql.js';
import type { CreateProgramInput, ProgramStatus, ProgramType } from '../generated/graphql.js';
import { PROGRAM_STATUS_VALUES, PROGRAM_TYPE_VALUES } from './filter.js';

export const CreateProgramDocument = graphql(`
  mutation CreateProgram($input: CreateProgramInput!) {
    createProgram(input: $input) {
      program {
        programId
        programName
      }
      code
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

type FormValues = {
  programName: string;
  description: string;
  programType: ProgramType;
  programStatus: ProgramStatus;
  currency: string;
  budget: string;
  startDate: string;
  endDate: string;
};
type FieldName = keyof FormValues;

const EMPTY: FormValues = {
  programName: '',
  description: '',
  programType: 'CASH',
  programStatus: 'ACTIVE',
  currency: '',
  budget: '',
  startDate: '',
  endDate: '',
};

const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];
const isFieldName = (name: string): name is FieldName => (FIELD_NAMES as string[]).includes(name);

type Props = {
  opened: boolean;
  onClose: () => void;
  onCreated: (program: { programId: string; programName: string }) => void;
};

export function CreateProgramModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createProgram, { loading }] = useMutation(CreateProgramDocument);

  useEffect(() => {
    if (!opened) return;
    setValues(EMPTY);
    setFieldErrors({});
    setFormError(null);
  }, [opened]);

  const set = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFieldErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const validate = (): { input?: CreateProgramInput; errors: Partial<Record<FieldName, string>> } => {
    const errors: Partial<Record<FieldName, string>> = {};
    const programName = values.programName.trim();
    if (!programName) errors.programName = t('programs.form.errors.nameRequired');
    const currency = values.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) errors.currency = t('programs.form.errors.currencyInvalid');
    const budget = values.budget.trim() === '' ? null : parseMajorUnits(values.budget);
    if (budget === null && values.budget.trim() !== '') errors.budget = t('programs.form.errors.budgetInvalid');
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      errors.endDate = t('programs.form.errors.endBeforeStart');
    }
    if (Object.keys(errors).length > 0) return { errors };
    return {
      errors,
      input: {
        programName,
        description: values.description.trim() || null,
        programType: values.programType,
        programStatus: values.programStatus,
        currency,
        budget,
        startDate: values.startDate || null,
        endDate: values.endDate || null,
      },
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { input, errors } = validate();
    setFieldErrors(errors);
    if (!input) return;
    try {
      const { data } = await createProgram({ variables: { input } });
      const result = data?.createProgram;
      if (result?.program) {
        onCreated(result.program);
        return;
      }
      const serverErrors: Partial<Record<FieldName, string>> = {};
      const unplaced: string[] = [];
      for (const e of result?.fieldErrors ?? []) {
        if (isFieldName(e.field)) serverErrors[e.field] = e.message;
        else unplaced.push(e.message);
      }
      setFieldErrors(serverErrors);
      const message = [result?.message, ...unplaced].filter(Boolean).join(' ');
      setFormError(message || (Object.keys(serverErrors).length === 0 ? t('programs.form.errors.failed') : null));
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('programs.form.title')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="create-program-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('programs.form.name')}
            withAsterisk
            value={values.programName}
            onChange={(e) => set('programName', e.currentTarget.value)}
            error={fieldErrors.programName}
            data-autofocus
          />
          <Textarea
            label={t('programs.form.description')}
            autosize
            minRows={2}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={fieldErrors.description}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('programs.form.type')}
              value={values.programType}
              onChange={(e) => set('programType', e.currentTarget.value)}
              error={fieldErrors.programType}
              data={PROGRAM_TYPE_VALUES.map((v) => ({ value: v, label: t(`programs.types.${v}`) }))}
            />
            <NativeSelect
              label={t('programs.form.status')}
              value={values.programStatus}
              onChange={(e) => set('programStatus', e.currentTarget.value)}
              error={fieldErrors.programStatus}
              data={PROGRAM_STATUS_VALUES.map((v) => ({ value: v, label: t(`programs.statuses.${v}`) }))}
            />
            <TextInput
              label={t('programs.form.currency')}
              description={t('programs.form.currencyHint')}
              withAsterisk
              maxLength={3}
              autoCapitalize="characters"
              value={values.currency}
              onChange={(e) => set('currency', e.currentTarget.value.toUpperCase())}
              error={fieldErrors.currency}
            />
            <TextInput
              label={t('programs.form.budget')}
              description={t('programs.form.budgetHint')}
              inputMode="decimal"
              value={values.budget}
              onChange={(e) => set('budget', e.currentTarget.value)}
              onKeyDown={keyFilter(KEY_PATTERNS.amount)}
              error={fieldErrors.budget}
            />
            <TextInput
              type="date"
              label={t('programs.form.startDate')}
              value={values.startDate}
              onChange={(e) => set('startDate', e.currentTarget.value)}
              error={fieldErrors.startDate}
            />
            <TextInput
              type="date"
              label={t('programs.form.endDate')}
              value={values.endDate}
              onChange={(e) => set('endDate', e.currentTarget.value)}
              error={fieldErrors.endDate}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('programs.form.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('programs.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
