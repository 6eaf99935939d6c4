// Filter builder: rows of field × operator × value, joined by AND or OR. Generic over a list's field declaration:
// it offers each field's operators only, with an input that fits its type (a day picker for dates and times, the
// values of an enum, an amount in major units). The page names the fields and values (`fieldLabel`, `enumLabel`).
import type { FieldSet, ListDeclaration } from '@aid/common/fields';
import { operatorArity } from '@aid/common/fields';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFilter, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildFilter,
  type Connector,
  type EnumLabelArgs,
  type FieldName,
  type FilterInput,
  type FilterRow,
  fieldOf,
  listParts,
  newRow,
  operatorsOf,
  type RowError,
  rowsOf,
  withField,
} from './filter.js';

export type FilterBuilderProps<F extends FieldSet> = {
  declaration: ListDeclaration<F>;
  fieldLabel: (field: FieldName<F>) => string;
  /** Called with an enum field and one of its values. */
  enumLabel: (...args: EnumLabelArgs<F>) => string;
  /** The filter in force (from the URL): the builder shows its rows, and shows them again when it changes (Back). */
  initial?: FilterInput<FieldName<F>>;
  onApply: (filter: FilterInput<FieldName<F>> | undefined) => void;
};

type ValueProps = {
  row: FilterRow;
  declaration: ListDeclaration;
  enumLabel: (field: string, value: string) => string;
  error: RowError | undefined;
  onChange: (change: Partial<FilterRow>) => void;
};

function ValueInputs({ row, declaration, enumLabel, error, onChange }: ValueProps) {
  const { t } = useTranslation();
  const field = fieldOf(declaration, row.field);
  const arity = operatorArity(row.operator);
  const errorText = error ? t(`filter.errors.${error}`) : undefined;
  if (!field || arity === 'none') return null;

  if (field.type === 'enum' || field.type === 'boolean') {
    const options =
      field.type === 'boolean'
        ? [
            { value: 'true', label: t('filter.yes') },
            { value: 'false', label: t('filter.no') },
          ]
        : (field.values ?? []).map((v) => ({ value: v, label: enumLabel(row.field, v) }));
    if (arity === 'list') {
      // Toggle buttons rather than checkboxes: the buttons are on the page already, checkboxes would be more to load.
      const chosen = listParts(row.value);
      const toggle = (value: string) =>
        onChange({
          value: (chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]).join(','),
        });
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`filter-values-${row.id}`}>
            {t('filter.value')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={`filter-values-${row.id}`}>
            {options.map((o) => (
              <Button
                key={o.value}
                size="xs"
                variant={chosen.includes(o.value) ? 'filled' : 'default'}
                aria-pressed={chosen.includes(o.value)}
                onClick={() => toggle(o.value)}
              >
                {o.label}
              </Button>
            ))}
          </Group>
          {errorText && (
            <Text size="xs" c="red">
              {errorText}
            </Text>
          )}
        </Stack>
      );
    }
    if (arity === 'single') {
      return (
        <NativeSelect
          label={t('filter.value')}
          value={row.value}
          onChange={(e) => onChange({ value: e.currentTarget.value })}
          error={errorText}
          data={[{ value: '', label: '' }, ...options]}
        />
      );
    }
  }

  const byDay = field.type === 'date' || field.type === 'timestamp';
  const input = {
    type: byDay && arity !== 'list' ? 'date' : 'text',
    inputMode: field.type === 'money' || field.type === 'number' ? ('decimal' as const) : undefined,
  };
  if (arity === 'range') {
    return (
      <>
        <TextInput
          label={t('filter.from')}
          {...input}
          value={row.value}
          onChange={(e) => onChange({ value: e.currentTarget.value })}
          error={errorText}
        />
        <TextInput
          label={t('filter.to')}
          {...input}
          value={row.secondValue}
          onChange={(e) => onChange({ secondValue: e.currentTarget.value })}
          error={Boolean(errorText)}
        />
      </>
    );
  }
  return (
    <TextInput
      label={t('filter.value')}
      description={arity === 'list' ? t('filter.valuesHint') : undefined}
      {...input}
      value={row.value}
      onChange={(e) => onChange({ value: e.currentTarget.value })}
      error={errorText}
    />
  );
}

export function FilterBuilder<F extends FieldSet>({
  declaration,
  fieldLabel,
  enumLabel,
  initial,
  onApply,
}: FilterBuilderProps<F>) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FilterRow[]>(() => rowsOf(initial, declaration));
  const [connector, setConnector] = useState<Connector>(initial?.connector ?? 'AND');
  const [errors, setErrors] = useState<Record<number, RowError>>({});
  // A filter from elsewhere (Back, a link) replaces the rows being edited, so the builder never shows one filter
  // while the list is filtered by another. `initial` keeps its identity while the URL's filter does not change.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setRows(rowsOf(initial, declaration));
    setConnector(initial?.connector ?? 'AND');
    setErrors({});
  }
  // The page's labels take only its own fields and values; the rows hold names checked against the declaration.
  const labelField = fieldLabel as (field: string) => string;
  const labelValue = enumLabel as (field: string, value: string) => string;

  const replace = (id: number, next: (row: FilterRow) => FilterRow) => {
    setRows((all) => all.map((row) => (row.id === id ? next(row) : row)));
    setErrors(({ [id]: _dropped, ...rest }) => rest);
  };

  const apply = () => {
    const built = buildFilter(rows, connector, declaration);
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
            <NativeSelect
              label={t('filter.connector')}
              size="xs"
              value={connector}
              onChange={(e) => setConnector(e.currentTarget.value as Connector)}
              data={[
                { value: 'AND', label: t('filter.and') },
                { value: 'OR', label: t('filter.or') },
              ]}
              data-testid="filter-connector"
            />
          )}
        </Group>

        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('filter.noConditions')}
          </Text>
        )}

        {rows.map((row) => {
          const field = fieldOf(declaration, row.field);
          return (
            <Group key={row.id} align="flex-start" gap="sm" wrap="wrap" data-testid="filter-row">
              <NativeSelect
                label={t('filter.field')}
                value={row.field}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  replace(row.id, (r) => withField(r, declaration, name));
                }}
                data={Object.keys(declaration.fields).map((name) => ({ value: name, label: labelField(name) }))}
              />
              <NativeSelect
                label={t('filter.operator')}
                value={row.operator}
                onChange={(e) => {
                  const operator = e.currentTarget.value as FilterRow['operator'];
                  replace(row.id, (r) => ({ ...r, operator }));
                }}
                data={(field ? operatorsOf(field) : []).map((op) => ({
                  value: op,
                  label: t(
                    field?.type === 'timestamp' || field?.type === 'date'
                      ? `filter.dayOperators.${op}`
                      : `filter.operators.${op}`,
                  ),
                }))}
              />
              <ValueInputs
                row={row}
                declaration={declaration}
                enumLabel={labelValue}
                error={errors[row.id]}
                onChange={(change) => replace(row.id, (r) => ({ ...r, ...change }))}
              />
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
          );
        })}

        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setRows((all) => [...all, newRow(declaration)])}
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
