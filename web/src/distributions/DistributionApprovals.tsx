// Who approved or disapproved a distribution, when and why, latest first (read only; hidden when none yet).
import { Card, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';

export const DistributionApprovalsFragment = graphql(`
  fragment DistributionApprovals_distribution on Distribution {
    approvals {
      approvalId
      decision
      reason
      decidedAt
      decidedBy {
        userId
        userFullName
        email
      }
    }
  }
`);

type Props = { distribution: FragmentType<typeof DistributionApprovalsFragment> };

export function DistributionApprovals({ distribution: ref }: Props) {
  const { approvals } = getFragmentData(DistributionApprovalsFragment, ref);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  if (approvals.length === 0) return null;
  const none = t('distributions.noValue');
  return (
    <Card withBorder data-testid="approval-history">
      <Title order={2} size="h4" mb="xs">
        {t('distributions.view.approvalsHistory')}
      </Title>
      <List spacing={4} size="sm">
        {approvals.map((a) => (
          <List.Item key={a.approvalId} data-testid="approval-entry" data-decision={a.decision}>
            {t('distributions.view.approvalBy', {
              decision: t(`distributions.statuses.${a.decision}`),
              user: a.decidedBy ? a.decidedBy.userFullName || a.decidedBy.email : none,
              date: formatDateTime(a.decidedAt, numberFormat) ?? none,
            })}
            {a.reason && (
              <Text size="xs" c="dimmed">
                {t('distributions.view.approvalReason', { reason: a.reason })}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
