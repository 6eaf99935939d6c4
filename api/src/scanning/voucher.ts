// A voucher as scanning reads it (the entitlement, its distribution, what is left of it) and the rules that refuse it,
// in the order the officer should hear them. What is left is the voucher's running total (entitlements.redeemed,
// migrations/0022), which every ledger write keeps equal to the ledger's sum (ledger.ts).
import { formatMoney } from '@aid/common/distributions';
import type { Access } from '@aid/common/permissions';
import type { ScannedVoucherJson, ScanRefusal } from '@aid/common/scanning';
import { voucherUsage } from '@aid/common/vouchers';
import type { Queryable } from '../db/db.js';
import { assigned } from './access.js';
import { ScanningError } from './errors.js';

/** What scanning reads of any scannable entitlement (a voucher, an in-kind family) and its distribution. */
export type ScanEntitlementRow = {
  entitlement_id: string;
  account_id: string;
  distribution_id: string;
  program_id: string;
  distribution_name: string;
  distribution_status: string;
  request_photo: boolean;
  request_signature: boolean;
  first_name: string;
  currency: string;
  voucher_code: string;
  voucher_signature: string;
  voucher_valid_until: string | null;
};

export type ScanVoucherRow = ScanEntitlementRow & { amount: number; redeemed: number };

/** The columns of ScanEntitlementRow, from `entitlements e` joined to `distributions d` (SCAN_FROM). */
export const SCAN_COLUMNS = `e.entitlement_id, e.account_id, e.distribution_id, d.program_id, d.distribution_name,
  d.distribution_status, d.request_photo, d.request_signature, e.first_name, trim(e.currency) AS currency,
  e.voucher_code, e.voucher_signature, e.voucher_valid_until::text AS voucher_valid_until`;
export const SCAN_FROM = 'entitlements e JOIN distributions d ON d.distribution_id = e.distribution_id';
const COLUMNS = `${SCAN_COLUMNS}, e.amount::bigint AS amount, e.redeemed`;
const FROM = SCAN_FROM;
// Only entitlements that are vouchers (issued with a code and a signature) are redeemed; an IN_KIND family's code
// (in-kind.ts) is collected, never redeemed.
const IS_VOUCHER = "e.voucher_code IS NOT NULL AND e.voucher_signature IS NOT NULL AND d.distribution_type = 'VOUCHER'";

/** Amounts as numbers: PGlite and pg both parse int8 to a number, but a mapper should not rely on it. */
function numeric<T extends ScanVoucherRow>(row: T): T {
  return { ...row, amount: Number(row.amount), redeemed: Number(row.redeemed) };
}

/** By id or by exact code, without locking (a look-up changes nothing). */
export async function findVoucher(
  tx: Queryable,
  by: { voucherId: string } | { code: string },
): Promise<ScanVoucherRow | undefined> {
  const [column, value] = 'code' in by ? ['e.voucher_code', by.code] : ['e.entitlement_id', by.voucherId];
  const [row] = await tx.query<ScanVoucherRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${column} = $1 AND ${IS_VOUCHER}`,
    [value],
  );
  return row ? numeric(row) : undefined;
}

/**
 * The vouchers locked for this transaction (in id order, so two transactions locking several never deadlock), by id.
 * Under READ COMMITTED a row locked after waiting is read again at its newest version, so `redeemed` counts every
 * redemption committed before the lock was granted.
 */
export async function lockVouchers(tx: Queryable, voucherIds: readonly string[]): Promise<Map<string, ScanVoucherRow>> {
  const rows = await tx.query<ScanVoucherRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE e.entitlement_id = ANY($1::text[]) AND ${IS_VOUCHER}
      ORDER BY e.entitlement_id COLLATE "C" FOR UPDATE OF e`,
    [voucherIds],
  );
  return new Map(rows.map((r) => [r.entitlement_id, numeric(r)]));
}

/**
 * One voucher locked for a redemption, with what is left of it, and whether the device's key is already in the
 * ledger, in one round trip: an online redemption is the scanner's hot path. A retry that commits while this waits
 * for the lock is not seen (the key's join is not read again, only the locked row); the ledger's unique key catches
 * it on writing.
 */
export async function lockVoucherForKey(
  tx: Queryable,
  voucherId: string,
  idempotencyKey: string,
): Promise<{ row?: ScanVoucherRow; keyUsed: boolean }> {
  const [row] = await tx.query<ScanVoucherRow & { prior_redemption_id: string | null }>(
    `SELECT ${COLUMNS}, p.redemption_id AS prior_redemption_id FROM ${FROM}
       LEFT JOIN voucher_redemptions p ON p.account_id = e.account_id AND p.idempotency_key = $2
      WHERE e.entitlement_id = $1 AND ${IS_VOUCHER}
      FOR UPDATE OF e`,
    [voucherId, idempotencyKey],
    { prepare: true },
  );
  if (!row) return { keyUsed: false };
  const { prior_redemption_id, ...voucher } = row;
  return { row: numeric(voucher), keyUsed: prior_redemption_id !== null };
}

export function remainingOf(row: { amount: number; redeemed: number }): number {
  return voucherUsage(row.amount, row.redeemed).remainingAmount;
}

export type Refusal = { reason: ScanRefusal; params?: Record<string, string> };

/** What the scanning rules read of a voucher or an in-kind family: its distribution, and its last valid day. */
type Scannable = Pick<
  ScanEntitlementRow,
  'distribution_id' | 'program_id' | 'distribution_status' | 'voucher_valid_until'
>;

/**
 * Why this voucher (or in-kind family) cannot be used now (`onDate`: the day it is, YYYY-MM-DD), in the officer's
 * order: not assigned, cancelled, not approved, expired, then fully used (`usedUp`: nothing left of it). Undefined
 * when it can.
 */
export function scanRefusalOf(row: Scannable, usedUp: boolean, access: Access, onDate: string): Refusal | undefined {
  if (!assigned(access, { distributionId: row.distribution_id, programId: row.program_id })) {
    return { reason: 'NOT_ASSIGNED' };
  }
  if (row.distribution_status === 'CANCELLED') return { reason: 'CANCELLED' };
  if (row.distribution_status !== 'APPROVED') return { reason: 'NOT_APPROVED' };
  if (row.voucher_valid_until !== null && row.voucher_valid_until < onDate) {
    return { reason: 'EXPIRED', params: { date: row.voucher_valid_until } };
  }
  if (usedUp) return { reason: 'FULLY_USED' };
  return undefined;
}

/** Why this voucher cannot be redeemed now: scanRefusalOf with nothing left on it as "fully used". */
export function refusalOf(row: ScanVoucherRow, access: Access, onDate: string): Refusal | undefined {
  return scanRefusalOf(row, remainingOf(row) === 0, access, onDate);
}

export function refuse(refusal: Refusal): never {
  throw ScanningError.refused(refusal.reason, refusal.params);
}

export function notEnoughValue(row: ScanVoucherRow): ScanningError {
  return ScanningError.refused('NOT_ENOUGH_VALUE', { remaining: formatMoney(remainingOf(row), row.currency) });
}

/** Today's date in UTC, YYYY-MM-DD: the server's clock decides expiry online. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What the scanner shows of any scannable entitlement, a voucher's or an in-kind family's. */
export function scannedEntitlementOf(row: ScanEntitlementRow) {
  return {
    voucherId: row.entitlement_id,
    code: row.voucher_code,
    distributionId: row.distribution_id,
    distributionName: row.distribution_name,
    programId: row.program_id,
    firstName: row.first_name,
    currency: row.currency,
    validUntil: row.voucher_valid_until,
    requestPhoto: row.request_photo,
    requestSignature: row.request_signature,
  };
}

export function toScannedVoucher(row: ScanVoucherRow): ScannedVoucherJson {
  return {
    ...scannedEntitlementOf(row),
    amount: row.amount,
    ...voucherUsage(row.amount, row.redeemed),
    distributionType: 'VOUCHER',
    collectionStatus: null,
    items: [],
  };
}
