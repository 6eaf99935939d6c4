// The scanner's offline side as one hook: whether there is a network, what was downloaded, what waits to sync and
// what the last syncs left for the officer to see; syncing starts by itself when the network comes back.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSession } from '../../auth/SessionContext.js';
import { downloadDistribution, loadDownloads } from './download.js';
import {
  buildIndex,
  collectedOnDevice,
  deviceToday,
  lookUpOffline,
  type OfflineIndex,
  type OfflineScan,
  redeemedOnDevice,
} from './lookup.js';
import { keepOfflineStore, offlineStorePersistence, type Persistence } from './persist.js';
import {
  dismissNotices,
  enqueue,
  type HandedItem,
  type QueuedRedemption,
  queued,
  removeDistribution,
  type SyncNotice,
  notices as storedNotices,
  waitingOf,
} from './store.js';
import { lastSyncAt, type SyncSummary, syncQueue } from './sync.js';
import { sessionVault } from './vault.js';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Evidence taken offline: the files themselves, uploaded at sync. */
export type LocalEvidence = { photo?: Blob; signature?: Blob };

export type OfflineScanner = ReturnType<typeof useOffline>;

export function useOffline() {
  const client = useApolloClient();
  const session = useSession();
  const accountId = session.accountId() ?? '';
  const online = useOnline();
  const [index, setIndex] = useState<OfflineIndex>(() => buildIndex(accountId, [], []));
  const [items, setItems] = useState<QueuedRedemption[]>([]);
  const [notices, setNotices] = useState<SyncNotice[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [downloading, setDownloading] = useState<{ distributionId: string; vouchers: number } | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [lastSync, setLastSync] = useState<SyncSummary | null>(null);
  const [lastSyncedAt, setLastSyncedAt] = useState<string | null>(() => lastSyncAt(accountId));
  const [failure, setFailure] = useState<{ kind: 'storage' | 'download'; message: string } | null>(null);
  const [persistence, setPersistence] = useState<Persistence | null>(null);

  const reload = useCallback(async () => {
    const [nextIndex, nextItems, nextNotices] = await Promise.all([
      loadDownloads(accountId),
      queued(accountId),
      storedNotices(accountId),
    ]);
    setIndex(nextIndex);
    setItems(nextItems);
    setNotices(nextNotices);
    setLoaded(true);
  }, [accountId]);

  const reloadQueue = useCallback(async () => {
    const [nextItems, nextNotices] = await Promise.all([queued(accountId), storedNotices(accountId)]);
    setItems(nextItems);
    setNotices(nextNotices);
  }, [accountId]);

  useEffect(() => {
    reload().catch((error: unknown) => setFailure({ kind: 'storage', message: messageOf(error) }));
    setLastSyncedAt(lastSyncAt(accountId));
  }, [reload, accountId]);

  // What earlier downloads have: only asked for (below) when the officer downloads, never on opening the page.
  useEffect(() => {
    let current = true;
    void offlineStorePersistence().then((answer) => current && setPersistence((known) => known ?? answer));
    return () => {
      current = false;
    };
  }, []);

  const syncNow = useCallback(async () => {
    if (!accountId) return;
    setSyncing(true);
    try {
      setLastSync(await syncQueue(client, session, accountId));
      setLastSyncedAt(lastSyncAt(accountId));
      await reloadQueue();
    } finally {
      setSyncing(false);
    }
  }, [client, session, accountId, reloadQueue]);

  const waiting = useMemo(() => waitingOf(items), [items]);
  const hasWaiting = waiting.length > 0;
  // The network came back (or the page opened online) with redemptions or hand-overs waiting: send them now.
  useEffect(() => {
    if (online && loaded && hasWaiting) void syncNow();
  }, [online, loaded, hasWaiting, syncNow]);

  const download = useCallback(
    async (distributionId: string) => {
      setFailure(null);
      // Asked in the click itself (Firefox asks the officer, and only during a user's gesture), never waited for: the
      // download goes ahead whatever the answer.
      void keepOfflineStore().then(setPersistence);
      setDownloading({ distributionId, vouchers: 0 });
      try {
        await downloadDistribution(client, distributionId, (vouchers) => setDownloading({ distributionId, vouchers }));
        await reload();
      } catch (error) {
        setFailure({ kind: 'download', message: messageOf(error) });
      } finally {
        setDownloading(null);
      }
    },
    [client, reload],
  );

  const remove = useCallback(
    async (distributionId: string) => {
      await removeDistribution(distributionId);
      await reload();
    },
    [reload],
  );

  const lookUp = useCallback(
    (input: { qr?: string; code?: string }) =>
      lookUpOffline(index, input, redeemedOnDevice(items), deviceToday(), collectedOnDevice(items)),
    [index, items],
  );

  /** Queues what was done offline, its evidence sealed; what is left on the device goes down at once. */
  const queueWaiting = useCallback(
    async (voucher: OfflineScan, what: { amount: number; items?: HandedItem[] }, evidence: LocalEvidence) => {
      const vault = await sessionVault();
      const seal = async (blob: Blob | undefined) =>
        blob ? { ...(await vault.sealBytes(await blob.arrayBuffer())), type: blob.type } : undefined;
      await enqueue({
        state: 'waiting',
        idempotencyKey: crypto.randomUUID(),
        accountId,
        voucherId: voucher.voucherId,
        distributionId: voucher.distributionId,
        code: voucher.code,
        amount: what.amount,
        currency: voucher.currency,
        ...(what.items ? { items: what.items } : {}),
        deviceTime: new Date().toISOString(),
        photo: await seal(evidence.photo),
        signature: await seal(evidence.signature),
      });
      await reloadQueue();
    },
    [accountId, reloadQueue],
  );

  /** Queues an offline redemption. */
  const redeem = useCallback(
    (voucher: OfflineScan, amount: number, evidence: LocalEvidence) => queueWaiting(voucher, { amount }, evidence),
    [queueWaiting],
  );

  /** Queues an offline hand-over of in-kind items (amount 0: an in-kind family has no value). */
  const handOver = useCallback(
    (family: OfflineScan, handed: HandedItem[], evidence: LocalEvidence) =>
      queueWaiting(family, { amount: 0, items: handed }, evidence),
    [queueWaiting],
  );

  /**
   * An online redemption (or in-kind hand-over) of a downloaded voucher: counted on the device too, so what the
   * device shows as left offline stays true.
   */
  const recordOnline = useCallback(
    async (voucherId: string, amount: number, idempotencyKey: string, handed?: readonly HandedItem[]) => {
      const voucher = index.vouchers.get(voucherId);
      if (!voucher) return;
      await enqueue({
        state: 'applied',
        idempotencyKey,
        accountId,
        voucherId,
        distributionId: voucher.distributionId,
        code: voucher.code,
        amount,
        currency: voucher.currency,
        ...(handed ? { items: handed.map(({ name, quantity }) => ({ name, quantity })) } : {}),
        deviceTime: new Date().toISOString(),
      });
      await reloadQueue();
    },
    [accountId, index, reloadQueue],
  );

  const dismiss = useCallback(async () => {
    await dismissNotices(accountId);
    await reloadQueue();
  }, [accountId, reloadQueue]);

  return {
    online,
    loaded,
    downloads: [...index.distributions.values()],
    hasDownloads: index.distributions.size > 0,
    waiting,
    notices,
    downloading,
    syncing,
    lastSync,
    /** When this device last synced through (ISO), null when never. */
    lastSyncedAt,
    failure,
    /** Whether the browser keeps the downloads when space runs short; null until known. */
    persistence,
    download,
    remove,
    lookUp,
    redeem,
    handOver,
    recordOnline,
    syncNow,
    dismiss,
  };
}
