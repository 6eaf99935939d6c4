// Resolving one family by hand: a payment status the transition table allows from its current one, and a reason
// (1 to 500 characters, logged with the RESOLVE activity). On success the caller refetches the figures and families.
import { canTransition, PAYMENT_TRANSITIONS, type PaymentStatus } from '@aid/common/distributions';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { ActionRow } from '../ui/ActionRow.js';
import { errorMessage } from '../ui/errorMessage.js';
import { ResolveReconciliationDocument } from './operations.js';

export const REASON_MAX = 500;

/** The statuses a payment may move to from `from`, as the shared transition table allows. */
export function allowedStatuses(from: string): PaymentStatus[] {
  const table = PAYMENT_TRANSITIONS as Record<string, readonly PaymentStatus[]>;
  return (table[from] ?? []).filter((to) => canTransition('payment', from as PaymentStatus, to));
}

type Family = { entitlementId: string; firstName: string; paymentStatus: string };

export function ResolveFamilyButton({ family, onResolved }: { family: Family; onResolved: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="subtle" data-testid="resolve-family" onClick={() => setOpen(true)}>
        {t('reconciliation.resolve.open')}
      </Button>
      {open && (
        <ResolveFamilyDialog
          family={family}
          onClose={() => setOpen(false)}
          onResolved={() => {
            setOpen(false);
            onResolved();
          }}
        />
      )}
    </>
  );
}

export function ResolveFamilyDialog({
  family,
  onClose,
  onResolved,
}: {
  family: Family;
  onClose: () => void;
  onResolved: () => void;
}) {
  useTextBundle(DISTRIBUTIONS_TEXTS);
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [resolve, { loading }] = useMutation(ResolveReconciliationDocument);
  const options = allowedStatuses(family.paymentStatus);
  const trimmed = reason.trim();
  const reasonError =
    reason.length > REASON_MAX ? t('reconciliation.resolve.reasonTooLong', { max: REASON_MAX }) : undefined;
  const submit = async () => {
    if (!status || trimmed.length === 0 || reasonError) return;
    setProblem(null);
    try {
      const { data } = await resolve({
        variables: {
          input: { entitlementId: family.entitlementId, paymentStatus: status as PaymentStatus, reason: trimmed },
        },
      });
      const answer = data?.resolveReconciliation;
      if (answer?.resolved) {
        onResolved();
        return;
      }
      const fields = (answer?.fieldErrors ?? []).map((f) => `${f.field}: ${f.code}`);
      setProblem([refusalMessage(t, answer) ?? t('reconciliation.resolve.failed'), ...fields].join(' '));
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('reconciliation.resolve.title', { name: family.firstName })}>
      <Stack>
        {options.length === 0 ? (
          <Alert color="yellow">{t('reconciliation.resolve.noTransition')}</Alert>
        ) : (
          <Select
            label={t('reconciliation.resolve.status')}
            value={status}
            onChange={setStatus}
            data={options.map((value) => ({ value, label: t(`distributions.paymentStatuses.${value}`) }))}
            data-testid="resolve-status"
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Textarea
          label={t('reconciliation.resolve.reason')}
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError}
          data-testid="resolve-reason"
        />
        {problem && <Alert color="red">{problem}</Alert>}
        <ActionRow
          justify="flex-end"
          backLabel={t('reconciliation.resolve.cancel')}
          onBack={onClose}
          label={t('reconciliation.resolve.submit')}
          loading={loading}
          disabled={!status || trimmed.length === 0 || Boolean(reasonError)}
          onAction={() => void submit()}
          testId="resolve-submit"
        />
      </Stack>
    </Modal>
  );
}
