// Photos and signatures through a form's public link: POST /public/forms/<token>/files takes the raw image, as the
// profile image upload does (streamed to the organisation's file storage, the type read from its first bytes), with
// no caller at all. The file is the form's organisation's, tied to the form (smart_form_uploads, migrations/0033):
// only a submission of that same form may name it, once (submit.ts checkFiles). Rate-limited per client, apart from
// submissions: a form with a photo and a signature sends three requests.
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import { SMART_FORM_MESSAGES, SMART_FORM_UPLOAD_MAX_BYTES } from '@aid/common/smart-forms';
import type { Request, Router } from 'express';
import { z } from 'zod';
import { ImageCheck } from '../../accounts/images.js';
import type { Db } from '../../db/db.js';
import { tenantRunner } from '../../db/tenant.js';
import { FileError, formatBytes } from '../../files/errors.js';
import type { FilesConfig } from '../../files/service.js';
import { FileTooLargeError } from '../../files/storage.js';
import { sharedRateLimiter } from '../../http/rate-limit.js';
import { header } from '../../http/request.js';
import { defineRoute, routerOf } from '../../http/route.js';
import { accessCodeMatches } from '../access-code.js';
import { inFormScope, limit, notFound, tokenParam } from './public.js';
import { loadSubmissionForm, SubmissionError } from './submit.js';

/** A form of a few photos, filled by a desk's families one after another behind one address. */
export const PUBLIC_UPLOADS_PER_MINUTE = 60;

export const ACCESS_CODE_HEADER = 'x-access-code';

const notAnImage = () =>
  new SubmissionError('VALIDATION_FAILED', 'file is not a JPEG, PNG or WebP image', undefined, [
    fieldError('file', 'INVALID_VALUE', undefined, 'is not a JPEG, PNG or WebP image'),
  ]);

const tooLarge = () => FileError.tooLarge(SMART_FORM_UPLOAD_MAX_BYTES);

/** The published form of `token`, its access code checked (before any byte is stored: scrypt is slow, bodies too). */
async function formFor(db: Db, token: string, accessCode: string | undefined) {
  const form = await inFormScope(db, token, async (_tx, found) => found);
  if (form?.status !== 'PUBLISHED') throw notFound();
  if (form.access_code_hash !== null) {
    const given = accessCode ?? '';
    if (given === '' || !(await accessCodeMatches(given, form.access_code_hash))) {
      throw new SubmissionError('FORBIDDEN', SMART_FORM_MESSAGES.wrongAccessCode());
    }
  }
  return form;
}

/** Stores the request's body as an image of the form's organisation, tied to the form; its file id. */
async function receive(db: Db, files: FilesConfig, req: Request, token: string): Promise<string> {
  const form = await formFor(db, token, header(req, ACCESS_CODE_HEADER));
  const declared = Number(header(req, 'content-length') ?? 0);
  if (declared > SMART_FORM_UPLOAD_MAX_BYTES) throw tooLarge();
  const check = new ImageCheck(notAnImage);
  // A request that breaks off fails the check, which fails the storage's pipeline: nothing is kept.
  req.on('error', (error) => check.destroy(error));
  check.on('error', () => {});
  req.pipe(check);
  const fileId = newId('file');
  let stored: { sizeBytes: number; sha256: string };
  try {
    stored = await files.storage.write(form.account_id, fileId, check, SMART_FORM_UPLOAD_MAX_BYTES);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge();
    throw error;
  }
  try {
    const run = tenantRunner(db, { accountId: form.account_id, userId: '' });
    await run(async (tx) => {
      // Held FOR SHARE as a submission holds it: a close waits, and nothing is tied to a form closed meanwhile.
      const current = await loadSubmissionForm(tx, form.account_id, form.smart_form_id);
      if (current?.status !== 'PUBLISHED') throw notFound();
      // created_by NULL: no user made it (migrations/0033 says why); smart_form_uploads says where it came from.
      await tx.query(
        `INSERT INTO files (file_id, account_id, file_name, content_type, size_bytes, sha256, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, NULL)`,
        [
          fileId,
          form.account_id,
          `${fileId}.${check.contentType.slice(6)}`,
          check.contentType,
          stored.sizeBytes,
          stored.sha256,
        ],
      );
      await tx.query('INSERT INTO smart_form_uploads (file_id, account_id, smart_form_id) VALUES ($1, $2, $3)', [
        fileId,
        form.account_id,
        form.smart_form_id,
      ]);
    });
  } catch (error) {
    await files.storage.remove(form.account_id, fileId);
    throw error;
  }
  return fileId;
}

export function publicSmartFormFilesRouter({
  db,
  files,
  gatewaySecret,
  uploadsPerMinute = PUBLIC_UPLOADS_PER_MINUTE,
}: {
  db: Db;
  files: FilesConfig;
  gatewaySecret: string | undefined;
  uploadsPerMinute?: number;
}): Router {
  // Counted in the database: the limit holds across every API process and gateway.
  const uploads = sharedRateLimiter(db, 'public-form-uploads', uploadsPerMinute);
  return routerOf({}, [
    defineRoute({
      method: 'post',
      path: '/public/forms/:token/files',
      operationId: 'uploadPublicSmartFormFile',
      summary: "A photo or signature for a submission through the form's public link",
      description:
        'No authentication. The body is the image itself (JPEG, PNG or WebP, at most ' +
        `${formatBytes(SMART_FORM_UPLOAD_MAX_BYTES)}), streamed to the organisation's file storage; the type is read ` +
        'from its first bytes, whatever Content-Type says. When the form has an access code, send it in the header ' +
        '`x-access-code`. The answer is the fileId to put in the PHOTO or SIGNATURE answer of a submission of this ' +
        `same form; one submission only may name it. At most ${PUBLIC_UPLOADS_PER_MINUTE} uploads per client and minute.`,
      tags: ['smart-forms'],
      caller: 'public',
      params: tokenParam,
      parameters: [{ name: ACCESS_CODE_HEADER, in: 'header', required: false, schema: { type: 'string' } }],
      upload: { contentType: ['image/jpeg', 'image/png', 'image/webp'], description: 'The image.' },
      status: 201,
      response: {
        description: 'Stored, tied to the form.',
        schema: z.object({ fileId: z.string() }).strict(),
      },
      errors: {
        '403': 'The access code is missing or wrong (code FORBIDDEN).',
        '404': 'Unknown link, or the form is not PUBLISHED (code NOT_FOUND).',
        '413': `Larger than ${formatBytes(SMART_FORM_UPLOAD_MAX_BYTES)} (code PAYLOAD_TOO_LARGE).`,
        '422': 'Not a JPEG, PNG or WebP image (code VALIDATION_FAILED, field `file`).',
        '429': 'Too many uploads from this client (code RATE_LIMITED); see Retry-After.',
      },
      handler: async ({ req, res, params }) => {
        await limit(uploads, req, res, gatewaySecret);
        return { fileId: await receive(db, files, req, params.token) };
      },
    }),
  ]);
}
