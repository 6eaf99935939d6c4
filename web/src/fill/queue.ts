// Filled forms waiting on the device: sealed (vault.ts) in localStorage, one record per idempotency key, sent again
// when the browser says it is online or the page opens, each with the key it was made with so a retry never makes a
// second person. A 200 (the server had it already: an earlier try got through but its answer was lost) counts as
// sent. A refusal that trying again cannot change (422, 403, 409, 404) takes it out of the queue and is reported.
import { type Fetch, type SubmissionBody, sendSubmission } from './api.js';
import type { FillVault, SealedText } from './vault.js';

const PREFIX = 'aid-fill-queue:';

export type Queued = { token: string; body: SubmissionBody };
type Record = SealedText & { token: string; savedAt: string };

export type FlushResult = { sent: number; waiting: number; refused: { idempotencyKey: string; message: string }[] };

export async function enqueue(vault: FillVault, item: Queued, storage: Storage = localStorage): Promise<void> {
  const sealed = await vault.seal(item);
  const record: Record = { ...sealed, token: item.token, savedAt: new Date().toISOString() };
  storage.setItem(PREFIX + item.body.idempotencyKey, JSON.stringify(record));
}

function queuedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** How many filled forms wait on this device (for `token` only when given). */
export function waitingCount(storage: Storage = localStorage, token?: string): number {
  return queuedKeys(storage).filter((key) => {
    if (!token) return true;
    try {
      return (JSON.parse(storage.getItem(key) ?? '{}') as Partial<Record>).token === token;
    } catch {
      return false;
    }
  }).length;
}

/** The waiting forms as sealed on the device, oldest first. */
function records(storage: Storage): [string, Record][] {
  const found: [string, Record][] = [];
  for (const key of queuedKeys(storage)) {
    try {
      found.push([key, JSON.parse(storage.getItem(key) ?? '') as Record]);
    } catch {
      storage.removeItem(key);
    }
  }
  return found.sort((a, b) => a[1].savedAt.localeCompare(b[1].savedAt));
}

let flushing: Promise<FlushResult> | undefined;

/** Sends every waiting form once, in the order they were filled; one flush at a time. */
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

async function flush(vault: FillVault, fetcher: Fetch, storage: Storage): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, waiting: 0, refused: [] };
  let stop = false;
  for (const [key, record] of records(storage)) {
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
    const outcome = await sendSubmission(item.token, item.body, fetcher);
    if (outcome.kind === 'sent') {
      storage.removeItem(key);
      result.sent += 1;
    } else if (outcome.kind === 'unreachable' || outcome.kind === 'rateLimited') {
      // Still offline or asked to wait: the rest would meet the same, so they wait for the next flush.
      result.waiting += 1;
      stop = true;
    } else {
      storage.removeItem(key);
      result.refused.push({ idempotencyKey: item.body.idempotencyKey, message: refusalText(outcome) });
    }
  }
  return result;
}

function refusalText(
  outcome: Exclude<Awaited<ReturnType<typeof sendSubmission>>, { kind: 'sent' | 'unreachable' | 'rateLimited' }>,
) {
  switch (outcome.kind) {
    case 'invalid':
      return outcome.fieldErrors.map((e) => `${e.field}: ${e.message ?? e.code}`).join('; ') || outcome.message;
    case 'forbidden':
      return 'access code missing or wrong';
    case 'closed':
      return 'the form is closed';
    case 'reused':
      return 'sent before with other answers';
    case 'refused':
      return outcome.message;
  }
}
