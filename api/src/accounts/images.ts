// Profile images and organisation logos: uploaded through the files domain's streamed upload and storage, with
// two more checks (at most IMAGE_MAX_BYTES; PNG, JPEG or WebP by the content's first bytes, whatever the declared
// type), and served back inline with the type those bytes showed.

import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ACCOUNT_MESSAGES, IMAGE_MAX_BYTES, type ImageContentType } from '@aid/common/accounts';
import { fieldError } from '@aid/common/errors';
import type { Request, Response } from 'express';
import { recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { formatBytes } from '../files/errors.js';
import type { FileRow } from '../files/model.js';
import { checkFileName, type FilesConfig, uploadFile } from '../files/service.js';
import { ApiError } from '../http/errors.js';
import { json, type Response as OpenApiResponse, ref } from '../http/openapi.js';
import { header, singleQuery } from '../http/request.js';
import type { ResponseSpec, UploadSpec } from '../http/route.js';
import { AccountError } from './errors.js';

/** The first bytes of each accepted format. WebP is "RIFF", four bytes of length, then "WEBP". */
export function imageTypeOf(head: Uint8Array): ImageContentType | undefined {
  const at = (offset: number, bytes: readonly number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return undefined;
}

const notAnImage = () =>
  ApiError.invalid([
    fieldError('image', 'NOT_ONE_OF', { values: 'PNG, JPEG, WebP' }, 'must be a PNG, JPEG or WebP image'),
  ]);

/**
 * Passes the content through once its first 12 bytes show an accepted image format; fails the stream otherwise, so
 * storage keeps nothing. Holds back at most those 12 bytes. `refusal` words the error (the field a route names).
 */
export class ImageCheck extends Transform {
  #head = Buffer.alloc(0);
  #type: ImageContentType | undefined;

  readonly #refusal: () => Error;

  constructor(refusal: () => Error = notAnImage) {
    super();
    this.#refusal = refusal;
  }

  get contentType(): ImageContentType {
    if (!this.#type) throw this.#refusal();
    return this.#type;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#type) {
      callback(null, chunk);
      return;
    }
    this.#head = Buffer.concat([this.#head, chunk]);
    if (this.#head.length < 12) {
      callback();
      return;
    }
    this.#type = imageTypeOf(this.#head);
    const head = this.#head;
    this.#head = Buffer.alloc(0);
    callback(this.#type ? null : this.#refusal(), this.#type ? head : undefined);
  }

  override _flush(callback: TransformCallback): void {
    // Shorter than 12 bytes: a real PNG, JPEG or WebP never is.
    callback(this.#type ? null : this.#refusal());
  }
}

/**
 * Stores the request's body as an image of the current organisation, then runs `attach` in the transaction that
 * records the file (pointing the profile or the organisation at it).
 */
export async function receiveImage(
  auth: AuthContext,
  files: FilesConfig,
  req: Request,
  attach: (tx: Queryable, file: FileRow) => Promise<void>,
): Promise<void> {
  const check = new ImageCheck();
  // A request that breaks off fails the check, which fails the storage's pipeline: nothing is kept.
  req.on('error', (error) => check.destroy(error));
  // The check may fail before storage has opened its file and joined the pipeline; the pipeline still sees the
  // stream's error then (and the route answers it), so the event itself needs no listener of its own to crash on.
  check.on('error', () => {});
  req.pipe(check);
  const declared = header(req, 'content-length');
  await uploadFile(
    auth,
    files,
    {
      fileName: checkFileName(imageName(req)),
      contentType: 'application/octet-stream',
      declaredBytes: declared === undefined ? undefined : Number(declared),
      content: check,
    },
    { maxBytes: IMAGE_MAX_BYTES, contentType: () => check.contentType, onStored: attach },
  );
}

function imageName(req: Request): string {
  const raw = header(req, 'x-file-name');
  if (raw === undefined) return singleQuery(req, 'name') ?? 'image';
  try {
    return decodeURIComponent(raw);
  } catch {
    throw ApiError.invalid([
      fieldError('fileName', 'INVALID_VALUE', undefined, 'x-file-name is not valid URI encoding'),
    ]);
  }
}

/**
 * Removes a replaced or removed image of the current organisation: its row now (in `tx`, logged DELETE FILE), its
 * content once the change has committed (the returned function). An image kept in another organisation (a profile
 * image uploaded while working there) is left to that organisation.
 */
export async function dropImage(
  tx: Queryable,
  auth: AuthContext,
  files: FilesConfig,
  fileId: string | null,
): Promise<() => Promise<void>> {
  if (!fileId) return async () => {};
  const deleted = await tx.query<{ file_id: string }>(
    'DELETE FROM files WHERE account_id = $1 AND file_id = $2 RETURNING file_id',
    [auth.accountId, fileId],
  );
  if (deleted.length === 0) return async () => {};
  await recordActivity(tx, {
    ...actorOf(auth),
    action: 'DELETE',
    objectType: 'FILE',
    objectId: fileId,
    changes: { fileId: { from: fileId, to: null } },
  });
  return () => files.storage.remove(auth.accountId, fileId);
}

export type StoredImage = { account_id: string; file_id: string; content_type: string; size_bytes: number };

/** Sends an image inline, same-origin through the gateway, never sniffed as anything else. */
export async function sendImage(res: Response, files: FilesConfig, image: StoredImage | undefined): Promise<void> {
  if (!image) throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.noImage());
  const content = await files.storage.read(image.account_id, image.file_id);
  res.status(200);
  res.setHeader('Content-Type', image.content_type);
  res.setHeader('Content-Length', String(image.size_bytes));
  res.setHeader('Content-Disposition', 'inline');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The web asks for it by a URL that names the file, so a new image is a new URL; the old one may be cached.
  res.setHeader('Cache-Control', 'private, max-age=3600');
  await pipeline(content, res);
}

/** How the image upload routes (profile image, logo) are documented: the body is the image, streamed. */
export function imageUpload(who: string): {
  description: string;
  tags: string[];
  upload: UploadSpec;
  errors: Record<string, string | OpenApiResponse>;
} {
  return {
    description:
      `${who} The body is the image itself (PNG, JPEG or WebP, at most ${formatBytes(IMAGE_MAX_BYTES)}), streamed ` +
      'to the organisation’s file storage; the type is read from the first bytes, whatever Content-Type says. Name ' +
      'it with `x-file-name` (URI-encoded) or `?name=`. The previous picture, if any, is deleted.',
    tags: ['accounts'],
    upload: {
      contentType: ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
      description: 'The image.',
    },
    errors: {
      '413': `Larger than ${formatBytes(IMAGE_MAX_BYTES)} (code PAYLOAD_TOO_LARGE); the message states it.`,
      '422': {
        description:
          'Not a PNG, JPEG or WebP image (field `image`), or a bad file name (code VALIDATION_FAILED; fieldErrors ' +
          'name each refused field).',
        content: json(ref('ValidationError')),
      },
    },
  };
}

/** What sendImage answers. */
export const IMAGE_ANSWER: ResponseSpec = {
  description: 'The image, inline, with the type its content showed (image/png, image/jpeg or image/webp).',
  contentType: ['image/png', 'image/jpeg', 'image/webp'],
};
