// A beneficiary's history: the activity log narrowed to their id (newest first), in the activity log's own table. A
// click on a person opens the activity log page narrowed to that person's changes.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, EmptyState, Group, Loader, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActivityLogTable } from '../activity/ActivityLogTable.js';
import { graphql } from '../generated/gql.js';
import { errorMessage } from '../ui/errorMessage.js';

/** Entries of the history shown; the activity log page has them all. */
export const HISTORY_SIZE = 20;

export const BeneficiaryHistoryDocument = graphql(`
  query BeneficiaryHistory($filter: ActivityLogFilter, $first: Int) {
    activityLogs(first: $first, filter: $filter, sort: CREATED_AT_NEWEST) {
      edges {
        node {
          ...ActivityLogTable_log
        }
      }
    }
  }
`);

/** The activity log's filter for one object's entries. */
export function historyFilter(objectId: string) {
  return {
    connector: 'AND' as const,
    conditions: [{ field: 'OBJECT_ID' as const, operator: 'EQUAL' as const, value: objectId }],
  };
}

export function BeneficiaryHistory({ beneficiaryId, numberFormat }: { beneficiaryId: string; numberFormat: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(BeneficiaryHistoryDocument, {
    variables: { filter: historyFilter(beneficiaryId), first: HISTORY_SIZE },
  });
  const logs = data?.activityLogs.edges.map((e) => e.node) ?? [];
  if (loading && !data) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (error) {
    return (
      <Alert color="red" role="alert" data-testid="history-error">
        <Group justify="space-between">
          <Text size="sm">{t('beneficiaries.view.historyError', { message: errorMessage(error, t) })}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            {t('app.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (logs.length === 0) {
    return (
      <EmptyState
        data-testid="history-empty"
        icon={<IconHistory size={28} aria-hidden="true" />}
        title={t('beneficiaries.view.noHistory')}
      />
    );
  }
  return (
    <ActivityLogTable
      logs={logs}
      numberFormat={numberFormat}
      onUser={(userId) =>
        navigate(
          `/activity-logs?filter=${encodeURIComponent(
            JSON.stringify({ connector: 'AND', conditions: [{ field: 'USER_ID', operator: 'EQUAL', value: userId }] }),
          )}`,
        )
      }
    />
  );
}
