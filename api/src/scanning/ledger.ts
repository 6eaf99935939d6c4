// The redemption ledger's rows as scanning writes and reads them: append-only, one row per idempotency key and
// organisation (the UNIQUE of migrations/0014), so a retried request finds its first redemption instead of a second.
import { newId, type RedemptionJson, type RedemptionSource } from '@aid/common';
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

/**
 * Appends redemptions in one statement; a key already in the ledger (a concurrent retry committed first) is skipped,
 * not an error, and is missing from what this returns.
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
    `INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, distribution_id, amount, idempotency_key,
                                      device_time, device_id, photo_file_id, signature_file_id, officer_id, source)
     SELECT t.id, $1, t.voucher_id, t.distribution_id, t.amount, t.key, t.device_time, t.device_id, t.photo, t.signature,
            $2, $3
       FROM unnest($4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::timestamptz[], $10::text[],
                   $11::text[], $12::text[])
         AS t (id, voucher_id, distribution_id, amount, key, device_time, device_id, photo, signature)
     ON CONFLICT (account_id, idempotency_key) DO NOTHING
     RETURNING ${RETURNING}`,
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
 * Appends one redemption only if it fits: the ledger's sum for the voucher (read by this statement, so after the
 * caller's lock on the voucher: every committed redemption counts) plus `item.amount` must not exceed `value`.
 * Locking, checking and writing thus take two round trips, not four. Undefined when it did not fit or its key was
 * taken meanwhile; the caller tells which.
 */
export async function appendIfFits(
  tx: Queryable,
  who: { accountId: string; userId: string },
  source: RedemptionSource,
  item: NewRedemption,
  value: number,
): Promise<(LedgerRow & { redeemed_before: number }) | undefined> {
  const [row] = await tx.query<LedgerRow & { redeemed_before: number }>(
    `WITH used AS (SELECT coalesce(sum(amount), 0)::bigint AS redeemed FROM voucher_redemptions WHERE voucher_id = $3),
     added AS (
       INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, distribution_id, amount, idempotency_key,
                                        device_time, device_id, photo_file_id, signature_file_id, officer_id, source)
       SELECT $1::text, $2::text, $3::text, $4::text, $5::bigint, $6::text, $7::timestamptz, $8::text, $9::text,
              $10::text, $11::text, $12::text
         FROM used WHERE used.redeemed + $5::bigint <= $13::bigint
       ON CONFLICT (account_id, idempotency_key) DO NOTHING
       RETURNING ${RETURNING})
     SELECT added.*, used.redeemed AS redeemed_before FROM added, used`,
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
      String(value),
    ],
    { prepare: true },
  );
  return row ? { ...row, redeemed_before: Number(row.redeemed_before) } : undefined;
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
