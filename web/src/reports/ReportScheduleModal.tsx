// "Schedule…" on a report page: the report with the filters on screen, written every week or month as the member,
// in a format (and for CSV a table). Refusals read as the report's own sentences or on their fields.
import { REPORT_FORMATS, REPORT_FREQUENCIES, REPORT_TABLES } from '@aid/common/reports';
import { useMutation } from '@apollo/client/react';
import { NativeSelect, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ReportFormat, ReportFrequency, ReportTable } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { FormModal, useFormSubmit, whenSaved } from '../ui/FormModal.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { ScheduleBeneficiaryListReportDocument, ScheduleDistributionSummaryReportDocument } from './fileOperations.js';
import { reportRefusalText, tableOptions } from './filesFormat.js';
import type { ReportExportProps } from './ReportExport.js';

type Values = { frequency: ReportFrequency; format: ReportFormat; table: ReportTable };
type Field = keyof Values;
const FIELDS: readonly string[] = ['frequency', 'format', 'table'] satisfies Field[];
const isField = (name: string): name is Field => FIELDS.includes(name);

type Props = ReportExportProps & {
  /** The language the files are written in: the interface's. */
  language: string;
  onClose: () => void;
};

/** Mounted only while open, so each opening starts from WEEKLY, XLSX. */
export function ReportScheduleModal({ language, onClose, ...report }: Props) {
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  const [scheduleBeneficiaryLists, beneficiaryLists] = useMutation(ScheduleBeneficiaryListReportDocument);
  const [scheduleDistributionSummary, distributionSummary] = useMutation(ScheduleDistributionSummaryReportDocument);
  const form = useForm<Values>({
    initialValues: { frequency: 'WEEKLY', format: 'XLSX', table: REPORT_TABLES[report.kind][0] },
  });

  const { frame } = useFormSubmit(form, async (values: Values) => {
    const asked = {
      format: values.format,
      language,
      frequency: values.frequency,
      // The table means something for CSV only; the API ignores it otherwise, so it is not sent.
      ...(values.format === 'CSV' ? { table: values.table } : {}),
    };
    const result =
      report.kind === 'BENEFICIARY_LISTS'
        ? (await scheduleBeneficiaryLists({ variables: { input: report.input, ...asked } })).data
            ?.scheduleBeneficiaryListReport
        : (await scheduleDistributionSummary({ variables: { input: report.input, ...asked } })).data
            ?.scheduleDistributionSummaryReport;
    const saved = (schedule: { nextRunAt: string }) => {
      showAlert(
        'success',
        t('reportFiles.scheduleForm.saved', { at: formatDateTime(schedule.nextRunAt, numberFormat) }),
      );
      onClose();
    };
    return whenSaved(result?.schedule, saved, () =>
      reportRefusalText(t, result, t('reportFiles.refusals.scheduleFailed'), { isField, setErrors: form.setErrors }),
    );
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('reportFiles.scheduleForm.title')}
      size="md"
      {...frame}
      testId="report-schedule-form"
      errorTestId="report-schedule-error"
      busy={beneficiaryLists.loading || distributionSummary.loading}
      cancelLabel={t('reportFiles.scheduleForm.cancel')}
      submitLabel={t('reportFiles.scheduleForm.submit')}
      submitTestId="report-schedule-submit"
    >
      <Text size="sm" c="dimmed">
        {t('reportFiles.scheduleForm.intro')}
      </Text>
      <NativeSelect
        label={t('reportFiles.scheduleForm.frequency')}
        data={REPORT_FREQUENCIES.map((value) => ({ value, label: t(`reportFiles.frequencies.${value}`) }))}
        {...form.getInputProps('frequency')}
        data-testid="report-schedule-frequency"
        data-autofocus
      />
      <NativeSelect
        label={t('reportFiles.scheduleForm.format')}
        data={REPORT_FORMATS.map((value) => ({ value, label: t(`reportFiles.formatNames.${value}`) }))}
        {...form.getInputProps('format')}
        data-testid="report-schedule-format"
      />
      {form.values.format === 'CSV' && (
        <NativeSelect
          label={t('reportFiles.scheduleForm.table')}
          data={tableOptions(t, report.kind)}
          {...form.getInputProps('table')}
          data-testid="report-schedule-table"
        />
      )}
    </FormModal>
  );
}
