// The distribution summary's filters, each kept in the URL (reportParams): programs, distributions (of the chosen
// programs), types, statuses and the period the distributions were created in. A choice changes the URL, which
// re-runs the report.
import { DISTRIBUTION_STATUSES, DISTRIBUTION_TYPES } from '@aid/common/distributions';
import { useQuery } from '@apollo/client/react';
import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.js';
import { useReportLabels } from './charts/labels.js';
import { ReportDistributionOptionsDocument, ReportProgramOptionsDocument } from './filterOptions.js';
import { distributionInputOf, type ReportParams } from './reportParams.js';

export function DistributionReportFilters({ report }: { report: ReportParams }) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const input = distributionInputOf(report.params);
  const programIds = (input.programIds ?? []).map(String);
  const programs = useQuery(ReportProgramOptionsDocument, { errorPolicy: 'all' });
  const distributions = useQuery(ReportDistributionOptionsDocument, {
    variables: {
      filter: programIds.length
        ? { connector: 'AND', conditions: [{ field: 'PROGRAM_ID', operator: 'IN', values: programIds }] }
        : null,
    },
    errorPolicy: 'all',
  });
  const programData = (programs.data?.programs.edges ?? []).map(({ node }) => ({
    value: node.programId,
    label: node.programName,
  }));
  const distributionData = (distributions.data?.distributions.edges ?? []).map(({ node }) => ({
    value: node.distributionId,
    label: node.distributionName,
  }));

  return (
    <Paper withBorder p="md" data-testid="report-filters">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <MultiSelect
            label={t('reports.filters.programs')}
            placeholder={programIds.length ? undefined : t('reports.filters.allPrograms')}
            data={programData}
            value={programIds}
            // Distributions of a program no longer chosen would be refused or silently empty: they go too.
            onChange={(value) => report.set({ programs: value, distributions: null })}
            searchable
            clearable
            data-testid="filter-programs"
          />
          <MultiSelect
            label={t('reports.filters.distributions')}
            placeholder={input.distributionIds ? undefined : t('reports.filters.allDistributions')}
            data={distributionData}
            value={(input.distributionIds ?? []).map(String)}
            onChange={(value) => report.set({ distributions: value })}
            searchable
            clearable
            data-testid="filter-distributions"
          />
          <MultiSelect
            label={t('reports.filters.types')}
            data={DISTRIBUTION_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
            value={input.types ?? []}
            onChange={(value) => report.set({ types: value })}
            clearable
            data-testid="filter-types"
          />
          <MultiSelect
            label={t('reports.filters.statuses')}
            data={DISTRIBUTION_STATUSES.map((status) => ({ value: status, label: labels.status(status) }))}
            value={input.statuses ?? []}
            onChange={(value) => report.set({ statuses: value })}
            clearable
            data-testid="filter-statuses"
          />
          <TextInput
            type="date"
            label={t('reports.filters.from')}
            value={input.from ?? ''}
            onChange={(e) => report.set({ from: e.currentTarget.value || null })}
            data-testid="filter-from"
          />
          <TextInput
            type="date"
            label={t('reports.filters.to')}
            value={input.to ?? ''}
            onChange={(e) => report.set({ to: e.currentTarget.value || null })}
            data-testid="filter-to"
          />
        </SimpleGrid>
        <LoadErrorAlert
          error={programs.error ?? distributions.error}
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
