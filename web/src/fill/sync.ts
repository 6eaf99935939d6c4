// The sync of the forms waiting on the device (queue.ts): loaded only when something waits, and only online. Each
// form's images are uploaded first and the fileIds sealed back into its record (a later sync does not send them
// again); then the forms go in batches of BATCH_SIZE per link and access code (POST …/submissions/batch). Per form:
// CREATED or REPLAYED leaves the queue; REFUSED stays with the server's reason, never sent again. No answer, a 5xx or
// a 429: it and everything after it wait for the next sync.
import type { Fetch } from './api.js';
import { type Queued, type QueueRecord, type Refusal, records } from './queue.js';
import { type BatchResult, sendBatch, uploadImages } from './send.js';
import type { FillVault } from './vault.js';

/** The batch route takes up to 100; 50 keeps one request small on a slow link. */
export const BATCH_SIZE = 50;

export type FlushResult = { sent: number; waiting: number; refused: Refusal[] };

let flushing: Promise<FlushResult> | undefined;

/** Sends every waiting form once, oldest first; one flush at a time. */
export function flushQueue(
  vault: FillVault,
  fetcher: Fetch = fetch,
  storage: Storage = localStorage,
): Promise<FlushResult> {
  flushing ??= flush(vault, fetcher, storage).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

type Open = { key: string; record: QueueRecord; item: Queued };

async function flush(vault: FillVault, fetcher: Fetch, storage: Storage): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, waiting: 0, refused: [] };
  const refuse = (open: Open, message: string) => {
    storage.setItem(open.key, JSON.stringify({ ...open.record, refused: message }));
    result.refused.push({ idempotencyKey: open.item.body.idempotencyKey, message });
  };
  let stop = false;
  const ready: Open[] = [];
  for (const [key, record] of records(storage)) {
    if (record.refused !== undefined) continue;
    if (stop) {
      result.waiting += 1;
      continue;
    }
    let item: Queued;
    try {
      item = await vault.open<Queued>(record);
    } catch {
      // Sealed under a key this device no longer has (its site data was partly cleared): nobody can ever read it.
      storage.removeItem(key);
      continue;
    }
    const prepared = await uploadImages(item.token, item.body, fetcher);
    const open = { key, record, item: { token: item.token, body: prepared.body } };
    const answers = prepared.body.answers;
    if (Object.entries(item.body.answers).some(([name, value]) => answers[name] !== value)) {
      // The fileIds got so far, sealed in: a later sync sends only the images still missing.
      open.record = { ...record, ...(await vault.seal(open.item)) };
      storage.setItem(key, JSON.stringify(open.record));
    }
    if (prepared.kind === 'ready') ready.push(open);
    else if (prepared.kind === 'waiting') {
      result.waiting += 1;
      stop = true;
    } else if (prepared.kind === 'forbidden') refuse(open, 'access code missing or wrong');
    else refuse(open, prepared.field ? `${prepared.field}: ${prepared.message}` : prepared.message);
  }
  for (const batch of batches(ready)) {
    if (stop) {
      result.waiting += batch.length;
      continue;
    }
    const [first] = batch;
    const submissions = batch.map(({ item: { body } }) => {
      const { accessCode: _code, ...rest } = body;
      return rest;
    });
    const outcome = await sendBatch(first?.item.token ?? '', first?.item.body.accessCode, submissions, fetcher);
    if (outcome.kind === 'unreachable' || outcome.kind === 'rateLimited') {
      // Still offline or asked to wait: the rest would meet the same, so they wait for the next flush.
      result.waiting += batch.length;
      stop = true;
      continue;
    }
    const byKey = new Map(outcome.kind === 'results' ? outcome.results.map((r) => [r.idempotencyKey, r]) : []);
    for (const open of batch) {
      const answer = byKey.get(open.item.body.idempotencyKey);
      if (outcome.kind === 'refused') refuse(open, wholeRefusal(outcome.status, outcome.message));
      else if (!answer) result.waiting += 1;
      else if (answer.outcome === 'REFUSED') refuse(open, refusalText(answer));
      else {
        storage.removeItem(open.key);
        result.sent += 1;
      }
    }
  }
  return result;
}

/** The ready forms grouped by link and access code (one batch carries one of each), at most BATCH_SIZE a batch. */
function batches(ready: readonly Open[]): Open[][] {
  const groups = new Map<string, Open[]>();
  for (const open of ready) {
    const group = JSON.stringify([open.item.token, open.item.body.accessCode ?? null]);
    groups.set(group, [...(groups.get(group) ?? []), open]);
  }
  return [...groups.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / BATCH_SIZE) }, (_, i) =>
      group.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE),
    ),
  );
}

function wholeRefusal(status: number, message: string): string {
  if (status === 403) return 'access code missing or wrong';
  if (status === 404) return 'the form is closed or no longer published';
  return message;
}

function refusalText(result: BatchResult): string {
  const error = result.error;
  if (!error) return 'refused';
  if (error.reason === 'IDEMPOTENCY_KEY_REUSED') return 'sent before with other answers';
  if (error.code === 'FORBIDDEN') return 'access code missing or wrong';
  const fields = (error.fieldErrors ?? []).map((e) => `${e.field}: ${e.message ?? e.code}`).join('; ');
  return fields || error.message;
}
