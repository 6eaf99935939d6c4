// The report pages' download and schedule panel: "Download" writes the report on screen (its input, as the page
// asks for it) as XLSX, CSV (one table, asked for first) or PDF in a job whose progress shows below, then the link;
// "Schedule…" has it written every week or month. Only for members with REPORTS EXPORT.
import { REPORT_FORMATS } from '@aid/common/reports';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Menu, Stack } from '@mantine/core';
import { IconCalendarRepeat, IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/me.js';
import type {
  BeneficiaryListReportInput,
  DistributionSummaryInput,
  ReportFormat,
  ReportTable,
} from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { supportedLanguage } from '../i18n/index.js';
import { JOBS_TEXTS } from '../i18n/jobs.js';
import { REPORT_FILES_TEXTS } from '../i18n/reportFiles.js';
import { errorMessage } from '../ui/errorMessage.js';
import {
  StartBeneficiaryListReportFileDocument,
  StartDistributionSummaryReportFileDocument,
} from './fileOperations.js';
import { canExportReports, reportRefusalText } from './filesFormat.js';
import { ReportFileCsvModal } from './ReportFileCsvModal.js';
import { ReportFileProgress } from './ReportFileProgress.js';
import { ReportScheduleModal } from './ReportScheduleModal.js';

export type ReportExportProps =
  | { kind: 'BENEFICIARY_LISTS'; input: BeneficiaryListReportInput }
  | { kind: 'DISTRIBUTION_SUMMARY'; input: DistributionSummaryInput };

export function ReportExport(props: ReportExportProps) {
  useTextBundle(REPORT_FILES_TEXTS);
  useTextBundle(JOBS_TEXTS);
  const me = useMe();
  if (!canExportReports(me)) return null;
  return <ExportPanel {...props} />;
}

function ExportPanel(report: ReportExportProps) {
  const { t, i18n } = useTranslation();
  // Files are written in the language the member reads the page in.
  const language = supportedLanguage(i18n.language);
  const [startBeneficiaryLists, beneficiaryLists] = useMutation(StartBeneficiaryListReportFileDocument);
  const [startDistributionSummary, distributionSummary] = useMutation(StartDistributionSummaryReportFileDocument);
  const [reportId, setReportId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askingTable, setAskingTable] = useState(false);
  const [scheduling, setScheduling] = useState(false);

  const start = async (format: ReportFormat, table?: ReportTable) => {
    setRefusal(null);
    const asked = { format, language, ...(table ? { table } : {}) };
    try {
      const result =
        report.kind === 'BENEFICIARY_LISTS'
          ? (await startBeneficiaryLists({ variables: { input: report.input, ...asked } })).data
              ?.startBeneficiaryListReportFile
          : (await startDistributionSummary({ variables: { input: report.input, ...asked } })).data
              ?.startDistributionSummaryReportFile;
      if (result?.report) setReportId(result.report.reportId);
      else setRefusal(reportRefusalText(t, result, t('reportFiles.refusals.startFailed')));
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
  };

  const pick = (format: ReportFormat) => {
    if (format === 'CSV') setAskingTable(true);
    else void start(format);
  };

  return (
    <Stack gap="xs" maw={480} data-testid="report-export">
      <Group gap="xs" justify="flex-end">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              loading={beneficiaryLists.loading || distributionSummary.loading}
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              data-testid="report-download"
            >
              {t('reportFiles.download')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {REPORT_FORMATS.map((format) => (
              <Menu.Item key={format} onClick={() => pick(format)} data-testid={`report-format-${format}`}>
                {t(`reportFiles.formats.${format}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          variant="default"
          leftSection={<IconCalendarRepeat size={16} aria-hidden="true" />}
          onClick={() => setScheduling(true)}
          data-testid="report-schedule"
        >
          {t('reportFiles.schedule')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" variant="light" p="xs" data-testid="report-file-refusal">
          {refusal}
        </Alert>
      )}
      {reportId && <ReportFileProgress key={reportId} reportId={reportId} onClose={() => setReportId(null)} />}
      <ReportFileCsvModal
        opened={askingTable}
        kind={report.kind}
        onClose={() => setAskingTable(false)}
        onPick={(table) => {
          setAskingTable(false);
          void start('CSV', table);
        }}
      />
      {scheduling && <ReportScheduleModal {...report} language={language} onClose={() => setScheduling(false)} />}
    </Stack>
  );
}
