// The device's offline store (IndexedDB, through `idb`): downloaded distributions, sealed with the session's vault,
// and the redemptions and in-kind hand-overs waiting to sync. A waiting one holds no personal data (voucher id,
// amount or item names and quantities, key, device time) and is kept in clear, so that closing the tab (which drops
// the vault's key) never loses one; the photo and signature taken with it are personal, and sealed.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DistributionType } from '../../generated/graphql.js';
import type { Sealed } from './vault.js';

/** The distributions a device scans offline: vouchers (a value) or in-kind (items handed over). */
export type OfflineDistributionType = Extract<DistributionType, 'VOUCHER' | 'IN_KIND'>;

/** A stored or downloaded type: anything but IN_KIND (absent in older downloads) is a voucher distribution. */
export const offlineTypeOf = (value: unknown): OfflineDistributionType => (value === 'IN_KIND' ? 'IN_KIND' : 'VOUCHER');

/** One item of an in-kind family as downloaded: entitled, and handed over by then. */
export type LocalItem = { name: string; unit: string; quantity: number; collected: number };

/** What one hand-over gave of one item. */
export type HandedItem = { name: string; quantity: number };

/** A downloaded distribution, as the device needs it to verify and redeem its vouchers. */
export type LocalDistribution = {
  distributionId: string;
  distributionName: string;
  accountId: string;
  /** Raw Ed25519 key, base64url. */
  publicKey: string;
  requestPhoto: boolean;
  requestSignature: boolean;
  /** Downloads made before in-kind worked offline lack it: they are read as VOUCHER (`offlineTypeOf`). */
  distributionType: OfflineDistributionType;
  voucherCount: number;
  /** ISO time of the download. */
  downloadedAt: string;
};

/** A voucher as downloaded: what was left then; what was redeemed on this device since is in the queue. */
export type LocalVoucher = {
  voucherId: string;
  distributionId: string;
  code: string;
  firstName: string;
  amount: number;
  remainingAmount: number;
  currency: string;
  validUntil: string | null;
  signature: string;
  /** IN_KIND: the family's items (its amount is 0); empty for a voucher, and in downloads made before. */
  items: LocalItem[];
};

/**
 * A redemption made on this device since its distribution was downloaded: `waiting` to sync, or `applied` by the
 * server (synced, or redeemed online) and kept so the downloaded value left stays true until the next download.
 * An in-kind hand-over is one too, with `items` and amount 0: one queue, so the waiting count shows both.
 */
export type QueuedRedemption = {
  state: 'waiting' | 'applied';
  idempotencyKey: string;
  accountId: string;
  voucherId: string;
  distributionId: string;
  code: string;
  amount: number;
  currency: string;
  /** IN_KIND: what was handed over (synced with syncCollections); absent for a voucher redemption. */
  items?: HandedItem[];
  deviceTime: string;
  photo?: Sealed & { type: string };
  signature?: Sealed & { type: string };
};

/** What the server answered for a synced redemption that the officer must see: a conflict or a refusal. */
export type SyncNotice = {
  idempotencyKey: string;
  accountId: string;
  voucherId: string;
  code: string;
  amount: number;
  currency: string;
  /** IN_KIND: the hand-over that was not applied (amount is then 0). */
  items?: HandedItem[];
  outcome: 'CONFLICT' | 'REFUSED';
  reason: string | null;
  /** What was left on the voucher at sync (CONFLICT). */
  remainingAmount: number | null;
  syncedAt: string;
};

interface OfflineDb extends DBSchema {
  distributions: { key: string; value: { distributionId: string; accountId: string; sealed: Sealed } };
  chunks: {
    key: [string, number];
    value: { distributionId: string; index: number; sealed: Sealed };
    indexes: { byDistribution: string };
  };
  queue: { key: string; value: QueuedRedemption; indexes: { byAccount: string } };
  notices: { key: string; value: SyncNotice; indexes: { byAccount: string } };
}

const DB_NAME = 'aid-offline';

let opening: Promise<IDBPDatabase<OfflineDb>> | undefined;

function offlineDb(): Promise<IDBPDatabase<OfflineDb>> {
  opening ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('distributions', { keyPath: 'distributionId' });
      const chunks = db.createObjectStore('chunks', { keyPath: ['distributionId', 'index'] });
      chunks.createIndex('byDistribution', 'distributionId');
      db.createObjectStore('queue', { keyPath: 'idempotencyKey' }).createIndex('byAccount', 'accountId');
      db.createObjectStore('notices', { keyPath: 'idempotencyKey' }).createIndex('byAccount', 'accountId');
    },
  });
  return opening;
}

/**
 * Replaces a distribution's download (its sealed description and sealed pages of vouchers) in one transaction, and
 * forgets the applied redemptions of it: the fresh download's values already count them.
 */
export async function saveDistribution(distributionId: string, accountId: string, sealed: Sealed, pages: Sealed[]) {
  const db = await offlineDb();
  const tx = db.transaction(['distributions', 'chunks', 'queue'], 'readwrite');
  const chunks = tx.objectStore('chunks');
  for (const key of await chunks.index('byDistribution').getAllKeys(distributionId)) await chunks.delete(key);
  await Promise.all(pages.map((page, index) => chunks.put({ distributionId, index, sealed: page })));
  await tx.objectStore('distributions').put({ distributionId, accountId, sealed });
  const queue = tx.objectStore('queue');
  for (const item of await queue.index('byAccount').getAll(accountId)) {
    if (item.distributionId === distributionId && item.state === 'applied') await queue.delete(item.idempotencyKey);
  }
  await tx.done;
}

export async function removeDistribution(distributionId: string) {
  const db = await offlineDb();
  const tx = db.transaction(['distributions', 'chunks'], 'readwrite');
  const chunks = tx.objectStore('chunks');
  for (const key of await chunks.index('byDistribution').getAllKeys(distributionId)) await chunks.delete(key);
  await tx.objectStore('distributions').delete(distributionId);
  await tx.done;
}

/** The sealed downloads of one organisation. */
export async function sealedDistributions(accountId: string) {
  const db = await offlineDb();
  const all = await db.getAll('distributions');
  const mine = all.filter((d) => d.accountId === accountId);
  return Promise.all(
    mine.map(async (d) => ({ ...d, pages: await db.getAllFromIndex('chunks', 'byDistribution', d.distributionId) })),
  );
}

/** Drops every download (their key is gone, or the officer signed out); the waiting redemptions stay. */
export async function wipeDownloads() {
  const db = await offlineDb();
  const tx = db.transaction(['distributions', 'chunks'], 'readwrite');
  await Promise.all([tx.objectStore('distributions').clear(), tx.objectStore('chunks').clear()]);
  await tx.done;
}

export async function enqueue(redemption: QueuedRedemption) {
  await (await offlineDb()).put('queue', redemption);
}

/** The organisation's redemptions made here since their download, waiting or applied. */
export async function queued(accountId: string): Promise<QueuedRedemption[]> {
  const items = await (await offlineDb()).getAllFromIndex('queue', 'byAccount', accountId);
  // Device-time order: the order the server applies them in, and the order the officer made them.
  return items.sort((a, b) => a.deviceTime.localeCompare(b.deviceTime));
}

/** The redemptions and hand-overs of `items` still waiting to sync (the others were applied). */
export const waitingOf = (items: readonly QueuedRedemption[]) => items.filter((item) => item.state === 'waiting');

/**
 * Records a sync's answers in one transaction: applied redemptions stay (as applied, their evidence dropped), the
 * ones not applied leave the queue, and what the officer must see is kept.
 */
export async function settle(applied: QueuedRedemption[], notApplied: SyncNotice[]) {
  const db = await offlineDb();
  const tx = db.transaction(['queue', 'notices'], 'readwrite');
  await Promise.all([
    ...applied.map(({ photo: _photo, signature: _signature, ...item }) =>
      tx.objectStore('queue').put({ ...item, state: 'applied' }),
    ),
    ...notApplied.map((notice) => tx.objectStore('queue').delete(notice.idempotencyKey)),
    ...notApplied.map((notice) => tx.objectStore('notices').put(notice)),
  ]);
  await tx.done;
}

export async function notices(accountId: string): Promise<SyncNotice[]> {
  const items = await (await offlineDb()).getAllFromIndex('notices', 'byAccount', accountId);
  return items.sort((a, b) => b.syncedAt.localeCompare(a.syncedAt));
}

export async function dismissNotices(accountId: string) {
  const db = await offlineDb();
  const tx = db.transaction('notices', 'readwrite');
  for (const key of await tx.store.index('byAccount').getAllKeys(accountId)) await tx.store.delete(key);
  await tx.done;
}
