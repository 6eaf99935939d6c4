// The distribution summary's post-distribution monitoring: per question of each distribution that started it, how
// many families answered through their personal link, yes and no (YES_NO) and the average (NUMBER, RATING). Shown
// only when some distribution in the report has monitoring.
import { useTranslation } from 'react-i18next';
import { Bars } from './charts/Charts.js';
import { useReportFormat } from './charts/format.js';
import { ReportFigure } from './charts/ReportFigure.js';
import type { DistributionSummary } from './StatusFigures.js';

type Question = DistributionSummary['distributions'][number]['monitoring'][number];
type Row = Question & { distributionId: string; distributionName: string; index: number };

export function MonitoringFigure({ report }: { report: DistributionSummary }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const rows: Row[] = report.distributions.flatMap((d) =>
    d.monitoring.map((q, index) => ({
      ...q,
      distributionId: d.distributionId,
      distributionName: d.distributionName,
      index,
    })),
  );
  if (rows.length === 0) return null;
  const orDash = (value: number | null | undefined, show: (v: number) => string) =>
    value === null || value === undefined ? '—' : show(value);
  return (
    <ReportFigure
      page="distribution"
      name="monitoring"
      hint
      wide
      chart={
        <Bars
          data={rows.map((row) => ({ question: row.question, answered: row.answered }))}
          dataKey="question"
          vertical
          series={[{ name: 'answered', label: t('reports.columns.answered'), color: 'teal.6' }]}
          valueFormatter={format.count}
        />
      }
      rows={rows}
      rowKey={(row) => `${row.distributionId}-${row.index}`}
      minWidth={800}
      columns={[
        { header: t('reports.columns.distribution'), cell: (row) => row.distributionName },
        { header: t('reports.columns.question'), cell: (row) => row.question },
        {
          header: t('reports.columns.answerType'),
          cell: (row) => t(`distributions.answerTypes.${row.answerType}`),
        },
        { header: t('reports.columns.answered'), numeric: true, cell: (row) => format.count(row.answered) },
        { header: t('reports.columns.yes'), numeric: true, cell: (row) => orDash(row.yes, format.count) },
        { header: t('reports.columns.no'), numeric: true, cell: (row) => orDash(row.no, format.count) },
        { header: t('reports.columns.average'), numeric: true, cell: (row) => orDash(row.average, format.count) },
      ]}
    />
  );
}
