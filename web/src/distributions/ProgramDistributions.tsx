// The "Distributions" section of a program's view: its distributions, filtered, sorted and paged by the server
// (cursor), 20 at a time, the list state in the URL; and the creation form.
import { DISTRIBUTION_LIST } from '@aid/common/distributions';
import type { SortOption } from '@aid/common/enums';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { FilterBuilder } from '../list/FilterBuilder.js';
import { ListView } from '../list/ListView.js';
import { useConnection } from '../list/useConnection.js';
import { useListState } from '../list/useListState.js';
import { useAlerts } from '../ui/alerts.js';
import { useNumberFormat } from '../ui/language.js';
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

  const connection = useConnection(ProgramDistributionsDocument, {
    list,
    pageSize: DISTRIBUTIONS_PAGE_SIZE,
    variables: { programId, filter: list.filter, sort: list.sort },
    select: (data) => data.distributions,
  });
  const { page, nodes: distributions } = connection;
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

      <ListView
        connection={connection}
        testId="distributions"
        loadError={(message) => t('distributions.loadError', { message })}
        filters={
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
        }
        sort={{
          state: list,
          label: t('distributions.sort.label'),
          optionLabel: (option) =>
            t(`distributions.sort.${option as Exclude<SortOption, `LAST_ACTIVE_${string}` | 'SCORE_HIGHEST'>}`),
          width: 280,
        }}
        total={(total) => t('distributions.total', { total })}
        empty={{
          icon: <IconTruckDelivery size={32} aria-hidden="true" />,
          title: list.filter ? t('distributions.emptyFiltered') : t('distributions.empty'),
          description: list.filter ? undefined : t('distributions.emptyHint'),
          actions: canCreate && !list.filter && createButton,
        }}
      >
        <DistributionTable distributions={distributions} numberFormat={numberFormat} />
      </ListView>

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
