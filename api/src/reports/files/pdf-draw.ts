// Drawing one report table on PDF pages: its bar chart as vector rectangles (sharp when printed, nothing to decode),
// then the table itself, its header repeated on every page it runs onto. Text goes through ../../pdf/text.ts: the
// standard fonts for Latin-1 text, Noto Sans for the rest (names and labels come in any script), right-to-left runs
// in reading order.
import { drawFitted, drawText, wrapText } from '../../pdf/text.js';
import type { Labels } from './labels.js';
import type { ColumnKind, ReportCell, ReportTableData } from './tables.js';

export const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y content may reach: the footer (page numbers) sits below it. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 12;

/** One line of text at (x, y), cut to `width`, in the fonts it needs. */
export function line(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { bold?: boolean; size?: number; align?: 'left' | 'right' } = {},
): void {
  drawFitted(doc, text, x, y, { size: options.size ?? 8, bold: options.bold, width, align: options.align });
}

/** `text` wrapped to `width`, at most `maxLines` lines (the last cut with an ellipsis); returns the lines drawn. */
export function lines(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { bold?: boolean; size: number; align?: 'left' | 'right'; maxLines?: number },
): number {
  const weight = options.bold ? 'bold' : 'regular';
  const wrapped = wrapText(doc, text, width, options.size, weight);
  const max = options.maxLines ?? wrapped.length;
  const shown = wrapped.length > max ? [...wrapped.slice(0, max - 1), wrapped.slice(max - 1).join(' ')] : wrapped;
  shown.forEach((text, i) => {
    const at = { ...options, width };
    if (i === shown.length - 1) drawFitted(doc, text, x, y + i * options.size * 1.2, at);
    else drawText(doc, text, x, y + i * options.size * 1.2, at);
  });
  return shown.length;
}

/** Numbers in the file's language; the narrow no-break space French groups with is not in the standard fonts. */
export function cellText(value: ReportCell, kind: ColumnKind, locale: string): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  const digits = kind === 'amount' ? 2 : kind === 'percent' ? 1 : 0;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
  return text.replace(/\u202f/g, '\u00a0');
}

const BAR = { height: 14, labelWidth: 190, valueWidth: 80, max: 15, colour: '#2268AE' } as const;

/** The bars the chart draws: every row with a value, or the BAR.max largest when there are more. */
function bars(table: ReportTableData) {
  const all = table.rows.flatMap((row) => {
    const value = row[table.chart.value];
    if (typeof value !== 'number') return [];
    const label = table.chart.label.map((i) => cellText(row[i] ?? null, 'text', 'en')).join(' / ');
    return [{ label, value }];
  });
  const shown = all.length > BAR.max ? [...all].sort((a, b) => b.value - a.value).slice(0, BAR.max) : all;
  return { shown, all: all.length };
}

export function chartHeight(table: ReportTableData): number {
  const { shown, all } = bars(table);
  return shown.length * BAR.height + (all > shown.length ? 14 : 0) + 8;
}

/** The chart at `y`: one horizontal bar per row, scaled to the largest, its value written at its end. */
export function drawChart(doc: PDFKit.PDFDocument, table: ReportTableData, y: number, labels: Labels): number {
  const { shown, all } = bars(table);
  const kind = table.columns[table.chart.value]?.kind ?? 'count';
  const left = PAGE.margin + BAR.labelWidth;
  const room = CONTENT_WIDTH - BAR.labelWidth - BAR.valueWidth;
  const largest = Math.max(...shown.map((b) => b.value), 0) || 1;
  shown.forEach((bar, i) => {
    const top = y + i * BAR.height;
    line(doc, bar.label, PAGE.margin, top + 3, BAR.labelWidth - 8);
    const width = Math.max(0, (bar.value / largest) * room);
    if (width > 0)
      doc
        .save()
        .rect(left, top + 2, width, BAR.height - 4)
        .fill(BAR.colour)
        .restore();
    doc.fillColor('#000000');
    line(doc, cellText(bar.value, kind, labels.locale), left + width + 4, top + 3, BAR.valueWidth - 4);
  });
  const bottom = y + shown.length * BAR.height;
  doc.save().moveTo(left, y).lineTo(left, bottom).lineWidth(0.5).strokeColor('#555555').stroke().restore();
  if (all > shown.length) line(doc, labels.shownOf(shown.length, all), PAGE.margin, bottom + 3, CONTENT_WIDTH);
  return y + chartHeight(table);
}

const ROW = 12;
const HEADER = 24;

/** The table from `y`, starting pages as needed (its header again on each); returns where it ends. */
export function drawTable(
  doc: PDFKit.PDFDocument,
  table: ReportTableData,
  y: number,
  labels: Labels,
  newPage: () => number,
): number {
  const weights = table.columns.map((c) => (c.kind === 'text' ? 2 : 1));
  const unit = CONTENT_WIDTH / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  const size = table.columns.length > 8 ? 6.5 : 8;
  const header = (top: number) => {
    doc.save().rect(PAGE.margin, top, CONTENT_WIDTH, HEADER).fill('#E8EEF5').restore();
    doc.fillColor('#000000');
    let x = PAGE.margin;
    table.columns.forEach((column, i) => {
      const width = (widths[i] ?? 0) - 4;
      const align = column.kind === 'text' || column.kind === 'date' ? 'left' : 'right';
      lines(doc, column.label, x + 2, top + 2, width, { bold: true, size, align, maxLines: 2 });
      x += widths[i] ?? 0;
    });
    return top + HEADER;
  };
  let top = header(y);
  table.rows.forEach((row, r) => {
    if (top + ROW > CONTENT_BOTTOM) top = header(newPage());
    if (r % 2 === 1) doc.save().rect(PAGE.margin, top, CONTENT_WIDTH, ROW).fill('#F6F8FA').restore();
    doc.fillColor('#000000');
    let x = PAGE.margin;
    row.forEach((value, i) => {
      const kind = table.columns[i]?.kind ?? 'text';
      const align = kind === 'text' || kind === 'date' ? 'left' : 'right';
      line(doc, cellText(value, kind, labels.locale), x + 2, top + 2.5, (widths[i] ?? 0) - 4, { size, align });
      x += widths[i] ?? 0;
    });
    top += ROW;
  });
  return top;
}
