// The look-up result: who the voucher is for, what is left until when, and how it was used.
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMinorUnits } from '../ui/format.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { statusLook } from '../ui/status.js';

export type CardVoucher = {
  firstName: string;
  remainingAmount: number;
  currency: string;
  validUntil?: string | null;
  usageStatus: 'NOT_USED' | 'PARTIALLY_USED' | 'FULLY_USED';
  /** IN_KIND: the family collects items; there is no value to show, its collection status instead. */
  collectionStatus?: 'NOT_COLLECTED' | 'PARTIALLY_COLLECTED' | 'FULLY_COLLECTED' | null;
};

/** Each usage's colour (the reports' charts use it too): its badge's own. */
export const USAGE_COLOR = {
  NOT_USED: statusLook('NOT_USED').color,
  PARTIALLY_USED: statusLook('PARTIALLY_USED').color,
  FULLY_USED: statusLook('FULLY_USED').color,
};

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
          {voucher.collectionStatus ? (
            <StatusBadge vocabulary="collection" value={voucher.collectionStatus} testId="scanned-usage" />
          ) : (
            <StatusBadge vocabulary="usage" value={voucher.usageStatus} testId="scanned-usage" />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
