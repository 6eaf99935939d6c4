// A report as a PDF to send to a donor: the organisation's logo, the report's name, its filters in words, then for
// each table its bar chart (vectors) and the table; "Page n of m" on every page. Pages are kept until the end
// (bufferPages) so the page count is known when the numbers are written: the reports are aggregates, a few pages.
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Labels } from './labels.js';
import type { AfterTable } from './output.js';
import { CONTENT_BOTTOM, CONTENT_WIDTH, chartHeight, drawChart, drawTable, line, lines, PAGE } from './pdf-draw.js';
import type { ReportTableData } from './tables.js';

export type PdfHeading = {
  /** The report's name. */
  name: string;
  organization: string | null;
  /** The filters in words: [label, value]. */
  filters: readonly (readonly [string, string])[];
  /** PNG or JPEG (pdfkit's formats); another format is left out. */
  logo: Buffer | undefined;
  generatedAt: Date;
};

const LOGO = { width: 120, height: 48 } as const;

/** pdfkit reads PNG and JPEG; a WebP logo (also accepted as a logo) is skipped rather than failing the report. */
function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer | undefined): boolean {
  if (!logo) return false;
  const png = logo.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = logo.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  if (!png && !jpeg) return false;
  try {
    doc.image(logo, PAGE.margin, PAGE.margin, { fit: [LOGO.width, LOGO.height] });
    return true;
  } catch {
    return false;
  }
}

/** The first page's head; returns where the tables start. */
function drawHeading(doc: PDFKit.PDFDocument, heading: PdfHeading, labels: Labels): number {
  const hasLogo = drawLogo(doc, heading.logo);
  const x = hasLogo ? PAGE.margin + LOGO.width + 12 : PAGE.margin;
  const width = CONTENT_WIDTH - (x - PAGE.margin);
  line(doc, heading.name, x, PAGE.margin, width, { bold: true, size: 18 });
  if (heading.organization) line(doc, heading.organization, x, PAGE.margin + 24, width, { size: 10 });
  const day = heading.generatedAt.toISOString().slice(0, 16).replace('T', ' ');
  line(doc, labels.generated(`${day} UTC`), x, PAGE.margin + 38, width, { size: 8 });
  let y = PAGE.margin + (hasLogo ? LOGO.height : 48) + 10;
  for (const [label, value] of heading.filters) {
    y += lines(doc, `${label}: ${value}`, PAGE.margin, y, CONTENT_WIDTH, { size: 9 }) * 9 * 1.2 + 2;
  }
  return y + 10;
}

function drawPageNumbers(doc: PDFKit.PDFDocument, labels: Labels): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    line(
      doc,
      labels.page(i - range.start + 1, range.count),
      PAGE.margin,
      PAGE.height - PAGE.margin + 8,
      CONTENT_WIDTH,
      {
        align: 'right',
      },
    );
  }
}

export async function writePdf(
  out: Writable,
  tables: readonly ReportTableData[],
  heading: PdfHeading,
  labels: Labels,
  afterTable: AfterTable,
  options: { compress?: boolean } = {},
): Promise<void> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: heading.name },
  });
  doc.pipe(out);
  const newPage = () => {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: PAGE.margin });
    return PAGE.margin;
  };
  let y = drawHeading(doc, heading, labels);
  for (const [index, table] of tables.entries()) {
    // The title, the chart and the first rows stay together on one page.
    if (y + 20 + chartHeight(table) + 48 > CONTENT_BOTTOM) y = newPage();
    line(doc, table.title, PAGE.margin, y, CONTENT_WIDTH, { bold: true, size: 12 });
    y += 20;
    if (table.rows.length === 0) {
      line(doc, labels.noData, PAGE.margin, y, CONTENT_WIDTH, { size: 9 });
      y += 24;
    } else {
      y = drawChart(doc, table, y, labels);
      y = drawTable(doc, table, y + 4, labels, newPage) + 20;
    }
    await afterTable(index);
  }
  drawPageNumbers(doc, labels);
  doc.end();
}
