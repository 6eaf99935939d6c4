// The dry run's tables: refused cells (row, field, reason, value), cells accepted after a repair (a phone number a
// spreadsheet had turned into digits: as in the file, as saved) and rows that duplicate someone, each paged by cursor
// with "Load more" (a file can have a million bad rows; the CSV download has them all).
import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
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

type ReportKey = 'errors' | 'repairs' | 'duplicates';
type ReportPage<N> = { nodes: N[]; totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
type ReportData<K extends ReportKey> = {
  beneficiaryImport: ({ importId: string } & Record<K, ReportPage<unknown>>) | null;
};
type ReportVariables = { id: string; first?: number | null; after?: string | null };

/**
 * One report connection nested under the import, a page at a time: "Load more" joins the next page to the loaded
 * one (the total stays); a failed "Load more" is an alert, the rows already shown stay.
 */
function useReportPage<K extends ReportKey, TData extends ReportData<K>>(
  document: TypedDocumentNode<TData, ReportVariables>,
  importId: string,
  key: K,
) {
  const { showAlert } = useAlerts();
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore, networkStatus } = useQuery<TData, ReportVariables>(document, {
    variables: { id: importId, first: REPORT_PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, ReportVariables>);
  const page = (data as TData | undefined)?.beneficiaryImport?.[key] as
    | NonNullable<TData['beneficiaryImport']>[K]
    | undefined;
  const onLoadMore = async () => {
    try {
      await fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = (previous as TData).beneficiaryImport;
          const more = (fetchMoreResult as TData).beneficiaryImport;
          if (!before || !more) return previous;
          const joined = { ...more[key], nodes: [...before[key].nodes, ...more[key].nodes] };
          // A spread with a computed key is not provably TData; the key is one of TData's connections.
          return { beneficiaryImport: { ...before, [key]: joined } } as unknown as typeof previous;
        },
      });
    } catch (error) {
      showAlert('error', t('beneficiaryImport.report.loadError', { message: errorMessage(error, t) }));
    }
  };
  return {
    page,
    error,
    onRetry: () => void refetch(),
    onLoadMore: () => void onLoadMore(),
    loadingMore: networkStatus === NetworkStatus.fetchMore,
  };
}

/**
 * What the report tables share: the error and empty states, then the table (its header from `columns`, its rows the
 * children) with "n of total" and "Load more".
 */
function ReportFrame(props: {
  page: ReportPage<unknown> | undefined;
  error: unknown;
  onRetry: () => void;
  onLoadMore: () => void;
  loadingMore: boolean;
  testId: string;
  emptyText: string;
  label: string;
  minWidth: number;
  columns: ReadonlyArray<{ label: string; right?: boolean }>;
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
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped aria-label={props.label} data-testid={`${testId}-table`}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.label} ta={column.right ? 'right' : undefined}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
  const report = useReportPage(ImportErrorsDocument, importId, 'errors');
  return (
    <ReportFrame
      {...report}
      testId="import-errors"
      emptyText={t('beneficiaryImport.report.noErrors')}
      label={t('beneficiaryImport.report.errors')}
      minWidth={640}
      columns={[
        { label: t('beneficiaryImport.report.row'), right: true },
        { label: t('beneficiaryImport.report.field') },
        { label: t('beneficiaryImport.report.reason') },
        { label: t('beneficiaryImport.report.value') },
      ]}
    >
      {(report.page?.nodes ?? []).map((e) => (
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
    </ReportFrame>
  );
}

/** Shown only when something was repaired: most files need no repair, and an empty table would be noise. */
export function ImportRepairsTable({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const report = useReportPage(ImportRepairsDocument, importId, 'repairs');
  if (report.page && report.page.totalCount === 0) return null;
  return (
    <Stack gap="xs" data-testid="import-repairs">
      <Title order={2} size="h4">
        {t('beneficiaryImport.report.repairs')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('beneficiaryImport.report.repairsHint')}
      </Text>
      <ReportFrame
        {...report}
        testId="import-repairs"
        emptyText=""
        label={t('beneficiaryImport.report.repairs')}
        minWidth={640}
        columns={[
          { label: t('beneficiaryImport.report.row'), right: true },
          { label: t('beneficiaryImport.report.field') },
          { label: t('beneficiaryImport.report.original') },
          { label: t('beneficiaryImport.report.stored') },
          { label: t('beneficiaryImport.report.reason') },
        ]}
      >
        {(report.page?.nodes ?? []).map((r) => (
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
      </ReportFrame>
    </Stack>
  );
}

export function ImportDuplicatesTable({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const report = useReportPage(ImportDuplicatesDocument, importId, 'duplicates');
  return (
    <ReportFrame
      {...report}
      testId="import-duplicates"
      emptyText={t('beneficiaryImport.report.noDuplicates')}
      label={t('beneficiaryImport.report.duplicates')}
      minWidth={760}
      columns={[
        { label: t('beneficiaryImport.report.row'), right: true },
        { label: t('beneficiaryImport.report.name') },
        { label: t('beneficiaryImport.report.dob') },
        { label: t('beneficiaryImport.report.duplicateOf') },
        { label: t('beneficiaryImport.report.score'), right: true },
        { label: t('beneficiaryImport.report.level') },
        { label: t('beneficiaryImport.report.reasons') },
      ]}
    >
      {(report.page?.nodes ?? []).map((d) => (
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
