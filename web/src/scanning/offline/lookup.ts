// The look-up without a network: the same rules, in the same order, as POST /scanning/lookup (api/src/scanning/
// lookup.ts), against what the device downloaded. A QR is verified with the organisation's public key and must say
// what the stored voucher says; what was redeemed (or, for an in-kind family, handed over) on this device since the
// download counts as redeemed.
import type { CollectionStatus } from '@aid/common/distributions';
import { collectionStatusOf, type ScanRefusal } from '@aid/common/scanning';
import {
  normalizeVoucherCode,
  parseVoucherQr,
  type VoucherUsageStatus,
  verifyVoucherQr,
  voucherUsage,
} from '@aid/common/vouchers';
import type { HandedItem, LocalDistribution, LocalItem, LocalVoucher, OfflineDistributionType } from './store.js';

/** The downloaded data of one organisation, indexed for look-ups. */
export type OfflineIndex = {
  accountId: string;
  distributions: Map<string, LocalDistribution>;
  vouchers: Map<string, LocalVoucher>;
  /** Stored code (12 characters) → voucher id. */
  byCode: Map<string, string>;
};

/**
 * A voucher or in-kind family found on the device. For an in-kind family, `items[].collected` counts this device's
 * hand-overs since the download too.
 */
export type OfflineScan = LocalVoucher & {
  distributionName: string;
  distributionType: OfflineDistributionType;
  usageStatus: VoucherUsageStatus;
  /** IN_KIND only; null for a voucher. */
  collectionStatus: CollectionStatus | null;
  requestPhoto: boolean;
  requestSignature: boolean;
};

/** This device's hand-overs since the download: family (voucher id) → item name → quantity. */
export type CollectedHere = ReadonlyMap<string, ReadonlyMap<string, number>>;

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

// Quantities are decimals in each item's unit: a sum of them may miss the entitlement by a rounding error, which
// must neither leave a speck to hand over nor hide a real remainder.
const EPSILON = 1e-9;

/** The items with this device's hand-overs counted as collected (what is left within rounding reads as nothing). */
function withHandedHere(items: readonly LocalItem[], here: ReadonlyMap<string, number> | undefined): LocalItem[] {
  return items.map((item) => {
    const collected = item.collected + (here?.get(item.name) ?? 0);
    return {
      ...item,
      collected: item.quantity - collected <= EPSILON ? Math.max(collected, item.quantity) : collected,
    };
  });
}

/**
 * What is still to hand over of each item: the offline hand-over of "everything left". Not rounded: at sync the API
 * checks each quantity against its own entitled − collected, worked out the same way from the same numbers, which a
 * rounded value can exceed by a hair (0.3 − 0.1 is just under 0.2) and turn into a conflict.
 */
export function itemsLeft(items: readonly LocalItem[]): HandedItem[] {
  return items
    .filter((item) => item.quantity - item.collected > EPSILON)
    .map((item) => ({ name: item.name, quantity: item.quantity - item.collected }));
}

const USAGE: Record<CollectionStatus, VoucherUsageStatus> = {
  NOT_COLLECTED: 'NOT_USED',
  PARTIALLY_COLLECTED: 'PARTIALLY_USED',
  FULLY_COLLECTED: 'FULLY_USED',
};

/**
 * The voucher behind a QR or a typed code, or the refusal the officer sees. `redeemedHere` is what this device
 * redeemed of each voucher since the download, `collectedHere` what it handed over to each in-kind family (the
 * queue, waiting or applied).
 */
export async function lookUpOffline(
  index: OfflineIndex,
  input: { qr?: string; code?: string },
  redeemedHere: ReadonlyMap<string, number>,
  today: string,
  collectedHere: CollectedHere = new Map(),
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
  const shown = {
    distributionName: distribution.distributionName,
    distributionType: distribution.distributionType,
    requestPhoto: distribution.requestPhoto,
    requestSignature: distribution.requestSignature,
  };
  if (distribution.distributionType === 'IN_KIND') {
    // As the API: "fully used" is everything collected (a family entitled to nothing has nothing to collect).
    const items = withHandedHere(found.items, collectedHere.get(found.voucherId));
    const collectionStatus = collectionStatusOf(items);
    if (collectionStatus === 'FULLY_COLLECTED') return { refusal: 'FULLY_USED' };
    return {
      voucher: {
        ...found,
        ...shown,
        items,
        remainingAmount: 0,
        usageStatus: USAGE[collectionStatus],
        collectionStatus,
      },
    };
  }
  const redeemed = found.amount - found.remainingAmount + (redeemedHere.get(found.voucherId) ?? 0);
  const usage = voucherUsage(found.amount, redeemed);
  if (usage.remainingAmount === 0) return { refusal: 'FULLY_USED' };
  return { voucher: { ...found, ...usage, ...shown, collectionStatus: null } };
}

/** What each voucher lost to redemptions still waiting on this device. */
export function redeemedOnDevice(queue: ReadonlyArray<{ voucherId: string; amount: number }>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const item of queue) sums.set(item.voucherId, (sums.get(item.voucherId) ?? 0) + item.amount);
  return sums;
}

/** What each in-kind family was handed on this device since the download, item by item. */
export function collectedOnDevice(
  queue: ReadonlyArray<{ voucherId: string; items?: readonly HandedItem[] }>,
): Map<string, Map<string, number>> {
  const sums = new Map<string, Map<string, number>>();
  for (const entry of queue) {
    if (!entry.items) continue;
    const family = sums.get(entry.voucherId) ?? new Map<string, number>();
    for (const item of entry.items) family.set(item.name, (family.get(item.name) ?? 0) + item.quantity);
    sums.set(entry.voucherId, family);
  }
  return sums;
}
