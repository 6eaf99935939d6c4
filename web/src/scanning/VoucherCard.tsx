// The look-up result: who the voucher is for, what is left until when, and how it was used.
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMinorUnits } from '../ui/format.js';

export type CardVoucher = {
  firstName: string;
  remainingAmount: number;
  currency: string;
  validUntil?: string | null;
  usageStatus: 'NOT_USED' | 'PARTIALLY_USED' | 'FULLY_USED';
  /** IN_KIND: the family collects items; there is no value to show, its collection status instead. */
  collectionStatus?: 'NOT_COLLECTED' | 'PARTIALLY_COLLECTED' | 'FULLY_COLLECTED' | null;
};

export const USAGE_COLOR = { NOT_USED: 'green', PARTIALLY_USED: 'yellow', FULLY_USED: 'gray' } as const;

export function VoucherCard({ voucher }: { voucher: CardVoucher }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('scanning.firstName')}
          </Text>
          <Text fw={600} data-testid="scanned-first-name">
            {voucher.firstName}
          </Text>
        </Group>
        {!voucher.collectionStatus && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('scanning.remaining')}
            </Text>
            <Text fw={700} size="lg" data-testid="scanned-remaining">
              {formatMinorUnits(voucher.remainingAmount)} {voucher.currency}
            </Text>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('scanning.validUntil')}
          </Text>
          <Text data-testid="scanned-valid-until">{formatDate(voucher.validUntil) ?? t('scanning.noDate')}</Text>
        </Group>
        <Group justify="flex-end">
          <Badge
            color={USAGE_COLOR[voucher.usageStatus]}
            data-testid="scanned-usage"
            data-status={voucher.collectionStatus ?? voucher.usageStatus}
          >
            {voucher.collectionStatus
              ? t(`scanning.inKind.status.${voucher.collectionStatus}`)
              : t(`scanning.usage.${voucher.usageStatus}`)}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}
