// /beneficiary-lists/duplicates: the organisation's review queue of candidate duplicate pairs (PENDING by default,
// by score), "Find duplicates" over the whole master list as a job, and the decisions: merge keeping one side, or
// mark the two as different people. A decided pair leaves the queue at once; the organisation's count follows.
import type { DuplicateLevel, DuplicateStatus } from '@aid/common/beneficiaries';
import { accessFor } from '@aid/common/permissions';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Group, NativeSelect, Stack } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/me.js';
import { toEffectivePermissions } from '../accounts/permissions.js';
import { getFragmentData } from '../generated/fragment-masking.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { JOBS_TEXTS } from '../i18n/jobs.js';
import { JOB_POLL_MS, JobDocument, JobProgress, jobEnded } from '../jobs/JobProgress.js';
import { GrowingListView, LoadedCount } from '../list/GrowingListView.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { useGrowingList } from '../list/useGrowingList.js';
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
  const pairs = useGrowingList(
    BeneficiaryDuplicatesDocument,
    'beneficiaryDuplicates',
    { first: DUPLICATES_PAGE_SIZE, after: null, filter: duplicatesFilter(status, level), withTotal: true },
    (e) => showAlert('error', t('beneficiaryDuplicates.loadError', { message: errorMessage(e, t) })),
  );
  const [startDeduplication, starting] = useMutation(StartDeduplicationDocument);
  const [merge] = useMutation(MergeDuplicateDocument);
  const [markDistinct] = useMutation(MarkDistinctDocument);
  const organization = overview.data?.organization;

  const find = async () => {
    try {
      const { data: started } = await startDeduplication();
      if (started) setJobId(started.startDeduplication.jobId);
    } catch (e) {
      showAlert('error', t('beneficiaryDuplicates.startFailed', { message: errorMessage(e, t) }));
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
        showAlert(
          'error',
          t('beneficiaryDuplicates.decideFailed', { message: refusalMessage(t, result) ?? result?.code ?? '' }),
        );
        return;
      }
      showAlert(
        'success',
        t(decision.kind === 'merge' ? 'beneficiaryDuplicates.merged' : 'beneficiaryDuplicates.keptApart'),
      );
      pairs.drop((edge) => edge.node.pairId === pairId);
      void overview.refetch();
    } catch (e) {
      showAlert('error', t('beneficiaryDuplicates.decideFailed', { message: errorMessage(e, t) }));
    } finally {
      setDeciding(null);
    }
  };

  return (
    <Page
      size="xl"
      back={{ to: '/beneficiary-lists', label: t('beneficiaryList.back') }}
      title={t('beneficiaryDuplicates.title')}
      intro={
        organization &&
        t('beneficiaryDuplicates.overview', {
          total: organization.duplicatesTotal,
          last: organization.lastDeduplication
            ? formatDateTime(organization.lastDeduplication, numberFormat)
            : t('beneficiaryDuplicates.never'),
        })
      }
      introTestId="duplicates-overview"
      actions={
        canDecide && (
          <IconButton
            icon={IconSearch}
            loading={starting.loading}
            disabled={jobId !== null}
            onClick={() => void find()}
            data-testid="duplicates-find"
          >
            {t('beneficiaryDuplicates.find')}
          </IconButton>
        )
      }
    >
      {jobId && (
        <DeduplicationJob
          jobId={jobId}
          onEnded={() => {
            setJobId(null);
            void overview.refetch();
            pairs.refetch();
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
        <LoadedCount
          list={pairs}
          testId="duplicates"
          text={(count, total) => t('beneficiaryDuplicates.loaded', { count, total })}
        />
      </Group>
      <GrowingListView
        list={pairs}
        testId="duplicates"
        loadError={(message) => t('beneficiaryDuplicates.loadError', { message })}
        loadMoreLabel={t('beneficiaryList.loadMore')}
        empty={{
          icon: <IconUsers size={32} aria-hidden="true" />,
          title: status === 'PENDING' ? t('beneficiaryDuplicates.empty') : t('beneficiaryDuplicates.emptyFiltered'),
        }}
        notice={
          !canDecide &&
          pairs.edges.length > 0 && (
            <Alert color="gray" data-testid="duplicates-read-only">
              {t('beneficiaryDuplicates.readOnly')}
            </Alert>
          )
        }
      >
        <Stack gap="md">
          {pairs.edges.map((edge) => (
            <DuplicatePairCard
              key={getFragmentData(DuplicatePairFragment, edge.node).pairId}
              pair={edge.node}
              canDecide={canDecide}
              deciding={deciding === edge.node.pairId}
              onDecide={(decision) => void decide(edge.node.pairId, decision)}
            />
          ))}
        </Stack>
      </GrowingListView>
    </Page>
  );
}
