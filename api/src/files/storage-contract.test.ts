// One contract for every FileStorage: the local folder and S3 (against s3rver, a local S3-protocol server) must
// behave alike, so the API cannot tell which one it has.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server } from '../testing/s3-server.js';
import { s3FileStorage } from './s3-storage.js';
import { type FileStorage, FileTooLargeError, localFileStorage } from './storage.js';

const MIB = 1024 * 1024;

type Subject = {
  storage: FileStorage;
  /** Every name stored under the organisation, finished or not (a local `.part`, an S3 key). */
  stored(accountId: string): Promise<string[]>;
  close(): Promise<void>;
};

async function localSubject(): Promise<Subject> {
  const root = await mkdtemp(join(tmpdir(), 'aid-storage-contract-'));
  return {
    storage: localFileStorage(root),
    stored: (accountId) => readdir(join(root, accountId)).catch(() => []),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  // A prefix, so the contract also holds where keys do not start at the bucket's root.
  const server = await startTestS3Server('contract-files', 'tenant-files/');
  const storage = s3FileStorage(server.config);
  return {
    storage,
    stored: (accountId) => server.list(`${accountId}/`),
    async close() {
      storage.close();
      await server.close();
    },
  };
}

/** `bytes` of content unique to `seed`, made 64 KiB at a time: nothing holds the whole of it. */
function content(bytes: number, seed: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      const size = Math.min(64 * 1024, bytes - sent);
      const chunk = Buffer.alloc(size);
      for (let i = 0; i < size; i++) chunk[i] = (Math.imul(sent + i, 2654435761) + seed) >>> 24;
      sent += size;
      this.push(chunk);
    },
  });
}

async function digest(stream: Readable): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    sizeBytes += chunk.length;
  }
  return { sizeBytes, sha256: hash.digest('hex') };
}

/** A source that sends `first` bytes, then waits for release() before sending `rest` more. */
function paused(first: number, rest: number) {
  const head = content(first, 1);
  const tail = content(rest, 2);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  async function* chunks() {
    yield* head;
    await released;
    yield* tail;
  }
  return { stream: Readable.from(chunks()), release };
}

const subjects: [string, () => Promise<Subject>][] = [
  ['local folder', localSubject],
  ['S3 (s3rver)', s3Subject],
];

describe.each(subjects)('file storage: %s', (_name, open) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());

  it('gives back what it stored, streamed, with its size and sha256 (one part, many parts, empty)', async () => {
    for (const [fileId, bytes] of [
      ['multi_part', 12 * MIB + 123],
      ['one_part', 300_000],
      ['empty', 0],
    ] as const) {
      const expected = await digest(content(bytes, bytes));
      expect(await storage.write('acc-round', fileId, content(bytes, bytes), 16 * MIB)).toEqual(expected);
      expect(await digest(await storage.read('acc-round', fileId))).toEqual(expected);
    }
    expect((await subject.stored('acc-round')).sort()).toEqual(['empty', 'multi_part', 'one_part']);
  });

  it('shows nothing under the id until the content is whole', async () => {
    const source = paused(6 * MIB, MIB);
    const writing = storage.write('acc-partial', 'slow', source.stream, 16 * MIB);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(storage.read('acc-partial', 'slow')).rejects.toThrow();
    source.release();
    const stored = await writing;
    expect(stored.sizeBytes).toBe(7 * MIB);
    expect(await digest(await storage.read('acc-partial', 'slow'))).toEqual(stored);
  });

  it('refuses content past the limit with FileTooLargeError and keeps nothing of it', async () => {
    for (const [fileId, bytes, maxBytes] of [
      ['big_multi', 12 * MIB, 7 * MIB],
      ['big_small', 5000, 4999],
    ] as const) {
      const refused = storage.write('acc-limit', fileId, content(bytes, 3), maxBytes);
      await expect(refused).rejects.toBeInstanceOf(FileTooLargeError);
      await expect(refused).rejects.toMatchObject({ maxBytes });
      await expect(storage.read('acc-limit', fileId)).rejects.toThrow();
    }
    // Exactly the limit is allowed.
    expect((await storage.write('acc-limit', 'just_fits', content(4999, 3), 4999)).sizeBytes).toBe(4999);
    expect(await subject.stored('acc-limit')).toEqual(['just_fits']);
  });

  it('keeps nothing of content whose source fails midway', async () => {
    async function* broken() {
      yield* content(6 * MIB, 4);
      throw new Error('the client went away');
    }
    await expect(storage.write('acc-broken', 'cut', Readable.from(broken()), 16 * MIB)).rejects.toThrow(
      'the client went away',
    );
    await expect(storage.read('acc-broken', 'cut')).rejects.toThrow();
    expect(await subject.stored('acc-broken')).toEqual([]);
  });

  it('throws when asked for a file it does not have', async () => {
    await expect(storage.read('acc-missing', 'never_written')).rejects.toThrow();
  });

  it('removes a file, and removing a missing one is not an error', async () => {
    await storage.write('acc-remove', 'gone', content(1000, 5), MIB);
    await storage.remove('acc-remove', 'gone');
    await expect(storage.read('acc-remove', 'gone')).rejects.toThrow();
    await storage.remove('acc-remove', 'gone');
    expect(await subject.stored('acc-remove')).toEqual([]);
  });

  it('keeps organisations apart: the same file id elsewhere is another file', async () => {
    const mine = await storage.write('acc-a', 'shared_id', content(2000, 6), MIB);
    await expect(storage.read('acc-b', 'shared_id')).rejects.toThrow();
    await storage.remove('acc-b', 'shared_id');
    expect(await digest(await storage.read('acc-a', 'shared_id'))).toEqual(mine);
    const theirs = await storage.write('acc-b', 'shared_id', content(3000, 7), MIB);
    expect(theirs.sha256).not.toBe(mine.sha256);
    expect(await digest(await storage.read('acc-a', 'shared_id'))).toEqual(mine);
    expect(await digest(await storage.read('acc-b', 'shared_id'))).toEqual(theirs);
  });

  it('refuses ids that could name another place', async () => {
    await expect(storage.write('../acc-a', 'x', content(10, 8), MIB)).rejects.toThrow('not an id');
    await expect(storage.read('acc-a', '../acc-b/shared_id')).rejects.toThrow('not an id');
    await expect(storage.remove('acc-a/x', 'shared_id')).rejects.toThrow('not an id');
  });

  it('stores concurrent writes side by side, each whole', async () => {
    const sizes = [6 * MIB, 3 * MIB, MIB + 17, 5 * MIB + 1, 200_000, 0];
    const written = await Promise.all(
      sizes.map((bytes, i) => storage.write('acc-many', `file_${i}`, content(bytes, 100 + i), 8 * MIB)),
    );
    for (const [i, bytes] of sizes.entries()) {
      expect(written[i]).toEqual(await digest(content(bytes, 100 + i)));
      expect(await digest(await storage.read('acc-many', `file_${i}`))).toEqual(written[i]);
    }
    expect(await subject.stored('acc-many')).toHaveLength(sizes.length);
  });
});
