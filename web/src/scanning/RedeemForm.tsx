// Redeem the whole value, or part of it typed in major units (the amount key filter of spec §5).

import { allowedDecimals, isPayable } from '@aid/common/distributions';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMajorUnits } from '../ui/format.js';
import { KEY_PATTERNS, keyFilter } from '../ui/keyFilter.js';

type Props = {
  remainingAmount: number;
  currency: string;
  busy: boolean;
  disabled?: boolean;
  onRedeem: (amount: number) => void;
};

export function RedeemForm({ remainingAmount, currency, busy, disabled = false, onRedeem }: Props) {
  const { t } = useTranslation();
  const [part, setPart] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  function redeemPart() {
    const amount = parseMajorUnits(part);
    if (amount === null || amount <= 0) {
      setInvalid(t('scanning.invalidAmount'));
      return;
    }
    // 10.50 XOF cannot be handed over: the franc has no subunit (the API refuses it the same way).
    if (!isPayable(amount, currency)) {
      setInvalid(t('scanning.tooManyDecimals', { currency, decimals: allowedDecimals(currency) }));
      return;
    }
    setInvalid(null);
    // More than is left is sent as typed: the API answers NOT_ENOUGH_VALUE with the amount really left.
    onRedeem(amount);
  }

  return (
    <Stack gap="sm">
      <Button
        color="green"
        size="md"
        loading={busy}
        disabled={disabled}
        onClick={() => onRedeem(remainingAmount)}
        data-testid="redeem-whole"
      >
        {t('scanning.redeemWhole')}
      </Button>
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t('scanning.partAmount', { currency })}
          inputMode="decimal"
          value={part}
          onChange={(e) => setPart(e.currentTarget.value)}
          onKeyDown={keyFilter(KEY_PATTERNS.amount)}
          error={invalid ?? undefined}
          data-testid="part-amount"
        />
        <Button variant="light" loading={busy} disabled={disabled} onClick={redeemPart} data-testid="redeem-part">
          {t('scanning.redeemPart')}
        </Button>
      </Group>
    </Stack>
  );
}
