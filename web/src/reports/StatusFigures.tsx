// Where each distribution of the summary stands, one stacked bar per distribution: entitlements per payment
// status, vouchers per usage, families per collection status. The colours are the badges' colours for the same
// statuses; a bar (or a figure of the table) opens that distribution's entitlements, filtered by the payment status
// where the entitlements can be (usage and collection open the distribution's entitlements as a whole).
import { PAYMENT_STATUSES } from '@aid/common/distributions';
import { useTranslation } from 'react-i18next';
import type {
  CollectionStatus,
  DistributionSummaryReportQuery,
  PaymentStatus,
  VoucherUsageStatus,
} from '../generated/graphql.js';
import { Bars } from './charts/Charts.js';
import { DrillLink } from './charts/cells.js';
import { COLLECTION_COLOURS, PAYMENT_STATUS_COLOURS, VOUCHER_USAGE_COLOURS } from './charts/colours.js';
import { useReportFormat } from './charts/format.js';
import { type ReportLabels, useReportLabels } from './charts/labels.js';
import { ReportFigure } from './charts/ReportFigure.js';
import { entitlementsUrl } from './drillDown.js';

export type DistributionSummary = DistributionSummaryReportQuery['distributionSummaryReport'];
type Row = DistributionSummary['distributions'][number];

/** The breakdowns of a distribution by status, in the page's order: each is a field of the row, counted per status. */
const FIGURES = ['paymentStatus', 'voucherUsage', 'collection'] as const;
type Breakdown = (typeof FIGURES)[number];
type StatusOf<B extends Breakdown> = Row[B][number]['status'];

const USAGE: readonly VoucherUsageStatus[] = ['NOT_USED', 'PARTIALLY_USED', 'FULLY_USED'];
const COLLECTION: readonly CollectionStatus[] = ['NOT_COLLECTED', 'PARTIALLY_COLLECTED', 'FULLY_COLLECTED'];

type BreakdownSpec<B extends Breakdown> = {
  order: readonly StatusOf<B>[];
  colours: Readonly<Record<StatusOf<B>, string>>;
  label: (labels: ReportLabels) => (status: StatusOf<B>) => string;
  /**
   * Whether a bar opens the distribution's entitlements filtered by its status: only the payment status is a filter
   * of the entitlements, so usage and collection open them all.
   */
  byStatus: boolean;
};

/** Each figure's statuses: their order, colours and names. */
const BREAKDOWNS: { [B in Breakdown]: BreakdownSpec<B> } = {
  paymentStatus: { order: PAYMENT_STATUSES, colours: PAYMENT_STATUS_COLOURS, label: (l) => l.payment, byStatus: true },
  voucherUsage: { order: USAGE, colours: VOUCHER_USAGE_COLOURS, label: (l) => l.usage, byStatus: false },
  collection: { order: COLLECTION, colours: COLLECTION_COLOURS, label: (l) => l.collection, byStatus: false },
};

function StatusFigure<B extends Breakdown>({ name, rows }: { name: B; rows: readonly Row[] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const labels = useReportLabels();
  const spec: BreakdownSpec<B> = BREAKDOWNS[name];
  const { order, colours, byStatus } = spec;
  const label = spec.label(labels);
  const counts = (row: Row): readonly { status: StatusOf<B>; count: number }[] => row[name];
  const count = (row: Row, status: StatusOf<B>) => counts(row).find((c) => c.status === status)?.count ?? 0;
  const open = (row: Row, status: StatusOf<B>) =>
    entitlementsUrl(row.programId, row.distributionId, byStatus ? (status as PaymentStatus) : undefined);
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
    <ReportFigure
      page="distribution"
      name={name}
      hint
      wide
      chart={
        <Bars
          data={data}
          dataKey="distribution"
          type="stacked"
          vertical
          series={statuses.map((status) => ({ name: status, label: label(status), color: colours[status] }))}
          valueFormatter={format.count}
          open={(bar, status) => {
            const row = shown.find((r) => r.distributionId === bar.id);
            return row ? open(row, status as StatusOf<B>) : null;
          }}
        />
      }
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
  );
}

export function StatusFigures({ rows }: { rows: readonly Row[] }) {
  return FIGURES.map((name) => <StatusFigure key={name} name={name} rows={rows} />);
}
