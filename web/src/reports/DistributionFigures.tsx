// The distribution summary's money and families: the totals of each currency (never added across currencies) and
// one row per distribution, with its status, what was planned, redeemed and is outstanding, the messages sent,
// and its reconciliation indicator (the same badge as the reconciliation screen).
import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DistributionStatusBadge } from '../distributions/badges.js';
import { distributionPath } from '../distributions/paths.js';
import { ReconciliationIndicator } from '../ui/StatusMarks.js';
import { Bars } from './charts/Charts.js';
import { useReportFormat } from './charts/format.js';
import { useReportLabels } from './charts/labels.js';
import { ReportFigure } from './charts/ReportFigure.js';
import type { DistributionSummary } from './StatusFigures.js';

const AMOUNTS = ['planned', 'redeemed', 'paid', 'outstanding'] as const;

export function TotalsFigure({ report }: { report: DistributionSummary }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <ReportFigure
      page="distribution"
      name="totals"
      hint
      wide
      chart={
        <Stack gap="sm">
          {report.totals.map((total) => (
            <Card key={total.currency} withBorder padding="sm" data-testid="currency-totals">
              <Text fw={700}>{total.currency}</Text>
              <SimpleGrid cols={2} spacing="xs">
                {AMOUNTS.map((key) => (
                  <div key={key}>
                    <Text size="xs" c="dimmed">
                      {t(`reports.columns.${key}`)}
                    </Text>
                    <Text fw={600}>{format.money(total[key], total.currency)}</Text>
                  </div>
                ))}
              </SimpleGrid>
            </Card>
          ))}
        </Stack>
      }
      rows={report.totals}
      rowKey={(row) => row.currency}
      minWidth={640}
      columns={[
        { header: t('reports.columns.currency'), cell: (row) => row.currency },
        { header: t('reports.columns.distributions'), numeric: true, cell: (row) => format.count(row.distributions) },
        { header: t('reports.columns.families'), numeric: true, cell: (row) => format.count(row.families) },
        { header: t('reports.columns.people'), numeric: true, cell: (row) => format.count(row.people) },
        ...AMOUNTS.map((key) => ({
          header: t(`reports.columns.${key}`),
          numeric: true,
          cell: (row: DistributionSummary['totals'][number]) => format.amount(row[key]),
        })),
      ]}
    />
  );
}

export function DistributionsFigure({ report }: { report: DistributionSummary }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const labels = useReportLabels();
  const rows = report.distributions;
  return (
    <ReportFigure
      page="distribution"
      name="distributions"
      hint
      wide
      chart={
        <Bars
          data={rows.map((row) => ({
            distribution: row.distributionName,
            entitled: row.reconciliation.entitled.families,
            outstanding: row.reconciliation.outstanding.families,
          }))}
          dataKey="distribution"
          vertical
          series={[
            { name: 'entitled', label: t('reports.columns.entitledFamilies'), color: 'blue.6' },
            { name: 'outstanding', label: t('reports.columns.outstandingFamilies'), color: 'orange.6' },
          ]}
          valueFormatter={format.count}
        />
      }
      rows={rows}
      rowKey={(row) => row.distributionId}
      minWidth={1100}
      rowData={(row) => ({ 'data-distribution-id': row.distributionId })}
      columns={[
        {
          header: t('reports.columns.distribution'),
          cell: (row) => (
            <Anchor component={Link} to={distributionPath(row.programId, row.distributionId)}>
              {row.distributionName}
            </Anchor>
          ),
        },
        { header: t('reports.columns.program'), cell: (row) => row.programName },
        { header: t('reports.columns.type'), cell: (row) => labels.type(row.distributionType) },
        {
          header: t('reports.columns.status'),
          cell: (row) => <DistributionStatusBadge status={row.distributionStatus} />,
        },
        { header: t('reports.columns.families'), numeric: true, cell: (row) => format.count(row.planned.families) },
        {
          header: t('reports.columns.planned'),
          numeric: true,
          cell: (row) => format.money(row.planned.amount, row.currency),
        },
        {
          header: t('reports.columns.redeemed'),
          numeric: true,
          cell: (row) => format.money(row.redeemed, row.currency),
        },
        {
          header: t('reports.columns.outstanding'),
          numeric: true,
          cell: (row) => format.money(row.outstanding, row.currency),
        },
        {
          header: t('reports.columns.notified'),
          numeric: true,
          cell: (row) =>
            t('reports.distribution.notified', {
              sent: format.count(row.notified.sent),
              error: format.count(row.notified.error),
            }),
        },
        {
          header: t('reports.columns.reconciliation'),
          cell: (row) => (
            <Group
              gap={4}
              wrap="nowrap"
              data-testid="reconciliation-indicator"
              data-indicator={row.reconciliation.indicator}
            >
              <ReconciliationIndicator indicator={row.reconciliation.indicator} />
              {row.reconciliation.conflicts > 0 && (
                <Text size="xs" c="dimmed">
                  {t('reports.distribution.conflicts', { total: format.count(row.reconciliation.conflicts) })}
                </Text>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
