// Import step 1: the template, a CSV or XLSX file and its encoding. The file is streamed to POST /api/files, then
// inspected (headers, first rows, sheets, a suggested mapping); nothing is imported yet. A refused file shows the
// API's own message (it names the row, column or sheet); a workbook with several sheets asks which one to read.
import { IMPORT_ENCODINGS, type ImportEncoding } from '@aid/common/beneficiaries';
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, FileInput, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import type { FragmentType } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { downloadFile } from '../http/download.js';
import { uploadFile } from '../http/upload.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { errorMessage } from '../ui/errorMessage.js';
import type { ImportMappingFragment } from './ImportMapping.js';

export const InspectBeneficiaryImportDocument = graphql(`
  mutation InspectBeneficiaryImport($fileId: ID!, $encoding: TextEncoding, $sheetName: String) {
    inspectBeneficiaryImport(fileId: $fileId, encoding: $encoding, sheetName: $sheetName) {
      inspection {
        fileId
        ...ImportMapping_inspection
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
      fieldErrors {
        field
        code
        message
        params {
          name
          value
        }
      }
    }
  }
`);

export const TEMPLATE_PATHS = {
  csv: '/api/beneficiary-imports/template.csv',
  xlsx: '/api/beneficiary-imports/template.xlsx',
} as const;

/** What the next step needs: the file as inspected, with the choices that read it so. */
export type Inspected = {
  inspection: FragmentType<typeof ImportMappingFragment>;
  fileId: string;
  encoding: ImportEncoding;
  sheetName: string | null;
};

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportUpload({ onInspected }: { onInspected: (inspected: Inspected) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [inspect] = useMutation(InspectBeneficiaryImportDocument);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ImportEncoding>('AUTO');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // After a workbook with several sheets: the stored file and its sheets, so choosing one does not upload again.
  const [sheetChoice, setSheetChoice] = useState<{ fileId: string; sheets: string[]; chosen: string } | null>(null);

  const read = async (fileId: string, sheetName: string | null) => {
    const { data } = await inspect({ variables: { fileId, encoding, sheetName } });
    const answer = data?.inspectBeneficiaryImport;
    if (answer?.inspection) {
      onInspected({ inspection: answer.inspection, fileId, encoding, sheetName });
      return;
    }
    const sheetError = answer?.fieldErrors.find((e) => e.code === 'SHEET_REQUIRED');
    const sheets = sheetError?.params.find((p) => p.name === 'sheets')?.value.split(', ') ?? [];
    if (sheetError && sheets.length > 0) {
      setSheetChoice({ fileId, sheets, chosen: sheets[0] ?? '' });
      setRefusal(t('beneficiaryImport.upload.chooseSheet'));
      return;
    }
    const details = answer?.fieldErrors.map((e) => e.message).filter((m) => m !== answer.message) ?? [];
    setRefusal([refusalMessage(t, answer) ?? t('beneficiaryImport.upload.failed'), ...details].join(' '));
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } catch (error) {
      setRefusal(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const uploadAndRead = () =>
    run(async () => {
      if (!file) return;
      setSheetChoice(null);
      const stored = await uploadFile(session, file);
      if (!stored.ok) {
        setRefusal(refusalMessage(t, stored));
        return;
      }
      await read(stored.body.fileId, null);
    });

  const template = (format: 'csv' | 'xlsx') =>
    run(() =>
      downloadFile(session, { path: TEMPLATE_PATHS[format], fileName: `beneficiary-import-template.${format}` }),
    );

  return (
    <Stack gap="md" data-testid="import-upload">
      <Group gap="xs">
        <IconFileSpreadsheet size={18} aria-hidden="true" />
        <Text size="sm">{t('beneficiaryImport.upload.template')}</Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void template('csv')}>
          {t('beneficiaryImport.upload.templateCsv')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => void template('xlsx')}>
          {t('beneficiaryImport.upload.templateXlsx')}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed" data-testid="import-phone-forms">
        {t('beneficiaryImport.upload.phoneForms')}
      </Text>
      <FileInput
        label={t('beneficiaryImport.upload.file')}
        description={t('beneficiaryImport.upload.fileHint')}
        placeholder={t('beneficiaryImport.upload.choose')}
        accept={ACCEPT}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setSheetChoice(null);
          setRefusal(null);
        }}
        clearable
        fileInputProps={{ 'data-testid': 'import-file' } as React.ComponentProps<'input'>}
        maw={480}
      />
      <NativeSelect
        label={t('beneficiaryImport.upload.encoding')}
        description={t('beneficiaryImport.upload.encodingHint')}
        data={IMPORT_ENCODINGS.map((value) => ({ value, label: t(`beneficiaryImport.encodings.${value}`) }))}
        value={encoding}
        onChange={(e) => setEncoding(e.currentTarget.value as ImportEncoding)}
        maw={320}
      />
      {refusal && (
        <Alert color={sheetChoice ? 'blue' : 'red'} role="alert" data-testid="import-refusal">
          {refusal}
        </Alert>
      )}
      {sheetChoice && (
        <Group align="flex-end">
          <NativeSelect
            label={t('beneficiaryImport.upload.sheet')}
            data={sheetChoice.sheets}
            value={sheetChoice.chosen}
            onChange={(e) => setSheetChoice({ ...sheetChoice, chosen: e.currentTarget.value })}
            maw={320}
          />
          <Button loading={busy} onClick={() => void run(() => read(sheetChoice.fileId, sheetChoice.chosen))}>
            {t('beneficiaryImport.upload.readSheet')}
          </Button>
        </Group>
      )}
      <Group>
        <Button
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          disabled={!file}
          loading={busy}
          onClick={() => void uploadAndRead()}
          data-testid="import-upload-submit"
        >
          {t('beneficiaryImport.upload.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
