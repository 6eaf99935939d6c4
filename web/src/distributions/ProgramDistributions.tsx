// The "Distributions" section of a program's view: its distributions, filtered, sorted and paged by the server
// (cursor), 20 at a time, the list state in the URL; and the creation form.
import { DISTRIBUTION_LIST, type SortOption } from '@aid/common';
import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '../app/alerts.js';
import { errorMessage } from '../app/apollo.js';
import { useNumberFormat } from '../app/language.js';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { FilterBuilder } from '../list/FilterBuilder.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { Pager } from '../list/Pager.js';
import { SortSelect } from '../list/SortSelect.js';
import { pageVariables, useListState } from '../list/useListState.js';
import { DistributionTable } from './DistributionTable.js';
import { distributionPath } from './paths.js';

// The creation form (and Mantine's modal) loads when first opened, not with the program.
const CreateDistributionModal = lazy(() =>
  import('./CreateDistributionModal.js').then((m) => ({ default: m.CreateDistributionModal })),
);

export const DISTRIBUTIONS_PAGE_SIZE = 20;

export const ProgramDistributionsDocument = graphql(`
  query ProgramDistributions(
    $programId: ID!
    $first: Int
    $after: String
    $last: Int
    $before: String
    $filter: DistributionFilter
    $sort: SortOption
  ) {
    distributions(
      programId: $programId
      first: $first
      after: $after
      last: $last
      before: $before
      filter: $filter
      sort: $sort
    ) {
      totalCount
      viewerCanCreate
      viewerCreatableTypes
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          distributionId
          ...DistributionTable_distribution
        }
      }
    }
  }
`);

type Props = { programId: string; currency: string };

export function ProgramDistributions({ programId, currency }: Props) {
  useTextBundle(DISTRIBUTIONS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const list = useListState(DISTRIBUTION_LIST);
  const [creating, setCreating] = useState(false);

  const { data, previousData, loading, error, refetch } = useQuery(ProgramDistributionsDocument, {
    variables: {
      programId,
      ...pageVariables(list.after, list.before, DISTRIBUTIONS_PAGE_SIZE),
      filter: list.filter,
      sort: list.sort,
    },
  });
  const page = (data ?? previousData)?.distributions;
  const distributions = page?.edges.map((edge) => edge.node) ?? [];
  const canCreate = Boolean(page?.viewerCanCreate);
  const createButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      onClick={() => setCreating(true)}
      data-testid="new-distribution"
    >
      {t('distributions.create')}
    </Button>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="distributions-title" data-testid="program-distributions">
      <Group justify="space-between">
        <Title order={2} size="h3" id="distributions-title">
          {t('distributions.title')}
        </Title>
        {canCreate && distributions.length > 0 && createButton}
      </Group>

      <FilterBuilder
        declaration={DISTRIBUTION_LIST}
        fieldLabel={(field) => t(`distributions.fields.${field}`)}
        enumLabel={(field, value) =>
          field === 'DISTRIBUTION_TYPE'
            ? t(`distributions.types.${value as 'CASH'}`)
            : t(`distributions.statuses.${value as 'READY'}`)
        }
        initial={list.filter}
        onApply={list.setFilter}
      />

      <Group justify="space-between" align="flex-end">
        <SortSelect
          state={list}
          label={t('distributions.sort.label')}
          optionLabel={(option) =>
            t(`distributions.sort.${option as Exclude<SortOption, `LAST_ACTIVE_${string}` | 'SCORE_HIGHEST'>}`)
          }
          width={280}
        />
        {page && (
          <Text data-testid="distributions-total" aria-live="polite">
            {t('distributions.total', { total: page.totalCount })}
          </Text>
        )}
      </Group>

      {error && (
        <ListLoadError
          message={t('distributions.loadError', { message: errorMessage(error, t) })}
          onRetry={() => void refetch()}
          testId="distributions-error"
        />
      )}

      <div style={{ position: 'relative', minHeight: 120 }}>
        <LoadingOverlay
          visible={loading}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': t('app.loading') }}
        />
        {page && distributions.length > 0 && (
          <DistributionTable distributions={distributions} numberFormat={numberFormat} />
        )}
        {page && distributions.length === 0 && !loading && (
          <EmptyState
            data-testid="distributions-empty"
            icon={<IconTruckDelivery size={32} aria-hidden="true" />}
            title={list.filter ? t('distributions.emptyFiltered') : t('distributions.empty')}
            description={list.filter ? undefined : t('distributions.emptyHint')}
          >
            {canCreate && !list.filter && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
          </EmptyState>
        )}
      </div>

      {page && (page.totalCount > 0 || list.page > 1) && (
        <Pager
          state={list}
          pageInfo={page.pageInfo}
          pageSize={DISTRIBUTIONS_PAGE_SIZE}
          count={distributions.length}
          total={page.totalCount}
          loading={loading}
        />
      )}

      {creating && page && (
        <Suspense fallback={null}>
          <CreateDistributionModal
            opened
            programId={programId}
            currency={currency}
            types={page.viewerCreatableTypes}
            onClose={() => setCreating(false)}
            onCreated={(distribution) => {
              setCreating(false);
              showAlert('success', t('distributions.created', { name: distribution.distributionName }));
              navigate(distributionPath(programId, distribution.distributionId));
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
