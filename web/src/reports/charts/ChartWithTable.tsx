// One figure of a report: its chart and its table side by side (stacked on a phone). The table is the figure for a
// screen reader and for the keyboard (its cells link to the families behind them), so the chart is hidden from
// assistive technology rather than described twice. The chart library's styles come with this frame: only the
// report pages load it, so the first load does not grow.
import '@mantine/charts/styles.css';
import { Card, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** The figures of each report page, named as their texts are (`reports.<page>.<name>`). */
export type PageFigures = {
  beneficiaries: 'sexAge' | 'nationality' | 'creationMethod' | 'familySize' | 'registrations' | 'lists';
  distribution:
    | 'totals'
    | 'distributions'
    | 'monitoring'
    | 'paymentStatus'
    | 'voucherUsage'
    | 'collection'
    | 'budgets'
    | 'delivery'
    | 'scanners'
    | 'reached';
};

/** The figures' names: `chart-<name>` on the frame, `table-<name>` on its table (the end-to-end tests use both). */
export type FigureName = PageFigures[keyof PageFigures];

type Props = {
  name: FigureName;
  title: string;
  /** A line under the title (what is counted, how a bar opens its families). */
  hint?: string;
  chart: ReactNode;
  /** The table (ReportTable) holding the chart's figures. */
  children: ReactNode;
  /** A table of many columns goes under its chart, the whole width, rather than squeezed beside it. */
  wide?: boolean;
};

export function ChartWithTable({ name, title, hint, chart, children, wide = false }: Props) {
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-testid={`chart-${name}`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        <SimpleGrid cols={wide ? 1 : { base: 1, md: 2 }} spacing="lg">
          <div aria-hidden="true">{chart}</div>
          {/* A long series (a day per row) scrolls within its frame instead of stretching the page; the frame is a
              tab stop named by the title, so the keyboard can scroll it too (WCAG 2.1.1). */}
          <ScrollArea.Autosize
            mah={480}
            style={{ minWidth: 0 }}
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': titleId }}
          >
            {children}
          </ScrollArea.Autosize>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
