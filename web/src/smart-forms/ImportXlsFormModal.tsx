// "Import XLSForm": a KoboToolbox or ODK workbook becomes a draft form. The workbook goes up through the platform's
// uploads, then POST /api/smart-forms/xlsform makes the draft from it for the chosen list. What the workbook held
// that a form here cannot (calculations, repeats, unknown types, …) comes back as a report, shown row by row before
// the builder opens, so nothing is dropped without the officer knowing.
import type { XlsFormImportJson, XlsFormReportEntry } from '@aid/common/smart-forms';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { postJson, uploadFile } from '../http/upload.js';
import { useTextBundle } from '../i18n/bundles.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { SMART_FORMS_TEXTS } from '../i18n/smartForms.js';
import { ActionRow } from '../ui/ActionRow.js';
import { errorMessage } from '../ui/errorMessage.js';
import { TargetListSelect } from './TargetListSelect.js';

export const XLSFORM_IMPORT_PATH = '/api/smart-forms/xlsform';
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Created = { smartFormId: string; formName: string };

type Props = {
  onClose: () => void;
  /** The draft made from the workbook: the builder opens on it. */
  onOpen: (smartForm: Created) => void;
};

export function ImportXlsFormModal({ onClose, onOpen }: Props) {
  useTextBundle(SMART_FORMS_TEXTS);
  const { t } = useTranslation();
  const session = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [targetListId, setTargetListId] = useState('');
  const [formName, setFormName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [places, setPlaces] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [imported, setImported] = useState<XlsFormImportJson | null>(null);

  const submit = async () => {
    if (!file || !targetListId) return;
    setProblem(null);
    setPlaces([]);
    setBusy(true);
    try {
      const stored = await uploadFile(session, file);
      if (!stored.ok) {
        setProblem(t('smartForms.importForm.failed', { message: refusalMessage(t, stored) }));
        return;
      }
      const answer = await postJson<XlsFormImportJson>(session, XLSFORM_IMPORT_PATH, {
        fileId: stored.body.fileId,
        targetListId,
        ...(formName.trim() ? { formName: formName.trim() } : {}),
      });
      if (!answer.ok) {
        // A workbook refused names each place to mend (sheet, row, column) in its field errors' messages.
        const places = (answer.fieldErrors ?? []).flatMap((error) => (error.message ? [error.message] : []));
        setProblem(t('smartForms.importForm.failed', { message: refusalMessage(t, answer) }));
        setPlaces(places.filter((place) => place !== answer.message));
        return;
      }
      if (answer.body.report.unsupported.length === 0) onOpen(answer.body.smartForm);
      else setImported(answer.body);
    } catch (error) {
      setProblem(t('smartForms.importForm.failed', { message: errorMessage(error, t) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('smartForms.importForm.title')} size={imported ? 'xl' : 'lg'} centered>
      {imported ? (
        <Stack data-testid="xlsform-report">
          <ImportReport entries={imported.report.unsupported} />
          <Group justify="flex-end">
            <Button onClick={() => onOpen(imported.smartForm)} data-testid="xlsform-open">
              {t('smartForms.importForm.open')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <FileInput
            label={t('smartForms.importForm.file')}
            description={t('smartForms.importForm.fileHint')}
            accept={XLSX}
            withAsterisk
            value={file}
            onChange={setFile}
            fileInputProps={{ 'data-testid': 'xlsform-file' } as ComponentProps<'input'>}
          />
          <TargetListSelect value={targetListId} onChange={setTargetListId} />
          <TextInput
            label={t('smartForms.importForm.name')}
            description={t('smartForms.importForm.nameHint')}
            maxLength={200}
            value={formName}
            onChange={(event) => setFormName(event.currentTarget.value)}
            data-testid="xlsform-name"
          />
          {problem && (
            <Alert color="red" role="alert" data-testid="xlsform-problem">
              {problem}
              {places.length > 0 && (
                <List size="sm" mt="xs" data-testid="xlsform-problem-places">
                  {places.map((place) => (
                    <List.Item key={place}>{place}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <ActionRow
            justify="flex-end"
            backLabel={t('smartForms.form.cancel')}
            onBack={onClose}
            label={t('smartForms.importForm.submit')}
            loading={busy}
            disabled={!file || !targetListId}
            onAction={() => void submit()}
            testId="xlsform-submit"
          />
        </Stack>
      )}
    </Modal>
  );
}

/** Every row, column or rule the workbook held that the form left out or changed, where it was and why. */
export function ImportReport({ entries }: { entries: readonly XlsFormReportEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Alert color="yellow" data-testid="xlsform-report-intro">
        {t('smartForms.importForm.reportIntro', { count: entries.length })}
      </Alert>
      <Table.ScrollContainer minWidth={640} mah={420}>
        <Table striped aria-label={t('smartForms.importForm.reportTitle')} data-testid="xlsform-report-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('smartForms.importForm.columns.place')}</Table.Th>
              <Table.Th>{t('smartForms.importForm.columns.value')}</Table.Th>
              <Table.Th>{t('smartForms.importForm.columns.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr
                key={`${entry.sheet}:${entry.row}:${entry.column ?? ''}:${entry.code}`}
                data-testid="xlsform-report-row"
              >
                <Table.Td>
                  {t('smartForms.importForm.place', { sheet: entry.sheet, row: entry.row })}
                  {entry.column && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · {entry.column}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {entry.value ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(`smartForms.importForm.codes.${entry.code}`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {entry.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
