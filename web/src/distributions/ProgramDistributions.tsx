// The "Distributions" section of a program's view: its distributions, filtered, sorted and paged by the server
// (cursor), 20 at a time, the list state in the URL; and the creation form.
import { DISTRIBUTION_LIST } from '@aid/common/distributions';
import { Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { DeclaredListView } from '../list/DeclaredListView.js';
import { IconButton } from '../list/IconButton.js';
import { useListConnection } from '../list/useConnection.js';
import { useCreation } from '../list/useCreation.js';
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
        ...Pager_pageInfo
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
  const { list, connection } = useListConnection(DISTRIBUTION_LIST, ProgramDistributionsDocument, {
    pageSize: DISTRIBUTIONS_PAGE_SIZE,
    variables: () => ({ programId }),
    select: (data) => data.distributions,
  });
  const { page, nodes: distributions } = connection;
  const canCreate = Boolean(page?.viewerCanCreate);
  const creation = useCreation();
  const createButton = (
    <IconButton icon={IconPlus} onClick={creation.start} data-testid="new-distribution">
      {t('distributions.create')}
    </IconButton>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="distributions-title" data-testid="program-distributions">
      <Group justify="space-between">
        <Title order={2} size="h3" id="distributions-title">
          {t('distributions.title')}
        </Title>
        {canCreate && distributions.length > 0 && createButton}
      </Group>

      <DeclaredListView
        declaration={DISTRIBUTION_LIST}
        list={list}
        connection={connection}
        section="distributions"
        testId="distributions"
        enumLabel={(field, value) =>
          field === 'DISTRIBUTION_TYPE'
            ? t(`distributions.types.${value as 'CASH'}`)
            : t(`distributions.statuses.${value as 'READY'}`)
        }
        empty={{
          icon: <IconTruckDelivery size={32} aria-hidden="true" />,
          hint: t('distributions.emptyHint'),
          actions: canCreate && createButton,
        }}
      >
        <DistributionTable distributions={distributions} numberFormat={numberFormat} />
      </DeclaredListView>

      {creation.open && page && (
        <Suspense fallback={null}>
          <CreateDistributionModal
            opened
            programId={programId}
            currency={currency}
            types={page.viewerCreatableTypes}
            onClose={creation.close}
            onCreated={(distribution) => {
              creation.done(t('distributions.created', { name: distribution.distributionName }));
              navigate(distributionPath(programId, distribution.distributionId));
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
