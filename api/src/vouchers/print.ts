// GET|POST /distributions/{id}/vouchers.pdf, a VOUCHER distribution's vouchers or an IN_KIND one's cards: the checks
// (all before the first byte, so a refusal is a JSON error), then the rows read by keyset pages of PRINT_PAGE_ROWS,
// one transaction each, and written as they come, each family's voucher in its language.
import { fieldError } from '@aid/common/errors';
import type { VoucherPdfRequest } from '@aid/common/vouchers';
import type { Response } from 'express';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { requireDistributionAccess } from '../distributions/access.js';
import { loadDistribution } from '../distributions/service.js';
import { untilDrained } from '../http/csv.js';
import { startDownload } from '../http/download.js';
import { ApiError } from '../http/errors.js';
import { requestLog } from '../http/logger.js';
import { VoucherError } from './errors.js';
import { type PrintedVoucher, voucherSheet } from './pdf.js';
import { voucherLanguage } from './texts.js';
import { qrPayloadOfRow } from './usage.js';

export const PRINT_PAGE_ROWS = 500;
/** Cash is paid, not shown: vouchers and in-kind families' cards are what a family carries to be scanned. */
const PRINTABLE = new Set(['VOUCHER', 'IN_KIND']);
/** Bytes the PDF may hold unread before we stop drawing and wait for the client. */
const BUFFERED_MAX = 1 << 20;

type PrintRow = {
  entitlement_id: string;
  account_id: string;
  first_name: string;
  amount: number | string;
  currency: string;
  voucher_code: string;
  voucher_signature: string;
  voucher_valid_until: string | null;
  /** An IN_KIND family's items with its quantities ([] on a voucher). */
  items: { name: string; unit: string; quantity: number | string }[];
  /** The family's, whose languages stand in for the one they read (texts.ts). */
  nationality: string | null;
};

async function readPage(tx: Queryable, id: string, after: string, selected: string[] | undefined) {
  return tx.query<PrintRow>(
    `SELECT entitlement_id, account_id, first_name, amount, currency, voucher_code, voucher_signature,
            voucher_valid_until::text AS voucher_valid_until, items,
            (SELECT b.nationality FROM beneficiaries b WHERE b.beneficiary_id = entitlements.beneficiary_id)
              AS nationality
       FROM entitlements
      WHERE distribution_id = $1 AND entitlement_id > $2 AND voucher_code IS NOT NULL
        ${selected ? 'AND entitlement_id = ANY($4::text[])' : ''}
      ORDER BY entitlement_id LIMIT $3`,
    selected ? [id, after, PRINT_PAGE_ROWS, selected] : [id, after, PRINT_PAGE_ROWS],
  );
}

const printed = (row: PrintRow, inKind: boolean, organisationLanguage: string): PrintedVoucher => ({
  firstName: row.first_name,
  amount: Number(row.amount),
  currency: row.currency.trim(),
  validUntil: row.voucher_valid_until,
  code: row.voucher_code,
  qrPayload: qrPayloadOfRow(row),
  items: inKind ? row.items.map((i) => ({ name: i.name, unit: i.unit, quantity: Number(i.quantity) })) : undefined,
  language: voucherLanguage(row.nationality, organisationLanguage),
});

/** The distribution's name and type when its vouchers (or cards) may be printed by the caller; the refusal otherwise. */
async function checkPrintable(
  auth: AuthContext,
  id: string,
  selected: string[] | undefined,
): Promise<{ title: string; inKind: boolean; organisationLanguage: string }> {
  return auth.run(async (tx) => {
    const row = await loadDistribution(tx, auth, id);
    if (!PRINTABLE.has(row.distribution_type)) throw VoucherError.notAVoucherDistribution(row.distribution_type);
    requireDistributionAccess(auth, 'VIEW', {
      type: row.distribution_type,
      distributionId: row.distribution_id,
      programId: row.program_id,
    });
    if (row.distribution_status !== 'APPROVED') throw VoucherError.notApproved(row.distribution_status);
    if (selected) {
      const found = await tx.query<{ entitlement_id: string }>(
        `SELECT entitlement_id FROM entitlements
          WHERE distribution_id = $1 AND entitlement_id = ANY($2::text[]) AND voucher_code IS NOT NULL`,
        [id, selected],
      );
      const known = new Set(found.map((r) => r.entitlement_id));
      const missing = selected.filter((s) => !known.has(s));
      if (missing.length > 0) {
        throw ApiError.invalid([
          fieldError(
            'selectedIds',
            'INVALID_VALUE',
            { count: missing.length },
            `names ${missing.length} id(s) that are not vouchers of this distribution, e.g. ${missing[0]}`,
          ),
        ]);
      }
    }
    return {
      title: row.distribution_name,
      inKind: row.distribution_type === 'IN_KIND',
      organisationLanguage: await familiesLanguageOf(tx, auth.accountId),
    };
  });
}

/**
 * The organisation's language for families (its notification settings, as public_voucher reads it too), read here
 * rather than through the notifications domain, which imports this one.
 */
async function familiesLanguageOf(tx: Queryable, accountId: string): Promise<string> {
  const [row] = await tx.query<{ default_language: string }>(
    'SELECT default_language FROM notification_settings WHERE account_id = $1',
    [accountId],
  );
  return row?.default_language ?? 'en';
}

/** Resolves when the client has taken enough of what was written, or has gone. */
async function room(buffered: () => number, res: Response): Promise<void> {
  while (!res.destroyed && (res.writableNeedDrain || buffered() > BUFFERED_MAX)) {
    if (!res.writableNeedDrain) {
      // The pipe is flowing: let it move the PDF's buffer into the response.
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    await untilDrained(res);
  }
}

export async function sendVoucherPdf(
  auth: AuthContext,
  res: Response,
  id: string,
  request: VoucherPdfRequest,
): Promise<void> {
  const selected = request.selectedIds ? [...new Set(request.selectedIds)] : undefined;
  const { title, inKind, organisationLanguage } = await checkPrintable(auth, id, selected);
  const sheet = voucherSheet(title);
  startDownload(res, 'application/pdf', `vouchers-${id}.pdf`);
  sheet.doc.pipe(res);
  try {
    let after = '';
    for (;;) {
      const rows = await auth.run((tx) => readPage(tx, id, after, selected));
      sheet.add(rows.map((row) => printed(row, inKind, organisationLanguage)));
      const last = rows.at(-1);
      if (!last || rows.length < PRINT_PAGE_ROWS) break;
      after = last.entitlement_id;
      await room(() => sheet.doc.readableLength, res);
      if (res.destroyed) {
        // The client went away: stop reading the database for nobody.
        sheet.doc.unpipe(res);
        return;
      }
    }
    sheet.end();
  } catch (error) {
    // Headers are out: the only honest signal left is a broken download.
    requestLog(res).error({ err: error }, 'voucher PDF failed mid-stream');
    sheet.doc.unpipe(res);
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
