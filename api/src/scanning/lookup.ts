// POST /scanning/lookup: is this voucher genuine, ours, redeemable, and how much is left. A QR is checked against the
// organisation's key and against what is stored (a payload re-signed for another value cannot exist, but a stored
// voucher must also say what its QR says); a typed code is read forgivingly.
import {
  normalizeVoucherCode,
  parseVoucherQr,
  type ScanLookupInput,
  type ScannedVoucherJson,
  verifyVoucherQr,
} from '@aid/common';
import type { AuthContext } from '../auth/context.js';
import { voucherPublicKey } from '../vouchers/keys.js';
import { scanAccess } from './access.js';
import { ScanningError } from './errors.js';
import { findVoucher, refusalOf, refuse, today, toScannedVoucher } from './voucher.js';

const notGenuine = () => ScanningError.refused('NOT_GENUINE');
const notFound = () => ScanningError.refused('NOT_FOUND');

async function findByQr(auth: AuthContext, payload: string) {
  const qr = parseVoucherQr(payload);
  if (!qr) throw notGenuine();
  if (qr.accountId !== auth.accountId) throw ScanningError.refused('OTHER_ORGANISATION');
  return auth.run(async (tx) => {
    const publicKey = await voucherPublicKey(tx, auth.accountId);
    if (!publicKey || !(await verifyVoucherQr(payload, publicKey))) throw notGenuine();
    const row = await findVoucher(tx, { voucherId: qr.voucherId });
    if (!row) throw notFound();
    if (row.amount !== qr.amount || row.voucher_valid_until !== qr.validUntil || row.currency !== qr.currency) {
      throw notGenuine();
    }
    return row;
  });
}

export async function lookUpVoucher(auth: AuthContext, input: ScanLookupInput): Promise<ScannedVoucherJson> {
  const access = scanAccess(auth);
  let row: Awaited<ReturnType<typeof findVoucher>>;
  if (input.qr !== undefined) {
    row = await findByQr(auth, input.qr);
  } else {
    const code = normalizeVoucherCode(input.code ?? '');
    if (!code) throw notFound();
    row = await auth.run((tx) => findVoucher(tx, { code }));
  }
  if (!row) throw notFound();
  const refusal = refusalOf(row, access, today());
  if (refusal) refuse(refusal);
  return toScannedVoucher(row);
}
