// The beneficiary list report's filters, each kept in the URL (reportParams): lists, creation period,
// nationalities, genders, age bands, the registrations' interval, and any list-engine condition on beneficiary
// fields (the lists' own filter builder). A choice changes the URL, which re-runs the report.
import { BENEFICIARY_LIST, type CREATION_METHODS } from '@aid/common/beneficiaries';
import { GENDERS } from '@aid/common/enums';
import { AGE_BANDS } from '@aid/common/reports';
import { useQuery } from '@apollo/client/react';
import { Button, Group, MultiSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBuilder } from '../list/FilterBuilder.js';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';
import { useReportLabels } from './charts/labels.js';
import { ReportCountryOptionsDocument, ReportListOptionsDocument } from './filterOptions.js';
import { beneficiaryFilterOf, beneficiaryInputOf, filterParam, type ReportParams } from './reportParams.js';

export function BeneficiaryReportFilters({ report }: { report: ReportParams }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  // A member limited to programs may not list lists or countries: the other filters still work.
  const lists = useQuery(ReportListOptionsDocument, { errorPolicy: 'all' });
  const countries = useQuery(ReportCountryOptionsDocument, { errorPolicy: 'all' });
  const input = beneficiaryInputOf(report.params);
  const rawFilter = report.params.get('filter');
  // The builder re-reads its rows when this changes identity: only when the URL's filter does.
  const filter = useMemo(() => beneficiaryFilterOf(rawFilter), [rawFilter]);
  const listData = (lists.data?.beneficiaryLists.edges ?? []).map(({ node }) => ({
    value: node.beneficiaryListId,
    label: node.listType === 'MASTER' ? t('reports.filters.masterList', { name: node.listName }) : node.listName,
  }));
  const countryData = (countries.data?.countries ?? []).map((c) => ({ value: c.alpha2, label: c.name }));

  return (
    <Paper withBorder p="md" data-testid="report-filters">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <MultiSelect
            label={t('reports.filters.lists')}
            placeholder={input.listIds ? undefined : t('reports.filters.allLists')}
            data={listData}
            value={(input.listIds ?? []).map(String)}
            onChange={(value) => report.set({ lists: value })}
            searchable
            clearable
            data-testid="filter-lists"
          />
          <TextInput
            type="date"
            label={t('reports.filters.createdFrom')}
            value={input.createdFrom ?? ''}
            onChange={(e) => report.set({ from: e.currentTarget.value || null })}
            data-testid="filter-from"
          />
          <TextInput
            type="date"
            label={t('reports.filters.createdTo')}
            value={input.createdTo ?? ''}
            onChange={(e) => report.set({ to: e.currentTarget.value || null })}
            data-testid="filter-to"
          />
          <MultiSelect
            label={t('reports.filters.nationalities')}
            data={countryData}
            value={input.nationalities ?? []}
            onChange={(value) => report.set({ nationalities: value })}
            searchable
            clearable
            data-testid="filter-nationalities"
          />
          <MultiSelect
            label={t('reports.filters.genders')}
            data={GENDERS.map((g) => ({ value: g, label: labels.gender(g) }))}
            value={input.genders ?? []}
            onChange={(value) => report.set({ genders: value })}
            clearable
            data-testid="filter-genders"
          />
          <MultiSelect
            label={t('reports.filters.ageBands')}
            data={AGE_BANDS.map((b) => ({ value: b, label: labels.ageBand(b) }))}
            value={input.ageBands ?? []}
            onChange={(value) => report.set({ ages: value })}
            clearable
            data-testid="filter-ages"
          />
        </SimpleGrid>
        <Group gap="xs">
          <Text size="sm" fw={500} id="report-interval">
            {t('reports.filters.interval')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-interval"
            value={input.interval ?? 'MONTH'}
            onChange={(value) => report.set({ interval: value === 'MONTH' ? null : value })}
            data={[
              { value: 'WEEK', label: t('reports.filters.WEEK') },
              { value: 'MONTH', label: t('reports.filters.MONTH') },
            ]}
            data-testid="filter-interval"
          />
        </Group>
        <FilterBuilder
          declaration={BENEFICIARY_LIST}
          fieldLabel={(field) => t(`beneficiaries.fields.${field}`)}
          enumLabel={(field, value) =>
            field === 'GENDER'
              ? labels.gender(value)
              : labels.creationMethod(value as (typeof CREATION_METHODS)[number])
          }
          initial={filter}
          onApply={(next) => report.set({ filter: filterParam(next) })}
        />
        <LoadErrorAlert
          error={lists.error ?? countries.error}
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
