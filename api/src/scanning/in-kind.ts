// An IN_KIND family's entitlement as scanning reads it: found by its code or signed QR (as a voucher is), with its
// items and what the collection ledger (in_kind_collections) says was handed over, and the rules that refuse it.
import type { Access } from '@aid/common/permissions';
import { type CollectionItemJson, collectionStatusOf, type ScannedVoucherJson } from '@aid/common/scanning';
import type { VoucherUsageStatus } from '@aid/common/vouchers';
import type { Queryable } from '../db/db.js';
import {
  type Refusal,
  SCAN_COLUMNS,
  SCAN_FROM,
  type ScanEntitlementRow,
  scannedEntitlementOf,
  scanRefusalOf,
} from './voucher.js';

export type InKindRow = ScanEntitlementRow & { items: { name: string; unit: string; quantity: number | string }[] };

const COLUMNS = `${SCAN_COLUMNS}, e.items`;
const FROM = SCAN_FROM;
const IS_IN_KIND = "d.distribution_type = 'IN_KIND' AND e.voucher_code IS NOT NULL AND e.voucher_signature IS NOT NULL";

/** By id or exact code; `lock` takes the entitlement's row for the transaction (a hand-over is being recorded). */
export async function findInKind(
  tx: Queryable,
  by: { entitlementId: string } | { code: string },
  options: { lock?: boolean } = {},
): Promise<InKindRow | undefined> {
  const [column, value] = 'code' in by ? ['e.voucher_code', by.code] : ['e.entitlement_id', by.entitlementId];
  const [row] = await tx.query<InKindRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${column} = $1 AND ${IS_IN_KIND}${options.lock ? ' FOR UPDATE OF e' : ''}`,
    [value],
  );
  return row;
}

/** Families locked for a sync's hand-overs, in id order (two devices' syncs never deadlock), by id. */
export async function lockInKind(tx: Queryable, entitlementIds: readonly string[]): Promise<Map<string, InKindRow>> {
  const rows = await tx.query<InKindRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE e.entitlement_id = ANY($1::text[]) AND ${IS_IN_KIND}
      ORDER BY e.entitlement_id COLLATE "C" FOR UPDATE OF e`,
    [entitlementIds],
  );
  return new Map(rows.map((r) => [r.entitlement_id, r]));
}

/**
 * What the ledger says was handed over, per item name. Read after the lock (in its own statement) when recording a
 * hand-over: under READ COMMITTED it then sees every hand-over committed before.
 */
export async function collectedOf(tx: Queryable, entitlementId: string): Promise<Map<string, number>> {
  return (await collectedByFamily(tx, [entitlementId])).get(entitlementId) ?? new Map();
}

/** The same, for many families at once (an offline download's page, a sync's batch): family → item → collected. */
export async function collectedByFamily(
  tx: Queryable,
  entitlementIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const byFamily = new Map<string, Map<string, number>>();
  if (entitlementIds.length === 0) return byFamily;
  const rows = await tx.query<{ entitlement_id: string; name: string; collected: string | number }>(
    `SELECT c.entitlement_id, i ->> 'name' AS name, sum((i ->> 'quantity')::numeric) AS collected
       FROM in_kind_collections c CROSS JOIN jsonb_array_elements(c.items) i
      WHERE c.entitlement_id = ANY($1::text[]) GROUP BY 1, 2`,
    [entitlementIds],
  );
  for (const r of rows) {
    const family = byFamily.get(r.entitlement_id) ?? new Map<string, number>();
    family.set(r.name, Number(r.collected));
    byFamily.set(r.entitlement_id, family);
  }
  return byFamily;
}

/**
 * Whether a hand-over of `asked` is more than the `left` of an item. Quantities are decimals kept as floating point
 * (0.3 kg entitled, 0.1 collected leaves 0.19999999999999998), so a millionth of a unit is forgiven: what a scale or a
 * person counts is never that fine, and refusing 0.2 there would be a false refusal (or, offline, a false conflict).
 */
export function exceeds(asked: number, left: number): boolean {
  return asked > left + 1e-6;
}

export function itemsOf(row: InKindRow, collected: ReadonlyMap<string, number>): CollectionItemJson[] {
  return row.items.map((item) => ({
    name: item.name,
    unit: item.unit,
    quantity: Number(item.quantity),
    collected: collected.get(item.name) ?? 0,
  }));
}

const USAGE: Record<ReturnType<typeof collectionStatusOf>, VoucherUsageStatus> = {
  NOT_COLLECTED: 'NOT_USED',
  PARTIALLY_COLLECTED: 'PARTIALLY_USED',
  FULLY_COLLECTED: 'FULLY_USED',
};

/** In the voucher's shape, so one scanner (and one GraphQL type) serves both: amount 0, the items beside it. */
export function toScannedInKind(row: InKindRow, items: CollectionItemJson[]): ScannedVoucherJson {
  const collectionStatus = collectionStatusOf(items);
  return {
    ...scannedEntitlementOf(row),
    amount: 0,
    remainingAmount: 0,
    usageStatus: USAGE[collectionStatus],
    distributionType: 'IN_KIND',
    collectionStatus,
    items,
  };
}

/** The voucher rules, in the same order; "fully used" is everything collected. */
export function inKindRefusalOf(
  row: InKindRow,
  items: CollectionItemJson[],
  access: Access,
  onDate: string,
): Refusal | undefined {
  return scanRefusalOf(row, collectionStatusOf(items) === 'FULLY_COLLECTED', access, onDate);
}
