// The look-up without a network: the same rules, in the same order, as POST /scanning/lookup (api/src/scanning/
// lookup.ts), against what the device downloaded. A QR is verified with the organisation's public key and must say
// what the stored voucher says; what was redeemed on this device since the download counts as redeemed.
import {
  normalizeVoucherCode,
  parseVoucherQr,
  type ScanRefusal,
  type VoucherUsageStatus,
  verifyVoucherQr,
  voucherUsage,
} from '@aid/common';
import type { LocalDistribution, LocalVoucher } from './store.js';

/** The downloaded data of one organisation, indexed for look-ups. */
export type OfflineIndex = {
  accountId: string;
  distributions: Map<string, LocalDistribution>;
  vouchers: Map<string, LocalVoucher>;
  /** Stored code (12 characters) → voucher id. */
  byCode: Map<string, string>;
};

export type OfflineScan = LocalVoucher & {
  distributionName: string;
  usageStatus: VoucherUsageStatus;
  requestPhoto: boolean;
  requestSignature: boolean;
};

export type OfflineLookup = { voucher: OfflineScan } | { refusal: ScanRefusal };

export function buildIndex(accountId: string, distributions: LocalDistribution[], vouchers: LocalVoucher[]) {
  const index: OfflineIndex = { accountId, distributions: new Map(), vouchers: new Map(), byCode: new Map() };
  for (const d of distributions) index.distributions.set(d.distributionId, d);
  for (const v of vouchers) {
    index.vouchers.set(v.voucherId, v);
    index.byCode.set(v.code, v.voucherId);
  }
  return index;
}

/** Today on the device's calendar, YYYY-MM-DD: offline, the device's day decides expiry (as the sync does). */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function findByQr(index: OfflineIndex, payload: string): Promise<LocalVoucher | ScanRefusal> {
  const qr = parseVoucherQr(payload);
  if (!qr) return 'NOT_GENUINE';
  if (qr.accountId !== index.accountId) return 'OTHER_ORGANISATION';
  const voucher = index.vouchers.get(qr.voucherId);
  const distribution = voucher && index.distributions.get(voucher.distributionId);
  if (!voucher || !distribution) return 'NOT_FOUND';
  if (!(await verifyVoucherQr(payload, distribution.publicKey))) return 'NOT_GENUINE';
  if (qr.amount !== voucher.amount || qr.currency !== voucher.currency || qr.validUntil !== voucher.validUntil) {
    return 'NOT_GENUINE';
  }
  return voucher;
}

/**
 * The voucher behind a QR or a typed code, or the refusal the officer sees. `redeemedHere` is what this device
 * redeemed of each voucher since the download (the waiting queue).
 */
export async function lookUpOffline(
  index: OfflineIndex,
  input: { qr?: string; code?: string },
  redeemedHere: ReadonlyMap<string, number>,
  today: string,
): Promise<OfflineLookup> {
  let found: LocalVoucher | ScanRefusal;
  if (input.qr !== undefined) {
    found = await findByQr(index, input.qr);
  } else {
    const code = normalizeVoucherCode(input.code ?? '');
    const id = code && index.byCode.get(code);
    found = (id && index.vouchers.get(id)) || 'NOT_FOUND';
  }
  if (typeof found === 'string') return { refusal: found };
  const distribution = index.distributions.get(found.distributionId);
  if (!distribution) return { refusal: 'NOT_FOUND' };
  if (found.validUntil !== null && found.validUntil < today) return { refusal: 'EXPIRED' };
  const redeemed = found.amount - found.remainingAmount + (redeemedHere.get(found.voucherId) ?? 0);
  const usage = voucherUsage(found.amount, redeemed);
  if (usage.remainingAmount === 0) return { refusal: 'FULLY_USED' };
  return {
    voucher: {
      ...found,
      ...usage,
      distributionName: distribution.distributionName,
      requestPhoto: distribution.requestPhoto,
      requestSignature: distribution.requestSignature,
    },
  };
}

/** What each voucher lost to redemptions still waiting on this device. */
export function redeemedOnDevice(queue: ReadonlyArray<{ voucherId: string; amount: number }>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const item of queue) sums.set(item.voucherId, (sums.get(item.voucherId) ?? 0) + item.amount);
  return sums;
}
