// Sends what this device did offline, oldest first, in batches the API takes: redemptions with syncRedemptions,
// in-kind hand-overs with syncCollections. One leaves the queue only once the server answered for it: applied (or
// already applied: a retried sync never counts twice), or kept as a conflict or refused, which the officer is then
// shown. A network failure keeps everything queued for the next attempt.
import { SCANNING_LIMITS } from '@aid/common/scanning';
import type { ApolloClient } from '@apollo/client';
import type { Session } from '../../auth/session.js';
import type { SyncRedemptionsMutation } from '../../generated/graphql.js';
import { uploadFile } from '../../http/upload.js';
import type { MessageWords } from '../../i18n/fieldErrors.js';
import { SyncCollectionsDocument, SyncRedemptionsDocument } from './documents.js';
import { type QueuedRedemption, queued, type SyncNotice, settle, waitingOf } from './store.js';
import { currentVault, type Sealed } from './vault.js';

export type SyncSummary = {
  applied: number;
  conflicts: number;
  refused: number;
  waiting: number;
  /** Why the sync stopped, in English (logs, tests). */
  error?: string;
  /** What stopped it, for the panel to word in the user's language: a request's error, or a SyncRefused. */
  failure?: unknown;
};

/**
 * The server refused a whole batch: its message (English, may be absent) and its words (the key the panel words in
 * the user's language). The panel tells it by `name` rather than by class, so it need not import this module.
 */
export class SyncRefused extends Error {
  readonly words: MessageWords | null;
  constructor(message: string | null | undefined, words: MessageWords | null | undefined) {
    super(message ?? '');
    this.name = 'SyncRefused';
    this.words = words ?? null;
  }
}

const DEVICE_KEY = 'aid-device-id';

/** This device's identifier, made once and kept: the API records which device each offline redemption came from. */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_KEY);
  if (!id) {
    id = `web-${crypto.randomUUID()}`;
    storage.setItem(DEVICE_KEY, id);
  }
  return id;
}

const LAST_SYNC_KEY = 'aid-last-sync';

/**
 * When this device last synced the organisation's queue through to the end (ISO), null when never: the panel marks
 * it once older than a day (spec §5/§9), since offline work that old may be stale on the server's side.
 */
export function lastSyncAt(accountId: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(`${LAST_SYNC_KEY}:${accountId}`);
  } catch {
    return null;
  }
}

function recordSync(accountId: string, at: string, storage: Storage = localStorage) {
  try {
    storage.setItem(`${LAST_SYNC_KEY}:${accountId}`, at);
  } catch {
    // Storage refused (private mode, full): the time is only shown, the sync itself went through.
  }
}

/**
 * The photo or signature taken with a redemption, uploaded now. Unreadable evidence (its key left with an earlier
 * session) or evidence the API refuses is not a reason to hold the redemption back: it syncs without it, as the API
 * allows for offline redemptions.
 */
async function uploadEvidence(session: Session, sealed: (Sealed & { type: string }) | undefined, name: string) {
  if (!sealed) return undefined;
  const vault = await currentVault();
  let bytes: ArrayBuffer;
  try {
    if (!vault) return undefined;
    bytes = await vault.openBytes(sealed);
  } catch {
    return undefined;
  }
  const stored = await uploadFile(session, new File([bytes], name, { type: sealed.type }));
  return stored.ok ? stored.body.fileId : undefined;
}

/** The photo and signature taken with a queued item, uploaded now (see uploadEvidence). */
async function evidenceOf(session: Session, item: QueuedRedemption) {
  return {
    photoFileId: await uploadEvidence(session, item.photo, 'photo'),
    signatureFileId: await uploadEvidence(session, item.signature, 'signature.png'),
  };
}

/** Both syncs answer with the same SyncItemResult selection. */
type ItemResult = NonNullable<SyncRedemptionsMutation['syncRedemptions']['results']>[number];

/** One batch sent: the server's answer for each item, in order. */
type Send = (batch: QueuedRedemption[]) => Promise<readonly ItemResult[]>;

/** The batch as the API takes it: each item's own fields, its key and time, and its evidence uploaded in turn. */
async function withEvidence<F>(session: Session, batch: QueuedRedemption[], fields: (item: QueuedRedemption) => F) {
  const items = [];
  for (const item of batch) {
    items.push({
      ...fields(item),
      idempotencyKey: item.idempotencyKey,
      deviceTime: item.deviceTime,
      ...(await evidenceOf(session, item)),
    });
  }
  return items;
}

/** The answer for each item, or the refusal of the whole batch as an error. */
function itemResults(
  result: { results?: readonly ItemResult[] | null; message?: string | null; words?: MessageWords | null } | undefined,
): readonly ItemResult[] {
  if (!result?.results) throw new SyncRefused(result?.message, result?.words);
  return result.results;
}

function redemptionsSender(client: ApolloClient, session: Session): Send {
  return async (batch) => {
    const redemptions = await withEvidence(session, batch, (item) => ({
      voucherId: item.voucherId,
      amount: item.amount,
    }));
    const { data } = await client.mutate({
      mutation: SyncRedemptionsDocument,
      variables: { input: { deviceId: deviceId(), redemptions } },
    });
    return itemResults(data?.syncRedemptions);
  };
}

function collectionsSender(client: ApolloClient, session: Session): Send {
  return async (batch) => {
    const collections = await withEvidence(session, batch, (item) => ({
      entitlementId: item.voucherId,
      items: (item.items ?? []).map(({ name, quantity }) => ({ name, quantity })),
    }));
    const { data } = await client.mutate({
      mutation: SyncCollectionsDocument,
      variables: { input: { deviceId: deviceId(), collections } },
    });
    return itemResults(data?.syncCollections);
  };
}

let running: Promise<SyncSummary> | undefined;

/**
 * Syncs the organisation's waiting redemptions and hand-overs; concurrent callers (the `online` event, the button)
 * share one run.
 */
export function syncQueue(client: ApolloClient, session: Session, accountId: string): Promise<SyncSummary> {
  running ??= run(client, session, accountId).finally(() => {
    running = undefined;
  });
  return running;
}

/** Sends `items` batch by batch, settling each batch's answers before the next is sent. */
async function sendAll(items: QueuedRedemption[], send: Send, accountId: string, summary: SyncSummary) {
  for (let start = 0; start < items.length; start += SCANNING_LIMITS.syncBatchMax) {
    const batch = items.slice(start, start + SCANNING_LIMITS.syncBatchMax);
    const results = await send(batch);
    const applied: QueuedRedemption[] = [];
    const notices: SyncNotice[] = [];
    const syncedAt = new Date().toISOString();
    results.forEach((result, i) => {
      const item = batch[i];
      if (!item || result.idempotencyKey !== item.idempotencyKey) return;
      if (result.outcome === 'APPLIED' || result.outcome === 'ALREADY_APPLIED') {
        applied.push(item);
        summary.applied++;
        return;
      }
      if (result.outcome === 'CONFLICT') summary.conflicts++;
      else summary.refused++;
      notices.push({
        idempotencyKey: item.idempotencyKey,
        accountId,
        voucherId: item.voucherId,
        code: item.code,
        amount: item.amount,
        currency: item.currency,
        ...(item.items ? { items: item.items } : {}),
        outcome: result.outcome,
        reason: result.reason ?? null,
        remainingAmount: result.remainingAmount ?? null,
        syncedAt,
      });
    });
    await settle(applied, notices);
  }
}

async function run(client: ApolloClient, session: Session, accountId: string): Promise<SyncSummary> {
  const summary: SyncSummary = { applied: 0, conflicts: 0, refused: 0, waiting: 0 };
  const items = waitingOf(await queued(accountId));
  try {
    // A voucher and an in-kind family never share a value, so the two kinds go in separate calls, each in order.
    await sendAll(
      items.filter((item) => !item.items),
      redemptionsSender(client, session),
      accountId,
      summary,
    );
    await sendAll(
      items.filter((item) => item.items),
      collectionsSender(client, session),
      accountId,
      summary,
    );
    recordSync(accountId, new Date().toISOString());
  } catch (error) {
    summary.error = (error instanceof Error ? error.message : String(error)) || 'The sync was refused';
    summary.failure = error;
  }
  summary.waiting = waitingOf(await queued(accountId)).length;
  return summary;
}
