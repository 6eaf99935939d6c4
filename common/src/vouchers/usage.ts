// A voucher's usage (spec §4 "Usage"), never stored: derived from the append-only redemption ledger.

export const VOUCHER_USAGE_STATUSES = ['NOT_USED', 'PARTIALLY_USED', 'FULLY_USED'] as const;
export type VoucherUsageStatus = (typeof VOUCHER_USAGE_STATUSES)[number];

/** Vouchers per printed A4 page (2 columns × 4 rows); the e2e test computes the PDF's page count from it. */
export const VOUCHERS_PER_PAGE = 8;

/** The usage and remaining value of a voucher of `amount` minor units of which `redeemed` were redeemed. */
export function voucherUsage(
  amount: number,
  redeemed: number,
): { usageStatus: VoucherUsageStatus; remainingAmount: number } {
  const remainingAmount = Math.max(amount - redeemed, 0);
  if (redeemed <= 0) return { usageStatus: 'NOT_USED', remainingAmount };
  return { usageStatus: remainingAmount === 0 ? 'FULLY_USED' : 'PARTIALLY_USED', remainingAmount };
}

/** Why a voucher request was refused (the error body's `reason`, beside its code). */
export const VOUCHER_REFUSALS = ['NOT_A_VOUCHER_DISTRIBUTION', 'NOT_APPROVED'] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

/** At most this many vouchers named in one PDF request (`selectedIds`); none named prints them all. */
export const VOUCHER_PDF_SELECTED_MAX = 10_000;

/** Public voucher page look-ups per client IP and minute. */
export const VOUCHER_PAGE_RATE_PER_MINUTE = 30;
