// The files routes: upload (the raw body, streamed to storage), the organisation's files on the list engine, one
// file's description, and its content (streamed back). Only these routes take a large body; every other keeps its
// 64 kB limit.
import { pipeline } from 'node:stream/promises';
import express, { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import { QueryInputError } from '../db/query-input.js';
import { listRoute } from '../http/list.js';
import { booleanQuery, header, idParam, singleQuery } from '../http/request.js';
import { FILES, toFileJson } from './model.js';
import { checkFileName, type FilesConfig, fileScope, findFile, uploadFile } from './service.js';

export type FilesDeps = { member: RequestHandler; files: FilesConfig };

const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

export function filesRouter({ member, files }: FilesDeps): Router {
  const router = Router();

  router.post('/files', member, async (req, res) => {
    const declared = header(req, 'content-length');
    const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const json = await uploadFile(authContext(res), files, {
      fileName: checkFileName(fileNameOf(req)),
      contentType: CONTENT_TYPE.test(type) && type.length <= 100 ? type : 'application/octet-stream',
      declaredBytes: declared === undefined ? undefined : Number(declared),
      content: req,
    });
    res.status(201).json(json);
  });

  router.get(
    '/files',
    member,
    listRoute({
      source: FILES,
      scope: (auth, req) => fileScope(auth, booleanQuery(req, 'mine', false)),
      toJson: toFileJson,
    }),
  );

  router.get('/files/:id', member, async (req, res) => {
    res.json(toFileJson(await findFile(authContext(res), idParam(req))));
  });

  router.get('/files/:id/content', member, async (req, res) => {
    const auth = authContext(res);
    const row = await findFile(auth, idParam(req));
    const content = await files.storage.read(auth.accountId, row.file_id);
    // Always a download, never rendered in our origin: an uploaded HTML file must not run as the app.
    res.status(200);
    res.setHeader('Content-Type', row.content_type);
    res.setHeader('Content-Length', String(row.size_bytes));
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(content, res);
  });

  return router;
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
