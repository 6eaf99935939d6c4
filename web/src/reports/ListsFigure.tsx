// The lists of the beneficiary list report side by side: families per gender as grouped bars, one group per list,
// and the lists' families, family members and people in the table. A bar opens that list's families of that
// gender, counted with the report's filters; a list's figure opens all of them.
import { useTranslation } from 'react-i18next';
import type { ReportGender } from '../generated/graphql.js';
import type { FilterCondition } from '../list/filter.js';
import type { BeneficiaryReport } from './BeneficiaryDemographics.js';
import { Bars } from './charts/Charts.js';
import { FamiliesLink } from './charts/cells.js';
import { GENDER_COLOURS } from './charts/colours.js';
import { useReportFormat } from './charts/format.js';
import { useReportLabels } from './charts/labels.js';
import { ReportFigure } from './charts/ReportFigure.js';
import { gendersCounted } from './charts/SexAgeChart.js';
import { genderCondition } from './drillDown.js';

type Props = {
  report: BeneficiaryReport;
  /** Where one list's families of some conditions are listed (the report's filters included). */
  listDrill: (listId: string, picked: readonly FilterCondition[]) => string;
};

export function ListsFigure({ report, listDrill }: Props) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const format = useReportFormat();
  const genders = gendersCounted(report.lists.flatMap((l) => l.byGender));
  const data = report.lists.map((list) => ({
    list: list.listName,
    listId: list.listId,
    ...Object.fromEntries(genders.map((g) => [g, list.byGender.find((c) => c.gender === g)?.families ?? 0])),
  }));

  return (
    <ReportFigure
      page="beneficiaries"
      name="lists"
      hint
      chart={
        <Bars
          data={data}
          dataKey="list"
          series={genders.map((g) => ({ name: g, label: labels.gender(g), color: GENDER_COLOURS[g] }))}
          valueFormatter={format.count}
          open={(row, gender) => listDrill(String(row.listId), [genderCondition(gender as ReportGender)])}
        />
      }
      rows={report.lists}
      rowKey={(row) => row.listId}
      minWidth={420}
      columns={[
        { header: t('reports.columns.list'), cell: (row) => row.listName },
        {
          header: t('reports.columns.families'),
          numeric: true,
          cell: (row) => <FamiliesLink to={listDrill(row.listId, [])} what={row.listName} families={row.families} />,
        },
        { header: t('reports.columns.familyMembers'), numeric: true, cell: (row) => format.count(row.familyMembers) },
        { header: t('reports.columns.people'), numeric: true, cell: (row) => format.count(row.people) },
      ]}
    />
  );
}
