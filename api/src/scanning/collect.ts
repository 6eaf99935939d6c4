// POST /scanning/collections: one hand-over of in-kind items, serialised per family IN THE DATABASE (the entitlement's
// row is locked for the transaction) so no item is ever handed over beyond what was entitled, whichever process
// records it. The same idempotency key again replays the first hand-over.
import { type FieldError, fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import type { CollectInKindInput, CollectionItemJson, CollectionResultJson } from '@aid/common/scanning';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { scanAccess } from './access.js';
import { ScanningError } from './errors.js';
import { collectedOf, exceeds, findInKind, inKindRefusalOf, itemsOf, toScannedInKind } from './in-kind.js';
import { checkFiles } from './redeem.js';
import { refuse, today } from './voucher.js';

type CollectionRow = {
  collection_id: string;
  entitlement_id: string;
  items: { name: string; quantity: number }[];
  server_time: Date | string;
  device_time: Date | string | null;
};

export type Collected = { status: 200 | 201; body: CollectionResultJson };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toCollectionJson(row: CollectionRow): CollectionResultJson['collection'] {
  return {
    collectionId: row.collection_id,
    entitlementId: row.entitlement_id,
    items: row.items.map((i) => ({ name: i.name, quantity: Number(i.quantity) })),
    serverTime: iso(row.server_time) ?? '',
    deviceTime: iso(row.device_time),
  };
}

async function byKey(tx: Queryable, accountId: string, key: string): Promise<CollectionRow | undefined> {
  const [row] = await tx.query<CollectionRow>(
    `SELECT collection_id, entitlement_id, items, server_time, device_time FROM in_kind_collections
      WHERE account_id = $1 AND idempotency_key = $2`,
    [accountId, key],
  );
  return row;
}

/** The same key again: the first hand-over and the family as it is now, provided it was for the same family. */
async function replay(tx: Queryable, prior: CollectionRow, input: CollectInKindInput): Promise<Collected> {
  if (prior.entitlement_id !== input.entitlementId) throw ScanningError.keyReused();
  const row = await findInKind(tx, { entitlementId: prior.entitlement_id });
  if (!row) throw ScanningError.refused('NOT_FOUND');
  const items = itemsOf(row, await collectedOf(tx, row.entitlement_id));
  return {
    status: 200,
    body: { collection: toCollectionJson(prior), voucher: toScannedInKind(row, items), replayed: true },
  };
}

/**
 * What this hand-over gives: the items asked for (each must be one of the family's, no more than is left), or
 * everything still to collect.
 */
function handOver(items: CollectionItemJson[], input: CollectInKindInput): { name: string; quantity: number }[] {
  const left = (item: CollectionItemJson) => Math.max(item.quantity - item.collected, 0);
  if (!input.items) return items.filter((i) => left(i) > 0).map((i) => ({ name: i.name, quantity: left(i) }));
  const byName = new Map(items.map((i) => [i.name, i]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  input.items.forEach((asked, index) => {
    const item = byName.get(asked.name);
    if (!item)
      errors.push(fieldError(`items.${index}.name`, 'INVALID_VALUE', undefined, 'is not an item of this family'));
    else if (seen.has(asked.name))
      errors.push(fieldError(`items.${index}.name`, 'INVALID_VALUE', undefined, 'is named twice'));
    seen.add(asked.name);
  });
  if (errors.length > 0) throw ApiError.invalid(errors);
  for (const asked of input.items) {
    const item = byName.get(asked.name);
    if (item && exceeds(asked.quantity, left(item))) {
      throw ScanningError.refused('NOT_ENOUGH_VALUE', { remaining: `${left(item)} ${item.unit} of ${item.name}` });
    }
  }
  return input.items;
}

export async function collectInKind(auth: AuthContext, input: CollectInKindInput): Promise<Collected> {
  const access = scanAccess(auth);
  return auth.run(async (tx) => {
    const prior = await byKey(tx, auth.accountId, input.idempotencyKey);
    if (prior) return replay(tx, prior, input);
    const row = await findInKind(tx, { entitlementId: input.entitlementId }, { lock: true });
    if (!row) throw ScanningError.refused('NOT_FOUND');
    const items = itemsOf(row, await collectedOf(tx, row.entitlement_id));
    const refusal = inKindRefusalOf(row, items, access, today());
    if (refusal) refuse(refusal);
    if (row.request_photo && !input.photoFileId) throw ScanningError.refused('PHOTO_REQUIRED');
    if (row.request_signature && !input.signatureFileId) throw ScanningError.refused('SIGNATURE_REQUIRED');
    await checkFiles(tx, input);
    const given = handOver(items, input);
    const [written] = await tx.query<CollectionRow>(
      `INSERT INTO in_kind_collections (collection_id, account_id, entitlement_id, distribution_id, items,
                                        idempotency_key, device_id, device_time, officer_id, photo_file_id,
                                        signature_file_id)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (account_id, idempotency_key) DO NOTHING
       RETURNING collection_id, entitlement_id, items, server_time, device_time`,
      [
        newId('inKindCollection'),
        auth.accountId,
        row.entitlement_id,
        row.distribution_id,
        JSON.stringify(given),
        input.idempotencyKey,
        input.deviceId ?? null,
        input.deviceTime ?? null,
        auth.user.userId,
        input.photoFileId ?? null,
        input.signatureFileId ?? null,
      ],
    );
    if (!written) {
      // A retry with the same key committed while this one waited for the family's lock.
      const raced = await byKey(tx, auth.accountId, input.idempotencyKey);
      if (raced) return replay(tx, raced, input);
      throw new Error('a hand-over was neither written nor found by its key');
    }
    const after = items.map((i) => ({
      ...i,
      collected: i.collected + (given.find((g) => g.name === i.name)?.quantity ?? 0),
    }));
    return {
      status: 201,
      body: { collection: toCollectionJson(written), voucher: toScannedInKind(row, after), replayed: false },
    };
  });
}
