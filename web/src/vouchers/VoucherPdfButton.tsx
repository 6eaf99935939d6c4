// Spec: "Export vouchers (programId, distributionId, selectedIds) to a printable PDF, several per page". Shown for
// APPROVED VOUCHER distributions, and IN_KIND ones (each family's card lists its items); the gateway gives
// `vouchersPdfPath` for those two types, and the API checks again.
import { Alert, Button, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { downloadFile, downloadUrl } from '../http/download.js';
import { useTextBundle } from '../i18n/bundles.js';
import { NOTIFICATIONS_TEXTS } from '../i18n/notifications.js';

const PRINTABLE = new Set(['VOUCHER', 'IN_KIND']);

type Props = {
  distributionId: string;
  distributionType: string;
  distributionStatus: string;
  /** `Distribution.vouchersPdfPath`; null for other types. */
  path: string | null | undefined;
  /** Entitlement ids to print; all of the distribution's when empty. */
  selectedIds?: readonly string[];
};

/** The PDF's link with the chosen entitlements, as the API reads them (`?selectedIds=a,b`). */
export function voucherPdfUrl(path: string, selectedIds: readonly string[] = []): string {
  return downloadUrl({ path, params: { selectedIds: selectedIds.join(',') } });
}

export function VoucherPdfButton({ distributionId, distributionType, distributionStatus, path, selectedIds }: Props) {
  useTextBundle(NOTIFICATIONS_TEXTS);
  const { t } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!path || !PRINTABLE.has(distributionType) || distributionStatus !== 'APPROVED') return null;
  const count = selectedIds?.length ?? 0;
  const cards = distributionType === 'IN_KIND';

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(session, {
        path: voucherPdfUrl(path, selectedIds),
        fileName: `vouchers-${distributionId}.pdf`,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
        loading={busy}
        onClick={() => void download()}
        data-testid="voucher-pdf"
      >
        {count > 0
          ? t(cards ? 'vouchers.cardsPdfSelected' : 'vouchers.pdfSelected', { selected: count })
          : t(cards ? 'vouchers.cardsPdf' : 'vouchers.pdf')}
      </Button>
      {error && (
        <Alert color="red" role="alert" data-testid="voucher-pdf-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
