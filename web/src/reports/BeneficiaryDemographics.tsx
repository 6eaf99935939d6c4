// The beneficiary list report's who-is-who figures: sex × age band (stacked bars, one bar per band, a series per
// gender) and nationality (bars, the countries' names). Each bar, and each figure of the tables beside them, opens
// the families behind it in their list.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BeneficiaryListReportQuery } from '../generated/graphql.js';
import type { FilterCondition } from '../list/filter.js';
import { Bars } from './charts/Charts.js';
import { ChartWithTable } from './charts/ChartWithTable.js';
import { DrillLink } from './charts/cells.js';
import { useReportFormat } from './charts/format.js';
import { ReportTable } from './charts/ReportTable.js';
import { SexAgeChart } from './charts/SexAgeChart.js';
import { ageBandCondition, genderCondition, nationalityCondition, todayUtc } from './drillDown.js';
import { ReportCountryOptionsDocument } from './filterOptions.js';

export type BeneficiaryReport = BeneficiaryListReportQuery['beneficiaryListReport'];

/** Where the families of some conditions are listed; null when the report covers several lists (no one list). */
export type BeneficiaryDrill = (picked: readonly FilterCondition[]) => string | null;

type Props = { report: BeneficiaryReport; drill: BeneficiaryDrill };

export function SexAgeFigure({ report, drill }: Props) {
  const { t } = useTranslation();
  const today = todayUtc();
  return (
    <SexAgeChart
      name="sexAge"
      cells={report.sexAge}
      title={t('reports.beneficiaries.sexAge.title')}
      hint={t('reports.beneficiaries.sexAge.hint')}
      caption={t('reports.beneficiaries.sexAge.caption')}
      open={(band, gender) => drill([ageBandCondition(band, today), ...(gender ? [genderCondition(gender)] : [])])}
    />
  );
}

export function NationalityFigure({ report, drill }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const navigate = useNavigate();
  // The filters' query: answered from the cache once the filters have loaded it.
  const countries = useQuery(ReportCountryOptionsDocument, { errorPolicy: 'all' });
  const nameOf = (code: string | null) =>
    code === null ? t('reports.notRecorded') : (countries.data?.countries.find((c) => c.alpha2 === code)?.name ?? code);
  const rows = [...report.nationality].sort((a, b) => b.families - a.families);
  const open = (code: string | null) => drill([nationalityCondition(code)]);

  return (
    <ChartWithTable
      name="nationality"
      title={t('reports.beneficiaries.nationality.title')}
      chart={
        <Bars
          data={rows.map((r) => ({ country: nameOf(r.nationality), code: r.nationality ?? '', families: r.families }))}
          dataKey="country"
          vertical
          series={[{ name: 'families', label: t('reports.columns.families'), color: 'blue.6' }]}
          valueFormatter={format.count}
          onBar={(row) => {
            const to = open(row.code === '' ? null : String(row.code));
            if (to) navigate(to);
          }}
        />
      }
    >
      <ReportTable
        name="nationality"
        caption={t('reports.beneficiaries.nationality.caption')}
        rows={rows}
        rowKey={(row) => row.nationality ?? ''}
        columns={[
          { header: t('reports.columns.nationality'), cell: (row) => nameOf(row.nationality) },
          {
            header: t('reports.columns.families'),
            numeric: true,
            cell: (row) => (
              <DrillLink
                to={open(row.nationality)}
                label={t('reports.openFamilies', { what: nameOf(row.nationality) })}
              >
                {format.count(row.families)}
              </DrillLink>
            ),
          },
          { header: t('reports.columns.people'), numeric: true, cell: (row) => format.count(row.people) },
        ]}
      />
    </ChartWithTable>
  );
}

export function FamilySizeFigure({ report, drill }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const navigate = useNavigate();
  const sizeLabel = (row: { familyMembers: number; orMore: boolean }) =>
    row.orMore ? t('reports.beneficiaries.familySize.orMore', { value: row.familyMembers }) : String(row.familyMembers);
  const open = (row: { familyMembers: number; orMore: boolean }) =>
    drill([
      {
        field: 'NUMBER_OF_FAMILY_MEMBERS',
        operator: row.orMore ? 'GREATER_OR_EQUAL' : 'EQUAL',
        value: String(row.familyMembers),
      },
    ]);
  const rows = report.familySize;

  return (
    <ChartWithTable
      name="familySize"
      title={t('reports.beneficiaries.familySize.title')}
      hint={t('reports.beneficiaries.familySize.hint')}
      chart={
        <Bars
          data={rows.map((r) => ({ size: sizeLabel(r), index: rows.indexOf(r), families: r.families }))}
          dataKey="size"
          series={[{ name: 'families', label: t('reports.columns.families'), color: 'teal.6' }]}
          valueFormatter={format.count}
          onBar={(row) => {
            const picked = rows[Number(row.index)];
            const to = picked ? open(picked) : null;
            if (to) navigate(to);
          }}
        />
      }
    >
      <ReportTable
        name="familySize"
        caption={t('reports.beneficiaries.familySize.caption')}
        rows={rows}
        rowKey={(row) => sizeLabel(row)}
        columns={[
          { header: t('reports.columns.familyMembers'), cell: sizeLabel },
          {
            header: t('reports.columns.families'),
            numeric: true,
            cell: (row) => (
              <DrillLink
                to={row.families > 0 ? open(row) : null}
                label={t('reports.openFamilies', { what: sizeLabel(row) })}
              >
                {format.count(row.families)}
              </DrillLink>
            ),
          },
        ]}
      />
    </ChartWithTable>
  );
}
