// Importing a payment provider's report for a distribution: upload the CSV or XLSX file through the platform's
// uploads, name the provider (its remembered columns fill the column fields), start the RECONCILIATION_IMPORT job,
// follow it with the jobs' progress component, then show the import's counts and a link to its result file.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, FileInput, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { uploadFile } from '../http/upload.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { LiveJobProgress } from '../jobs/JobProgress.js';
import { ActionRow } from '../ui/ActionRow.js';
import { errorMessage } from '../ui/errorMessage.js';
import {
  ReconciliationImportDocument,
  ReconciliationProviderDocument,
  StartReconciliationImportDocument,
} from './operations.js';

const IMPORT_POLL_MS = 1000;
const ENDED = ['COMPLETED', 'FAILURE'];
const COUNTS = ['matched', 'failed', 'notFound', 'changed'] as const;
/** The report's two columns, each remembered per provider and changeable before the import starts. */
const COLUMN_FIELDS = [
  { key: 'matchColumn', testId: 'import-match-column' },
  { key: 'statusColumn', testId: 'import-status-column' },
] as const;
type Columns = Record<(typeof COLUMN_FIELDS)[number]['key'], string>;

export function ImportReportButton({ distributionId, onImported }: { distributionId: string; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" data-testid="import-report" onClick={() => setOpen(true)}>
        {t('reconciliation.import.open')}
      </Button>
      {open && (
        <ImportReportWizard
          distributionId={distributionId}
          onClose={() => {
            setOpen(false);
            onImported();
          }}
        />
      )}
    </>
  );
}

/** The import's counters, polled until it ends, and its result file's link once COMPLETED. */
export function ImportOutcome({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const { data, error, stopPolling } = useQuery(ReconciliationImportDocument, {
    variables: { importId },
    pollInterval: IMPORT_POLL_MS,
  });
  const outcome = data?.reconciliationImport;
  const ended = outcome ? ENDED.includes(outcome.status) : false;
  useEffect(() => {
    if (ended) stopPolling();
  }, [ended, stopPolling]);
  if (error && !data) return <Alert color="red">{errorMessage(error, t)}</Alert>;
  if (!outcome) return null;
  return (
    <Stack gap="xs" data-testid="import-outcome" data-status={outcome.status}>
      <Table>
        <Table.Tbody>
          {COUNTS.map((key) => (
            <Table.Tr key={key}>
              <Table.Td>{t(`reconciliation.import.counts.${key}`)}</Table.Td>
              <Table.Td data-testid={`import-count-${key}`}>{outcome[key]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {outcome.error && <Alert color="red">{outcome.error}</Alert>}
      {outcome.resultPath && (
        <Anchor href={outcome.resultPath} data-testid="import-result">
          {t('reconciliation.import.result')}
        </Anchor>
      )}
    </Stack>
  );
}

export function ImportReportWizard({ distributionId, onClose }: { distributionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [provider, setProvider] = useState('');
  const [lookup, setLookup] = useState('');
  const [columns, setColumns] = useState<Columns>({ matchColumn: '', statusColumn: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<{ importId: string; jobId: string | null } | null>(null);
  const remembered = useQuery(ReconciliationProviderDocument, { variables: { provider: lookup }, skip: !lookup });
  const known = remembered.data?.reconciliationProvider;
  useEffect(() => {
    if (!known) return;
    setColumns({ matchColumn: known.matchColumn, statusColumn: known.statusColumn });
  }, [known]);
  const [start] = useMutation(StartReconciliationImportDocument);

  const submit = async () => {
    if (!file || !provider.trim()) return;
    setProblem(null);
    setBusy(true);
    try {
      const stored = await uploadFile(session, file);
      if (!stored.ok) {
        setProblem(refusalMessage(t, stored));
        return;
      }
      const { data } = await start({
        variables: {
          input: {
            distributionId,
            fileId: stored.body.fileId,
            provider: provider.trim(),
            matchColumn: columns.matchColumn.trim() || null,
            statusColumn: columns.statusColumn.trim() || null,
          },
        },
      });
      const answer = data?.startReconciliationImport;
      if (answer?.import) {
        setStarted({ importId: answer.import.importId, jobId: answer.job?.jobId ?? null });
        return;
      }
      const fields = (answer?.fieldErrors ?? []).map((f) => `${f.field}: ${f.code}`);
      setProblem([refusalMessage(t, answer) ?? t('reconciliation.import.failed'), ...fields].join(' '));
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('reconciliation.import.title')} size="lg">
      {started ? (
        <Stack>
          {started.jobId && <LiveJobProgress jobId={started.jobId} />}
          <ImportOutcome importId={started.importId} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('reconciliation.import.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <FileInput
            label={t('reconciliation.import.file')}
            description={t('reconciliation.import.fileHint')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            fileInputProps={{ 'data-testid': 'import-file' } as React.ComponentProps<'input'>}
          />
          <TextInput
            label={t('reconciliation.import.provider')}
            required
            maxLength={100}
            value={provider}
            onChange={(event) => setProvider(event.currentTarget.value)}
            onBlur={() => setLookup(provider.trim())}
            data-testid="import-provider"
          />
          {COLUMN_FIELDS.map(({ key, testId }) => (
            <TextInput
              key={key}
              label={t(`reconciliation.import.${key}`)}
              description={t('reconciliation.import.columnHint')}
              value={columns[key]}
              onChange={(event) => setColumns({ ...columns, [key]: event.currentTarget.value })}
              data-testid={testId}
            />
          ))}
          {problem && (
            <Alert color="red" data-testid="import-problem">
              {problem}
            </Alert>
          )}
          <ActionRow
            justify="flex-end"
            backLabel={t('reconciliation.import.cancel')}
            onBack={onClose}
            label={t('reconciliation.import.submit')}
            loading={busy}
            disabled={!file || !provider.trim()}
            onAction={() => void submit()}
            testId="import-submit"
          />
        </Stack>
      )}
    </Modal>
  );
}
