// Where each distribution of the summary stands, one stacked bar per distribution: entitlements per payment
// status, vouchers per usage, families per collection status. The colours are the badges' colours for the same
// statuses; a bar (or a figure of the table) opens that distribution's entitlements, filtered by the payment status
// where the entitlements can be (usage and collection open the distribution's entitlements as a whole).
import { PAYMENT_STATUSES } from '@aid/common/distributions';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CollectionStatus, DistributionSummaryReportQuery, VoucherUsageStatus } from '../generated/graphql.js';
import { Bars } from './charts/Charts.js';
import { ChartWithTable } from './charts/ChartWithTable.js';
import { DrillLink } from './charts/cells.js';
import { COLLECTION_COLOURS, PAYMENT_STATUS_COLOURS, VOUCHER_USAGE_COLOURS } from './charts/colours.js';
import { useReportFormat } from './charts/format.js';
import { useReportLabels } from './charts/labels.js';
import { ReportTable } from './charts/ReportTable.js';
import { entitlementsUrl } from './drillDown.js';

export type DistributionSummary = DistributionSummaryReportQuery['distributionSummaryReport'];
type Row = DistributionSummary['distributions'][number];

type Props<S extends string> = {
  name: 'paymentStatus' | 'voucherUsage' | 'collection';
  rows: readonly Row[];
  counts: (row: Row) => readonly { status: S; count: number }[];
  order: readonly S[];
  colours: Readonly<Record<S, string>>;
  label: (status: S) => string;
  open: (row: Row, status: S) => string;
};

function StatusFigure<S extends string>({ name, rows, counts, order, colours, label, open }: Props<S>) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const navigate = useNavigate();
  const count = (row: Row, status: S) => counts(row).find((c) => c.status === status)?.count ?? 0;
  // Only the distributions this breakdown applies to (usage: vouchers; collection: in kind), only statuses in use.
  const shown = rows.filter((row) => counts(row).some((c) => c.count > 0));
  if (shown.length === 0) return null;
  const statuses = order.filter((status) => shown.some((row) => count(row, status) > 0));
  const data = shown.map((row) => ({
    distribution: row.distributionName,
    id: row.distributionId,
    ...Object.fromEntries(statuses.map((status) => [status, count(row, status)])),
  }));

  return (
    <ChartWithTable
      wide
      name={name}
      title={t(`reports.distribution.${name}.title`)}
      hint={t(`reports.distribution.${name}.hint`)}
      chart={
        <Bars
          data={data}
          dataKey="distribution"
          type="stacked"
          vertical
          series={statuses.map((status) => ({ name: status, label: label(status), color: colours[status] }))}
          valueFormatter={format.count}
          onBar={(bar, status) => {
            const row = shown.find((r) => r.distributionId === bar.id);
            if (row) navigate(open(row, status as S));
          }}
        />
      }
    >
      <ReportTable
        name={name}
        caption={t(`reports.distribution.${name}.caption`)}
        rows={shown}
        rowKey={(row) => row.distributionId}
        minWidth={160 + statuses.length * 110}
        columns={[
          { header: t('reports.columns.distribution'), cell: (row) => row.distributionName },
          ...statuses.map((status) => ({
            header: label(status),
            numeric: true,
            cell: (row: Row) => (
              <DrillLink
                to={count(row, status) > 0 ? open(row, status) : null}
                label={t('reports.openEntitlements', { what: `${row.distributionName}, ${label(status)}` })}
              >
                {format.count(count(row, status))}
              </DrillLink>
            ),
          })),
        ]}
      />
    </ChartWithTable>
  );
}

const USAGE: readonly VoucherUsageStatus[] = ['NOT_USED', 'PARTIALLY_USED', 'FULLY_USED'];
const COLLECTION: readonly CollectionStatus[] = ['NOT_COLLECTED', 'PARTIALLY_COLLECTED', 'FULLY_COLLECTED'];

export function StatusFigures({ rows }: { rows: readonly Row[] }) {
  const labels = useReportLabels();
  return (
    <>
      <StatusFigure
        name="paymentStatus"
        rows={rows}
        counts={(row) => row.paymentStatus}
        order={PAYMENT_STATUSES}
        colours={PAYMENT_STATUS_COLOURS}
        label={labels.payment}
        open={(row, status) => entitlementsUrl(row.programId, row.distributionId, status)}
      />
      <StatusFigure
        name="voucherUsage"
        rows={rows}
        counts={(row) => row.voucherUsage}
        order={USAGE}
        colours={VOUCHER_USAGE_COLOURS}
        label={labels.usage}
        open={(row) => entitlementsUrl(row.programId, row.distributionId)}
      />
      <StatusFigure
        name="collection"
        rows={rows}
        counts={(row) => row.collection}
        order={COLLECTION}
        colours={COLLECTION_COLOURS}
        label={labels.collection}
        open={(row) => entitlementsUrl(row.programId, row.distributionId)}
      />
    </>
  );
}
