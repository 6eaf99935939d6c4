// A figure as both report pages draw it: its chart beside the table of the same figures, titled, hinted and
// captioned by the figure's own texts (`reports.<page>.<name>.title`, `.hint`, `.caption`), so a figure says only
// what is its own: its chart, its rows and its columns.
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartWithTable, type PageFigures } from './ChartWithTable.js';
import { ReportTable, type ReportTableProps } from './ReportTable.js';

/** A figure of a report page: only a page's own figures have texts there. */
type ReportFigureKey = { [P in keyof PageFigures]: { page: P; name: PageFigures[P] } }[keyof PageFigures];

type Props<R> = Omit<ReportTableProps<R>, 'name' | 'caption'> &
  ReportFigureKey & {
    /** The line under the title: true for the figure's own (`….hint`), or a text chosen by the figure. */
    hint?: true | string;
    chart: ReactNode;
    /** A table of many columns goes under its chart (see ChartWithTable). */
    wide?: boolean;
  };

export function ReportFigure<R>({ page, name, hint, chart, wide, ...table }: Props<R>) {
  const { t } = useTranslation();
  // A page and a name of that page (the props' type): the texts under them are there.
  const text = (key: 'title' | 'hint' | 'caption') => t(`reports.${page}.${name}.${key}` as ParseKeys);
  return (
    <ChartWithTable
      wide={wide}
      name={name}
      title={text('title')}
      hint={hint === true ? text('hint') : hint}
      chart={chart}
    >
      <ReportTable name={name} caption={text('caption')} {...table} />
    </ChartWithTable>
  );
}
