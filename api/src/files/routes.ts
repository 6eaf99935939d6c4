// The files routes: upload (the raw body, streamed to storage), the organisation's files on the list engine, one
// file's description, and its content (streamed back). Only these routes take a large body; every other keeps its
// 64 kB limit.
import { pipeline } from 'node:stream/promises';
import { fileJsonSchema } from '@aid/common/files';
import type express from 'express';
import type { RequestHandler, Router } from 'express';
import { QueryInputError } from '../db/query-input.js';
import { defineIdRoute } from '../http/id-route.js';
import { json, ref } from '../http/openapi.js';
import { booleanQuery, header, singleQuery } from '../http/request.js';
import { defineListRoute, defineRoute, idParamSpec, queryParam, routerOf } from '../http/route.js';
import { FILES, toFileJson } from './model.js';
import { checkFileName, type FilesConfig, fileScope, findFile, uploadFile } from './service.js';

export type FilesDeps = { member: RequestHandler; files: FilesConfig };

const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

const WHO =
  'Members see the files they uploaded; members who oversee users (USER_MANAGEMENT VIEW at level EVERYTHING) see ' +
  "every file of the organisation. Another organisation's file is never found (404).";
const notFound = 'No such file visible to the caller in this account (code NOT_FOUND).';

export function filesRouter({ member, files }: FilesDeps): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'post',
      path: '/files',
      operationId: 'uploadFile',
      summary: 'Upload a file (imports, reconciliation reports)',
      description:
        'The body is the file itself, streamed to storage (never held in memory). Name it with the header ' +
        '`x-file-name` (URI-encoded) or `?name=`; `Content-Type` is kept. Larger than the limit (UPLOAD_MAX_BYTES, ' +
        '1 GiB by default) is refused with 413, up front when Content-Length says so, else as soon as the limit ' +
        'is passed; nothing of a refused upload is kept.',
      // Read by the handler (fileNameOf), after the membership check, as before.
      parameters: [
        { name: 'x-file-name', in: 'header', required: false, schema: { type: 'string', maxLength: 1000 } },
        { name: 'name', in: 'query', required: false, schema: { type: 'string', maxLength: 255 } },
      ],
      upload: { contentType: '*/*', description: 'The file, as it is.' },
      status: 201,
      response: { description: 'Stored.', schema: fileJsonSchema },
      errors: {
        '413': 'Larger than the upload limit (code PAYLOAD_TOO_LARGE); the message states the limit.',
        '422': {
          description: 'No or an invalid file name (code VALIDATION_FAILED).',
          content: json(ref('ValidationError')),
        },
      },
      handler: async ({ auth, req }) => {
        const declared = header(req, 'content-length');
        const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        return uploadFile(auth, files, {
          fileName: checkFileName(fileNameOf(req)),
          contentType: CONTENT_TYPE.test(type) && type.length <= 100 ? type : 'application/octet-stream',
          declaredBytes: declared === undefined ? undefined : Number(declared),
          content: req,
        });
      },
    }),
    defineListRoute({
      path: '/files',
      operationId: 'listFiles',
      summary: "A page of the organisation's files, or files by id",
      description: `${WHO} \`mine=true\` keeps only the caller's own.`,
      name: 'File',
      item: fileJsonSchema,
      source: FILES,
      scope: (auth, req) => fileScope(auth, booleanQuery(req, 'mine', false)),
      toJson: toFileJson,
      extraQuery: { mine: queryParam.boolean(false, "Only the caller's own files.") },
    }),
    defineIdRoute({
      method: 'get',
      path: '/files/:id',
      operationId: 'getFile',
      summary: "One file's description",
      description: WHO,
      response: { description: 'The file.', schema: fileJsonSchema },
      notFound,
      handler: async (auth, id) => toFileJson(await findFile(auth, id)),
    }),
    defineRoute({
      method: 'get',
      path: '/files/:id/content',
      operationId: 'getFileContent',
      summary: "One file's content, streamed, as a download",
      description: `${WHO} Always \`Content-Disposition: attachment\` with \`nosniff\`.`,
      params: { id: idParamSpec },
      response: { description: 'The content.', contentType: 'application/octet-stream' },
      errors: { '404': notFound },
      handler: async ({ auth, res, params }) => {
        const row = await findFile(auth, params.id);
        const content = await files.storage.read(auth.accountId, row.file_id);
        // Always a download, never rendered in our origin: an uploaded HTML file must not run as the app.
        res.status(200);
        res.setHeader('Content-Type', row.content_type);
        res.setHeader('Content-Length', String(row.size_bytes));
        res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        await pipeline(content, res);
      },
    }),
  ]);
}

/** `x-file-name` (URI-encoded, so any name survives a header) or `?name=`. */
function fileNameOf(req: express.Request): string | undefined {
  const raw = header(req, 'x-file-name');
  if (raw === undefined) return singleQuery(req, 'name');
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new QueryInputError('fileName', 'INVALID_VALUE', 'x-file-name is not valid URI encoding');
  }
}
