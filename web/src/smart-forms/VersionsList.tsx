// The "Versions" tab: every published version, newest first, read-only (a published version never changes; each
// submission keeps the one it was filled in), each downloadable as the XLSForm it was.
import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/me.js';
import { useSession } from '../auth/SessionContext.js';
import { Dimmed } from '../list/cells.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { downloadXlsForm } from './xlsformFile.js';

type Version = { version: number; publishedAt: string; publishedBy: string | null };

type Props = { form: { smartFormId: string; formName: string }; versions: readonly Version[] };

export function VersionsList({ form, versions }: Props) {
  const { t } = useTranslation();
  const me = useMe();
  const session = useSession();
  const { showAlert } = useAlerts();
  const numberFormat = useNumberFormat();
  if (versions.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="versions-empty">
        {t('smartForms.versions.empty')}
      </Text>
    );
  }
  const download = (version: number) =>
    downloadXlsForm(session, form, version).catch((error: unknown) =>
      showAlert('error', t('smartForms.builder.exportFailed', { message: errorMessage(error, t) })),
    );
  return (
    <Table striped aria-label={t('smartForms.versions.title')} data-testid="versions-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('smartForms.versions.version')}</Table.Th>
          <Table.Th>{t('smartForms.versions.publishedAt')}</Table.Th>
          <Table.Th>{t('smartForms.versions.publishedBy')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('smartForms.versions.file')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.map((version) => (
          <Table.Tr key={version.version} data-testid="version-row" data-version={version.version}>
            <Table.Td>{t('smartForms.versions.number', { version: version.version })}</Table.Td>
            <Table.Td>{formatDateTime(version.publishedAt, numberFormat)}</Table.Td>
            <Table.Td>
              {version.publishedBy === null ? (
                <Dimmed>{t('smartForms.versions.unknown')}</Dimmed>
              ) : version.publishedBy === me.user.userId ? (
                t('smartForms.versions.you')
              ) : (
                <Text span size="sm" ff="monospace">
                  {version.publishedBy}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Tooltip label={t('smartForms.versions.download', { version: version.version })}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('smartForms.versions.download', { version: version.version })}
                  onClick={() => void download(version.version)}
                  data-testid="version-download"
                >
                  <IconFileSpreadsheet size={16} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
