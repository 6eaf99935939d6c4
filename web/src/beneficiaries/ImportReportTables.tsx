// The dry run's tables: refused cells (row, field, reason, value), cells accepted after a repair (a phone number a
// spreadsheet had turned into digits: as in the file, as saved) and rows that duplicate someone, each paged by cursor
// with "Load more" (a file can have a million bad rows; the CSV download has them all).
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDate } from '../ui/format.js';
import { beneficiaryPath } from './paths.js';

/** Rows of a report table per request (the API allows up to 100). */
export const REPORT_PAGE_SIZE = 50;

export const ImportErrorsDocument = graphql(`
  query BeneficiaryImportErrors($id: ID!, $first: Int, $after: String) {
    beneficiaryImport(id: $id) {
      importId
      errors(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          rowNumber
          field
          code
          message
          value
        }
      }
    }
  }
`);

export const ImportRepairsDocument = graphql(`
  query BeneficiaryImportRepairs($id: ID!, $first: Int, $after: String) {
    beneficiaryImport(id: $id) {
      importId
      repairs(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          rowNumber
          field
          kind
          original
          stored
        }
      }
    }
  }
`);

export const ImportDuplicatesDocument = graphql(`
  query BeneficiaryImportDuplicates($id: ID!, $first: Int, $after: String) {
    beneficiaryImport(id: $id) {
      importId
      duplicates(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          rowNumber
          firstName
          lastName
          dob
          duplicateOf {
            beneficiaryId
            firstName
            lastName
          }
          duplicateOfRow
          score
          level
          reasons
        }
      }
    }
  }
`);

/** "Load more" for a connection nested under the import: the next page joins the loaded one, the total stays. */
function useNextPage() {
  const { showAlert } = useAlerts();
  const { t } = useTranslation();
  return async (load: () => Promise<unknown>) => {
    try {
      await load();
    } catch (error) {
      showAlert('error', t('beneficiaryImport.report.loadError', { message: errorMessage(error, t) }));
    }
  };
}

type ReportPage = { nodes: readonly unknown[]; totalCount: number; pageInfo: { hasNextPage: boolean } };

/** What both report tables share: the error and empty states, then the table with "n of total" and "Load more". */
function ReportFrame(props: {
  page: ReportPage | undefined;
  error: unknown;
  onRetry: () => void;
  onLoadMore: () => void;
  loadingMore: boolean;
  testId: string;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { page, testId } = props;
  if (props.error && !page) {
    return (
      <ListLoadError
        message={t('beneficiaryImport.report.loadError', { message: errorMessage(props.error, t) })}
        onRetry={props.onRetry}
        testId={`${testId}-error`}
      />
    );
  }
  if (!page) return null;
  if (page.nodes.length === 0) {
    return (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        {props.emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {props.children}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid={`${testId}-loaded`}>
          {t('beneficiaryImport.report.loaded', { count: page.nodes.length, total: page.totalCount })}
        </Text>
        {page.pageInfo.hasNextPage && (
          <Button variant="light" size="xs" loading={props.loadingMore} onClick={props.onLoadMore}>
            {t('beneficiaryImport.report.loadMore')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function ImportErrorsTable({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const next = useNextPage();
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(ImportErrorsDocument, {
    variables: { id: importId, first: REPORT_PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.beneficiaryImport?.errors;
  const loadMore = () =>
    next(() =>
      fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.beneficiaryImport;
          const more = fetchMoreResult.beneficiaryImport;
          if (!before || !more) return previous;
          const errors = { ...more.errors, nodes: [...before.errors.nodes, ...more.errors.nodes] };
          return { beneficiaryImport: { ...before, errors } };
        },
      }),
    );
  return (
    <ReportFrame
      page={page}
      error={error}
      onRetry={() => void refetch()}
      onLoadMore={loadMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      testId="import-errors"
      emptyText={t('beneficiaryImport.report.noErrors')}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('beneficiaryImport.report.errors')} data-testid="import-errors-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t('beneficiaryImport.report.row')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.field')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.reason')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(page?.nodes ?? []).map((e) => (
              <Table.Tr key={`${e.rowNumber}-${e.field}`} data-testid="import-error-row">
                <Table.Td ta="right">{e.rowNumber}</Table.Td>
                <Table.Td>{e.field}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" lineClamp={1}>
                    {e.value ?? ''}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ReportFrame>
  );
}

/** Shown only when something was repaired: most files need no repair, and an empty table would be noise. */
export function ImportRepairsTable({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const next = useNextPage();
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(ImportRepairsDocument, {
    variables: { id: importId, first: REPORT_PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.beneficiaryImport?.repairs;
  if (page && page.totalCount === 0) return null;
  const loadMore = () =>
    next(() =>
      fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.beneficiaryImport;
          const more = fetchMoreResult.beneficiaryImport;
          if (!before || !more) return previous;
          const repairs = { ...more.repairs, nodes: [...before.repairs.nodes, ...more.repairs.nodes] };
          return { beneficiaryImport: { ...before, repairs } };
        },
      }),
    );
  return (
    <Stack gap="xs" data-testid="import-repairs">
      <Title order={2} size="h4">
        {t('beneficiaryImport.report.repairs')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('beneficiaryImport.report.repairsHint')}
      </Text>
      <ReportFrame
        page={page}
        error={error}
        onRetry={() => void refetch()}
        onLoadMore={loadMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        testId="import-repairs"
        emptyText=""
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('beneficiaryImport.report.repairs')} data-testid="import-repairs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t('beneficiaryImport.report.row')}</Table.Th>
                <Table.Th>{t('beneficiaryImport.report.field')}</Table.Th>
                <Table.Th>{t('beneficiaryImport.report.original')}</Table.Th>
                <Table.Th>{t('beneficiaryImport.report.stored')}</Table.Th>
                <Table.Th>{t('beneficiaryImport.report.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(page?.nodes ?? []).map((r) => (
                <Table.Tr key={`${r.rowNumber}-${r.field}`} data-testid="import-repair-row">
                  <Table.Td ta="right">{r.rowNumber}</Table.Td>
                  <Table.Td>{r.field}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {r.original}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {r.stored}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`beneficiaryImport.report.repairKinds.${r.kind}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ReportFrame>
    </Stack>
  );
}

export function ImportDuplicatesTable({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const next = useNextPage();
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(ImportDuplicatesDocument, {
    variables: { id: importId, first: REPORT_PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.beneficiaryImport?.duplicates;
  const loadMore = () =>
    next(() =>
      fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.beneficiaryImport;
          const more = fetchMoreResult.beneficiaryImport;
          if (!before || !more) return previous;
          const duplicates = { ...more.duplicates, nodes: [...before.duplicates.nodes, ...more.duplicates.nodes] };
          return { beneficiaryImport: { ...before, duplicates } };
        },
      }),
    );
  return (
    <ReportFrame
      page={page}
      error={error}
      onRetry={() => void refetch()}
      onLoadMore={loadMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      testId="import-duplicates"
      emptyText={t('beneficiaryImport.report.noDuplicates')}
    >
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={t('beneficiaryImport.report.duplicates')} data-testid="import-duplicates-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t('beneficiaryImport.report.row')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.name')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.dob')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.duplicateOf')}</Table.Th>
              <Table.Th ta="right">{t('beneficiaryImport.report.score')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.level')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.report.reasons')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(page?.nodes ?? []).map((d) => (
              <Table.Tr key={d.rowNumber} data-testid="import-duplicate-row">
                <Table.Td ta="right">{d.rowNumber}</Table.Td>
                <Table.Td>
                  {d.firstName} {d.lastName}
                </Table.Td>
                <Table.Td>{formatDate(d.dob) ?? '—'}</Table.Td>
                <Table.Td>
                  {d.duplicateOf ? (
                    <Anchor component={Link} to={beneficiaryPath(d.duplicateOf.beneficiaryId)}>
                      {d.duplicateOf.firstName} {d.duplicateOf.lastName}
                    </Anchor>
                  ) : d.duplicateOfRow !== null && d.duplicateOfRow !== undefined ? (
                    t('beneficiaryImport.report.ofRow', { row: d.duplicateOfRow })
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td ta="right">{Math.round(d.score * 100)} %</Table.Td>
                <Table.Td>
                  <DuplicateLevelBadge level={d.level} />
                </Table.Td>
                <Table.Td>{d.reasons.map((r) => t(`beneficiaryDuplicates.reasons.${r}`)).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ReportFrame>
  );
}

/** DUPLICATE in red, POSSIBLE_DUPLICATE in orange: here and in the review queue. */
export function DuplicateLevelBadge({ level }: { level: 'DUPLICATE' | 'POSSIBLE_DUPLICATE' }) {
  const { t } = useTranslation();
  return (
    <Badge color={level === 'DUPLICATE' ? 'red' : 'orange'} variant="light" data-testid="duplicate-level">
      {t(`beneficiaryDuplicates.levels.${level}`)}
    </Badge>
  );
}
