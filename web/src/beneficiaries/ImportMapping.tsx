// Import step 2: which beneficiary field each file column fills. One row per header with its first values; the
// suggestion (the organisation's last mapping, else matching names) is pre-filled. The same rules as the API are
// checked here first (required columns mapped, no field twice) so the user sees the problem beside the column.
import {
  BENEFICIARY_IMPORT_COLUMNS,
  type BeneficiaryImportColumn,
  type ImportEncoding,
} from '@aid/common/beneficiaries';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { ActionRow } from '../ui/ActionRow.js';
import { errorMessage } from '../ui/errorMessage.js';

export const ImportMappingFragment = graphql(`
  fragment ImportMapping_inspection on BeneficiaryImportInspection {
    fileId
    fileName
    format
    encoding
    sheets
    sheetName
    headers
    sampleRows
    totalBytes
    mapping {
      header
      column
    }
    requiredColumns
  }
`);

export const StartBeneficiaryImportDocument = graphql(`
  mutation StartBeneficiaryImport($input: StartBeneficiaryImportInput!) {
    startBeneficiaryImport(input: $input) {
      import {
        importId
        status
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
      }
    }
  }
`);

type Column = BeneficiaryImportColumn;
const IGNORE = '';

/** The problems of a mapping the API would refuse, by column: a required one unmapped, one mapped twice. */
export function mappingProblems(
  chosen: readonly (Column | null)[],
  required: readonly Column[],
): { missing: Column[]; twice: Column[] } {
  const counts = new Map<Column, number>();
  for (const column of chosen) if (column) counts.set(column, (counts.get(column) ?? 0) + 1);
  return {
    missing: required.filter((column) => !counts.has(column)),
    twice: [...counts].filter(([, n]) => n > 1).map(([column]) => column),
  };
}

type Props = {
  inspection: FragmentType<typeof ImportMappingFragment>;
  listId: string;
  encoding: ImportEncoding;
  sheetName: string | null;
  onStarted: (importId: string) => void;
  onBack: () => void;
};

export function ImportMapping({ inspection: ref, listId, encoding, sheetName, onStarted, onBack }: Props) {
  const { t } = useTranslation();
  const inspection = getFragmentData(ImportMappingFragment, ref);
  const [start, { loading }] = useMutation(StartBeneficiaryImportDocument);
  const suggested = useMemo(() => new Map(inspection.mapping.map((m) => [m.header, m.column ?? null])), [inspection]);
  const [chosen, setChosen] = useState<(Column | null)[]>(() =>
    inspection.headers.map((header) => suggested.get(header) ?? null),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const required = inspection.requiredColumns;
  const problems = mappingProblems(chosen, required);
  const valid = problems.missing.length === 0 && problems.twice.length === 0;
  const columnLabel = (column: Column) => t(`beneficiaryImport.columns.${column}`);

  const submit = async () => {
    setRefusal(null);
    try {
      const { data } = await start({
        variables: {
          input: {
            fileId: inspection.fileId,
            beneficiaryListId: listId,
            encoding,
            sheetName,
            mapping: inspection.headers.map((header, i) => ({ header, column: chosen[i] ?? null })),
            skipDuplicates: true,
          },
        },
      });
      const answer = data?.startBeneficiaryImport;
      if (answer?.import) {
        onStarted(answer.import.importId);
        return;
      }
      const details = answer?.fieldErrors.map((e) => e.message).filter((m) => m !== answer.message) ?? [];
      setRefusal([refusalMessage(t, answer) ?? t('beneficiaryImport.mapping.failed'), ...details].join(' '));
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
  };

  return (
    <Stack gap="md" data-testid="import-mapping">
      <Text size="sm" data-testid="import-file-summary">
        {t('beneficiaryImport.mapping.summary', {
          name: inspection.fileName,
          format: inspection.format,
          encoding: inspection.encoding ? t(`beneficiaryImport.encodings.${inspection.encoding}`) : '—',
          sheet: inspection.sheetName ?? '—',
        })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t('beneficiaryImport.mapping.title')} data-testid="import-mapping-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('beneficiaryImport.mapping.header')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.mapping.samples')}</Table.Th>
              <Table.Th>{t('beneficiaryImport.mapping.field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inspection.headers.map((header, i) => {
              const column = chosen[i] ?? null;
              const twice = column !== null && problems.twice.includes(column);
              return (
                <Table.Tr key={header} data-testid="import-mapping-row">
                  <Table.Td fw={500}>{header}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {inspection.sampleRows
                        .map((row) => row[i] ?? '')
                        .filter(Boolean)
                        .slice(0, 3)
                        .join(' · ') || t('beneficiaryImport.mapping.noSamples')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('beneficiaryImport.mapping.fieldFor', { header })}
                      data={[
                        { value: IGNORE, label: t('beneficiaryImport.mapping.ignore') },
                        ...BENEFICIARY_IMPORT_COLUMNS.map((value) => ({
                          value,
                          label: required.includes(value)
                            ? t('beneficiaryImport.mapping.required', { column: columnLabel(value) })
                            : columnLabel(value),
                        })),
                      ]}
                      value={column ?? IGNORE}
                      error={twice ? t('beneficiaryImport.mapping.twice') : undefined}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setChosen((current) =>
                          current.map((c, j) => (j === i ? (value === IGNORE ? null : (value as Column)) : c)),
                        );
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs">
        <Text size="sm">{t('beneficiaryImport.mapping.requiredColumns')}</Text>
        {required.map((column) => (
          <Badge
            key={column}
            variant="light"
            color={problems.missing.includes(column) ? 'red' : 'green'}
            data-testid="import-required-column"
          >
            {columnLabel(column)}
          </Badge>
        ))}
      </Group>
      {problems.missing.length > 0 && (
        <Alert color="yellow" data-testid="import-mapping-missing">
          {t('beneficiaryImport.mapping.missing', { columns: problems.missing.map(columnLabel).join(', ') })}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" role="alert" data-testid="import-refusal">
          {refusal}
        </Alert>
      )}
      <ActionRow
        backLabel={t('beneficiaryImport.mapping.back')}
        onBack={onBack}
        label={t('beneficiaryImport.mapping.check')}
        icon={<IconChecklist size={16} aria-hidden="true" />}
        disabled={!valid}
        loading={loading}
        onAction={() => void submit()}
        testId="import-check"
      />
    </Stack>
  );
}
