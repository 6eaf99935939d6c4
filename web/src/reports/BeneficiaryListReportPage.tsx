// /reports/beneficiary-lists: who is registered, for the master list, one custom list or several compared side by
// side. The filters live in the URL (a report can be bookmarked and shared); every figure is a chart with its table,
// and a bar or a figure of a table opens the families behind it in their beneficiary list.
import { useQuery } from '@apollo/client/react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { REPORTS_TEXTS } from '../i18n/reports.js';
import type { FilterCondition } from '../list/filter.js';
import { Page } from '../list/PageHeader.js';
import {
  type BeneficiaryReport,
  FamilySizeFigure,
  NationalityFigure,
  SexAgeFigure,
} from './BeneficiaryDemographics.js';
import { CreationMethodFigure, DuplicatesCard, RegistrationsFigure } from './BeneficiaryRegistration.js';
import { BeneficiaryReportFilters } from './BeneficiaryReportFilters.js';
import { StatCard } from './charts/cells.js';
import { useReportFormat } from './charts/format.js';
import { beneficiariesUrl, todayUtc } from './drillDown.js';
import { ListsFigure } from './ListsFigure.js';
import { BeneficiaryListReportDocument } from './operations.js';
import { ReportExport } from './ReportExport.js';
import { ReportResult } from './ReportStates.js';
import { BENEFICIARY_KEYS, beneficiaryInputOf, useReportInput } from './reportParams.js';

function Totals({ report }: { report: BeneficiaryReport }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="report-totals">
      <StatCard
        label={t('reports.columns.families')}
        value={format.count(report.totals.families)}
        testId="total-families"
      />
      <StatCard
        label={t('reports.columns.familyMembers')}
        value={format.count(report.totals.familyMembers)}
        testId="total-familyMembers"
      />
      <StatCard label={t('reports.columns.people')} value={format.count(report.totals.people)} testId="total-people" />
    </SimpleGrid>
  );
}

export function BeneficiaryListReportPage() {
  useTextBundle(REPORTS_TEXTS);
  // The filter builder names the beneficiaries' fields as their list does.
  useTextBundle(BENEFICIARIES_TEXTS);
  const { t } = useTranslation();
  const { params, input } = useReportInput(BENEFICIARY_KEYS, beneficiaryInputOf);
  const { data, loading, error } = useQuery(BeneficiaryListReportDocument, { variables: { input } });
  const report = loading ? undefined : data?.beneficiaryListReport;

  const today = todayUtc();
  const listDrill = (listId: string, picked: readonly FilterCondition[]) =>
    beneficiariesUrl(listId, input, picked, today);
  // A breakdown of several lists together has no one list to open: those figures open from the lists' figure.
  const only = report?.lists.length === 1 ? report.lists[0] : undefined;
  const drill = (picked: readonly FilterCondition[]) => (only ? listDrill(only.listId, picked) : null);

  return (
    <Page
      size="xl"
      title={t('reports.beneficiaries.title')}
      intro={t('reports.beneficiaries.intro')}
      actions={<ReportExport kind="BENEFICIARY_LISTS" input={input} />}
    >
      <BeneficiaryReportFilters report={params} />
      <ReportResult error={error} report={report} isEmpty={(r) => r.totals.families === 0} params={params}>
        {(report) => (
          <>
            <Totals report={report} />
            <SexAgeFigure report={report} drill={drill} />
            <NationalityFigure report={report} drill={drill} />
            <CreationMethodFigure report={report} drill={drill} />
            <FamilySizeFigure report={report} drill={drill} />
            <RegistrationsFigure report={report} interval={input.interval ?? 'MONTH'} />
            <DuplicatesCard report={report} />
            <ListsFigure report={report} listDrill={listDrill} />
          </>
        )}
      </ReportResult>
    </Page>
  );
}
