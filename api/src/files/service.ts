// Files: stored whole first, described second, so a failed or refused upload leaves neither content nor row.

import type { Readable } from 'node:stream';
import { fieldError } from '@aid/common/errors';
import { fileNameProblem } from '@aid/common/files';
import { newId } from '@aid/common/ids';
import { recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import { ownOrOverseenScope } from '../auth/scope.js';
import type { Queryable } from '../db/db.js';
import { findByIds, type ListScope } from '../db/list.js';
import { FileError } from './errors.js';
import { FILE_COLUMNS, FILES, type FileRow, toFileJson } from './model.js';
import { type FileStorage, FileTooLargeError } from './storage.js';

export type FilesConfig = { storage: FileStorage; maxBytes: number };

/** A file is its uploader's; members who oversee users see everyone's (as for jobs and the activity log). */
export function fileScope(auth: AuthContext, mineOnly = false): ListScope {
  return ownOrOverseenScope(auth, 'created_by', mineOnly);
}

export type Upload = { fileName: string; contentType: string; declaredBytes: number | undefined; content: Readable };

export function checkFileName(name: string | undefined): string {
  const problem =
    name === undefined ? 'is required (header x-file-name, URI-encoded, or ?name=)' : fileNameProblem(name);
  if (problem || name === undefined) {
    throw new FileError('VALIDATION_FAILED', `fileName ${problem}`, [
      fieldError('fileName', 'INVALID_VALUE', undefined, problem),
    ]);
  }
  return name.trim();
}

/** What a domain that keeps its own files (profile images, logos) adds to an upload. */
export type UploadOptions = {
  /** A limit below the configured one. */
  maxBytes?: number;
  /** The content type to record, known once the content is stored (e.g. from its first bytes): over the declared. */
  contentType?: () => string;
  /** Runs in the transaction that records the file, so whatever points at it commits with it, or nothing does. */
  onStored?: (tx: Queryable, file: FileRow) => Promise<void>;
};

export async function uploadFile(auth: AuthContext, files: FilesConfig, upload: Upload, options: UploadOptions = {}) {
  const maxBytes = Math.min(options.maxBytes ?? files.maxBytes, files.maxBytes);
  if (upload.declaredBytes !== undefined && upload.declaredBytes > maxBytes) {
    throw FileError.tooLarge(maxBytes);
  }
  const fileId = newId('file');
  let stored: { sizeBytes: number; sha256: string };
  try {
    stored = await files.storage.write(auth.accountId, fileId, upload.content, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw FileError.tooLarge(maxBytes);
    throw error;
  }
  try {
    const actor = actorOf(auth);
    const contentType = options.contentType?.() ?? upload.contentType;
    const row = await auth.run(async (tx) => {
      const [inserted] = await tx.query<FileRow>(
        `INSERT INTO files (file_id, account_id, file_name, content_type, size_bytes, sha256, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${FILE_COLUMNS}`,
        [fileId, auth.accountId, upload.fileName, contentType, stored.sizeBytes, stored.sha256, actor.userId],
      );
      if (!inserted) throw new Error('the file row was not written');
      await recordActivity(tx, {
        ...actor,
        action: 'CREATE',
        objectType: 'FILE',
        objectId: fileId,
        changes: { fileName: { from: null, to: upload.fileName }, sizeBytes: { from: null, to: stored.sizeBytes } },
      });
      await options.onStored?.(tx, inserted);
      return inserted;
    });
    if (!row) throw new Error('the file row was not written');
    return toFileJson(row);
  } catch (error) {
    await files.storage.remove(auth.accountId, fileId);
    throw error;
  }
}

export async function findFile(auth: AuthContext, id: string): Promise<FileRow> {
  const [row] = await auth.run((tx) => findByIds<FileRow>(tx, FILES, fileScope(auth), [id]));
  if (!row) throw FileError.notFound();
  return row;
}
