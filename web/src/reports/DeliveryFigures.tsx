// How the money and goods went out: budget used per program (in each program's own currency), deliveries per day
// (redemptions, hand-overs, payments completed), who scanned, and the conflicts of offline scans.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bars, Lines } from './charts/Charts.js';
import { useReportFormat } from './charts/format.js';
import { ReportFigure } from './charts/ReportFigure.js';
import type { DistributionSummary } from './StatusFigures.js';

type Props = { report: DistributionSummary };

export function BudgetsFigure({ report }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const rows = report.budgets;
  const share = (row: (typeof rows)[number]) =>
    row.budget ? `${format.count(Math.round((row.used / row.budget) * 1000) / 10)} %` : t('reports.none');
  return (
    <ReportFigure
      page="distribution"
      name="budgets"
      hint
      wide
      chart={
        <Bars
          // Each program in its own currency, named beside it: the bars compare a budget with its own use.
          data={rows.map((row) => ({
            program: `${row.programName} (${row.currency})`,
            budget: row.budget ?? 0,
            used: row.used,
          }))}
          dataKey="program"
          vertical
          series={[
            { name: 'budget', label: t('reports.columns.budget'), color: 'gray.5' },
            { name: 'used', label: t('reports.columns.used'), color: 'blue.6' },
          ]}
          valueFormatter={format.amount}
        />
      }
      rows={rows}
      rowKey={(row) => row.programId}
      minWidth={560}
      columns={[
        { header: t('reports.columns.program'), cell: (row) => row.programName },
        {
          header: t('reports.columns.budget'),
          numeric: true,
          cell: (row) => (row.budget === null ? t('reports.none') : format.money(row.budget, row.currency)),
        },
        { header: t('reports.columns.used'), numeric: true, cell: (row) => format.money(row.used, row.currency) },
        { header: t('reports.columns.usedShare'), numeric: true, cell: share },
        { header: t('reports.columns.unconverted'), numeric: true, cell: (row) => format.count(row.unconverted) },
      ]}
    />
  );
}

export function DeliveryFigure({ report }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const rows = report.overTime.map((row) => ({ ...row, label: format.day(row.day) }));
  // Nothing delivered yet (distributions still being prepared): no figure rather than an empty one.
  if (rows.length === 0) return null;
  return (
    <ReportFigure
      page="distribution"
      name="delivery"
      hint
      wide
      chart={
        <Lines
          data={rows.map((row) => ({
            day: row.label,
            redemptions: row.redemptions,
            handovers: row.handovers,
            payments: row.paymentsCompleted,
          }))}
          dataKey="day"
          series={[
            { name: 'redemptions', label: t('reports.columns.redemptions'), color: 'blue.6' },
            { name: 'handovers', label: t('reports.columns.handovers'), color: 'teal.6' },
            { name: 'payments', label: t('reports.columns.payments'), color: 'green.6' },
          ]}
          valueFormatter={format.count}
        />
      }
      rows={rows}
      rowKey={(row) => row.day}
      minWidth={600}
      columns={[
        { header: t('reports.columns.day'), cell: (row) => row.label },
        { header: t('reports.columns.redemptions'), numeric: true, cell: (row) => format.count(row.redemptions) },
        {
          header: t('reports.columns.redeemedAmount'),
          numeric: true,
          // One amount per currency, side by side: never added together.
          cell: (row) =>
            row.redeemed.length
              ? row.redeemed.map((r) => format.money(r.amount, r.currency)).join(', ')
              : t('reports.none'),
        },
        { header: t('reports.columns.handovers'), numeric: true, cell: (row) => format.count(row.handovers) },
        { header: t('reports.columns.payments'), numeric: true, cell: (row) => format.count(row.paymentsCompleted) },
      ]}
    />
  );
}

export function ScannersFigure({ report }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const rows = report.scanners;
  if (rows.length === 0) return null;
  return (
    <ReportFigure
      page="distribution"
      name="scanners"
      chart={
        <Bars
          data={rows.map((row) => ({ name: row.name, redemptions: row.redemptions, handovers: row.handovers }))}
          dataKey="name"
          vertical
          series={[
            { name: 'redemptions', label: t('reports.columns.redemptions'), color: 'blue.6' },
            { name: 'handovers', label: t('reports.columns.handovers'), color: 'teal.6' },
          ]}
          valueFormatter={format.count}
        />
      }
      rows={rows}
      rowKey={(row) => row.userId}
      columns={[
        { header: t('reports.columns.scanner'), cell: (row) => row.name },
        { header: t('reports.columns.redemptions'), numeric: true, cell: (row) => format.count(row.redemptions) },
        { header: t('reports.columns.handovers'), numeric: true, cell: (row) => format.count(row.handovers) },
      ]}
    />
  );
}

export function ConflictsCard({ report }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const { total, unresolved } = report.offlineConflicts;
  return (
    <Card withBorder component="section" data-testid="report-conflicts">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('reports.distribution.offlineConflicts.title')}
        </Title>
        <Group gap="xl">
          <Text data-testid="report-conflicts-total">
            {t('reports.distribution.offlineConflicts.total', { total: format.count(total) })}
          </Text>
          <Text data-testid="report-conflicts-unresolved" c={unresolved > 0 ? 'red' : undefined}>
            {t('reports.distribution.offlineConflicts.unresolved', { total: format.count(unresolved) })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
