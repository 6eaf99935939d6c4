// A voucher's fields on its entitlement: the signed QR payload rebuilt from the stored columns, and the usage derived
// from the redemption ledger (a sum per voucher, through voucher_redemptions_voucher_idx), never stored.
import { type VoucherUsageStatus, voucherUsage } from '@aid/common/vouchers';
import { qrPayloadOf } from './keys.js';

/** Columns of `entitlements` (unaliased in FROM) that carry a voucher, for SELECT and RETURNING lists. */
export const VOUCHER_COLUMNS =
  'account_id, voucher_code, voucher_signature, voucher_valid_until::text AS voucher_valid_until, ' +
  '(SELECT coalesce(sum(r.amount), 0) FROM voucher_redemptions r ' +
  'WHERE r.voucher_id = entitlements.entitlement_id) AS voucher_redeemed';

export type VoucherColumnsRow = {
  entitlement_id: string;
  account_id: string;
  amount: number | string;
  currency: string;
  voucher_code: string | null;
  voucher_signature: string | null;
  voucher_valid_until: string | null;
  voucher_redeemed: number | string;
};

export type VoucherFields = {
  voucherCode: string | null;
  qrPayload: string | null;
  validUntil: string | null;
  usageStatus: VoucherUsageStatus | null;
  remainingAmount: number | null;
};

const NONE: VoucherFields = {
  voucherCode: null,
  qrPayload: null,
  validUntil: null,
  usageStatus: null,
  remainingAmount: null,
};

/** The payload a voucher row's QR carries. */
export function qrPayloadOfRow(row: Omit<VoucherColumnsRow, 'voucher_redeemed' | 'voucher_code'>): string {
  return qrPayloadOf(
    {
      voucherId: row.entitlement_id,
      accountId: row.account_id,
      amount: Number(row.amount),
      currency: row.currency.trim(),
      validUntil: row.voucher_valid_until,
    },
    row.voucher_signature ?? '',
  );
}

/** All null for an entitlement that is not a voucher. */
export function voucherFieldsOf(row: VoucherColumnsRow): VoucherFields {
  if (!row.voucher_code || !row.voucher_signature) return NONE;
  return {
    voucherCode: row.voucher_code,
    qrPayload: qrPayloadOfRow(row),
    validUntil: row.voucher_valid_until,
    ...voucherUsage(Number(row.amount), Number(row.voucher_redeemed)),
  };
}
