// Status badges of distributions and entitlements: one colour per status, the same on every screen.
import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CollectionStatus, DistributionStatus, PaymentStatus } from '../generated/graphql.js';

export const DISTRIBUTION_STATUS_COLOURS: Record<DistributionStatus, string> = {
  READY: 'blue',
  CREATE_IN_PROGRESS: 'cyan',
  APPROVAL_PENDING: 'yellow',
  APPROVED: 'green',
  DISAPPROVED: 'red',
  CANCELLED: 'gray',
};

export const PAYMENT_STATUS_COLOURS: Record<PaymentStatus, string> = {
  NOT_INITIATED: 'gray',
  SCHEDULED: 'blue',
  INITIATED: 'blue',
  PENDING: 'yellow',
  PROCESSING: 'cyan',
  COMPLETED: 'green',
  DECLINED: 'red',
  CANCELLED: 'gray',
  REVERSED: 'orange',
  ERROR: 'red',
  BENEFICIARY_NAME_MISMATCH: 'orange',
};

export const COLLECTION_COLOURS: Record<CollectionStatus, string> = {
  NOT_COLLECTED: 'gray',
  PARTIALLY_COLLECTED: 'yellow',
  FULLY_COLLECTED: 'green',
};

export function DistributionStatusBadge({ status, testId }: { status: DistributionStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={DISTRIBUTION_STATUS_COLOURS[status]} data-testid={testId} data-status={status}>
      {t(`distributions.statuses.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={PAYMENT_STATUS_COLOURS[status]} data-testid="payment-status">
      {t(`distributions.paymentStatuses.${status}`)}
    </Badge>
  );
}

type Counts = readonly { status: CollectionStatus; count: number }[];

/**
 * Collection progress as a segmented bar, with the three counts in words for screen readers and as a tooltip
 * (a bar alone says nothing to someone who cannot see it).
 */
export function CollectionBar({ collection }: { collection: Counts }) {
  const { t } = useTranslation();
  const count = (status: CollectionStatus) => collection.find((c) => c.status === status)?.count ?? 0;
  const total = collection.reduce((sum, c) => sum + c.count, 0);
  const summary = t('distributions.collection.summary', {
    notCollected: count('NOT_COLLECTED'),
    partially: count('PARTIALLY_COLLECTED'),
    fully: count('FULLY_COLLECTED'),
  });
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="collection">
        {summary}
      </Text>
    );
  }
  return (
    <Tooltip label={summary}>
      <Group gap={4} wrap="nowrap" data-testid="collection" aria-label={summary}>
        <Progress.Root w={120} size="lg">
          {(['FULLY_COLLECTED', 'PARTIALLY_COLLECTED', 'NOT_COLLECTED'] as const).map((status) => (
            <Progress.Section
              key={status}
              value={(count(status) / total) * 100}
              color={COLLECTION_COLOURS[status]}
              aria-label={t(`distributions.collection.${status}`)}
            />
          ))}
        </Progress.Root>
        <Text size="xs" c="dimmed">
          {count('FULLY_COLLECTED')}/{total}
        </Text>
      </Group>
    </Tooltip>
  );
}
