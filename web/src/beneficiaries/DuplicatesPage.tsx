// /beneficiary-lists/duplicates: the organisation's review queue of candidate duplicate pairs (PENDING by default,
// by score), "Find duplicates" over the whole master list as a job, and the decisions: merge keeping one side, or
// mark the two as different people. A decided pair leaves the queue at once; the organisation's count follows.
import type { DuplicateLevel, DuplicateStatus } from '@aid/common/beneficiaries';
import { accessFor } from '@aid/common/permissions';
import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMe } from '../accounts/me.js';
import { toEffectivePermissions } from '../accounts/permissions.js';
import { getFragmentData } from '../generated/fragment-masking.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { JOBS_TEXTS } from '../i18n/jobs.js';
import { JOB_POLL_MS, JobDocument, JobProgress, jobEnded } from '../jobs/JobProgress.js';
import { ListArea } from '../list/ListArea.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { useAlerts } from '../ui/alerts.js';
import { useBreadcrumbs } from '../ui/breadcrumbs.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { type Decision, DuplicatePairCard, DuplicatePairFragment } from './DuplicatePairCard.js';
import {
  BeneficiaryDuplicatesDocument,
  DUPLICATES_PAGE_SIZE,
  DuplicatesOverviewDocument,
  duplicatesFilter,
  MarkDistinctDocument,
  MergeDuplicateDocument,
  StartDeduplicationDocument,
} from './duplicateDocuments.js';

/** The deduplication job, polled until it ends; then the queue and the count are read again. */
function DeduplicationJob({ jobId, onEnded }: { jobId: string; onEnded: () => void }) {
  const { data, stopPolling } = useQuery(JobDocument, { variables: { id: jobId }, pollInterval: JOB_POLL_MS });
  const ended = data?.job ? jobEnded(data.job.status) : false;
  // Told once, whatever the parent passes on each render.
  const told = useRef(false);
  useEffect(() => {
    if (!ended || told.current) return;
    told.current = true;
    stopPolling();
    onEnded();
  }, [ended, stopPolling, onEnded]);
  return data?.job ? <JobProgress job={data.job} /> : null;
}

export function DuplicatesPage() {
  useTextBundle(BENEFICIARIES_TEXTS);
  useTextBundle(JOBS_TEXTS);
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const numberFormat = useNumberFormat();
  const me = useMe();
  const permissions = toEffectivePermissions(me.permissions);
  const canDecide = accessFor(permissions, 'BENEFICIARY_LISTS', 'UPDATE').accessLevel === 'EVERYTHING';
  const [status, setStatus] = useState<DuplicateStatus>('PENDING');
  const [level, setLevel] = useState<DuplicateLevel | ''>('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<string | null>(null);
  useBreadcrumbs([
    { label: t('nav.beneficiaryManagement'), path: '/beneficiary-lists' },
    { label: t('beneficiaryDuplicates.title'), path: '/beneficiary-lists/duplicates' },
  ]);

  const overview = useQuery(DuplicatesOverviewDocument);
  const { data, loading, error, refetch, fetchMore, updateQuery, networkStatus } = useQuery(
    BeneficiaryDuplicatesDocument,
    {
      variables: { first: DUPLICATES_PAGE_SIZE, after: null, filter: duplicatesFilter(status, level), withTotal: true },
      notifyOnNetworkStatusChange: true,
    },
  );
  const [startDeduplication, starting] = useMutation(StartDeduplicationDocument);
  const [merge] = useMutation(MergeDuplicateDocument);
  const [markDistinct] = useMutation(MarkDistinctDocument);
  const page = data?.beneficiaryDuplicates;
  const pairs = page?.edges ?? [];
  const organization = overview.data?.organization;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const find = async () => {
    try {
      const { data: started } = await startDeduplication();
      if (started) setJobId(started.startDeduplication.jobId);
    } catch (e) {
      showAlert('error', t('beneficiaryDuplicates.startFailed', { message: errorMessage(e, t) }));
    }
  };

  const loadMore = async () => {
    if (!page?.pageInfo.hasNextPage || loadingMore) return;
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor, withTotal: false },
        updateQuery: (previous, { fetchMoreResult }) => ({
          beneficiaryDuplicates: {
            ...fetchMoreResult.beneficiaryDuplicates,
            totalCount: previous.beneficiaryDuplicates.totalCount,
            edges: [...previous.beneficiaryDuplicates.edges, ...fetchMoreResult.beneficiaryDuplicates.edges],
          },
        }),
      });
    } catch (e) {
      showAlert('error', t('beneficiaryDuplicates.loadError', { message: errorMessage(e, t) }));
    }
  };

  const decide = async (pairId: string, decision: Decision) => {
    setDeciding(pairId);
    try {
      const result =
        decision.kind === 'merge'
          ? (await merge({ variables: { pairId, keepBeneficiaryId: decision.keepBeneficiaryId } })).data
              ?.mergeBeneficiaryDuplicate
          : (await markDistinct({ variables: { pairId } })).data?.markBeneficiaryDuplicateDistinct;
      if (!result?.pair) {
        showAlert('error', t('beneficiaryDuplicates.decideFailed', { message: result?.message ?? result?.code ?? '' }));
        return;
      }
      showAlert(
        'success',
        t(decision.kind === 'merge' ? 'beneficiaryDuplicates.merged' : 'beneficiaryDuplicates.keptApart'),
      );
      // Out of the loaded pairs rather than asking again, which would drop the pages loaded so far.
      updateQuery((_unsafe, { complete, previousData: previous }) => {
        if (!complete) return;
        const { totalCount } = previous.beneficiaryDuplicates;
        return {
          beneficiaryDuplicates: {
            ...previous.beneficiaryDuplicates,
            totalCount: totalCount === undefined ? undefined : Math.max(0, totalCount - 1),
            edges: previous.beneficiaryDuplicates.edges.filter((e) => e.node.pairId !== pairId),
          },
        };
      });
      void overview.refetch();
    } catch (e) {
      showAlert('error', t('beneficiaryDuplicates.decideFailed', { message: errorMessage(e, t) }));
    } finally {
      setDeciding(null);
    }
  };

  return (
    <Container size="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/beneficiary-lists" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('beneficiaryList.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {t('beneficiaryDuplicates.title')}
            </Title>
            {organization && (
              <Text size="sm" c="dimmed" data-testid="duplicates-overview">
                {t('beneficiaryDuplicates.overview', {
                  total: organization.duplicatesTotal,
                  last: organization.lastDeduplication
                    ? formatDateTime(organization.lastDeduplication, numberFormat)
                    : t('beneficiaryDuplicates.never'),
                })}
              </Text>
            )}
          </div>
          {canDecide && (
            <Button
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              loading={starting.loading}
              disabled={jobId !== null}
              onClick={() => void find()}
              data-testid="duplicates-find"
            >
              {t('beneficiaryDuplicates.find')}
            </Button>
          )}
        </Group>
        {jobId && (
          <DeduplicationJob
            jobId={jobId}
            onEnded={() => {
              setJobId(null);
              void overview.refetch();
              void refetch();
            }}
          />
        )}
        <Group align="flex-end">
          <NativeSelect
            label={t('beneficiaryDuplicates.statusFilter')}
            data={(['PENDING', 'MERGED', 'DISTINCT'] as const).map((value) => ({
              value,
              label: t(`beneficiaryDuplicates.statuses.${value}`),
            }))}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as DuplicateStatus)}
          />
          <NativeSelect
            label={t('beneficiaryDuplicates.levelFilter')}
            data={[
              { value: '', label: t('beneficiaryDuplicates.allLevels') },
              ...(['DUPLICATE', 'POSSIBLE_DUPLICATE'] as const).map((value) => ({
                value,
                label: t(`beneficiaryDuplicates.levels.${value}`),
              })),
            ]}
            value={level}
            onChange={(e) => setLevel(e.currentTarget.value as DuplicateLevel | '')}
          />
          {page && typeof page.totalCount === 'number' && (
            <Text data-testid="duplicates-loaded" aria-live="polite">
              {t('beneficiaryDuplicates.loaded', { count: pairs.length, total: page.totalCount })}
            </Text>
          )}
        </Group>
        {error && (
          <ListLoadError
            message={t('beneficiaryDuplicates.loadError', { message: errorMessage(error, t) })}
            onRetry={() => void refetch()}
            testId="duplicates-error"
          />
        )}
        <ListArea
          loading={loading && !loadingMore}
          answered={Boolean(page)}
          count={pairs.length}
          empty={{
            testId: 'duplicates-empty',
            icon: <IconUsers size={32} aria-hidden="true" />,
            title: status === 'PENDING' ? t('beneficiaryDuplicates.empty') : t('beneficiaryDuplicates.emptyFiltered'),
          }}
        >
          <Stack gap="md">
            {pairs.map((edge) => (
              <DuplicatePairCard
                key={getFragmentData(DuplicatePairFragment, edge.node).pairId}
                pair={edge.node}
                canDecide={canDecide}
                deciding={deciding === edge.node.pairId}
                onDecide={(decision) => void decide(edge.node.pairId, decision)}
              />
            ))}
          </Stack>
        </ListArea>
        {!canDecide && page && pairs.length > 0 && (
          <Alert color="gray" data-testid="duplicates-read-only">
            {t('beneficiaryDuplicates.readOnly')}
          </Alert>
        )}
        {page?.pageInfo.hasNextPage && (
          <Group justify="center">
            <Button variant="light" onClick={() => void loadMore()} loading={loadingMore}>
              {t('beneficiaryList.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
