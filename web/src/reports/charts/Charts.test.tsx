// The reports' charts in a right-to-left language: mirrored axes as the page is (categories from the right, values
// on the right, horizontal bars growing from the right); left to right they keep Mantine's defaults. jsdom lays no
// chart out, so the props handed to Mantine's charts are what is checked.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.js';
import { createI18nIn } from '../../i18n/index.js';
import { Bars, Lines } from './Charts.js';

type AxisProps = { reversed?: boolean; orientation?: string; width?: number };
type ChartProps = { xAxisProps?: AxisProps; yAxisProps?: AxisProps; orientation?: string };

const drawn = vi.hoisted(() => ({ bar: [] as ChartProps[], line: [] as ChartProps[] }));

vi.mock('@mantine/charts', () => ({
  BarChart: (props: ChartProps) => {
    drawn.bar.push(props);
    return null;
  },
  LineChart: (props: ChartProps) => {
    drawn.line.push(props);
    return null;
  },
  DonutChart: () => null,
}));

beforeEach(() => {
  drawn.bar.length = 0;
  drawn.line.length = 0;
});

async function renderIn(language: 'en' | 'ar', ui: ReactElement) {
  const i18n = await createI18nIn(language);
  render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

const data = [
  { band: '0–4', F: 3, M: 2 },
  { band: '5–17', F: 4, M: 5 },
];
const series = [
  { name: 'F', label: 'Female', color: 'pink' },
  { name: 'M', label: 'Male', color: 'blue' },
];
const format = (value: number) => String(value);

describe('charts in Arabic', () => {
  it('runs the columns from the right with the values on the right', async () => {
    await renderIn('ar', <Bars data={data} dataKey="band" series={series} valueFormatter={format} />);
    const props = drawn.bar.at(-1);
    expect(props?.xAxisProps?.reversed).toBe(true);
    expect(props?.yAxisProps?.orientation).toBe('right');
  });

  it('grows horizontal bars from the right, their names on the right', async () => {
    await renderIn('ar', <Bars data={data} dataKey="band" series={series} valueFormatter={format} vertical />);
    const props = drawn.bar.at(-1);
    expect(props?.orientation).toBe('vertical');
    // The X axis is the values here: reversed, the bars start at the right.
    expect(props?.xAxisProps?.reversed).toBe(true);
    expect(props?.yAxisProps).toMatchObject({ orientation: 'right', width: 110 });
  });

  it('runs a line chart from the right with the values on the right', async () => {
    await renderIn('ar', <Lines data={data} dataKey="band" series={series} valueFormatter={format} />);
    const props = drawn.line.at(-1);
    expect(props?.xAxisProps?.reversed).toBe(true);
    expect(props?.yAxisProps?.orientation).toBe('right');
  });

  it("keeps Mantine's left-to-right axes in English", async () => {
    await renderIn('en', <Bars data={data} dataKey="band" series={series} valueFormatter={format} vertical />);
    await renderIn('en', <Lines data={data} dataKey="band" series={series} valueFormatter={format} />);
    expect(drawn.bar.at(-1)?.xAxisProps?.reversed).toBeUndefined();
    expect(drawn.bar.at(-1)?.yAxisProps).toEqual({ width: 110 });
    expect(drawn.line.at(-1)?.xAxisProps).toBeUndefined();
    expect(drawn.line.at(-1)?.yAxisProps).toBeUndefined();
  });
});
