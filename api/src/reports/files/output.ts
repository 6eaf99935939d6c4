// Writing a report file into storage as it is made: the writer fills a stream the storage reads, so nothing but the
// pages in progress sits in memory. A writer that fails (a cancel seen between tables) breaks the stream off, and the
// storage then keeps nothing of it (FileStorage.write removes what it wrote).
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type { FileStorage, StoredContent } from '../../files/storage.js';

/** Called after each table is written (its index): where progress is recorded and a cancel stops the writer. */
export type AfterTable = (index: number) => Promise<void>;

/** Writes `chunk`, waiting while the reader is behind; rejects when the stream fails meanwhile. */
export async function writeChunk(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export async function storeAsWritten(
  storage: FileStorage,
  target: { accountId: string; fileId: string; maxBytes: number },
  write: (out: Writable) => Promise<void>,
): Promise<StoredContent> {
  const out = new PassThrough();
  // The storage's pipeline reports a failure; this listener only keeps one raised before it is attached from
  // becoming an uncaught error.
  out.on('error', () => undefined);
  const storing = storage.write(target.accountId, target.fileId, out, target.maxBytes);
  // A refusal of the storage (too large) ends a writer waiting for the reader: its next write or wait fails.
  storing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  const writing = write(out).catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  // The writer's own failure (a cancel) is the one to report, not the broken stream it leaves the storage.
  const [written, stored] = await Promise.allSettled([writing, storing]);
  if (written.status === 'rejected') throw written.reason;
  if (stored.status === 'rejected') throw stored.reason;
  return stored.value;
}
