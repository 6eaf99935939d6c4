// The filling page's photos and signatures: POST /api/public/forms/<token>/files passed through to the API as raw
// bytes (at most 2 MiB, refused here past that), with its Content-Type and the form's access code (x-access-code).
// The API reads the image type from the bytes and ties the file to the form; nothing is decided here but the host
// (the gate publicFormsRoutes mounts first) and a rate per client address (public.ts, apart from the submissions').
import { SMART_FORM_UPLOAD_MAX_BYTES } from '@aid/common/smart-forms';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { requestIdOf, requestLog } from '../logger.js';
import type { PublicFormsOptions } from './public.js';

/** The API's own limit (api/src/smart-forms/submissions/public-files.ts). */
export const PUBLIC_UPLOADS_PER_MINUTE = 60;

type ClientOf = (req: Request) => string;

async function forwardFile(options: PublicFormsOptions, clientOf: ClientOf, req: Request, res: Response) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-request-id': requestIdOf(res),
    'Content-Type': req.get('content-type') ?? 'application/octet-stream',
  };
  const code = req.get('x-access-code');
  if (code !== undefined) headers['x-access-code'] = code;
  if (options.gatewaySecret) {
    headers['x-gateway-secret'] = options.gatewaySecret;
    headers['x-forwarded-for'] = clientOf(req);
  }
  const token = encodeURIComponent(String(req.params.token));
  const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  try {
    const answer = await fetch(new URL(`/public/forms/${token}/files`, options.apiUrl), {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(30_000),
    });
    res.status(answer.status);
    const retryAfter = answer.headers.get('retry-after');
    if (retryAfter) res.setHeader('Retry-After', retryAfter);
    res.type(answer.headers.get('content-type') ?? 'application/json');
    res.send(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    requestLog(res).error({ err: error }, 'forwarding a public smart-form upload failed');
    res.status(502).json({ message: 'The form service cannot be reached.', code: 'BAD_GATEWAY' });
  }
}

/** Over 2 MiB: refused here in the API's words, before it travels on. */
const tooLarge: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  if (status !== 413) {
    next(error);
    return;
  }
  res.status(413).json({ message: 'The file is too large: at most 2 MiB can be uploaded', code: 'PAYLOAD_TOO_LARGE' });
};

/** The handlers after the rate limit: the raw body (at most 2 MiB), forwarded; `clientOf` names the client. */
export function filePassthrough(
  options: PublicFormsOptions,
  clientOf: ClientOf,
): [RequestHandler, RequestHandler, ErrorRequestHandler] {
  return [
    express.raw({ type: () => true, limit: SMART_FORM_UPLOAD_MAX_BYTES }),
    (req, res) => forwardFile(options, clientOf, req, res),
    tooLarge,
  ];
}
