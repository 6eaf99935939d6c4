// /beneficiary-lists: the organisation's beneficiary lists, filtered, sorted and paged by the server, 20 at a time; the
// filter, sort and page live in the URL. The master list is shown first on the page that holds it.
import { BENEFICIARY_LIST_LIST, type BeneficiaryListField } from '@aid/common/beneficiaries';
import { Group } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DeclaredListView } from '../list/DeclaredListView.js';
import type { FilterInput } from '../list/filter.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { restartOrRefetch, useListConnection } from '../list/useConnection.js';
import { useCreation } from '../list/useCreation.js';
import { useNumberFormat } from '../ui/language.js';
import { BeneficiaryListTable, BeneficiaryListTableFragment } from './BeneficiaryListTable.js';
import { DuplicatesLink } from './DuplicatesLink.js';

// The creation form (and Mantine's modal) loads when first opened, not with the lists.
const CreateListModal = lazy(() => import('./CreateListModal.js').then((m) => ({ default: m.CreateListModal })));

export const LISTS_PAGE_SIZE = 20;

export const BeneficiaryListsDocument = graphql(`
  query BeneficiaryLists(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $filter: BeneficiaryListFilter
    $sort: SortOption
    $masterFilter: BeneficiaryListFilter
  ) {
    # The master list, when it matches the filter: pinned to the top of the first page whatever the sort.
    master: beneficiaryLists(first: 1, filter: $masterFilter) {
      edges {
        node {
          ...BeneficiaryListTable_list
        }
      }
    }
    beneficiaryLists(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {
      totalCount
      viewerCanCreate
      pageInfo {
        ...Pager_pageInfo
      }
      edges {
        cursor
        node {
          ...BeneficiaryListTable_list
        }
      }
    }
  }
`);

/** The user's filter narrowed to the master list (a nested group keeps an OR filter's meaning). */
export function masterFilter(filter: FilterInput<BeneficiaryListField> | undefined) {
  const isMaster = { field: 'LIST_TYPE' as const, operator: 'EQUAL' as const, value: 'MASTER' };
  return filter
    ? { connector: 'AND' as const, conditions: [isMaster], groups: [filter] }
    : { connector: 'AND' as const, conditions: [isMaster] };
}

export function BeneficiaryListsPage() {
  useTextBundle(BENEFICIARIES_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  // Declared once in common/; the GraphQL enum is checked against the declaration by a gateway test.
  const { list, connection } = useListConnection(BENEFICIARY_LIST_LIST, BeneficiaryListsDocument, {
    pageSize: LISTS_PAGE_SIZE,
    variables: ({ filter }) => ({ masterFilter: masterFilter(filter) }),
    select: (data) => data.beneficiaryLists,
  });
  const { page, refetch } = connection;
  const creation = useCreation(() => restartOrRefetch(list, refetch));
  const master = connection.data?.master.edges[0]?.node;
  // The master list holds everyone: it leads the first page, and is not repeated where the sort would put it.
  const others = connection.nodes.filter(
    (node) => getFragmentData(BeneficiaryListTableFragment, node).listType !== 'MASTER',
  );
  const lists = master && !list.after && !list.before ? [master, ...others] : others;

  return (
    <Page
      size="xl"
      title={t('beneficiaryLists.title')}
      actions={
        <Group gap="sm">
          <DuplicatesLink />
          {page?.viewerCanCreate && (
            <IconButton icon={IconPlus} onClick={creation.start}>
              {t('beneficiaryLists.create')}
            </IconButton>
          )}
        </Group>
      }
    >
      <DeclaredListView
        declaration={BENEFICIARY_LIST_LIST}
        list={list}
        connection={connection}
        section="beneficiaryLists"
        testId="beneficiary-lists"
        enumLabel={(field, value) =>
          field === 'LIST_TYPE' ? t(`beneficiaryLists.types.${value}`) : t(`beneficiaryLists.statuses.${value}`)
        }
        empty={{ icon: <IconUsersGroup size={32} aria-hidden="true" /> }}
        count={lists.length}
      >
        <BeneficiaryListTable lists={lists} numberFormat={numberFormat} />
      </DeclaredListView>

      {creation.open && (
        <Suspense fallback={null}>
          <CreateListModal
            opened
            onClose={creation.close}
            onCreated={(created) => creation.done(t('beneficiaryLists.created', { name: created.listName }))}
          />
        </Suspense>
      )}
    </Page>
  );
}
