// Asks before a review decision: accept, merge with one of the submission's candidates (chosen here), or reject with
// a reason (needed before the button works). A refusal stays in the dialog in the server's words, so the reviewer
// can cancel or try again; done, the dialog closes and the page reloads its submissions.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import type { Decision, ReviewedSubmission } from './SubmissionTable.js';

export const AcceptSmartFormSubmissionDocument = graphql(`
  mutation AcceptSmartFormSubmission($id: ID!, $submissionId: ID!) {
    acceptSmartFormSubmission(id: $id, submissionId: $submissionId) {
      submission { submissionId status reason beneficiaryId decidedAt }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

export const MergeSmartFormSubmissionDocument = graphql(`
  mutation MergeSmartFormSubmission($id: ID!, $submissionId: ID!, $beneficiaryId: ID!) {
    mergeSmartFormSubmission(id: $id, submissionId: $submissionId, beneficiaryId: $beneficiaryId) {
      submission { submissionId status reason beneficiaryId decidedAt }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

export const RejectSmartFormSubmissionDocument = graphql(`
  mutation RejectSmartFormSubmission($id: ID!, $submissionId: ID!, $reason: String!) {
    rejectSmartFormSubmission(id: $id, submissionId: $submissionId, reason: $reason) {
      submission { submissionId status reason beneficiaryId decidedAt }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

const DONE = {
  accept: 'smartForms.submissions.accepted',
  merge: 'smartForms.submissions.merged',
  reject: 'smartForms.submissions.rejected',
} as const;

export type AskedDecision = { decision: Decision; submission: ReviewedSubmission };

type Props = {
  smartFormId: string;
  asked: AskedDecision;
  onClose: () => void;
  /** After the server took the decision. */
  onDecided: () => void;
};

type Answer = { submission: unknown; message?: string | null } | undefined;

export function SubmissionDecisionDialog({ smartFormId, asked, onClose, onDecided }: Props) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const { decision, submission } = asked;
  const [candidate, setCandidate] = useState(submission.candidates[0]?.beneficiaryId ?? '');
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accept] = useMutation(AcceptSmartFormSubmissionDocument);
  const [merge] = useMutation(MergeSmartFormSubmissionDocument);
  const [reject] = useMutation(RejectSmartFormSubmissionDocument);
  const ids = { id: smartFormId, submissionId: submission.submissionId };
  const reasonMissing = reason.trim() === '';

  const send = async (): Promise<Answer> => {
    if (decision === 'accept') return (await accept({ variables: ids })).data?.acceptSmartFormSubmission;
    if (decision === 'merge')
      return (await merge({ variables: { ...ids, beneficiaryId: candidate } })).data?.mergeSmartFormSubmission;
    return (await reject({ variables: { ...ids, reason: reason.trim() } })).data?.rejectSmartFormSubmission;
  };

  const confirm = async () => {
    if (decision === 'reject' && reasonMissing) {
      setReasonTouched(true);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await send();
      if (!answer?.submission) {
        setError(refusalMessage(t, answer) ?? t('smartForms.submissions.failed'));
        return;
      }
      showAlert('success', t(DONE[decision]));
      onDecided();
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`smartForms.submissions.${decision}Title`)}
      centered
      data-testid="submission-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">{t(`smartForms.submissions.${decision}Question`)}</Text>
        {decision === 'merge' && (
          <Radio.Group
            label={t('smartForms.submissions.mergeCandidate')}
            value={candidate}
            onChange={setCandidate}
            data-testid="submission-merge-candidates"
          >
            <Stack gap={6} mt={6}>
              {submission.candidates.map((c) => (
                <Radio
                  key={c.beneficiaryId}
                  value={c.beneficiaryId}
                  label={`${c.firstName} ${c.lastName} (${t(`smartForms.submissions.levels.${c.level}`)}, ${Math.round(c.score * 100)} %)`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {decision === 'reject' && (
          <Textarea
            label={t('smartForms.submissions.rejectReason')}
            required
            autosize
            minRows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setReasonTouched(true)}
            error={reasonTouched && reasonMissing ? t('smartForms.submissions.rejectReasonRequired') : null}
            data-testid="submission-reject-reason"
          />
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="submission-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('smartForms.submissions.cancel')}
          </Button>
          <Button
            color={decision === 'reject' ? 'red' : undefined}
            onClick={() => void confirm()}
            loading={busy}
            disabled={decision === 'merge' && !candidate}
            data-testid="submission-confirm"
          >
            {t(`smartForms.submissions.${decision}Confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
