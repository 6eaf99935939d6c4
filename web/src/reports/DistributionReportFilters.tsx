// The distribution summary's filters, each kept in the URL (reportParams): programs, distributions (of the chosen
// programs), types, statuses and the period the distributions were created in. A choice changes the URL, which
// re-runs the report.
import { DISTRIBUTION_STATUSES, DISTRIBUTION_TYPES } from '@aid/common/distributions';
import { useTranslation } from 'react-i18next';
import { useReportLabels } from './charts/labels.js';
import { ChoiceFilter, FiltersPanel, optionsOf, PeriodFilter } from './FilterControls.js';
import { useDistributionOptions, useProgramOptions } from './filterOptions.js';
import { distributionInputOf, type ReportParams } from './reportParams.js';

export function DistributionReportFilters({ report }: { report: ReportParams }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const input = distributionInputOf(report.params);
  const programIds = (input.programIds ?? []).map(String);
  const programs = useProgramOptions();
  const distributions = useDistributionOptions(programIds);

  return (
    <FiltersPanel report={report} error={programs.error ?? distributions.error}>
      <ChoiceFilter
        report={report}
        param="programs"
        label={t('reports.filters.programs')}
        placeholder={t('reports.filters.allPrograms')}
        options={programs.options}
        value={programIds}
        searchable
        // Distributions of a program no longer chosen would be refused or silently empty: they go too.
        change={(value) => ({ programs: value, distributions: null })}
      />
      <ChoiceFilter
        report={report}
        param="distributions"
        label={t('reports.filters.distributions')}
        placeholder={t('reports.filters.allDistributions')}
        options={distributions.options}
        value={input.distributionIds}
        searchable
      />
      <ChoiceFilter
        report={report}
        param="types"
        label={t('reports.filters.types')}
        options={optionsOf(DISTRIBUTION_TYPES, labels.type)}
        value={input.types}
      />
      <ChoiceFilter
        report={report}
        param="statuses"
        label={t('reports.filters.statuses')}
        options={optionsOf(DISTRIBUTION_STATUSES, labels.status)}
        value={input.statuses}
      />
      <PeriodFilter
        report={report}
        period={input}
        labels={{ from: t('reports.filters.from'), to: t('reports.filters.to') }}
      />
    </FiltersPanel>
  );
}
