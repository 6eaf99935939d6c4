// The beneficiary lists table: the master list first (the page's query puts it there) and marked; a row opens the list.
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { DataTable, RowLink } from '../list/DataTable.js';
import { formatDateTime } from '../ui/format.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { beneficiaryListPath } from './paths.js';

export const BeneficiaryListTableFragment = graphql(`
  fragment BeneficiaryListTable_list on BeneficiaryList {
    beneficiaryListId
    listName
    listType
    status
    numberOfFamilies
    numberOfFamilyMembers
    numberOfMainBeneficiaries
    updatedAt
  }
`);

export type ListStatus = 'LOCKED' | 'OPEN';

/** The status badge of a list, on the lists table and on a list's page. */
export function ListStatusBadge({ status }: { status: ListStatus }) {
  return <StatusBadge vocabulary="locking" value={status} testId="list-status" />;
}

type Props = { lists: readonly FragmentType<typeof BeneficiaryListTableFragment>[]; numberFormat: string };

export function BeneficiaryListTable({ lists: refs, numberFormat }: Props) {
  const lists = getFragmentData(BeneficiaryListTableFragment, refs);
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(numberFormat);
  return (
    <DataTable
      rows={lists}
      rowKey={(list) => list.beneficiaryListId}
      rowPath={(list) => beneficiaryListPath(list.beneficiaryListId)}
      label={t('beneficiaryLists.title')}
      testId="beneficiary-lists-table"
      rowTestId="beneficiary-list-row"
      minWidth={900}
      columns={[
        {
          header: t('beneficiaryLists.columns.name'),
          cell: (list) => (
            <Group gap="xs" wrap="nowrap">
              <RowLink to={beneficiaryListPath(list.beneficiaryListId)}>{list.listName}</RowLink>
              {list.listType === 'MASTER' && (
                <Badge size="sm" variant="filled" data-testid="master-list">
                  {t('beneficiaryLists.master')}
                </Badge>
              )}
            </Group>
          ),
        },
        { header: t('beneficiaryLists.columns.type'), cell: (list) => t(`beneficiaryLists.types.${list.listType}`) },
        { header: t('beneficiaryLists.columns.status'), cell: (list) => <ListStatusBadge status={list.status} /> },
        {
          header: t('beneficiaryLists.columns.families'),
          align: 'right',
          cell: (list) => count.format(list.numberOfFamilies),
        },
        {
          header: t('beneficiaryLists.columns.familyMembers'),
          align: 'right',
          cell: (list) => count.format(list.numberOfFamilyMembers),
        },
        {
          header: t('beneficiaryLists.columns.mainBeneficiaries'),
          align: 'right',
          cell: (list) => count.format(list.numberOfMainBeneficiaries),
        },
        {
          header: t('beneficiaryLists.columns.updatedAt'),
          cell: (list) => formatDateTime(list.updatedAt, numberFormat) ?? t('beneficiaryLists.noValue'),
        },
      ]}
    />
  );
}
