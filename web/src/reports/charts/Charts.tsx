// The chart kinds the reports draw, over @mantine/charts with the reports' defaults: the user's number format on the
// axis and in the tooltip, no keyboard layer (the chart is hidden from assistive technology: its table beside it is
// what the keyboard and a screen reader use), on bars a click that opens the families behind the bar, and in a
// right-to-left language (Arabic) axes mirrored as the page is: categories read from the right, values on the right.
import { BarChart, type BarChartProps, DonutChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { textDirection } from '../../i18n/index.js';

/** A row of a chart: the category (`dataKey`) and one number per series. */
export type ChartRow = Record<string, string | number>;

export type Series = { name: string; label: string; color: string };

const HEIGHT = 260;

type AxisProps = Pick<BarChartProps, 'xAxisProps' | 'yAxisProps'>;

// Mantine's own tick styles, with the shift away from the plot on the side the axis now stands.
const TICK = { fontSize: 12, fill: 'currentColor' };

/**
 * The axes of a chart in the page's direction. Left to right: Mantine's defaults. Right to left, mirrored: the X
 * axis runs from the right (categories of column and line charts read from the right; horizontal bars, whose X
 * axis is the values, grow from the right) and the Y axis stands on the right (the values of column and line
 * charts, the category names of horizontal bars). The chart itself stays `dir="ltr"` (Mantine's default): an
 * inherited `rtl` would flip each SVG label's anchor and push the tick texts into the plot.
 */
export function mirroredAxes(direction: 'ltr' | 'rtl'): AxisProps {
  if (direction === 'ltr') return {};
  return {
    xAxisProps: { reversed: true },
    yAxisProps: { orientation: 'right', tick: { ...TICK, transform: 'translate(10, 0)' } },
  };
}

/** The page's direction, from the UI language (as App sets the document's and Mantine's). */
function useChartDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  return textDirection(i18n.language);
}

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
  const axes = mirroredAxes(useChartDirection());
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
      xAxisProps={axes.xAxisProps}
      // Horizontal bars: room for long category names beside them.
      yAxisProps={vertical ? { width: 110, ...axes.yAxisProps } : axes.yAxisProps}
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
  const axes = mirroredAxes(useChartDirection());
  return (
    <LineChart
      h={HEIGHT}
      xAxisProps={axes.xAxisProps}
      yAxisProps={axes.yAxisProps}
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
