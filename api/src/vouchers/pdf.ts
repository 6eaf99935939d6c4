// The printable voucher sheet: VOUCHERS_PER_PAGE vouchers per A4 page (2 × 4, dashed cut lines), each with its QR
// drawn as vector rectangles from the QR matrix (sharp at any printer resolution, no image decoding), the family's
// first name, the amount (an in-kind family's card: its items), the validity and the code to type, in the family's
// language (texts.ts) and in fonts that have every script's glyphs (../pdf/). Written page by page as rows arrive,
// waiting whenever the client reads slower than we write, so a sheet of 100,000 vouchers never sits in memory.
import { formatMoney } from '@aid/common/distributions';
import { formatVoucherCode, VOUCHERS_PER_PAGE } from '@aid/common/vouchers';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { drawFitted, drawText, fitText, widthOfText } from '../pdf/text.js';
import { voucherTexts } from './texts.js';

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
  /** The family's language (texts.ts); English without one. */
  language?: string;
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

/** The size, from `size` down to 6 pt at most, at which `text` fits `width`. */
function sizeToFit(doc: PDFKit.PDFDocument, text: string, width: number, size: number, bold = false): number {
  let fitting = size;
  while (fitting > 6 && widthOfText(doc, text, fitting, bold ? 'bold' : 'regular') > width) fitting -= 0.5;
  return fitting;
}

function drawVoucher(doc: PDFKit.PDFDocument, v: PrintedVoucher, slot: number, title: () => string): void {
  const x = MARGIN + (slot % COLUMNS) * CELL_W;
  const y = MARGIN + Math.floor(slot / COLUMNS) * CELL_H;
  doc.save().dash(3, { space: 3 }).lineWidth(0.5).strokeColor('#999999').rect(x, y, CELL_W, CELL_H).stroke().restore();
  doc.fillColor('#000000');
  drawQr(doc, v.qrPayload, x + PAD, y + PAD, QR_SIZE);
  const texts = voucherTexts(v.language);
  const tx = x + PAD + QR_SIZE + 8;
  const width = CELL_W - (tx - x) - PAD;
  // A right-to-left family's card reads from the right edge of its text column.
  const align = texts.rtl ? 'right' : 'left';
  drawText(doc, title(), tx, y + PAD, { size: 8, width, align });
  drawFitted(doc, v.firstName, tx, y + PAD + 22, { size: 13, bold: true, width, align });
  if (v.items) drawItems(doc, v, tx, y + PAD + 44, width);
  else {
    // The amount is never cut: "5,000.00 XOF" is set smaller until it fits, so the currency stays on the card.
    const amount = formatMoney(v.amount, v.currency);
    drawFitted(doc, amount, tx, y + PAD + 52, {
      size: sizeToFit(doc, amount, width, 16, true),
      bold: true,
      width,
      align,
    });
  }
  // Nor is the date: "Valable jusqu’au 2026-12-31" is longer than the column at 9 pt.
  const validity = v.validUntil ? texts.validUntil(v.validUntil) : texts.noExpiry;
  drawFitted(doc, validity, tx, y + PAD + 82, { size: sizeToFit(doc, validity, width, 9), width, align });
  drawText(doc, texts.code, tx, y + PAD + 110, { size: 7, width, align });
  // The code is ASCII: Courier, a standard font, directly.
  const code = formatVoucherCode(v.code);
  doc.font('Courier-Bold').fontSize(11);
  const codeX = texts.rtl ? tx + width - doc.widthOfString(code) : tx;
  doc.text(code, codeX, y + PAD + 120, { lineBreak: false });
  doc.fillColor('#555555');
  drawFitted(doc, v.items ? texts.cardFooter : texts.voucherFooter, x + PAD, y + CELL_H - PAD - 8, {
    size: 6,
    width: CELL_W - 2 * PAD,
    align,
  });
  doc.fillColor('#000000');
}

/** The items in the amount's place: "5 kg Rice", one a line, and how many more do not fit. */
function drawItems(doc: PDFKit.PDFDocument, v: PrintedVoucher, x: number, top: number, width: number) {
  const items = v.items ?? [];
  const texts = voucherTexts(v.language);
  const align = texts.rtl ? 'right' : 'left';
  const shown = items.length > CARD_ITEM_LINES ? items.slice(0, CARD_ITEM_LINES - 1) : items;
  shown.forEach((item, i) => {
    drawFitted(doc, `${item.quantity} ${item.unit} ${item.name}`, x, top + i * 11, { size: 9, width, align });
  });
  if (shown.length < items.length) {
    drawText(doc, texts.moreItems(items.length - shown.length), x, top + shown.length * 11, { size: 9, width, align });
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
  // The same on every voucher: cut to the width once.
  let fittedTitle: string | undefined;
  const titleText = () => {
    fittedTitle ??= fitText(doc, title, CELL_W - 2 * PAD - QR_SIZE - 8, 8);
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
