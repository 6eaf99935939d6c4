// POST /scanning/lookup: is this voucher genuine, ours, redeemable, and how much is left. A QR is checked against the
// organisation's key and against what is stored (a payload re-signed for another value cannot exist, but a stored
// voucher must also say what its QR says); a typed code is read forgivingly. An IN_KIND family's code or QR is looked
// up the same way and answered with its items and what was collected (in-kind.ts).
import type { ScanLookupInput, ScannedVoucherJson } from '@aid/common/scanning';
import { normalizeVoucherCode, parseVoucherQr, type VoucherQr, verifyVoucherQr } from '@aid/common/vouchers';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { voucherPublicKey } from '../vouchers/keys.js';
import { scanAccess } from './access.js';
import { ScanningError } from './errors.js';
import { collectedOf, findInKind, type InKindRow, inKindRefusalOf, itemsOf, toScannedInKind } from './in-kind.js';
import { findVoucher, refusalOf, refuse, today, toScannedVoucher } from './voucher.js';

const notGenuine = () => ScanningError.refused('NOT_GENUINE');
const notFound = () => ScanningError.refused('NOT_FOUND');

type Found =
  | { kind: 'voucher'; row: NonNullable<Awaited<ReturnType<typeof findVoucher>>> }
  | { kind: 'inKind'; row: InKindRow; items: ReturnType<typeof itemsOf> };

/** The stored entitlement must say what its QR says (an in-kind QR carries amount 0). */
function agrees(qr: VoucherQr, stored: { amount: number; validUntil: string | null; currency: string }): boolean {
  return stored.amount === qr.amount && stored.validUntil === qr.validUntil && stored.currency === qr.currency;
}

async function find(tx: Queryable, by: { voucherId: string } | { code: string }): Promise<Found | undefined> {
  const voucher = await findVoucher(tx, by);
  if (voucher) return { kind: 'voucher', row: voucher };
  const inKind = await findInKind(tx, 'code' in by ? by : { entitlementId: by.voucherId });
  if (!inKind) return undefined;
  return { kind: 'inKind', row: inKind, items: itemsOf(inKind, await collectedOf(tx, inKind.entitlement_id)) };
}

async function findByQr(auth: AuthContext, payload: string): Promise<Found> {
  const qr = parseVoucherQr(payload);
  if (!qr) throw notGenuine();
  if (qr.accountId !== auth.accountId) throw ScanningError.refused('OTHER_ORGANISATION');
  return auth.run(async (tx) => {
    const publicKey = await voucherPublicKey(tx, auth.accountId);
    if (!publicKey || !(await verifyVoucherQr(payload, publicKey))) throw notGenuine();
    const found = await find(tx, { voucherId: qr.voucherId });
    if (!found) throw notFound();
    const stored =
      found.kind === 'voucher'
        ? { amount: found.row.amount, validUntil: found.row.voucher_valid_until, currency: found.row.currency }
        : { amount: 0, validUntil: found.row.voucher_valid_until, currency: found.row.currency };
    if (!agrees(qr, stored)) throw notGenuine();
    return found;
  });
}

export async function lookUpVoucher(auth: AuthContext, input: ScanLookupInput): Promise<ScannedVoucherJson> {
  const access = scanAccess(auth);
  let found: Found | undefined;
  if (input.qr !== undefined) {
    found = await findByQr(auth, input.qr);
  } else {
    const code = normalizeVoucherCode(input.code ?? '');
    if (!code) throw notFound();
    found = await auth.run((tx) => find(tx, { code }));
  }
  if (!found) throw notFound();
  if (found.kind === 'inKind') {
    const refusal = inKindRefusalOf(found.row, found.items, access, today());
    if (refusal) refuse(refusal);
    return toScannedInKind(found.row, found.items);
  }
  const refusal = refusalOf(found.row, access, today());
  if (refusal) refuse(refusal);
  return toScannedVoucher(found.row);
}
