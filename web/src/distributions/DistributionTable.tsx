// A program's distributions as a table; a row opens the distribution's page.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { DataTable, RowLink } from '../list/DataTable.js';
import { formatDateTime, formatMinorUnits } from '../ui/format.js';
import { CollectionBar, DistributionStatusBadge } from './badges.js';
import { distributionPath } from './paths.js';

export const DistributionTableFragment = graphql(`
  fragment DistributionTable_distribution on Distribution {
    distributionId
    programId
    distributionName
    distributionType
    distributionStatus
    amountPerBeneficiaryCurrency
    totals {
      families
      people
      amount
    }
    collection {
      status
      count
    }
    createdAt
  }
`);

type Props = { distributions: readonly FragmentType<typeof DistributionTableFragment>[]; numberFormat: string };

export function DistributionTable({ distributions: refs, numberFormat }: Props) {
  const distributions = getFragmentData(DistributionTableFragment, refs);
  const { t } = useTranslation();
  const none = t('distributions.noValue');
  const path = (d: (typeof distributions)[number]) => distributionPath(d.programId, d.distributionId);
  return (
    <DataTable
      rows={distributions}
      rowKey={(d) => d.distributionId}
      rowPath={path}
      label={t('distributions.title')}
      testId="distributions-table"
      rowTestId="distribution-row"
      minWidth={900}
      columns={[
        { header: t('distributions.columns.name'), cell: (d) => <RowLink to={path(d)}>{d.distributionName}</RowLink> },
        { header: t('distributions.columns.type'), cell: (d) => t(`distributions.types.${d.distributionType}`) },
        {
          header: t('distributions.columns.status'),
          cell: (d) => <DistributionStatusBadge status={d.distributionStatus} />,
        },
        { header: t('distributions.columns.families'), align: 'right', cell: (d) => d.totals.families },
        { header: t('distributions.columns.people'), align: 'right', cell: (d) => d.totals.people },
        {
          header: t('distributions.columns.amount'),
          align: 'right',
          testId: 'distribution-amount',
          cell: (d) => `${formatMinorUnits(d.totals.amount, numberFormat) ?? none} ${d.amountPerBeneficiaryCurrency}`,
        },
        { header: t('distributions.columns.collection'), cell: (d) => <CollectionBar collection={d.collection} /> },
        {
          header: t('distributions.columns.createdAt'),
          cell: (d) => formatDateTime(d.createdAt, numberFormat) ?? none,
        },
      ]}
    />
  );
}
