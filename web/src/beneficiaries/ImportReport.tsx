// Import step 4: the dry run's report before anything is saved: counts, the refused cells (downloadable as CSV),
// the rows that duplicate someone, and "Import N valid rows". A file that could not be read says why instead.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { downloadFile } from '../http/download.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { useNumberFormat } from '../ui/language.js';
import { Figures } from './Figures.js';
import { ImportDuplicatesTable, ImportErrorsTable, ImportRepairsTable } from './ImportReportTables.js';

export const ImportReportFragment = graphql(`
  fragment ImportReport_import on BeneficiaryImport {
    importId
    status
    fileName
    skipDuplicates
    totalRows
    validRows
    invalidRows
    duplicateRows
    errorMessage
  }
`);

export const CommitBeneficiaryImportDocument = graphql(`
  mutation CommitBeneficiaryImport($id: ID!, $skipDuplicates: Boolean) {
    commitBeneficiaryImport(id: $id, skipDuplicates: $skipDuplicates) {
      import {
        importId
        status
        skipDuplicates
        importJob {
          jobId
          ...JobProgress_job
        }
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

export function importErrorsPath(importId: string): string {
  return `/api/beneficiary-imports/${encodeURIComponent(importId)}/errors.csv`;
}

type Props = { import: FragmentType<typeof ImportReportFragment>; onAnotherFile: () => void };

export function ImportReport({ import: ref, onAnotherFile }: Props) {
  const report = getFragmentData(ImportReportFragment, ref);
  const { t } = useTranslation();
  const session = useSession();
  const { showAlert } = useAlerts();
  const count = new Intl.NumberFormat(useNumberFormat());
  const [skipDuplicates, setSkipDuplicates] = useState(report.skipDuplicates);
  const [commit, { loading }] = useMutation(CommitBeneficiaryImportDocument);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (report.status === 'CHECK_FAILED') {
    return (
      <Stack gap="md" data-testid="import-check-failed">
        <Alert color="red" role="alert" title={t('beneficiaryImport.report.checkFailed')}>
          {report.errorMessage ?? t('beneficiaryImport.report.checkFailedUnknown')}
        </Alert>
        <Group>
          <Button onClick={onAnotherFile}>{t('beneficiaryImport.report.anotherFile')}</Button>
        </Group>
      </Stack>
    );
  }

  // Rows flagged DUPLICATE are left out when skipping; which of the duplicate rows are DUPLICATE (rather than
  // POSSIBLE) only the API knows, so the button names the valid rows and the checkbox says what is skipped.
  const toImport = report.validRows;
  const submit = async () => {
    setRefusal(null);
    try {
      const { data } = await commit({ variables: { id: report.importId, skipDuplicates } });
      const answer = data?.commitBeneficiaryImport;
      if (!answer?.import) setRefusal(refusalMessage(t, answer) ?? t('beneficiaryImport.report.commitFailed'));
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
  };
  const downloadErrors = async () => {
    try {
      await downloadFile(session, {
        path: importErrorsPath(report.importId),
        fileName: `import-errors-${report.importId}.csv`,
      });
    } catch (error) {
      showAlert('error', t('beneficiaryImport.report.downloadFailed', { message: errorMessage(error, t) }));
    }
  };

  return (
    <Stack gap="lg" data-testid="import-report">
      <Card withBorder>
        <Figures
          cols={{ base: 2, sm: 4 }}
          size="xl"
          figures={[
            { label: t('beneficiaryImport.report.total'), value: report.totalRows, testId: 'import-total' },
            {
              label: t('beneficiaryImport.report.valid'),
              value: report.validRows,
              testId: 'import-valid',
              colour: 'green',
            },
            {
              label: t('beneficiaryImport.report.invalid'),
              value: report.invalidRows,
              testId: 'import-invalid',
              colour: report.invalidRows > 0 ? 'red' : undefined,
            },
            {
              label: t('beneficiaryImport.report.duplicateRows'),
              value: report.duplicateRows,
              testId: 'import-duplicates',
              colour: report.duplicateRows > 0 ? 'orange' : undefined,
            },
          ]}
        />
      </Card>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('beneficiaryImport.report.errors')}
          </Title>
          {report.invalidRows > 0 && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void downloadErrors()}
              data-testid="import-errors-download"
            >
              {t('beneficiaryImport.report.downloadErrors')}
            </Button>
          )}
        </Group>
        <ImportErrorsTable importId={report.importId} />
      </Stack>

      <ImportRepairsTable importId={report.importId} />

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('beneficiaryImport.report.duplicates')}
        </Title>
        <ImportDuplicatesTable importId={report.importId} />
      </Stack>

      {refusal && (
        <Alert color="red" role="alert" data-testid="import-refusal">
          {refusal}
        </Alert>
      )}
      {toImport === 0 ? (
        <Alert color="yellow" data-testid="import-nothing-valid">
          {t('beneficiaryImport.report.nothingValid')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Checkbox
            label={t('beneficiaryImport.report.skipDuplicates')}
            description={t('beneficiaryImport.report.skipDuplicatesHint')}
            checked={skipDuplicates}
            onChange={(e) => setSkipDuplicates(e.currentTarget.checked)}
            data-testid="import-skip-duplicates"
          />
          <Group>
            <Button
              leftSection={<IconFileImport size={16} aria-hidden="true" />}
              loading={loading}
              onClick={() => void submit()}
              data-testid="import-commit"
            >
              {t('beneficiaryImport.report.commit', { rows: count.format(toImport) })}
            </Button>
            <Button variant="default" onClick={onAnotherFile}>
              {t('beneficiaryImport.report.anotherFile')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
