// A program's distributions as a table; a row opens the distribution's page.
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
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
  const navigate = useNavigate();
  const none = t('distributions.noValue');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped aria-label={t('distributions.title')} data-testid="distributions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('distributions.columns.name')}</Table.Th>
            <Table.Th>{t('distributions.columns.type')}</Table.Th>
            <Table.Th>{t('distributions.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('distributions.columns.families')}</Table.Th>
            <Table.Th ta="right">{t('distributions.columns.people')}</Table.Th>
            <Table.Th ta="right">{t('distributions.columns.amount')}</Table.Th>
            <Table.Th>{t('distributions.columns.collection')}</Table.Th>
            <Table.Th>{t('distributions.columns.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {distributions.map((d) => {
            const path = distributionPath(d.programId, d.distributionId);
            return (
              <Table.Tr
                key={d.distributionId}
                data-testid="distribution-row"
                style={{ cursor: 'pointer' }}
                onClick={() => navigate(path)}
              >
                <Table.Td>
                  {/* The link keeps the row reachable by keyboard; the row click is a convenience for the mouse. */}
                  <Anchor component={Link} to={path} onClick={(e) => e.stopPropagation()}>
                    {d.distributionName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`distributions.types.${d.distributionType}`)}</Table.Td>
                <Table.Td>
                  <DistributionStatusBadge status={d.distributionStatus} />
                </Table.Td>
                <Table.Td ta="right">{d.totals.families}</Table.Td>
                <Table.Td ta="right">{d.totals.people}</Table.Td>
                <Table.Td ta="right" data-testid="distribution-amount">
                  {`${formatMinorUnits(d.totals.amount, numberFormat) ?? none} ${d.amountPerBeneficiaryCurrency}`}
                </Table.Td>
                <Table.Td>
                  <CollectionBar collection={d.collection} />
                </Table.Td>
                <Table.Td>{formatDateTime(d.createdAt, numberFormat) ?? none}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
