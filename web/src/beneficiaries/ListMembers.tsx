// A list's beneficiaries: filtered and sorted by the server (filter and sort in the URL), fetched by cursor 100 at a
// time as the user scrolls (or presses "Load more"), and drawn in a virtualised table so 100k loaded rows still
// scroll smoothly. Custom lists offer "Remove from list" per row; a LOCKED list's refusal is shown as the API says it.
import { BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import type { Gender, SortOption } from '@aid/common/enums';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Anchor, Group, Stack, Table, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { FilterBuilder } from '../list/FilterBuilder.js';
import { GrowingListView, LoadedCount } from '../list/GrowingListView.js';
import { SortSelect } from '../list/SortSelect.js';
import { useGrowingList } from '../list/useGrowingList.js';
import { useListState } from '../list/useListState.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDate } from '../ui/format.js';
import { beneficiaryPath } from './paths.js';
import { VirtualTable } from './VirtualTable.js';

/** The API's page limit: the fewest round trips while scrolling. */
export const MEMBERS_PAGE_SIZE = 100;

export const BeneficiaryRowFragment = graphql(`
  fragment BeneficiaryRow_beneficiary on Beneficiary {
    beneficiaryId
    firstName
    lastName
    gender
    dob
    phoneNumber
    nationality
    externalReferenceNumber
    numberOfFamilyMembers
  }
`);

export const ListBeneficiariesDocument = graphql(`
  query ListBeneficiaries(
    $listId: ID!
    $first: Int
    $after: String
    $filter: BeneficiaryFilter
    $sort: SortOption
    $withTotal: Boolean!
  ) {
    beneficiaries(listId: $listId, first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount @include(if: $withTotal)
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...BeneficiaryRow_beneficiary
        }
      }
    }
  }
`);

export const RemoveFromListDocument = graphql(`
  mutation RemoveFromList($listId: ID!, $beneficiaryIds: [ID!]!) {
    removeBeneficiariesFromList(listId: $listId, beneficiaryIds: $beneficiaryIds) {
      beneficiaryList {
        beneficiaryListId
        numberOfMainBeneficiaries
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

type Props = {
  listId: string;
  /** Custom lists offer "Remove from list" (the master list's membership is not edited). */
  removable: boolean;
  /** Called after a member was removed, so the header's counts follow. */
  onChanged: () => void;
};

export function ListMembers({ listId, removable, onChanged }: Props) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const list = useListState(BENEFICIARY_LIST);
  const members = useGrowingList(
    ListBeneficiariesDocument,
    'beneficiaries',
    { listId, first: MEMBERS_PAGE_SIZE, after: null, filter: list.filter, sort: list.sort, withTotal: true },
    (e) => showAlert('error', t('beneficiaryList.membersError', { message: errorMessage(e, t) })),
  );
  const [remove] = useMutation(RemoveFromListDocument);
  const rows = getFragmentData(
    BeneficiaryRowFragment,
    members.edges.map((e) => e.node),
  );
  const none = t('beneficiaries.noValue');

  const removeOne = async (row: (typeof rows)[number]) => {
    const name = `${row.firstName} ${row.lastName}`;
    try {
      const { data: answer } = await remove({ variables: { listId, beneficiaryIds: [row.beneficiaryId] } });
      const result = answer?.removeBeneficiariesFromList;
      if (result?.beneficiaryList) {
        showAlert('success', t('beneficiaryList.removed', { name }));
        members.drop((e) => getFragmentData(BeneficiaryRowFragment, e.node).beneficiaryId === row.beneficiaryId);
        onChanged();
        return;
      }
      // A LOCKED list answers CONFLICT with a message that says what to do: shown as it is.
      showAlert(
        'error',
        t('beneficiaryList.removeFailed', { name, message: refusalMessage(t, result) ?? result?.code ?? '' }),
      );
    } catch (e) {
      showAlert('error', t('beneficiaryList.removeFailed', { name, message: errorMessage(e, t) }));
    }
  };

  const columns = removable ? 8 : 7;
  return (
    <Stack gap="sm">
      <FilterBuilder
        declaration={BENEFICIARY_LIST}
        fieldLabel={(field) => t(`beneficiaries.fields.${field}`)}
        enumLabel={(field, value) =>
          field === 'GENDER'
            ? t(`beneficiaries.genders.${value as Gender}`)
            : t(`beneficiaries.creationMethods.${value as 'INTERNAL'}`)
        }
        initial={list.filter}
        onApply={list.setFilter}
      />
      <Group justify="space-between" align="flex-end">
        <SortSelect
          state={list}
          label={t('beneficiaries.sort.label')}
          optionLabel={(option) =>
            t(`beneficiaries.sort.${option as Extract<SortOption, 'NAME' | `${string}_AT_${string}`>}`)
          }
          width={280}
        />
        <LoadedCount
          list={members}
          testId="members"
          text={(count, total) => t('beneficiaryList.loaded', { count, total })}
        />
      </Group>

      <GrowingListView
        list={members}
        testId="members"
        loadError={(message) => t('beneficiaryList.membersError', { message })}
        loadMoreLabel={t('beneficiaryList.loadMore')}
        empty={{
          icon: <IconUsers size={32} aria-hidden="true" />,
          title: list.filter ? t('beneficiaryList.emptyFiltered') : t('beneficiaryList.empty'),
        }}
      >
        <VirtualTable
          rows={rows}
          rowKey={(row) => row.beneficiaryId}
          columns={columns}
          ariaLabel={t('beneficiaryList.members')}
          testId="members-table"
          rowTestId="member-row"
          onNearEnd={() => void members.loadMore()}
          header={
            <>
              <Table.Th>{t('beneficiaries.fields.LAST_NAME')}</Table.Th>
              <Table.Th>{t('beneficiaries.fields.FIRST_NAME')}</Table.Th>
              <Table.Th>{t('beneficiaries.fields.GENDER')}</Table.Th>
              <Table.Th>{t('beneficiaries.fields.DOB')}</Table.Th>
              <Table.Th>{t('beneficiaries.fields.PHONE_NUMBER')}</Table.Th>
              <Table.Th>{t('beneficiaries.fields.NATIONALITY')}</Table.Th>
              <Table.Th ta="right">{t('beneficiaries.fields.NUMBER_OF_FAMILY_MEMBERS')}</Table.Th>
              {removable && <Table.Th>{t('beneficiaryList.actions')}</Table.Th>}
            </>
          }
          renderRow={(row) => (
            <>
              <Table.Td>
                <Anchor component={Link} to={beneficiaryPath(row.beneficiaryId)}>
                  {row.lastName}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.firstName}</Table.Td>
              <Table.Td>{row.gender ? t(`beneficiaries.genders.${row.gender}`) : none}</Table.Td>
              <Table.Td>{formatDate(row.dob) ?? none}</Table.Td>
              <Table.Td>{row.phoneNumber ?? none}</Table.Td>
              <Table.Td>{row.nationality ?? none}</Table.Td>
              <Table.Td ta="right">{row.numberOfFamilyMembers}</Table.Td>
              {removable && (
                <Table.Td>
                  <Tooltip label={t('beneficiaryList.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('beneficiaryList.removeLabel', { name: `${row.firstName} ${row.lastName}` })}
                      onClick={() => void removeOne(row)}
                    >
                      <IconUserMinus size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </>
          )}
        />
      </GrowingListView>
    </Stack>
  );
}
