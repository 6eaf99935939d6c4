// The repeated parts of the distribution form: an IN_KIND distribution's items and the monitoring questions.
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PdmAnswerType } from '../generated/graphql.js';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';
import { type DistributionFormValues, EMPTY_ITEM, EMPTY_PDM } from './distributionForm.js';

type Form = UseFormReturnType<DistributionFormValues>;

const ANSWER_TYPES: readonly PdmAnswerType[] = ['TEXT', 'NUMBER', 'YES_NO', 'RATING'];

export function ItemFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const dependants = form.values.includeDependants;
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
      {form.values.items.map((_, i) => (
        // Items have no id of their own; their place in the list is what the API's errors name too.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput label={t('distributions.form.itemName')} {...form.getInputProps(`items.${i}.name`)} />
          <TextInput label={t('distributions.form.itemUnit')} w={90} {...form.getInputProps(`items.${i}.unit`)} />
          <TextInput
            label={t('distributions.form.quantityPerBeneficiary')}
            inputMode="decimal"
            onKeyDown={keyFilter(KEY_PATTERNS.amount)}
            {...form.getInputProps(`items.${i}.quantityPerBeneficiary`)}
          />
          {dependants && (
            <TextInput
              label={t('distributions.form.quantityPerDependant')}
              inputMode="decimal"
              onKeyDown={keyFilter(KEY_PATTERNS.amount)}
              {...form.getInputProps(`items.${i}.quantityPerDependant`)}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('distributions.form.removeItem')}
            onClick={() => form.removeListItem('items', i)}
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
          onClick={() => form.insertListItem('items', { ...EMPTY_ITEM })}
        >
          {t('distributions.form.addItem')}
        </Button>
      </Group>
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
      {form.values.distributionPdms.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; the API's errors name their place.
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
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
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('distributions.form.removePdm')}
            onClick={() => form.removeListItem('distributionPdms', i)}
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
          onClick={() => form.insertListItem('distributionPdms', { ...EMPTY_PDM })}
        >
          {t('distributions.form.addPdm')}
        </Button>
      </Group>
    </Stack>
  );
}
