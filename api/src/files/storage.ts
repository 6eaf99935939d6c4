// Where uploaded content lives, behind one small interface so object storage (S3 and the like) can replace the
// local folder: write a stream with a size limit, read it back as a stream, remove it. Nothing is held in memory.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { idProblem } from '@aid/common/ids';

export type StoredContent = { sizeBytes: number; sha256: string };

export type FileStorage = {
  /** Streams `content` into the organisation's file `fileId`; past `maxBytes` it stops, removes what it wrote and
   *  throws FileTooLargeError. Nothing is visible under `fileId` until the whole content is stored. */
  write(accountId: string, fileId: string, content: Readable, maxBytes: number): Promise<StoredContent>;
  /** The stored content; throws when there is none. */
  read(accountId: string, fileId: string): Promise<Readable>;
  remove(accountId: string, fileId: string): Promise<void>;
};

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

/** Counts and hashes what passes, and fails the stream as soon as it exceeds `maxBytes`. */
export function meter(maxBytes: number): Transform & { result(): StoredContent } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new FileTooLargeError(maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(transform, { result: () => ({ sizeBytes: size, sha256: hash.digest('hex') }) });
}

/** Files under `<root>/<accountId>/<fileId>`: one folder per organisation. */
export function localFileStorage(root: string): FileStorage {
  // Ids are checked again here, because they become paths: only letters, digits, "-" and "_" ever reach join().
  const path = (accountId: string, fileId: string) => {
    if (idProblem(accountId) || idProblem(fileId)) throw new Error('not an id');
    return { dir: join(root, accountId), file: join(root, accountId, fileId) };
  };
  return {
    async write(accountId, fileId, content, maxBytes) {
      const { dir, file } = path(accountId, fileId);
      await mkdir(dir, { recursive: true });
      const partial = `${file}.part`;
      const counter = meter(maxBytes);
      const sink = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(content, counter, sink);
      } catch (error) {
        // Content refused at its first bytes fails the pipeline while the file may still be opening; the stream then
        // creates it and closes it. Removing it before that close would leave a stray `.part` behind.
        if (!sink.closed) await once(sink, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, file);
      return counter.result();
    },
    async read(accountId, fileId) {
      const { file } = path(accountId, fileId);
      await stat(file);
      return createReadStream(file);
    },
    async remove(accountId, fileId) {
      await rm(path(accountId, fileId).file, { force: true });
    },
  };
}
