// Status badges of distributions and entitlements: the shared status badge, each domain status mapped to its spec §4
// vocabulary (a distribution's status spans the approval and collection/creation/transfer ones).
import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CollectionStatus, DistributionStatus, PaymentStatus } from '../generated/graphql.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { type StatusRef, type StatusValue, statusLook } from '../ui/status.js';

export const DISTRIBUTION_STATUS: Record<DistributionStatus, StatusRef> = {
  READY: { vocabulary: 'operation', value: 'READY' },
  CREATE_IN_PROGRESS: { vocabulary: 'operation', value: 'CREATE_IN_PROGRESS' },
  APPROVAL_PENDING: { vocabulary: 'approval', value: 'APPROVAL_PENDING' },
  APPROVED: { vocabulary: 'approval', value: 'APPROVED' },
  DISAPPROVED: { vocabulary: 'approval', value: 'DISAPPROVED' },
  CANCELLED: { vocabulary: 'payment', value: 'CANCELLED' },
};

/** The API writes BENEFICIARY_NAME_MISMATCH; spec §4 (and so the vocabulary) writes it with spaces. */
export const PAYMENT_STATUS: Record<PaymentStatus, StatusValue<'payment'>> = {
  NOT_INITIATED: 'NOT_INITIATED',
  SCHEDULED: 'SCHEDULED',
  INITIATED: 'INITIATED',
  PENDING: 'PENDING',
  PROCESSING: 'PROCESSING',
  COMPLETED: 'COMPLETED',
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELLED',
  REVERSED: 'REVERSED',
  ERROR: 'ERROR',
  BENEFICIARY_NAME_MISMATCH: 'BENEFICIARY NAME MISMATCH',
};

const colours = <S extends string>(looks: Record<S, StatusValue>) =>
  Object.fromEntries(Object.entries<StatusValue>(looks).map(([s, v]) => [s, statusLook(v).color])) as Record<S, string>;

/** Each status's colour, for the charts: the badge's own, so a bar and a badge of one status agree. */
export const PAYMENT_STATUS_COLOURS = colours<PaymentStatus>(PAYMENT_STATUS);
export const COLLECTION_COLOURS = colours<CollectionStatus>({
  NOT_COLLECTED: 'NOT_COLLECTED',
  PARTIALLY_COLLECTED: 'PARTIALLY_COLLECTED',
  FULLY_COLLECTED: 'FULLY_COLLECTED',
});

export function DistributionStatusBadge({ status, testId }: { status: DistributionStatus; testId?: string }) {
  return <StatusBadge {...DISTRIBUTION_STATUS[status]} status={status} testId={testId} />;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge vocabulary="payment" value={PAYMENT_STATUS[status]} status={status} testId="payment-status" />;
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
