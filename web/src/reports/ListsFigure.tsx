// The lists of the beneficiary list report side by side: families per gender as grouped bars, one group per list,
// and the lists' families, family members and people in the table. A bar opens that list's families of that
// gender, counted with the report's filters; a list's figure opens all of them.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReportGender } from '../generated/graphql.js';
import type { FilterCondition } from '../list/filter.js';
import type { BeneficiaryReport } from './BeneficiaryDemographics.js';
import { Bars } from './charts/Charts.js';
import { ChartWithTable } from './charts/ChartWithTable.js';
import { DrillLink } from './charts/cells.js';
import { GENDER_COLOURS } from './charts/colours.js';
import { useReportFormat } from './charts/format.js';
import { useReportLabels } from './charts/labels.js';
import { ReportTable } from './charts/ReportTable.js';
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
  const navigate = useNavigate();
  const genders = (['F', 'M', 'O', 'PNTS', 'UNKNOWN'] as const).filter((g) =>
    report.lists.some((l) => l.byGender.some((c) => c.gender === g && c.families > 0)),
  );
  const data = report.lists.map((list) => ({
    list: list.listName,
    listId: list.listId,
    ...Object.fromEntries(genders.map((g) => [g, list.byGender.find((c) => c.gender === g)?.families ?? 0])),
  }));

  return (
    <ChartWithTable
      name="lists"
      title={t('reports.beneficiaries.lists.title')}
      hint={t('reports.beneficiaries.lists.hint')}
      chart={
        <Bars
          data={data}
          dataKey="list"
          series={genders.map((g) => ({ name: g, label: labels.gender(g), color: GENDER_COLOURS[g] }))}
          valueFormatter={format.count}
          onBar={(row, gender) => navigate(listDrill(String(row.listId), [genderCondition(gender as ReportGender)]))}
        />
      }
    >
      <ReportTable
        name="lists"
        caption={t('reports.beneficiaries.lists.caption')}
        rows={report.lists}
        rowKey={(row) => row.listId}
        minWidth={420}
        columns={[
          { header: t('reports.columns.list'), cell: (row) => row.listName },
          {
            header: t('reports.columns.families'),
            numeric: true,
            cell: (row) => (
              <DrillLink to={listDrill(row.listId, [])} label={t('reports.openFamilies', { what: row.listName })}>
                {format.count(row.families)}
              </DrillLink>
            ),
          },
          { header: t('reports.columns.familyMembers'), numeric: true, cell: (row) => format.count(row.familyMembers) },
          { header: t('reports.columns.people'), numeric: true, cell: (row) => format.count(row.people) },
        ]}
      />
    </ChartWithTable>
  );
}
