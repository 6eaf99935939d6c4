// The beneficiary lists table: the master list first (the page's query puts it there) and marked; a row opens the list.
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { formatDateTime } from '../ui/format.js';
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
  const { t } = useTranslation();
  const locked = status === 'LOCKED';
  return (
    <Badge
      variant="light"
      color={locked ? 'gray' : 'green'}
      leftSection={locked ? <IconLock size={12} aria-hidden="true" /> : <IconLockOpen size={12} aria-hidden="true" />}
      data-testid="list-status"
    >
      {t(`beneficiaryLists.statuses.${status}`)}
    </Badge>
  );
}

type Props = { lists: readonly FragmentType<typeof BeneficiaryListTableFragment>[]; numberFormat: string };

export function BeneficiaryListTable({ lists: refs, numberFormat }: Props) {
  const lists = getFragmentData(BeneficiaryListTableFragment, refs);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = new Intl.NumberFormat(numberFormat);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped aria-label={t('beneficiaryLists.title')} data-testid="beneficiary-lists-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('beneficiaryLists.columns.name')}</Table.Th>
            <Table.Th>{t('beneficiaryLists.columns.type')}</Table.Th>
            <Table.Th>{t('beneficiaryLists.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('beneficiaryLists.columns.families')}</Table.Th>
            <Table.Th ta="right">{t('beneficiaryLists.columns.familyMembers')}</Table.Th>
            <Table.Th ta="right">{t('beneficiaryLists.columns.mainBeneficiaries')}</Table.Th>
            <Table.Th>{t('beneficiaryLists.columns.updatedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((list) => (
            <Table.Tr
              key={list.beneficiaryListId}
              data-testid="beneficiary-list-row"
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(beneficiaryListPath(list.beneficiaryListId))}
            >
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {/* The link keeps the row reachable by keyboard; the row click is a convenience for the mouse. */}
                  <Anchor
                    component={Link}
                    to={beneficiaryListPath(list.beneficiaryListId)}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {list.listName}
                  </Anchor>
                  {list.listType === 'MASTER' && (
                    <Badge size="sm" variant="filled" data-testid="master-list">
                      {t('beneficiaryLists.master')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{t(`beneficiaryLists.types.${list.listType}`)}</Table.Td>
              <Table.Td>
                <ListStatusBadge status={list.status} />
              </Table.Td>
              <Table.Td ta="right">{count.format(list.numberOfFamilies)}</Table.Td>
              <Table.Td ta="right">{count.format(list.numberOfFamilyMembers)}</Table.Td>
              <Table.Td ta="right">{count.format(list.numberOfMainBeneficiaries)}</Table.Td>
              <Table.Td>{formatDateTime(list.updatedAt, numberFormat) ?? t('beneficiaryLists.noValue')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
