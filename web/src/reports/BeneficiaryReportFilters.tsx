// The beneficiary list report's filters, each kept in the URL (reportParams): lists, creation period,
// nationalities, genders, age bands, the registrations' interval, and any list-engine condition on beneficiary
// fields (the lists' own filter builder). A choice changes the URL, which re-runs the report.
import { BENEFICIARY_LIST, type CREATION_METHODS } from '@aid/common/beneficiaries';
import { GENDERS } from '@aid/common/enums';
import { AGE_BANDS } from '@aid/common/reports';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBuilder } from '../list/FilterBuilder.js';
import { useReportLabels } from './charts/labels.js';
import { ChoiceFilter, FiltersPanel, optionsOf, PeriodFilter } from './FilterControls.js';
import { useCountryOptions, useListOptions } from './filterOptions.js';
import { beneficiaryFilterOf, beneficiaryInputOf, filterParam, type ReportParams } from './reportParams.js';

export function BeneficiaryReportFilters({ report }: { report: ReportParams }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const lists = useListOptions();
  const countries = useCountryOptions();
  const input = beneficiaryInputOf(report.params);
  const rawFilter = report.params.get('filter');
  // The builder re-reads its rows when this changes identity: only when the URL's filter does.
  const filter = useMemo(() => beneficiaryFilterOf(rawFilter), [rawFilter]);

  return (
    <FiltersPanel
      report={report}
      error={lists.error ?? countries.error}
      below={
        <>
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
        </>
      }
    >
      <ChoiceFilter
        report={report}
        param="lists"
        label={t('reports.filters.lists')}
        placeholder={t('reports.filters.allLists')}
        options={lists.options}
        value={input.listIds}
        searchable
      />
      <PeriodFilter
        report={report}
        period={{ from: input.createdFrom, to: input.createdTo }}
        labels={{ from: t('reports.filters.createdFrom'), to: t('reports.filters.createdTo') }}
      />
      <ChoiceFilter
        report={report}
        param="nationalities"
        label={t('reports.filters.nationalities')}
        options={countries.options}
        value={input.nationalities}
        searchable
      />
      <ChoiceFilter
        report={report}
        param="genders"
        label={t('reports.filters.genders')}
        options={optionsOf(GENDERS, labels.gender)}
        value={input.genders}
      />
      <ChoiceFilter
        report={report}
        param="ages"
        label={t('reports.filters.ageBands')}
        options={optionsOf(AGE_BANDS, labels.ageBand)}
        value={input.ageBands}
      />
    </FiltersPanel>
  );
}
