// The beneficiary list report's who-is-who figures: sex × age band (stacked bars, one bar per band, a series per
// gender) and nationality (bars, the countries' names). Each bar, and each figure of the tables beside them, opens
// the families behind it in their list.
import { useTranslation } from 'react-i18next';
import type { BeneficiaryListReportQuery } from '../generated/graphql.js';
import type { FilterCondition } from '../list/filter.js';
import { Bars } from './charts/Charts.js';
import { FamiliesLink } from './charts/cells.js';
import { useReportFormat } from './charts/format.js';
import { ReportFigure } from './charts/ReportFigure.js';
import { SexAgeChart } from './charts/SexAgeChart.js';
import { ageBandCondition, genderCondition, nationalityCondition, todayUtc } from './drillDown.js';
import { useCountryOptions } from './filterOptions.js';

export type BeneficiaryReport = BeneficiaryListReportQuery['beneficiaryListReport'];

/** Where the families of some conditions are listed; null when the report covers several lists (no one list). */
export type BeneficiaryDrill = (picked: readonly FilterCondition[]) => string | null;

type Props = { report: BeneficiaryReport; drill: BeneficiaryDrill };

export function SexAgeFigure({ report, drill }: Props) {
  const today = todayUtc();
  return (
    <SexAgeChart
      figure={{ page: 'beneficiaries', name: 'sexAge' }}
      cells={report.sexAge}
      open={(band, gender) => drill([ageBandCondition(band, today), ...(gender ? [genderCondition(gender)] : [])])}
    />
  );
}

export function NationalityFigure({ report, drill }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
  // The filters' query: answered from the cache once the filters have loaded it.
  const countries = useCountryOptions();
  const nameOf = (code: string | null) =>
    code === null ? t('reports.notRecorded') : (countries.options.find((c) => c.value === code)?.label ?? code);
  const rows = [...report.nationality].sort((a, b) => b.families - a.families);
  const open = (code: string | null) => drill([nationalityCondition(code)]);

  return (
    <ReportFigure
      page="beneficiaries"
      name="nationality"
      chart={
        <Bars
          data={rows.map((r) => ({ country: nameOf(r.nationality), code: r.nationality ?? '', families: r.families }))}
          dataKey="country"
          vertical
          series={[{ name: 'families', label: t('reports.columns.families'), color: 'blue.6' }]}
          valueFormatter={format.count}
          open={(row) => open(row.code === '' ? null : String(row.code))}
        />
      }
      rows={rows}
      rowKey={(row) => row.nationality ?? ''}
      columns={[
        { header: t('reports.columns.nationality'), cell: (row) => nameOf(row.nationality) },
        {
          header: t('reports.columns.families'),
          numeric: true,
          cell: (row) => (
            <FamiliesLink to={open(row.nationality)} what={nameOf(row.nationality)} families={row.families} />
          ),
        },
        { header: t('reports.columns.people'), numeric: true, cell: (row) => format.count(row.people) },
      ]}
    />
  );
}

export function FamilySizeFigure({ report, drill }: Props) {
  const { t } = useTranslation();
  const format = useReportFormat();
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
    <ReportFigure
      page="beneficiaries"
      name="familySize"
      hint
      chart={
        <Bars
          data={rows.map((r) => ({ size: sizeLabel(r), index: rows.indexOf(r), families: r.families }))}
          dataKey="size"
          series={[{ name: 'families', label: t('reports.columns.families'), color: 'teal.6' }]}
          valueFormatter={format.count}
          open={(row) => {
            const picked = rows[Number(row.index)];
            return picked ? open(picked) : null;
          }}
        />
      }
      rows={rows}
      rowKey={(row) => sizeLabel(row)}
      columns={[
        { header: t('reports.columns.familyMembers'), cell: sizeLabel },
        {
          header: t('reports.columns.families'),
          numeric: true,
          cell: (row) => (
            <FamiliesLink to={row.families > 0 ? open(row) : null} what={sizeLabel(row)} families={row.families} />
          ),
        },
      ]}
    />
  );
}
