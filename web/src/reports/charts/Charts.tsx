// The chart kinds the reports draw, over @mantine/charts with the reports' defaults: the user's number format on the
// axis and in the tooltip, no keyboard layer (the chart is hidden from assistive technology: its table beside it is
// what the keyboard and a screen reader use) and, on bars, a click that opens the families behind the bar.
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { useNavigate } from 'react-router-dom';

/** A row of a chart: the category (`dataKey`) and one number per series. */
export type ChartRow = Record<string, string | number>;

export type Series = { name: string; label: string; color: string };

const HEIGHT = 260;

type BarsProps<R extends ChartRow> = {
  data: R[];
  dataKey: keyof R & string;
  series: Series[];
  type?: 'default' | 'stacked';
  valueFormatter: (value: number) => string;
  /** Horizontal bars (long category names: countries, distributions). */
  vertical?: boolean;
  /**
   * Where a click on a bar goes, from its row and the series clicked (null: that bar opens nothing); absent, the bars
   * are not clickable.
   */
  open?: (row: R, series: string) => string | null;
};

export function Bars<R extends ChartRow>({
  data,
  dataKey,
  series,
  type,
  valueFormatter,
  vertical,
  open,
}: BarsProps<R>) {
  const navigate = useNavigate();
  return (
    <BarChart
      h={vertical ? Math.max(HEIGHT, data.length * 32 + 60) : HEIGHT}
      data={data}
      dataKey={dataKey}
      series={series}
      type={type}
      orientation={vertical ? 'vertical' : 'horizontal'}
      valueFormatter={valueFormatter}
      withLegend={series.length > 1}
      accessibilityLayer={false}
      yAxisProps={vertical ? { width: 110 } : undefined}
      barProps={
        open
          ? (s) => ({
              cursor: 'pointer',
              onClick: (item) => {
                const to = open(item.payload as R, s.name);
                if (to) navigate(to);
              },
            })
          : undefined
      }
    />
  );
}

type LinesProps<R extends ChartRow> = {
  data: R[];
  dataKey: keyof R & string;
  series: Series[];
  valueFormatter: (value: number) => string;
};

export function Lines<R extends ChartRow>({ data, dataKey, series, valueFormatter }: LinesProps<R>) {
  return (
    <LineChart
      h={HEIGHT}
      data={data}
      dataKey={dataKey}
      series={series}
      valueFormatter={valueFormatter}
      withLegend={series.length > 1}
      accessibilityLayer={false}
      curveType="linear"
    />
  );
}

type DonutProps = {
  data: { name: string; value: number; color: string }[];
  valueFormatter: (value: number) => string;
};

export function Donut({ data, valueFormatter }: DonutProps) {
  return (
    <DonutChart
      mx="auto"
      data={data}
      withLabels
      withLabelsLine
      tooltipDataSource="segment"
      valueFormatter={valueFormatter}
      size={180}
      thickness={28}
      // Hidden from assistive technology (ChartWithTable): its keyboard layer and the pie's own tab stop would take
      // the focus somewhere nobody hears (the table beside it is the keyboard's way in).
      pieChartProps={{ accessibilityLayer: false }}
      pieProps={{ rootTabIndex: -1 }}
    />
  );
}
