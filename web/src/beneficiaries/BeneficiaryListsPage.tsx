// /beneficiary-lists: the organisation's beneficiary lists, filtered, sorted and paged by the server, 20 at a time; the
// filter, sort and page live in the URL. The master list is shown first on the page that holds it.
import { BENEFICIARY_LIST_LIST, type BeneficiaryListField } from '@aid/common/beneficiaries';
import type { SortOption } from '@aid/common/enums';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FilterBuilder } from '../list/FilterBuilder.js';
import type { FilterInput } from '../list/filter.js';
import { ListView } from '../list/ListView.js';
import { useConnection } from '../list/useConnection.js';
import { useListState } from '../list/useListState.js';
import { useAlerts } from '../ui/alerts.js';
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
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
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

type ListSort = Exclude<SortOption, `LAST_ACTIVE_${string}` | 'SCORE_HIGHEST'>;

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
  const { showAlert } = useAlerts();
  // Declared once in common/; the GraphQL enum is checked against the declaration by a gateway test.
  const list = useListState(BENEFICIARY_LIST_LIST);
  const [creating, setCreating] = useState(false);

  const connection = useConnection(BeneficiaryListsDocument, {
    list,
    pageSize: LISTS_PAGE_SIZE,
    variables: { filter: list.filter, sort: list.sort, masterFilter: masterFilter(list.filter) },
    select: (data) => data.beneficiaryLists,
  });
  const { page, refetch } = connection;
  const master = connection.data?.master.edges[0]?.node;
  // The master list holds everyone: it leads the first page, and is not repeated where the sort would put it.
  const others = connection.nodes.filter(
    (node) => getFragmentData(BeneficiaryListTableFragment, node).listType !== 'MASTER',
  );
  const lists = master && !list.after && !list.before ? [master, ...others] : others;

  return (
    <Container size="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('beneficiaryLists.title')}
          </Title>
          <Group gap="sm">
            <DuplicatesLink />
            {page?.viewerCanCreate && (
              <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
                {t('beneficiaryLists.create')}
              </Button>
            )}
          </Group>
        </Group>

        <ListView
          connection={connection}
          testId="beneficiary-lists"
          loadError={(message) => t('beneficiaryLists.loadError', { message })}
          filters={
            <FilterBuilder
              declaration={BENEFICIARY_LIST_LIST}
              fieldLabel={(field) => t(`beneficiaryLists.fields.${field}`)}
              enumLabel={(field, value) =>
                field === 'LIST_TYPE' ? t(`beneficiaryLists.types.${value}`) : t(`beneficiaryLists.statuses.${value}`)
              }
              initial={list.filter}
              onApply={list.setFilter}
            />
          }
          sort={{
            state: list,
            label: t('beneficiaryLists.sort.label'),
            optionLabel: (option) => t(`beneficiaryLists.sort.${option as ListSort}`),
            width: 280,
          }}
          total={(total) => t('beneficiaryLists.total', { total })}
          empty={{
            icon: <IconUsersGroup size={32} aria-hidden="true" />,
            title: list.filter ? t('beneficiaryLists.emptyFiltered') : t('beneficiaryLists.empty'),
          }}
          count={lists.length}
        >
          <BeneficiaryListTable lists={lists} numberFormat={numberFormat} />
        </ListView>
      </Stack>

      {creating && (
        <Suspense fallback={null}>
          <CreateListModal
            opened
            onClose={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              showAlert('success', t('beneficiaryLists.created', { name: created.listName }));
              if (list.page > 1 || list.after || list.before) list.restart();
              else refetch();
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
