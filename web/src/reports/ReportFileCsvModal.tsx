// CSV holds one table of a report: before the file is asked for, which one (the report's first by default).
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportKind, ReportTable } from '../generated/graphql.js';
import { tableOptions } from './filesFormat.js';

type Props = {
  opened: boolean;
  kind: ReportKind;
  onClose: () => void;
  onPick: (table: ReportTable) => void;
};

export function ReportFileCsvModal({ opened, kind, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const options = tableOptions(t, kind);
  const first = options[0]?.value ?? 'LISTS';
  const [table, setTable] = useState<ReportTable>(first);
  // Each opening starts from the report's first table.
  useEffect(() => {
    if (opened) setTable(first);
  }, [opened, first]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('reportFiles.csv.title')} size="sm" centered>
      <form
        data-testid="report-csv-form"
        onSubmit={(event) => {
          event.preventDefault();
          onPick(table);
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('reportFiles.csv.table')}
            description={t('reportFiles.csv.tableHint')}
            data={options}
            value={table}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              setTable(options.find((option) => option.value === picked)?.value ?? first);
            }}
            data-testid="report-csv-table"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reportFiles.csv.cancel')}
            </Button>
            <Button type="submit" data-testid="report-csv-submit">
              {t('reportFiles.csv.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
