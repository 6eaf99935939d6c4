// The redemption ledger's rows as scanning writes and reads them: append-only, one row per idempotency key and
// organisation (the UNIQUE of migrations/0014), so a retried request finds its first redemption instead of a second.
// The only writers of the ledger: each adds what it appends to the vouchers' running totals (entitlements.redeemed,
// migrations/0022) in the same statement, so the totals equal the ledger's sums at every commit.
import { newId } from '@aid/common/ids';
import type { RedemptionJson, RedemptionSource } from '@aid/common/scanning';
import type { Queryable } from '../db/db.js';
import { toIso, toIsoOrNull } from '../db/rows.js';

export type LedgerRow = {
  redemption_id: string;
  voucher_id: string;
  amount: number;
  idempotency_key: string;
  server_time: string | Date;
  device_time: string | Date | null;
  source: RedemptionSource;
};

const RETURNING =
  'redemption_id, voucher_id, amount::bigint AS amount, idempotency_key, server_time, device_time, source';

export function toRedemptionJson(row: LedgerRow): RedemptionJson {
  return {
    redemptionId: row.redemption_id,
    voucherId: row.voucher_id,
    amount: Number(row.amount),
    serverTime: toIso(row.server_time),
    deviceTime: toIsoOrNull(row.device_time),
    source: row.source,
  };
}

export async function ledgerByKeys(tx: Queryable, accountId: string, keys: readonly string[]): Promise<LedgerRow[]> {
  return tx.query<LedgerRow>(
    `SELECT ${RETURNING} FROM voucher_redemptions WHERE account_id = $1 AND idempotency_key = ANY($2::text[])`,
    [accountId, keys],
  );
}

export type NewRedemption = {
  voucherId: string;
  distributionId: string;
  amount: number;
  idempotencyKey: string;
  deviceTime: string | null;
  deviceId: string | null;
  photoFileId: string | null;
  signatureFileId: string | null;
};

// The ledger rows a statement appended, added to their vouchers' totals. A data-modifying WITH runs whether or not the
// outer SELECT reads it; the vouchers are locked by the caller, so the totals cannot move under it.
const ADD_TO_TOTALS = `totals AS (
       UPDATE entitlements e SET redeemed = e.redeemed + s.amount
         FROM (SELECT voucher_id, sum(amount) AS amount FROM added GROUP BY voucher_id) s
        WHERE e.entitlement_id = s.voucher_id)`;

/**
 * Appends redemptions to locked vouchers in one statement; a key already in the ledger (a concurrent retry committed
 * first) is skipped, not an error, and is missing from what this returns. The caller has checked that each fits.
 */
export async function appendRedemptions(
  tx: Queryable,
  who: { accountId: string; userId: string },
  source: RedemptionSource,
  items: readonly NewRedemption[],
): Promise<LedgerRow[]> {
  if (items.length === 0) return [];
  const col = <K extends keyof NewRedemption>(k: K) => items.map((i) => i[k]) as string[];
  return tx.query<LedgerRow>(
    `WITH added AS (
       INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, distribution_id, amount, idempotency_key,
                                        device_time, device_id, photo_file_id, signature_file_id, officer_id, source)
       SELECT t.id, $1, t.voucher_id, t.distribution_id, t.amount, t.key, t.device_time, t.device_id, t.photo,
              t.signature, $2, $3
         FROM unnest($4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::timestamptz[], $10::text[],
                     $11::text[], $12::text[])
           AS t (id, voucher_id, distribution_id, amount, key, device_time, device_id, photo, signature)
       ON CONFLICT (account_id, idempotency_key) DO NOTHING
       RETURNING ${RETURNING}),
     ${ADD_TO_TOTALS}
     SELECT * FROM added`,
    [
      who.accountId,
      who.userId,
      source,
      items.map(() => newId('redemption')),
      col('voucherId'),
      col('distributionId'),
      items.map((i) => String(i.amount)),
      col('idempotencyKey'),
      col('deviceTime'),
      col('deviceId'),
      col('photoFileId'),
      col('signatureFileId'),
    ],
  );
}

/**
 * Appends one redemption to a locked voucher (the caller has checked that it fits) and adds it to the voucher's
 * total, in one prepared statement: the online hot path. Undefined when its key was taken meanwhile (a retry that
 * committed while this one waited for the voucher's lock).
 */
export async function appendRedemption(
  tx: Queryable,
  who: { accountId: string; userId: string },
  source: RedemptionSource,
  item: NewRedemption,
): Promise<LedgerRow | undefined> {
  const [row] = await tx.query<LedgerRow>(
    `WITH added AS (
       INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, distribution_id, amount, idempotency_key,
                                        device_time, device_id, photo_file_id, signature_file_id, officer_id, source)
       VALUES ($1, $2, $3, $4, $5::bigint, $6, $7::timestamptz, $8, $9, $10, $11, $12)
       ON CONFLICT (account_id, idempotency_key) DO NOTHING
       RETURNING ${RETURNING}),
     ${ADD_TO_TOTALS}
     SELECT * FROM added`,
    [
      newId('redemption'),
      who.accountId,
      item.voucherId,
      item.distributionId,
      String(item.amount),
      item.idempotencyKey,
      item.deviceTime,
      item.deviceId,
      item.photoFileId,
      item.signatureFileId,
      who.userId,
      source,
    ],
    { prepare: true },
  );
  return row;
}

/** The ids among `fileIds` that are not uploads of this organisation (row-level security hides the others'). */
export async function foreignFiles(tx: Queryable, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx.query<{ file_id: string }>('SELECT file_id FROM files WHERE file_id = ANY($1::text[])', [
    fileIds,
  ]);
  const known = new Set(rows.map((r) => r.file_id));
  return fileIds.filter((id) => !known.has(id));
}
