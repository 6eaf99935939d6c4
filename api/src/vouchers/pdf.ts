// The printable voucher sheet: VOUCHERS_PER_PAGE vouchers per A4 page (2 × 4, dashed cut lines), each with its QR
// drawn as vector rectangles from the QR matrix (sharp at any printer resolution, no image decoding), the family's
// first name, the amount (an in-kind family's card: its items), the validity and the code to type. Written page by
// page as rows arrive, waiting whenever the client reads slower than we write, so a sheet of 100,000 vouchers never
// sits in memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatMoney } from '@aid/common/distributions';
import { formatVoucherCode, VOUCHERS_PER_PAGE } from '@aid/common/vouchers';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** One item an in-kind family collects, as the card lists it. */
export type PrintedItem = { name: string; unit: string; quantity: number };

export type PrintedVoucher = {
  firstName: string;
  amount: number;
  currency: string;
  validUntil: string | null;
  code: string;
  qrPayload: string;
  /** An IN_KIND family's card: its items take the amount's place. */
  items?: readonly PrintedItem[];
};

/** Item lines a card has room for; the rest are counted ("+ 2 more"). */
export const CARD_ITEM_LINES = 3;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 24;
const COLUMNS = 2;
const ROWS = VOUCHERS_PER_PAGE / COLUMNS;
const CELL_W = (A4[0] - 2 * MARGIN) / COLUMNS;
const CELL_H = (A4[1] - 2 * MARGIN) / ROWS;
const PAD = 12;
const QR_SIZE = CELL_H - 2 * PAD - 14;

/**
 * Names and titles come in any script (the demo alone has Arabic, Cyrillic and Amharic) and the PDF standard fonts
 * are Latin-1 only: those two are set in DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew…; not Ethiopic), which
 * pdfkit embeds as a subset of the glyphs used. The rest (ASCII and digits) stays in the standard fonts, which cost
 * nothing to embed and lay out faster. Read once per process, registered per document.
 */
export const NAME_FONT = 'DejaVuSans';
export const NAME_FONT_BOLD = 'DejaVuSans-Bold';
let nameFonts: { regular: Buffer; bold: Buffer } | undefined;
function loadNameFonts(): { regular: Buffer; bold: Buffer } {
  if (!nameFonts) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    nameFonts = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  }
  return nameFonts;
}

/**
 * The QR as vector rectangles, one per horizontal run of dark modules, written as one path in module units under a
 * scaling transform (integers only: cheap to format, small to store). Byte mode and a fixed mask skip the
 * library's segment and mask searches, which cost more than everything else on the page: a printed code has no
 * need of the best mask.
 */
export function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create([{ data: Buffer.from(payload), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  });
  const n = modules.size;
  const data = modules.data;
  const runs: string[] = [];
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && data[row * n + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push(`${start} ${row} ${col - start} 1 re`);
        start = -1;
      }
    }
  }
  // The quiet zone (4 modules on each side) is part of `size`: scanners need it.
  const unit = size / (n + 8);
  doc.save();
  doc.transform(unit, 0, 0, unit, x + 4 * unit, y + 4 * unit);
  doc.addContent(`${runs.join('\n')}\nf`);
  doc.restore();
}

/** `text` cut (with an ellipsis) to `width` at the current font and size: pdfkit's own ellipsis is far slower. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function drawVoucher(doc: PDFKit.PDFDocument, v: PrintedVoucher, slot: number, title: () => string): void {
  const x = MARGIN + (slot % COLUMNS) * CELL_W;
  const y = MARGIN + Math.floor(slot / COLUMNS) * CELL_H;
  doc.save().dash(3, { space: 3 }).lineWidth(0.5).strokeColor('#999999').rect(x, y, CELL_W, CELL_H).stroke().restore();
  doc.fillColor('#000000');
  drawQr(doc, v.qrPayload, x + PAD, y + PAD, QR_SIZE);
  const tx = x + PAD + QR_SIZE + 8;
  const width = CELL_W - (tx - x) - PAD;
  const at = (text: string, top: number) => doc.text(text, tx, top, { lineBreak: false });
  // Grouped by font: switching fonts is what costs.
  doc.font(NAME_FONT).fontSize(8);
  at(title(), y + PAD);
  doc.font(NAME_FONT_BOLD).fontSize(13);
  at(fit(doc, v.firstName, width), y + PAD + 22);
  doc.font('Helvetica').fontSize(9);
  at(v.validUntil ? `Valid until ${v.validUntil}` : 'No expiry date', y + PAD + 82);
  doc.fontSize(7);
  at('Code', y + PAD + 110);
  doc.fontSize(6).fillColor('#555555');
  const footer = v.items
    ? 'Show this card or its code where you collect your items.'
    : 'Show this voucher or its code where you redeem it.';
  doc.text(footer, x + PAD, y + CELL_H - PAD - 8, { lineBreak: false });
  doc.fillColor('#000000');
  if (v.items) drawItems(doc, v.items, tx, y + PAD + 44, width);
  else {
    // The amount is never cut: "5,000.00 XOF" is set smaller until it fits, so the currency stays on the card.
    const amount = formatMoney(v.amount, v.currency);
    let size = 16;
    doc.font('Helvetica-Bold').fontSize(size);
    while (size > 8 && doc.widthOfString(amount) > width) doc.fontSize(--size);
    at(fit(doc, amount, width), y + PAD + 52);
  }
  doc.font('Courier-Bold').fontSize(11);
  at(formatVoucherCode(v.code), y + PAD + 120);
}

/** The items in the amount's place: "5 kg Rice", one a line; names in any script, so in the Unicode font. */
function drawItems(doc: PDFKit.PDFDocument, items: readonly PrintedItem[], x: number, top: number, width: number) {
  const shown = items.length > CARD_ITEM_LINES ? items.slice(0, CARD_ITEM_LINES - 1) : items;
  doc.font(NAME_FONT).fontSize(9);
  shown.forEach((item, i) => {
    const line = `${item.quantity} ${item.unit} ${item.name}`;
    doc.text(fit(doc, line, width), x, top + i * 11, { lineBreak: false });
  });
  if (shown.length < items.length) {
    doc.font('Helvetica').text(`+ ${items.length - shown.length} more`, x, top + shown.length * 11, {
      lineBreak: false,
    });
  }
}

export type VoucherSheet = {
  /** The PDF as a stream: pipe it to the response. */
  doc: PDFKit.PDFDocument;
  /** Adds vouchers, starting pages as needed. */
  add(vouchers: readonly PrintedVoucher[]): void;
  /** Ends the document (a sheet of no voucher still has one, empty, page). */
  end(): void;
};

export function voucherSheet(title: string): VoucherSheet {
  // autoFirstPage false: a page starts with its first voucher. Compressed: QR paths are very repetitive.
  const doc = new PDFDocument({ size: A4, margin: 0, autoFirstPage: false, compress: true, info: { Title: title } });
  const fonts = loadNameFonts();
  doc.registerFont(NAME_FONT, fonts.regular);
  doc.registerFont(NAME_FONT_BOLD, fonts.bold);
  // The same on every voucher: cut to the width once (at the title's font and size, which drawVoucher sets first).
  let fittedTitle: string | undefined;
  const titleText = () => {
    fittedTitle ??= fit(doc, title, CELL_W - 2 * PAD - QR_SIZE - 8);
    return fittedTitle;
  };
  let count = 0;
  return {
    doc,
    add(vouchers) {
      for (const v of vouchers) {
        const slot = count % VOUCHERS_PER_PAGE;
        // pdfkit writes a page out when the next one starts (bufferPages is off): memory holds one page.
        if (slot === 0) doc.addPage({ size: A4, margin: 0 });
        drawVoucher(doc, v, slot, titleText);
        count++;
      }
    },
    end() {
      if (count === 0) doc.addPage({ size: A4, margin: 0 });
      doc.end();
    },
  };
}
