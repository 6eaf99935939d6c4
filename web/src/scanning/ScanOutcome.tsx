// What the officer sees once a scan is done: the voucher paid (and what is left) or the items handed over, each with
// whether it waits to sync, and "Scan next".
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../ui/format.js';
import { formatQuantity } from './InKindItems.js';

export type Paid = { amount: number; currency: string; remainingAmount: number; queued: boolean };
export type HandedOver = {
  firstName: string;
  /** With the item's unit when known. */
  items: readonly { name: string; quantity: number; unit?: string }[];
  /** Handed over without a network: waits on the device to sync. */
  queued: boolean;
};

/** The green outcome; `queued` says, when done without a network, that it waits on the device to sync. */
function Outcome(props: { testId: string; onNext: () => void; queued: string | false; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" data-testid={props.testId}>
      <Stack gap="xs">
        {props.children}
        {props.queued && (
          <Text size="sm" data-testid={`${props.testId}-queued`}>
            {props.queued}
          </Text>
        )}
        <Button onClick={props.onNext} data-testid="scan-next">
          {t('scanning.scanNext')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function PaidOutcome({ paid, onNext }: { paid: Paid; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <Outcome testId="paid" onNext={onNext} queued={paid.queued && t('scanning.offline.queued')}>
      <Text fw={700}>{t('scanning.paid', { amount: formatMinorUnits(paid.amount), currency: paid.currency })}</Text>
      <Text data-testid="paid-remaining">
        {t('scanning.paidLeft', { amount: formatMinorUnits(paid.remainingAmount), currency: paid.currency })}
      </Text>
    </Outcome>
  );
}

export function HandedOverOutcome({ handedOver, onNext }: { handedOver: HandedOver; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <Outcome testId="handed-over" onNext={onNext} queued={handedOver.queued && t('scanning.offline.queuedHandOver')}>
      <Text fw={700}>{t('scanning.inKind.handedOver', { firstName: handedOver.firstName })}</Text>
      {handedOver.items.map((item) => (
        <Text key={item.name} size="sm" data-testid="handed-over-item">
          {item.name}: {formatQuantity(item.quantity)}
          {item.unit ? ` ${item.unit}` : ''}
        </Text>
      ))}
    </Outcome>
  );
}
