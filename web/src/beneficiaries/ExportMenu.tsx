// "Export" on a list's page: the whole list as CSV or XLSX with the filter and sort on screen (the URL's, which
// ListMembers reads too), streamed by the API in the list's order; not just the rows loaded so far.
import { BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { downloadFile, listParams } from '../http/download.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { useListState } from '../list/useListState.js';
import { useAlerts } from '../ui/alerts.js';

export type ExportFormat = 'csv' | 'xlsx';

/** The gateway's download of one list's beneficiaries (passed as a stream to the API's export route). */
export function listExportPath(listId: string, format: ExportFormat): string {
  return `/api/beneficiary-lists/${encodeURIComponent(listId)}/export.${format}`;
}

type Props = { listId: string; listName: string };

export function ExportMenu({ listId, listName }: Props) {
  useTextBundle(BENEFICIARIES_TEXTS);
  const { t } = useTranslation();
  const session = useSession();
  const list = useListState(BENEFICIARY_LIST);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const { showAlert } = useAlerts();

  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadFile(session, {
        path: listExportPath(listId, format),
        params: listParams(list.filter, list.sort),
        fileName: `${listName.replace(/[^\p{L}\p{N}_-]+/gu, '-')}-${new Date().toISOString().slice(0, 10)}.${format}`,
      });
    } catch (error) {
      showAlert(
        'error',
        t('beneficiaryExport.failed', { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy !== null}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          data-testid="list-export"
        >
          {t('beneficiaryExport.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs('csv')} data-testid="list-export-csv">
          {t('beneficiaryExport.csv')}
        </Menu.Item>
        <Menu.Item onClick={() => void exportAs('xlsx')} data-testid="list-export-xlsx">
          {t('beneficiaryExport.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
