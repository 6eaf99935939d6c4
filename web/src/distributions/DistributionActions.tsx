// What can be done with a distribution in its status (spec §4): edit, cancel (confirmed), generate entitlements
// (the job's progress bar until it ends), submit for approval, approve / disapprove. The server decides: a refusal
// (over budget, four eyes, a status that moved on) is shown with the API's message, which says the details.
import { DISTRIBUTION_TRANSITIONS } from '@aid/common/distributions';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { DistributionRefusal } from '../generated/graphql.js';
import { type MessageWords, refusalMessage } from '../i18n/fieldErrors.js';
import { JOB_POLL_MS, JobDocument, JobProgress, jobEnded } from '../jobs/JobProgress.js';
import { ActionRow } from '../ui/ActionRow.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { EditDistributionModal } from './EditDistributionModal.js';
import {
  CancelDistributionDocument,
  DecideDistributionDocument,
  DistributionChangeFragment,
  GenerateEntitlementsDocument,
  SubmitDistributionDocument,
} from './mutations.js';

export const DistributionActionsFragment = graphql(`
  fragment DistributionActions_distribution on Distribution {
    distributionId
    distributionStatus
    totals {
      entitlements
    }
    viewerCanUpdate
    viewerCanCancel
    viewerCanApprove
    ...EditDistributionModal_distribution
  }
`);

type Refusal = { reason?: DistributionRefusal | null; message: string };
type Outcome =
  | { code?: string | null; message?: string | null; reason?: DistributionRefusal | null; words?: MessageWords | null }
  | undefined;
/** A change of status's answer (submit, decide, cancel), unmasked. */
const changed = (answer: FragmentType<typeof DistributionChangeFragment> | null | undefined): Outcome =>
  getFragmentData(DistributionChangeFragment, answer) ?? undefined;

type Props = { distribution: FragmentType<typeof DistributionActionsFragment>; onChanged: () => void };

export function DistributionActions({ distribution: ref, onChanged }: Props) {
  const d = getFragmentData(DistributionActionsFragment, ref);
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [disapproving, setDisapproving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [generate, generating] = useMutation(GenerateEntitlementsDocument);
  const [submit, submitting] = useMutation(SubmitDistributionDocument);
  const [cancel, cancelling] = useMutation(CancelDistributionDocument);
  const [decide, deciding] = useMutation(DecideDistributionDocument);
  const job = useQuery(JobDocument, { variables: { id: jobId ?? '' }, skip: !jobId, pollInterval: JOB_POLL_MS });
  const jobDone = job.data?.job ? jobEnded(job.data.job.status) : false;
  // Once per job: `onChanged` is a new function on every render, so it alone must not run the effect again.
  const settledJob = useRef<string | null>(null);
  useEffect(() => {
    if (!jobDone || !jobId || settledJob.current === jobId) return;
    settledJob.current = jobId;
    job.stopPolling();
    onChanged();
  }, [jobDone, jobId, job.stopPolling, onChanged]);

  const status = d.distributionStatus;
  const can = (to: (typeof DISTRIBUTION_TRANSITIONS)[typeof status][number]) =>
    DISTRIBUTION_TRANSITIONS[status].includes(to);
  const busy = generating.loading || submitting.loading || cancelling.loading || deciding.loading;

  /** Runs a mutation; true when it went through, else its refusal is shown. */
  const run = async (action: () => Promise<Outcome>, done?: string): Promise<boolean> => {
    setRefusal(null);
    try {
      const outcome = await action();
      if (!outcome || outcome.code) {
        setRefusal({
          reason: outcome?.reason,
          message: refusalMessage(t, outcome) || t('distributions.actions.failed'),
        });
        return false;
      }
      if (done) showAlert('success', done);
      onChanged();
      return true;
    } catch (error) {
      setRefusal({ message: errorMessage(error, t) });
      return false;
    }
  };

  const startGenerating = () =>
    run(async () => {
      const { data } = await generate({ variables: { id: d.distributionId } });
      const result = data?.generateEntitlements;
      if (result?.job) setJobId(result.job.jobId);
      return result;
    });

  const disapprove = async () => {
    if (!reason.trim()) {
      setReasonError(t('distributions.actions.reasonRequired'));
      return;
    }
    setDisapproving(false);
    await run(
      async () =>
        changed(
          (
            await decide({
              variables: { id: d.distributionId, input: { decision: 'DISAPPROVED', reason: reason.trim() } },
            })
          ).data?.decideDistribution,
        ),
      t('distributions.actions.disapproved'),
    );
  };

  const editable = d.viewerCanUpdate && (status === 'READY' || status === 'DISAPPROVED');
  return (
    <Stack gap="sm" data-testid="distribution-actions">
      <Group gap="sm">
        {editable && (
          <Button variant="default" onClick={() => setEditing(true)} data-testid="edit-distribution">
            {t('distributions.actions.edit')}
          </Button>
        )}
        {d.viewerCanUpdate && status === 'READY' && (
          <Button
            onClick={() => void startGenerating()}
            loading={generating.loading}
            disabled={busy}
            data-testid="generate-entitlements"
          >
            {t('distributions.actions.generate')}
          </Button>
        )}
        {d.viewerCanUpdate && status === 'READY' && d.totals.entitlements > 0 && (
          <Button
            variant="light"
            loading={submitting.loading}
            disabled={busy}
            data-testid="submit-distribution"
            onClick={() =>
              void run(
                async () => changed((await submit({ variables: { id: d.distributionId } })).data?.submitDistribution),
                t('distributions.actions.submitted'),
              )
            }
          >
            {t('distributions.actions.submit')}
          </Button>
        )}
        {d.viewerCanApprove && status === 'APPROVAL_PENDING' && (
          <>
            <Button
              color="green"
              loading={deciding.loading}
              disabled={busy}
              data-testid="approve-distribution"
              onClick={() =>
                void run(
                  async () =>
                    changed(
                      (await decide({ variables: { id: d.distributionId, input: { decision: 'APPROVED' } } })).data
                        ?.decideDistribution,
                    ),
                  t('distributions.actions.approved'),
                )
              }
            >
              {t('distributions.actions.approve')}
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={busy}
              data-testid="disapprove-distribution"
              onClick={() => {
                setReason('');
                setReasonError(null);
                setDisapproving(true);
              }}
            >
              {t('distributions.actions.disapprove')}
            </Button>
          </>
        )}
        {d.viewerCanCancel && can('CANCELLED') && (
          <Button
            color="red"
            variant="subtle"
            disabled={busy}
            onClick={() => setConfirmingCancel(true)}
            data-testid="cancel-distribution"
          >
            {t('distributions.actions.cancel')}
          </Button>
        )}
      </Group>

      {refusal?.reason === 'OVER_BUDGET' ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('distributions.actions.overBudget')}
          data-testid="budget-error"
        >
          {refusal.message}
        </Alert>
      ) : (
        refusal && (
          <Alert color="red" role="alert" data-testid="action-error" data-reason={refusal.reason ?? undefined}>
            {refusal.message}
          </Alert>
        )
      )}

      {job.data?.job ? (
        <JobProgress job={job.data.job} />
      ) : (
        status === 'CREATE_IN_PROGRESS' && (
          <Group gap="xs" data-testid="generating">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('distributions.actions.generating')}</Text>
          </Group>
        )
      )}

      <ActionDialog
        opened={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title={t('distributions.actions.cancelConfirmTitle')}
        backLabel={t('distributions.actions.cancelConfirmNo')}
        confirmLabel={t('distributions.actions.cancelConfirmYes')}
        confirmTestId="confirm-cancel-distribution"
        onConfirm={() => {
          setConfirmingCancel(false);
          void run(
            async () => changed((await cancel({ variables: { id: d.distributionId } })).data?.cancelDistribution),
            t('distributions.actions.cancelled'),
          );
        }}
      >
        <Text>{t('distributions.actions.cancelConfirm')}</Text>
      </ActionDialog>

      <ActionDialog
        opened={disapproving}
        onClose={() => setDisapproving(false)}
        title={t('distributions.actions.disapproveTitle')}
        backLabel={t('distributions.actions.back')}
        confirmLabel={t('distributions.actions.disapproveConfirm')}
        confirmTestId="confirm-disapprove"
        onConfirm={() => void disapprove()}
      >
        <Textarea
          label={t('distributions.actions.reason')}
          withAsterisk
          autosize
          minRows={3}
          value={reason}
          error={reasonError}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="disapprove-reason"
          data-autofocus
        />
      </ActionDialog>

      {editing && (
        <EditDistributionModal
          distribution={d}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}

/** The two questions an action asks first (cancel? why disapprove?): what to read or fill, then back or go on. */
function ActionDialog(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  backLabel: string;
  confirmLabel: string;
  confirmTestId: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack>
        {props.children}
        <ActionRow
          justify="flex-end"
          backLabel={props.backLabel}
          onBack={props.onClose}
          label={props.confirmLabel}
          color="red"
          onAction={props.onConfirm}
          testId={props.confirmTestId}
        />
      </Stack>
    </Modal>
  );
}
