// The dry run's tables: refused cells (row, field, reason, value), cells accepted after a repair (a phone number a
// spreadsheet had turned into digits: as in the file, as saved) and rows that duplicate someone, each paged by cursor
// with "Load more" (a file can have a million bad rows; the CSV download has them all).
import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { type Column, DataTable } from '../list/DataTable.js';
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
 * What the report tables share: the error and empty states, then the table declared by its columns, with
 * "n of total" and "Load more".
 */
function ReportFrame<N>(props: {
  page: ReportPage<N> | undefined;
  error: unknown;
  onRetry: () => void;
  onLoadMore: () => void;
  loadingMore: boolean;
  testId: string;
  emptyText: string;
  label: string;
  minWidth: number;
  columns: readonly Column<N>[];
  rowKey: (node: N) => string;
  rowTestId: string;
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
      <DataTable
        rows={page.nodes}
        columns={props.columns}
        rowKey={props.rowKey}
        label={props.label}
        testId={`${testId}-table`}
        rowTestId={props.rowTestId}
        minWidth={props.minWidth}
      />
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

/** A cell value as the file had it (or as it is saved): monospace, so digits and spaces can be compared. */
function Raw({ value, clamp }: { value: string; clamp?: boolean }) {
  return (
    <Text size="sm" ff="monospace" lineClamp={clamp ? 1 : undefined}>
      {value}
    </Text>
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
      rowKey={(e) => `${e.rowNumber}-${e.field}`}
      rowTestId="import-error-row"
      columns={[
        { header: t('beneficiaryImport.report.row'), align: 'right', cell: (e) => e.rowNumber },
        { header: t('beneficiaryImport.report.field'), cell: (e) => e.field },
        { header: t('beneficiaryImport.report.reason'), cell: (e) => e.message },
        { header: t('beneficiaryImport.report.value'), cell: (e) => <Raw value={e.value ?? ''} clamp /> },
      ]}
    />
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
        rowKey={(r) => `${r.rowNumber}-${r.field}`}
        rowTestId="import-repair-row"
        columns={[
          { header: t('beneficiaryImport.report.row'), align: 'right', cell: (r) => r.rowNumber },
          { header: t('beneficiaryImport.report.field'), cell: (r) => r.field },
          { header: t('beneficiaryImport.report.original'), cell: (r) => <Raw value={r.original} /> },
          { header: t('beneficiaryImport.report.stored'), cell: (r) => <Raw value={r.stored} /> },
          {
            header: t('beneficiaryImport.report.reason'),
            cell: (r) => t(`beneficiaryImport.report.repairKinds.${r.kind}`),
          },
        ]}
      />
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
      rowKey={(d) => String(d.rowNumber)}
      rowTestId="import-duplicate-row"
      columns={[
        { header: t('beneficiaryImport.report.row'), align: 'right', cell: (d) => d.rowNumber },
        { header: t('beneficiaryImport.report.name'), cell: (d) => `${d.firstName} ${d.lastName}` },
        { header: t('beneficiaryImport.report.dob'), cell: (d) => formatDate(d.dob) ?? '—' },
        {
          header: t('beneficiaryImport.report.duplicateOf'),
          cell: (d) =>
            d.duplicateOf ? (
              <Anchor component={Link} to={beneficiaryPath(d.duplicateOf.beneficiaryId)}>
                {d.duplicateOf.firstName} {d.duplicateOf.lastName}
              </Anchor>
            ) : d.duplicateOfRow !== null && d.duplicateOfRow !== undefined ? (
              t('beneficiaryImport.report.ofRow', { row: d.duplicateOfRow })
            ) : (
              '—'
            ),
        },
        { header: t('beneficiaryImport.report.score'), align: 'right', cell: (d) => `${Math.round(d.score * 100)} %` },
        { header: t('beneficiaryImport.report.level'), cell: (d) => <DuplicateLevelBadge level={d.level} /> },
        {
          header: t('beneficiaryImport.report.reasons'),
          cell: (d) => d.reasons.map((r) => t(`beneficiaryDuplicates.reasons.${r}`)).join(', '),
        },
      ]}
    />
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
