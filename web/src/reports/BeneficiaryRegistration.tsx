// How the beneficiary list report's families came in: by creation method (donut), over time (a line per week or
// month), and the possible duplicates among them still waiting for review, with a way to the review screen.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportInterval } from '../generated/graphql.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import type { BeneficiaryDrill, BeneficiaryReport } from './BeneficiaryDemographics.js';
import { Donut, Lines } from './charts/Charts.js';
import { FamiliesLink } from './charts/cells.js';
import { CREATION_METHOD_COLOURS } from './charts/colours.js';
import { useReportFormat } from './charts/format.js';
import { useReportLabels } from './charts/labels.js';
import { ReportFigure } from './charts/ReportFigure.js';

type Props = { report: BeneficiaryReport; drill: BeneficiaryDrill };

export function CreationMethodFigure({ report, drill }: Props) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const format = useReportFormat();
  const total = report.creationMethod.reduce((sum, r) => sum + r.families, 0);
  const share = (families: number) => format.count(total ? Math.round((families / total) * 1000) / 10 : 0);
  return (
    <ReportFigure
      page="beneficiaries"
      name="creationMethod"
      chart={
        <Donut
          data={report.creationMethod.map((r) => ({
            name: labels.creationMethod(r.creationMethod),
            value: r.families,
            color: CREATION_METHOD_COLOURS[r.creationMethod],
          }))}
          valueFormatter={format.count}
        />
      }
      rows={report.creationMethod}
      rowKey={(row) => row.creationMethod}
      columns={[
        { header: t('reports.columns.creationMethod'), cell: (row) => labels.creationMethod(row.creationMethod) },
        {
          header: t('reports.columns.families'),
          numeric: true,
          cell: (row) => (
            <FamiliesLink
              to={drill([{ field: 'CREATION_METHOD', operator: 'EQUAL', value: row.creationMethod }])}
              what={labels.creationMethod(row.creationMethod)}
              families={row.families}
            />
          ),
        },
        { header: t('reports.columns.share'), numeric: true, cell: (row) => `${share(row.families)} %` },
      ]}
    />
  );
}

/** A period's first day as the reader names it: the week's Monday, or the month and year. */
function periodLabel(day: string, interval: ReportInterval, numberFormat: string, format: (d: string) => string) {
  if (interval === 'WEEK') return format(day);
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  try {
    return new Intl.DateTimeFormat(numberFormat, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return format(day);
  }
}

export function RegistrationsFigure({ report, interval }: { report: BeneficiaryReport; interval: ReportInterval }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const numberFormat = useNumberFormat();
  const rows = report.registrations.map((r) => ({
    ...r,
    period: periodLabel(r.periodStart, interval, numberFormat, format.day),
  }));
  return (
    <ReportFigure
      page="beneficiaries"
      name="registrations"
      hint={t(`reports.beneficiaries.registrations.${interval}`)}
      chart={
        <Lines
          data={rows.map((r) => ({ period: r.period, families: r.families }))}
          dataKey="period"
          series={[{ name: 'families', label: t('reports.columns.families'), color: 'blue.6' }]}
          valueFormatter={format.count}
        />
      }
      rows={rows}
      rowKey={(row) => row.periodStart}
      columns={[
        { header: t('reports.columns.period'), cell: (row) => row.period },
        { header: t('reports.columns.families'), numeric: true, cell: (row) => format.count(row.families) },
      ]}
    />
  );
}

export function DuplicatesCard({ report }: { report: BeneficiaryReport }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const numberFormat = useNumberFormat();
  const last = formatDateTime(report.lastDeduplication, numberFormat);
  return (
    <Card withBorder component="section" data-testid="report-duplicates">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('reports.beneficiaries.duplicates.title')}
          </Title>
          <Text data-testid="report-duplicates-total">
            {t('reports.beneficiaries.duplicates.waiting', { total: format.count(report.duplicatesTotal) })}
          </Text>
          <Text size="sm" c="dimmed">
            {last
              ? t('reports.beneficiaries.duplicates.last', { date: last })
              : t('reports.beneficiaries.duplicates.never')}
          </Text>
        </Stack>
        <Anchor component={Link} to="/beneficiary-lists/duplicates" data-testid="report-duplicates-link">
          {t('reports.beneficiaries.duplicates.review')}
        </Anchor>
      </Group>
    </Card>
  );
}
