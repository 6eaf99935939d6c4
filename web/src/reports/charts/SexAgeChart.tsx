// Sex- and age-disaggregated data, the humanitarian standard, on both reports: one stacked bar per age band with a
// series per gender, and the table of families per band × gender beside it, with families and people per band.
import { AGE_BANDS, type AgeBand } from '@aid/common/reports';
import { useTranslation } from 'react-i18next';
import type { ReportGender } from '../../generated/graphql.js';
import { Bars } from './Charts.js';
import { FamiliesLink } from './cells.js';
import { GENDER_COLOURS } from './colours.js';
import { useReportFormat } from './format.js';
import { useReportLabels } from './labels.js';
import { ReportFigure } from './ReportFigure.js';

type Cell = { gender: ReportGender; ageBand: AgeBand; families: number; people: number };

const GENDER_ORDER: readonly ReportGender[] = ['F', 'M', 'O', 'PNTS', 'UNKNOWN'];

/** The genders some families are counted in, in the series' order: five series of zeros would only crowd a legend. */
export function gendersCounted(counts: readonly { gender: ReportGender; families: number }[]): ReportGender[] {
  return GENDER_ORDER.filter((g) => counts.some((c) => c.gender === g && c.families > 0));
}

type Props = {
  /** Which of the reports' two sex × age figures. */
  figure: { page: 'beneficiaries'; name: 'sexAge' } | { page: 'distribution'; name: 'reached' };
  cells: readonly Cell[];
  /** Where the families of a band (and gender) are listed; absent or null: not opened. */
  open?: (band: AgeBand, gender?: ReportGender) => string | null;
};

export function SexAgeChart({ figure, cells, open }: Props) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const format = useReportFormat();
  const families = (band: AgeBand, gender: ReportGender) =>
    cells.find((c) => c.ageBand === band && c.gender === gender)?.families ?? 0;
  const genders = gendersCounted(cells);
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
    <ReportFigure
      {...figure}
      hint
      chart={
        <Bars
          data={data}
          dataKey="band"
          type="stacked"
          series={genders.map((g) => ({ name: g, label: labels.gender(g), color: GENDER_COLOURS[g] }))}
          valueFormatter={format.count}
          open={open ? (row, gender) => open(row.key as AgeBand, gender as ReportGender) : undefined}
        />
      }
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
              <FamiliesLink
                to={count > 0 && open ? open(row.band, g) : null}
                what={`${labels.ageBand(row.band)}, ${labels.gender(g)}`}
                families={count}
              />
            );
          },
        })),
        { header: t('reports.columns.families'), numeric: true, cell: (row: Row) => format.count(row.families) },
        { header: t('reports.columns.people'), numeric: true, cell: (row: Row) => format.count(row.people) },
      ]}
    />
  );
}
