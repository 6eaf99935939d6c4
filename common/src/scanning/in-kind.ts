// In-kind collection (issue 10): what the scanner shows for a family of an IN_KIND distribution (the items, what
// was handed over, the collection status) and the hand-over it records. Quantities are in each item's own unit.
import { z } from 'zod';
import { idInput } from '../inputs.js';
import { component, timestamp } from '../json.js';
import { SCANNING_LIMITS } from './refusals.js';
import { offlineScanFields, scanInputFields, syncDeviceId } from './schema.js';

/** At most this many items named in one hand-over (a distribution has at most DISTRIBUTION_ITEMS_MAX). */
export const COLLECTION_ITEMS_MAX = 50;

const id = idInput();
const quantity = z.number().positive().max(1_000_000);

export const collectionItemJsonSchema = component(
  'CollectionItem',
  z.object({
    name: z.string(),
    unit: z.string(),
    quantity: z.number().meta({ description: "The family's entitlement, in the item's unit." }),
    collected: z.number().meta({ description: 'Handed over so far, from the collection ledger.' }),
  }),
  'One item of an in-kind entitlement: what the family is entitled to and what it has collected.',
);
export type CollectionItemJson = z.infer<typeof collectionItemJsonSchema>;

/** POST /scanning/collections: one hand-over of in-kind items. */
export const collectInKindSchema = z.strictObject({
  entitlementId: id.meta({ description: 'The in-kind entitlement (ink--…) as the look-up returned it.' }),
  ...scanInputFields,
  items: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(200), quantity }))
    .min(1)
    .max(COLLECTION_ITEMS_MAX)
    .optional()
    .meta({ description: 'What is handed over now, by item name; omitted: everything still to collect.' }),
});
export type CollectInKindInput = z.infer<typeof collectInKindSchema>;

/** One hand-over made without a network: the items and quantities the device handed over (what it saw was left). */
export const offlineCollectionSchema = z.strictObject({
  entitlementId: id.meta({ description: 'The in-kind entitlement (ink--…) as the offline download listed it.' }),
  items: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(200), quantity }))
    .min(1)
    .max(COLLECTION_ITEMS_MAX)
    .meta({ description: 'What was handed over, by item name.' }),
  ...offlineScanFields,
});
export type OfflineCollectionInput = z.infer<typeof offlineCollectionSchema>;

/** POST /scanning/collections/sync: what one device handed over while offline. */
export const syncCollectionsSchema = z.strictObject({
  deviceId: syncDeviceId,
  collections: z.array(offlineCollectionSchema).min(1).max(SCANNING_LIMITS.syncBatchMax),
});
export type SyncCollectionsInput = z.infer<typeof syncCollectionsSchema>;

export const inKindCollectionJsonSchema = component(
  'InKindCollection',
  z.object({
    collectionId: z.string(),
    entitlementId: z.string(),
    items: z.array(z.object({ name: z.string(), quantity: z.number() })),
    serverTime: timestamp(),
    deviceTime: timestamp().nullable(),
  }),
  'One hand-over of in-kind items, in the append-only collection ledger.',
);
export type InKindCollectionJson = z.infer<typeof inKindCollectionJsonSchema>;

// Kept in collection.ts, free of schemas, so that the web's scanner can load it without zod; exported here as well.
export { collectionStatusOf } from './collection.js';
