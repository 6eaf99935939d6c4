// Sex- and age-disaggregated data, the humanitarian standard, on both reports: one stacked bar per age band with a
// series per gender, and the table of families per band × gender beside it, with families and people per band.
import { AGE_BANDS, type AgeBand } from '@aid/common/reports';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReportGender } from '../../generated/graphql.js';
import { Bars } from './Charts.js';
import { ChartWithTable, type FigureName } from './ChartWithTable.js';
import { DrillLink } from './cells.js';
import { GENDER_COLOURS } from './colours.js';
import { useReportFormat } from './format.js';
import { useReportLabels } from './labels.js';
import { ReportTable } from './ReportTable.js';

type Cell = { gender: ReportGender; ageBand: AgeBand; families: number; people: number };

const GENDER_ORDER: readonly ReportGender[] = ['F', 'M', 'O', 'PNTS', 'UNKNOWN'];

type Props = {
  name: FigureName;
  cells: readonly Cell[];
  title: string;
  hint?: string;
  caption: string;
  /** Where the families of a band (and gender) are listed; absent or null: not opened. */
  open?: (band: AgeBand, gender?: ReportGender) => string | null;
};

export function SexAgeChart({ name, cells, title, hint, caption, open }: Props) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const format = useReportFormat();
  const navigate = useNavigate();
  const families = (band: AgeBand, gender: ReportGender) =>
    cells.find((c) => c.ageBand === band && c.gender === gender)?.families ?? 0;
  // Only the genders counted: five series of zeros would only crowd the legend.
  const genders = GENDER_ORDER.filter((g) => cells.some((c) => c.gender === g && c.families > 0));
  const bands = AGE_BANDS.map((band) => {
    const inBand = cells.filter((c) => c.ageBand === band);
    return {
      band,
      families: inBand.reduce((sum, c) => sum + c.families, 0),
      people: inBand.reduce((sum, c) => sum + c.people, 0),
    };
  });
  type Row = (typeof bands)[number];
  const data = bands.map(({ band }) => ({
    band: labels.ageBand(band),
    key: band,
    ...Object.fromEntries(genders.map((g) => [g, families(band, g)])),
  }));

  return (
    <ChartWithTable
      name={name}
      title={title}
      hint={hint}
      chart={
        <Bars
          data={data}
          dataKey="band"
          type="stacked"
          series={genders.map((g) => ({ name: g, label: labels.gender(g), color: GENDER_COLOURS[g] }))}
          valueFormatter={format.count}
          onBar={
            open
              ? (row, gender) => {
                  const to = open(row.key as AgeBand, gender as ReportGender);
                  if (to) navigate(to);
                }
              : undefined
          }
        />
      }
    >
      <ReportTable
        name={name}
        caption={caption}
        rows={bands}
        rowKey={(row) => row.band}
        minWidth={480}
        columns={[
          { header: t('reports.columns.ageBand'), cell: (row: Row) => labels.ageBand(row.band) },
          ...genders.map((g) => ({
            header: labels.gender(g),
            numeric: true,
            cell: (row: Row) => {
              const count = families(row.band, g);
              return (
                <DrillLink
                  to={count > 0 && open ? open(row.band, g) : null}
                  label={t('reports.openFamilies', { what: `${labels.ageBand(row.band)}, ${labels.gender(g)}` })}
                >
                  {format.count(count)}
                </DrillLink>
              );
            },
          })),
          { header: t('reports.columns.families'), numeric: true, cell: (row: Row) => format.count(row.families) },
          { header: t('reports.columns.people'), numeric: true, cell: (row: Row) => format.count(row.people) },
        ]}
      />
    </ChartWithTable>
  );
}
