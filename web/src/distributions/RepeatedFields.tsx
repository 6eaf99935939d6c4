// The repeated parts of the distribution form: an IN_KIND distribution's items and the monitoring questions.
import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PdmAnswerType } from '../generated/graphql.js';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';
import { RepeatedRows } from '../ui/RepeatedRows.js';
import { type DistributionFormValues, EMPTY_ITEM, EMPTY_PDM } from './distributionForm.js';

type Form = UseFormReturnType<DistributionFormValues>;

const ANSWER_TYPES: readonly PdmAnswerType[] = ['TEXT', 'NUMBER', 'YES_NO', 'RATING'];

export function ItemFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const dependants = form.values.includeDependants;
  const quantity = (i: number, field: 'quantityPerBeneficiary' | 'quantityPerDependant') => (
    <TextInput
      label={t(`distributions.form.${field}`)}
      inputMode="decimal"
      onKeyDown={keyFilter(KEY_PATTERNS.amount)}
      {...form.getInputProps(`items.${i}.${field}`)}
    />
  );
  return (
    <Stack gap="xs" data-testid="distribution-items">
      <Text fw={500} size="sm">
        {t('distributions.form.items')}
      </Text>
      {form.errors.items && (
        <Text c="red" size="sm" role="alert">
          {form.errors.items}
        </Text>
      )}
      <RepeatedRows
        form={form}
        path="items"
        rows={form.values.items}
        empty={EMPTY_ITEM}
        removeLabel={() => t('distributions.form.removeItem')}
        addLabel={t('distributions.form.addItem')}
        gap="xs"
      >
        {(i) => (
          <>
            <TextInput label={t('distributions.form.itemName')} {...form.getInputProps(`items.${i}.name`)} />
            <TextInput label={t('distributions.form.itemUnit')} w={90} {...form.getInputProps(`items.${i}.unit`)} />
            {quantity(i, 'quantityPerBeneficiary')}
            {dependants && quantity(i, 'quantityPerDependant')}
          </>
        )}
      </RepeatedRows>
    </Stack>
  );
}

export function PdmFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="distribution-pdms">
      <Text fw={500} size="sm">
        {t('distributions.form.pdms')}
      </Text>
      <RepeatedRows
        form={form}
        path="distributionPdms"
        rows={form.values.distributionPdms}
        empty={EMPTY_PDM}
        removeLabel={() => t('distributions.form.removePdm')}
        addLabel={t('distributions.form.addPdm')}
        gap="xs"
      >
        {(i) => (
          <>
            <TextInput
              style={{ flex: 1 }}
              label={t('distributions.form.pdmQuestion')}
              {...form.getInputProps(`distributionPdms.${i}.question`)}
            />
            <NativeSelect
              label={t('distributions.form.pdmAnswerType')}
              {...form.getInputProps(`distributionPdms.${i}.answerType`)}
              data={ANSWER_TYPES.map((v) => ({ value: v, label: t(`distributions.answerTypes.${v}`) }))}
            />
          </>
        )}
      </RepeatedRows>
    </Stack>
  );
}
