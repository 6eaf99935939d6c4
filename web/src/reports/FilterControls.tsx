// What both reports' filter panels are made of. Each control shows its value from the report's input and changes its
// URL key (reportParams), which re-runs the report: a choice of several values, a period; and the panel around them,
// with the options' load error and a way to clear every filter.
import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';
import type { FilterOption } from './filterOptions.js';
import type { ParamChange, ReportParams } from './reportParams.js';

/** A vocabulary's values as options, each named. */
export function optionsOf<T extends string>(values: readonly T[], label: (value: T) => string): FilterOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

type ChoiceProps = {
  report: ReportParams;
  /** The URL key it changes; `filter-<param>` names the control. */
  param: keyof ParamChange;
  label: string;
  options: readonly FilterOption[];
  value: readonly (string | number)[] | null | undefined;
  /** What choosing none means, shown while none is chosen. */
  placeholder?: string;
  /** Long lists (lists, countries, programs, distributions) are searched by typing. */
  searchable?: boolean;
  /** The whole change a choice makes, where it changes more than its own key. */
  change?: (value: string[]) => ParamChange;
};

/** A choice of several values: none chosen, no filter. */
export function ChoiceFilter({ report, param, label, options, value, placeholder, searchable, change }: ChoiceProps) {
  const chosen = (value ?? []).map(String);
  return (
    <MultiSelect
      label={label}
      placeholder={chosen.length ? undefined : placeholder}
      data={options}
      value={chosen}
      onChange={(next) => report.set(change ? change(next) : { [param]: next })}
      searchable={searchable}
      clearable
      data-testid={`filter-${param}`}
    />
  );
}

type Day = 'from' | 'to';

type PeriodProps = {
  report: ReportParams;
  /** The days chosen (the input's, as the URL holds them). */
  period: Partial<Record<Day, string | null>>;
  labels: Record<Day, string>;
};

/** The first and last day (the URL's `from` and `to`), each left open when empty. */
export function PeriodFilter({ report, period, labels }: PeriodProps) {
  return (['from', 'to'] as const).map((param) => (
    <TextInput
      key={param}
      type="date"
      label={labels[param]}
      value={period[param] ?? ''}
      onChange={(e) => report.set({ [param]: e.currentTarget.value || null })}
      data-testid={`filter-${param}`}
    />
  ));
}

type PanelProps = {
  report: ReportParams;
  /** Why some options could not be read: the filters still work without them. */
  error: unknown;
  /** The controls, in a grid. */
  children: ReactNode;
  /** What goes under the grid, the whole width. */
  below?: ReactNode;
};

export function FiltersPanel({ report, error, children, below }: PanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="report-filters">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
        {below}
        <LoadErrorAlert
          error={error}
          color="yellow"
          text={(message) => t('reports.filters.optionsError', { message })}
        />
        {report.filtered && (
          <Group>
            <Button variant="subtle" onClick={report.clear} data-testid="report-filters-clear">
              {t('reports.filters.clear')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
