// Filled forms waiting on the device: sealed (vault.ts) in localStorage, one record per idempotency key, photos and
// signatures inside as image bytes until they are uploaded. The sync itself is sync.ts, loaded when something waits
// (the page's first load stays light). A sync (when the browser says it is online, or the page
// opens) uploads each form's images first, sealing the fileIds it got back into the record (a retry does not send
// them twice), then sends the forms in batches of 50 per link (POST …/submissions/batch), each with the key it was made
// with so a retry never makes a second person. Per form: CREATED or REPLAYED (an earlier try got through but its
// answer was lost) is sent and leaves the queue; REFUSED stays on the device with the server's reason, shown until the
// person removes it, never dropped silently and never sent again. No answer, a 5xx or a 429: everything waits.
import type { SubmissionBody } from './api.js';
import type { FillVault, SealedText } from './vault.js';

const PREFIX = 'aid-fill-queue:';

export type Queued = { token: string; body: SubmissionBody };
export type QueueRecord = SealedText & { token: string; savedAt: string; refused?: string };

export type Refusal = { idempotencyKey: string; message: string };

/** Seals a filled form on the device; throws when the storage is full (the page says so). */
export async function enqueue(vault: FillVault, item: Queued, storage: Storage = localStorage): Promise<void> {
  const sealed = await vault.seal(item);
  const record: QueueRecord = { ...sealed, token: item.token, savedAt: new Date().toISOString() };
  storage.setItem(PREFIX + item.body.idempotencyKey, JSON.stringify(record));
}

/** The waiting forms as sealed on the device, oldest first (refused ones included). */
export function records(storage: Storage, token?: string): [string, QueueRecord][] {
  const found: [string, QueueRecord][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const record = JSON.parse(storage.getItem(key) ?? '') as QueueRecord;
      if (!token || record.token === token) found.push([key, record]);
    } catch {
      // Not a record this page wrote: nothing to send.
    }
  }
  return found.sort((a, b) => a[1].savedAt.localeCompare(b[1].savedAt));
}

/** How many filled forms wait to be sent from this device (for `token` only when given); refused ones do not. */
export function waitingCount(storage: Storage = localStorage, token?: string): number {
  return records(storage, token).filter(([, record]) => record.refused === undefined).length;
}

/** The forms the server refused, kept on the device until the person removes them. */
export function refusedForms(storage: Storage = localStorage, token?: string): Refusal[] {
  return records(storage, token).flatMap(([key, record]) =>
    record.refused === undefined ? [] : [{ idempotencyKey: key.slice(PREFIX.length), message: record.refused }],
  );
}

export function discardRefused(idempotencyKey: string, storage: Storage = localStorage): void {
  storage.removeItem(PREFIX + idempotencyKey);
}
