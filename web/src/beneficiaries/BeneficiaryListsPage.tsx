// /beneficiary-lists: the organisation's beneficiary lists, filtered, sorted and paged by the server, 20 at a time; the
// filter, sort and page live in the URL. The master list is shown first on the page that holds it.
import { BENEFICIARY_LIST_LIST, type BeneficiaryListField, type SortOption } from '@aid/common';
import { useQuery } from '@apollo/client/react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../app/alerts.js';
import { errorMessage } from '../app/apollo.js';
import { useNumberFormat } from '../app/language.js';
import { getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FilterBuilder } from '../list/FilterBuilder.js';
import type { FilterInput } from '../list/filter.js';
import { ListArea } from '../list/ListArea.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { Pager } from '../list/Pager.js';
import { SortSelect } from '../list/SortSelect.js';
import { pageVariables, useListState } from '../list/useListState.js';
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

  const { data, previousData, loading, error, refetch } = useQuery(BeneficiaryListsDocument, {
    variables: {
      ...pageVariables(list.after, list.before, LISTS_PAGE_SIZE),
      filter: list.filter,
      sort: list.sort,
      masterFilter: masterFilter(list.filter),
    },
  });
  const page = (data ?? previousData)?.beneficiaryLists;
  const master = (data ?? previousData)?.master.edges[0]?.node;
  // The master list holds everyone: it leads the first page, and is not repeated where the sort would put it.
  const others = (page?.edges.map((edge) => edge.node) ?? []).filter(
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

        <FilterBuilder
          declaration={BENEFICIARY_LIST_LIST}
          fieldLabel={(field) => t(`beneficiaryLists.fields.${field}`)}
          enumLabel={(field, value) =>
            field === 'LIST_TYPE' ? t(`beneficiaryLists.types.${value}`) : t(`beneficiaryLists.statuses.${value}`)
          }
          initial={list.filter}
          onApply={list.setFilter}
        />

        <Group justify="space-between" align="flex-end">
          <SortSelect
            state={list}
            label={t('beneficiaryLists.sort.label')}
            optionLabel={(option) => t(`beneficiaryLists.sort.${option as ListSort}`)}
            width={280}
          />
          {page && (
            <Text data-testid="beneficiary-lists-total" aria-live="polite">
              {t('beneficiaryLists.total', { total: page.totalCount })}
            </Text>
          )}
        </Group>

        {error && (
          <ListLoadError
            message={t('beneficiaryLists.loadError', { message: errorMessage(error, t) })}
            onRetry={() => void refetch()}
            testId="beneficiary-lists-error"
          />
        )}

        <ListArea
          loading={loading}
          answered={Boolean(page)}
          count={lists.length}
          empty={{
            testId: 'beneficiary-lists-empty',
            icon: <IconUsersGroup size={32} aria-hidden="true" />,
            title: list.filter ? t('beneficiaryLists.emptyFiltered') : t('beneficiaryLists.empty'),
          }}
        >
          <BeneficiaryListTable lists={lists} numberFormat={numberFormat} />
        </ListArea>

        {page && (page.totalCount > 0 || list.page > 1) && (
          <Pager
            state={list}
            pageInfo={page.pageInfo}
            pageSize={LISTS_PAGE_SIZE}
            count={page.edges.length}
            total={page.totalCount}
            loading={loading}
          />
        )}
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
              else void refetch();
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
