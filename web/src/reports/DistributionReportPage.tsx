// /reports/distribution: who received what, for one program, several or all that the viewer may see, narrowed by
// distributions, types, statuses and period. The filters live in the URL (a report can be bookmarked and shared);
// every figure is a chart with its table, and a status bar opens that distribution's entitlements.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { RECONCILIATION_TEXTS } from '../i18n/reconciliation.js';
import { REPORTS_TEXTS } from '../i18n/reports.js';
import { Page } from '../list/PageHeader.js';
import { SexAgeChart } from './charts/SexAgeChart.js';
import { BudgetsFigure, ConflictsCard, DeliveryFigure, ScannersFigure } from './DeliveryFigures.js';
import { DistributionsFigure, TotalsFigure } from './DistributionFigures.js';
import { DistributionReportFilters } from './DistributionReportFilters.js';
import { MonitoringFigure } from './MonitoringFigure.js';
import { DistributionSummaryReportDocument } from './operations.js';
import { ReportExport } from './ReportExport.js';
import { ReportResult } from './ReportStates.js';
import { DISTRIBUTION_KEYS, distributionInputOf, useReportInput } from './reportParams.js';
import { StatusFigures } from './StatusFigures.js';

export function DistributionReportPage() {
  useTextBundle(REPORTS_TEXTS);
  // Types, statuses and payment and collection statuses are named as on the distributions' own screens, and the
  // reconciliation indicator as on its screen.
  useTextBundle(DISTRIBUTIONS_TEXTS);
  useTextBundle(RECONCILIATION_TEXTS);
  const { t } = useTranslation();
  const { params, input } = useReportInput(DISTRIBUTION_KEYS, distributionInputOf);
  const { data, loading, error } = useQuery(DistributionSummaryReportDocument, { variables: { input } });
  const report = loading ? undefined : data?.distributionSummaryReport;

  return (
    <Page
      size="xl"
      title={t('reports.distribution.title')}
      intro={t('reports.distribution.intro')}
      actions={<ReportExport kind="DISTRIBUTION_SUMMARY" input={input} />}
    >
      <DistributionReportFilters report={params} />
      <ReportResult error={error} report={report} isEmpty={(r) => r.distributions.length === 0} params={params}>
        {(report) => (
          <>
            <TotalsFigure report={report} />
            <DistributionsFigure report={report} />
            <StatusFigures rows={report.distributions} />
            <MonitoringFigure report={report} />
            <BudgetsFigure report={report} />
            <DeliveryFigure report={report} />
            <ScannersFigure report={report} />
            <ConflictsCard report={report} />
            <SexAgeChart figure={{ page: 'distribution', name: 'reached' }} cells={report.reached} />
          </>
        )}
      </ReportResult>
    </Page>
  );
}
