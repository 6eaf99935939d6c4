// Filter builder: rows of field × operator × value, joined by AND or OR, applied as a ProgramFilter.
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFilter, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOperator, LogicalConnector, ProgramField, ProgramFilter } from '../generated/graphql.js';
import {
  buildProgramFilter,
  enumValues,
  FIELD_KINDS,
  type FilterRow,
  newRow,
  OPERATORS,
  operatorKind,
  PROGRAM_FIELDS,
  type RowError,
} from './filter.js';

type Props = { onApply: (filter: ProgramFilter | undefined) => void };

function enumLabelKey(field: ProgramField, value: string) {
  return field === 'PROGRAM_TYPE'
    ? (`programs.types.${value as 'CASH'}` as const)
    : (`programs.statuses.${value as 'ACTIVE'}` as const);
}

function ValueInputs({
  row,
  error,
  onChange,
}: {
  row: FilterRow;
  error: RowError | undefined;
  onChange: (change: Partial<FilterRow>) => void;
}) {
  const { t } = useTranslation();
  const kind = operatorKind(row.operator);
  const fieldKind = FIELD_KINDS[row.field];
  const errorText = error ? t(`filter.errors.${error}`) : undefined;
  const inputType = fieldKind === 'date' && kind !== 'list' ? 'date' : 'text';
  const inputMode = fieldKind === 'money' ? 'decimal' : undefined;

  if (kind === 'none') return null;
  if (kind === 'range') {
    return (
      <>
        <TextInput
          label={t('filter.from')}
          type={inputType}
          inputMode={inputMode}
          value={row.value}
          onChange={(e) => onChange({ value: e.currentTarget.value })}
          error={errorText}
        />
        <TextInput
          label={t('filter.to')}
          type={inputType}
          inputMode={inputMode}
          value={row.secondValue}
          onChange={(e) => onChange({ secondValue: e.currentTarget.value })}
          error={Boolean(errorText)}
        />
      </>
    );
  }
  if (kind === 'single' && fieldKind === 'enum') {
    return (
      <NativeSelect
        label={t('filter.value')}
        value={row.value}
        onChange={(e) => onChange({ value: e.currentTarget.value })}
        error={errorText}
        data={[
          { value: '', label: '' },
          ...enumValues(row.field).map((v) => ({ value: v, label: t(enumLabelKey(row.field, v)) })),
        ]}
      />
    );
  }
  return (
    <TextInput
      label={t('filter.value')}
      description={kind === 'list' ? t('filter.valuesHint') : undefined}
      type={inputType}
      inputMode={inputMode}
      value={row.value}
      onChange={(e) => onChange({ value: e.currentTarget.value })}
      error={errorText}
    />
  );
}

export function FilterBuilder({ onApply }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FilterRow[]>([]);
  const [connector, setConnector] = useState<LogicalConnector>('AND');
  const [errors, setErrors] = useState<Record<number, RowError>>({});

  const update = (id: number, change: Partial<FilterRow>) => {
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...change } : row)));
    setErrors(({ [id]: _dropped, ...rest }) => rest);
  };

  const apply = () => {
    const built = buildProgramFilter(rows, connector);
    setErrors(built.errors);
    if (Object.keys(built.errors).length === 0) onApply(built.filter);
  };

  const clear = () => {
    setRows([]);
    setErrors({});
    setConnector('AND');
    onApply(undefined);
  };

  return (
    <Paper withBorder p="md" data-testid="filter-builder">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconFilter size={18} aria-hidden="true" />
            <Text fw={600}>{t('filter.title')}</Text>
          </Group>
          {rows.length > 1 && (
            <Group gap="xs">
              <Text size="sm" id="filter-connector-label">
                {t('filter.connector')}
              </Text>
              <SegmentedControl
                aria-labelledby="filter-connector-label"
                size="xs"
                value={connector}
                onChange={(value) => setConnector(value as LogicalConnector)}
                data={[
                  { value: 'AND', label: t('filter.and') },
                  { value: 'OR', label: t('filter.or') },
                ]}
                data-testid="filter-connector"
              />
            </Group>
          )}
        </Group>

        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('filter.noConditions')}
          </Text>
        )}

        {rows.map((row) => (
          <Group key={row.id} align="flex-start" gap="sm" wrap="wrap" data-testid="filter-row">
            <NativeSelect
              label={t('filter.field')}
              value={row.field}
              onChange={(e) =>
                update(row.id, { field: e.currentTarget.value as ProgramField, value: '', secondValue: '' })
              }
              data={PROGRAM_FIELDS.map((field) => ({ value: field, label: t(`programs.fields.${field}`) }))}
            />
            <NativeSelect
              label={t('filter.operator')}
              value={row.operator}
              onChange={(e) => update(row.id, { operator: e.currentTarget.value as FilterOperator })}
              data={OPERATORS.map((op) => ({ value: op, label: t(`filter.operators.${op}`) }))}
            />
            <ValueInputs row={row} error={errors[row.id]} onChange={(change) => update(row.id, change)} />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={t('filter.removeCondition')}
              onClick={() => {
                setRows((all) => all.filter((r) => r.id !== row.id));
                setErrors(({ [row.id]: _dropped, ...rest }) => rest);
              }}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}

        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setRows((all) => [...all, newRow()])}
          >
            {t('filter.addCondition')}
          </Button>
          <Group gap="xs">
            <Button variant="subtle" onClick={clear}>
              {t('filter.clear')}
            </Button>
            <Button onClick={apply}>{t('filter.apply')}</Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
