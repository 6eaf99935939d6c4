// POST /scanning/collections/sync: a device's offline in-kind hand-overs, the in-kind twin of POST /scanning/sync. In
// one transaction every family named is locked (in id order), the batch is applied in device-time order against the
// collection ledger, and a hand-over of more than is left of an item (or of an item the family is not entitled to),
// or that came too late, is kept in redemption_conflicts with the items handed over: never applied, never dropped.
import { newId } from '@aid/common/ids';
import type { OfflineCollectionInput, SyncCollectionsInput, SyncResultJson } from '@aid/common/scanning';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { scanAccess } from './access.js';
import { collectedByFamily, exceeds, inKindRefusalOf, itemsOf, lockInKind } from './in-kind.js';
import {
  deviceDay,
  inRequestOrder,
  insertConflicts,
  judgeBatch,
  offlineOutcomeOf,
  replayOutcome,
  syncReads,
} from './sync.js';

type Handed = { name: string; quantity: number };

/** The items of one hand-over with a name given twice added up: the device handed both over. */
function handedOver(item: OfflineCollectionInput): Handed[] {
  const sums = new Map<string, number>();
  for (const i of item.items) sums.set(i.name, (sums.get(i.name) ?? 0) + i.quantity);
  return [...sums].map(([name, quantity]) => ({ name, quantity }));
}

/** Whether every item handed over is one of the family's, with that much of it still to collect. */
function fits(collected: Map<string, number>, entitled: Map<string, number>, handed: Handed[]): boolean {
  return handed.every((h) => !exceeds(h.quantity, (entitled.get(h.name) ?? 0) - (collected.get(h.name) ?? 0)));
}

async function collectionsByKeys(tx: Queryable, accountId: string, keys: readonly string[]) {
  return tx.query<{ idempotency_key: string; collection_id: string; entitlement_id: string }>(
    `SELECT idempotency_key, collection_id, entitlement_id FROM in_kind_collections
      WHERE account_id = $1 AND idempotency_key = ANY($2::text[])`,
    [accountId, keys],
  );
}

type NewCollection = {
  entitlementId: string;
  distributionId: string;
  items: Handed[];
  idempotencyKey: string;
  deviceTime: string;
  photoFileId: string | null;
  signatureFileId: string | null;
};

async function appendCollections(tx: Queryable, auth: AuthContext, deviceId: string, rows: NewCollection[]) {
  if (rows.length === 0) return [];
  return tx.query<{ idempotency_key: string; collection_id: string }>(
    `INSERT INTO in_kind_collections (collection_id, account_id, entitlement_id, distribution_id, items,
                                      idempotency_key, device_id, device_time, officer_id, photo_file_id,
                                      signature_file_id)
     SELECT t.id, $1, t.entitlement_id, t.distribution_id, t.items::jsonb, t.key, $2, t.device_time, $3, t.photo,
            t.signature
       FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::text[],
                   $11::text[])
         AS t (id, entitlement_id, distribution_id, items, key, device_time, photo, signature)
     ON CONFLICT (account_id, idempotency_key) DO NOTHING
     RETURNING idempotency_key, collection_id`,
    [
      auth.accountId,
      deviceId,
      auth.user.userId,
      rows.map(() => newId('inKindCollection')),
      rows.map((r) => r.entitlementId),
      rows.map((r) => r.distributionId),
      rows.map((r) => JSON.stringify(r.items)),
      rows.map((r) => r.idempotencyKey),
      rows.map((r) => r.deviceTime),
      rows.map((r) => r.photoFileId) as string[],
      rows.map((r) => r.signatureFileId) as string[],
    ],
  );
}

export async function syncCollections(auth: AuthContext, input: SyncCollectionsInput): Promise<SyncResultJson> {
  const access = scanAccess(auth);
  const results = await auth.run(async (tx) => {
    const families = await lockInKind(tx, [...new Set(input.collections.map((c) => c.entitlementId))]);
    // Read after the locks: a concurrent retry of this batch has committed by now, so its keys are seen here.
    const collected = await collectedByFamily(tx, [...families.keys()]);
    const { ledger, known, ours } = await syncReads(tx, auth.accountId, input.collections, collectionsByKeys);

    const applied: NewCollection[] = [];
    const { out, conflicts } = judgeBatch(input.collections, {
      money: false,
      subject: (item) => families.get(item.entitlementId),
      replay: (item) => {
        const inLedger = ledger.get(item.idempotencyKey);
        const conflict = known.get(item.idempotencyKey);
        return replayOutcome(item.idempotencyKey, {
          // A key names one hand-over: its family.
          sameRequest: (inLedger?.entitlement_id ?? conflict?.voucher_id) === item.entitlementId,
          applied: inLedger && { redemptionId: inLedger.collection_id },
          conflict,
          money: false,
        });
      },
      refusal: (item, row) => {
        const sofar = collected.get(row.entitlement_id) ?? new Map<string, number>();
        const items = itemsOf(row, sofar);
        const entitled = new Map(items.map((i) => [i.name, i.quantity]));
        return (
          offlineOutcomeOf(inKindRefusalOf(row, items, access, deviceDay(item.deviceTime))) ??
          (fits(sofar, entitled, handedOver(item)) ? undefined : 'NOT_ENOUGH_VALUE')
        );
      },
      conflict: (item) => ({ amount: 0, remaining: 0, items: handedOver(item) }),
      apply: (item, row) => {
        const sofar = collected.get(row.entitlement_id) ?? new Map<string, number>();
        const handed = handedOver(item);
        for (const h of handed) sofar.set(h.name, (sofar.get(h.name) ?? 0) + h.quantity);
        collected.set(row.entitlement_id, sofar);
        applied.push({
          entitlementId: row.entitlement_id,
          distributionId: row.distribution_id,
          items: handed,
          idempotencyKey: item.idempotencyKey,
          deviceTime: item.deviceTime,
          photoFileId: ours(item.photoFileId),
          signatureFileId: ours(item.signatureFileId),
        });
        return { idempotencyKey: item.idempotencyKey, outcome: 'APPLIED' };
      },
    });
    for (const w of await appendCollections(tx, auth, input.deviceId, applied)) {
      const result = out.get(w.idempotency_key);
      if (result) result.redemptionId = w.collection_id;
    }
    await insertConflicts(tx, auth, input.deviceId, conflicts);
    return out;
  });
  return inRequestOrder(input.collections, results);
}
