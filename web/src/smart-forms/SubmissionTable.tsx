// The review table of a form's submissions: each row its status and origin, its answers under their questions (the
// version's labels, SubmissionLabels.ts) and its duplicate candidates side by side, and the decisions a pending
// submission still allows.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconGitMerge, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { SubmissionTable_SubmissionFragment } from '../generated/graphql.js';
import { Dimmed } from '../list/cells.js';
import { formatDateTime } from '../ui/format.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { countryNamer, labelledAnswers, type ValueWords, type VersionDefinition } from './SubmissionLabels.js';

export const SubmissionTableFragment = graphql(`
  fragment SubmissionTable_submission on SmartFormSubmission {
    submissionId
    status
    source
    version
    reason
    beneficiaryId
    submittedAt
    decidedAt
    decidedBy
    answers {
      name
      value
    }
    candidates {
      beneficiaryId
      firstName
      lastName
      score
      level
      reasons
    }
  }
`);

export type ReviewedSubmission = Omit<SubmissionTable_SubmissionFragment, ' $fragmentName'>;
export type Decision = 'accept' | 'merge' | 'reject';

type Props = {
  submissions: readonly FragmentType<typeof SubmissionTableFragment>[];
  versions: readonly VersionDefinition[];
  numberFormat: string;
  /** Null when the member may not decide (no SMART_FORMS UPDATE): no buttons. */
  onDecide: ((decision: Decision, submission: ReviewedSubmission) => void) | null;
};

function Candidates({ submission }: { submission: ReviewedSubmission }) {
  const { t } = useTranslation();
  if (submission.candidates.length === 0) return <Dimmed>{t('smartForms.submissions.noCandidate')}</Dimmed>;
  return (
    <Stack gap={6}>
      {submission.candidates.map((candidate) => (
        <Stack gap={0} key={candidate.beneficiaryId} data-testid="submission-candidate">
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {candidate.firstName} {candidate.lastName}
            </Text>
            <Badge size="xs" variant="light" color={candidate.level === 'DUPLICATE' ? 'red' : 'orange'}>
              {t(`smartForms.submissions.levels.${candidate.level}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('smartForms.submissions.score', { score: `${Math.round(candidate.score * 100)} %` })} ·{' '}
            {candidate.reasons.map((reason) => t(`smartForms.submissions.reasons.${reason}`)).join(', ')}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

function Outcome({ submission }: { submission: ReviewedSubmission }) {
  const { t } = useTranslation();
  if (submission.status === 'REJECTED')
    return <Text size="sm">{t('smartForms.submissions.rejectedBecause', { reason: submission.reason ?? '' })}</Text>;
  return (
    <Stack gap={0}>
      {submission.beneficiaryId && (
        <Text size="sm">{t('smartForms.submissions.person', { id: submission.beneficiaryId })}</Text>
      )}
      {submission.status === 'ACCEPTED' && !submission.decidedBy && (
        <Dimmed>{t('smartForms.submissions.autoAccepted')}</Dimmed>
      )}
    </Stack>
  );
}

function Decisions({ submission, onDecide }: { submission: ReviewedSubmission; onDecide: Props['onDecide'] }) {
  const { t } = useTranslation();
  if (submission.status !== 'PENDING') return <Outcome submission={submission} />;
  if (!onDecide) return null;
  return (
    <Stack gap={6} align="flex-start">
      <Button
        size="xs"
        leftSection={<IconCheck size={14} aria-hidden="true" />}
        onClick={() => onDecide('accept', submission)}
        data-testid="submission-accept"
      >
        {t('smartForms.submissions.accept')}
      </Button>
      {submission.candidates.length > 0 && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconGitMerge size={14} aria-hidden="true" />}
          onClick={() => onDecide('merge', submission)}
          data-testid="submission-merge"
        >
          {t('smartForms.submissions.merge')}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        color="red"
        leftSection={<IconX size={14} aria-hidden="true" />}
        onClick={() => onDecide('reject', submission)}
        data-testid="submission-reject"
      >
        {t('smartForms.submissions.reject')}
      </Button>
    </Stack>
  );
}

/** Yes/No, genders and countries in the reader's language, as the preview words them. */
function useValueWords(): ValueWords {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      yes: t('smartForms.preview.yes'),
      no: t('smartForms.preview.no'),
      gender: (code) => t(`smartForms.preview.genders.${code}`),
      country: countryNamer(i18n.language),
    }),
    [t, i18n.language],
  );
}

export function SubmissionTable({ submissions: refs, versions, numberFormat, onDecide }: Props) {
  const { t } = useTranslation();
  const words = useValueWords();
  const submissions = getFragmentData(SubmissionTableFragment, refs);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" aria-label={t('smartForms.submissions.title')} data-testid="submissions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('smartForms.submissions.columns.submission')}</Table.Th>
            <Table.Th>{t('smartForms.submissions.columns.answers')}</Table.Th>
            <Table.Th>{t('smartForms.submissions.columns.candidates')}</Table.Th>
            <Table.Th>{t('smartForms.submissions.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {submissions.map((submission) => {
            const answers = labelledAnswers(
              submission.answers,
              versions.find((v) => v.version === submission.version),
              words,
            );
            return (
              <Table.Tr key={submission.submissionId} data-testid="submission-row" data-status={submission.status}>
                <Table.Td valign="top">
                  <Stack gap={4} align="flex-start">
                    <StatusBadge vocabulary="submission" value={submission.status} testId="submission-status" />
                    <Text size="sm">{formatDateTime(submission.submittedAt, numberFormat)}</Text>
                    <Dimmed>
                      {t(`smartForms.submissions.sources.${submission.source}`)} ·{' '}
                      {t('smartForms.submissions.version', { version: submission.version })}
                    </Dimmed>
                  </Stack>
                </Table.Td>
                <Table.Td valign="top">
                  {answers.length === 0 ? (
                    <Dimmed>{t('smartForms.submissions.noAnswers')}</Dimmed>
                  ) : (
                    <Stack gap={2} component="dl" m={0}>
                      {answers.map((answer) => (
                        <Group key={answer.name} gap={6} wrap="nowrap" align="baseline">
                          <Text size="sm" c="dimmed" component="dt">
                            {answer.label}
                          </Text>
                          <Text size="sm" component="dd" m={0} data-testid="submission-answer">
                            {answer.value ?? t('smartForms.submissions.noAnswer')}
                          </Text>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td valign="top">
                  <Candidates submission={submission} />
                </Table.Td>
                <Table.Td valign="top">
                  <Decisions submission={submission} onDecide={onDecide} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
