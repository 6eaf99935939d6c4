// The public filling page's two calls, passed through to the API without sign-in: GET /api/public/forms/<token> (the
// form) and POST /api/public/forms/<token>/submissions (a filled form; …/submissions/batch a device's queue of up to
// 100, one request against a limit of its own), and POST …/files (a photo or signature as raw bytes, at most 2 MiB,
// with its type and the form's access code). Nothing is decided here but who may ask: the host rule
// (SMART_FORMS_HOSTS: elsewhere 404, as every smart-forms route), and a rate per client address (as TRUST_PROXY
// resolves it), refused before the body is read. The API checks everything else, rate-limits again with the address
// the gateway tells it (proved by the shared secret), and answers what the browser then gets unchanged.
import { ERRORS } from '@aid/common/errors';
import { ClientRateLimiter } from '@aid/common/rate-limit';
import { SMART_FORM_UPLOAD_MAX_BYTES } from '@aid/common/smart-forms';
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { requestIdOf, requestLog } from '../logger.js';
import { sendJson } from '../rest/transport.js';
import { smartFormsHostGate } from './hosts.js';

/** The API's own limits (api/src/smart-forms/submissions/public.ts), so a client hits the same wall at either. */
export const PUBLIC_FORM_READS_PER_MINUTE = 60;
export const PUBLIC_SUBMISSIONS_PER_MINUTE = 120;
export const PUBLIC_SUBMISSION_BATCHES_PER_MINUTE = 60;
/** The API's own limit (api/src/smart-forms/submissions/public-files.ts): a form with two images sends three requests. */
export const PUBLIC_UPLOADS_PER_MINUTE = 60;
/** Answers may take 1,000,000 bytes as JSON; the API refuses past 1 MiB, so does this. */
const SUBMISSION_BODY_BYTES = 1024 * 1024;
/** The API's batch route (submissions/batch): up to 100 forms, 10 MiB. */
const SUBMISSION_BATCH_BODY_BYTES = 10 * 1024 * 1024;

export type PublicFormsOptions = {
  apiUrl: string;
  gatewaySecret?: string;
  hosts: readonly string[];
  readsPerMinute?: number;
  submissionsPerMinute?: number;
};

const clientOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

function limited(limiter: ClientRateLimiter): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const decision = limiter.take(clientOf(req));
    if (decision.allowed) {
      next();
      return;
    }
    res.setHeader('Retry-After', String(decision.retryAfterSeconds));
    res.status(ERRORS.RATE_LIMITED.status).json({
      message: `Too many requests from this address; try again in ${decision.retryAfterSeconds} s.`,
      code: 'RATE_LIMITED',
      requestId: requestIdOf(res),
    });
  };
}

/** What a POST carries on: the body as read (bytes, whatever they are), under `route` of the form's path. */
type Sent = { route: string; body: Buffer; contentType: string; accessCode?: string | undefined };

/** GET the form, or POST `sent` to the API, and answer what it answered. */
async function forward(options: PublicFormsOptions, req: Request, res: Response, sent?: Sent): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/json', 'x-request-id': requestIdOf(res) };
  if (options.gatewaySecret) {
    headers['x-gateway-secret'] = options.gatewaySecret;
    headers['x-forwarded-for'] = clientOf(req);
  }
  if (sent) headers['Content-Type'] = sent.contentType;
  if (sent?.accessCode !== undefined) headers['x-access-code'] = sent.accessCode;
  const token = encodeURIComponent(String(req.params.token));
  const path = sent ? `/public/forms/${token}/${sent.route}` : `/public/forms/${token}`;
  try {
    // node:http over the REST client's kept-alive connections: fetch costs a measurable share of a passthrough.
    const url = new URL(path, options.apiUrl);
    const answer = await sendJson(sent ? 'POST' : 'GET', url, headers, sent?.body, 30_000);
    res.status(answer.status);
    const retryAfter = answer.headers?.['retry-after'];
    if (retryAfter) res.setHeader('Retry-After', retryAfter);
    res.type(answer.headers?.['content-type'] ?? 'application/json');
    res.send(answer.text);
  } catch (error) {
    requestLog(res).error({ err: error }, 'forwarding a public smart-form request failed');
    res.status(502).json({ message: 'The form service cannot be reached.', code: 'BAD_GATEWAY' });
  }
}

/** A body over the limit or unreadable: refused here in the API's words (`message`), before it travels on. */
const bodyRefused =
  (message: string): ErrorRequestHandler =>
  (error: unknown, _req, res, next) => {
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
    if (status === 413) {
      res.status(413).json({ message, code: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    next(error);
  };

const tooLargeBody = (bytes: number) => `The request body is too large (limit ${Math.round(bytes / 1024)} kB)`;

/** Reads the body as bytes whatever its type (the API parses and answers one it cannot read) and POSTs it on. */
function passthrough(
  options: PublicFormsOptions,
  route: string,
  limit: number,
  refusal: string,
  withFile = false,
): [RequestHandler, RequestHandler, ErrorRequestHandler] {
  return [
    express.raw({ type: () => true, limit }),
    (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // An image keeps its type (the API decides it from the bytes anyway) and the form's access code.
      const contentType = withFile ? (req.get('content-type') ?? 'application/octet-stream') : 'application/json';
      const accessCode = withFile ? req.get('x-access-code') : undefined;
      return forward(options, req, res, { route, body, contentType, accessCode });
    },
    bodyRefused(refusal),
  ];
}

export function publicFormsRoutes(options: PublicFormsOptions): Router {
  const router = express.Router();
  const reads = new ClientRateLimiter(options.readsPerMinute ?? PUBLIC_FORM_READS_PER_MINUTE);
  const submissionsPerMinute = options.submissionsPerMinute ?? PUBLIC_SUBMISSIONS_PER_MINUTE;
  const submissions = new ClientRateLimiter(submissionsPerMinute);
  // As the API: raising the submissions' limit raises the batches' in the same proportion.
  const batches = new ClientRateLimiter(
    Math.ceil((submissionsPerMinute * PUBLIC_SUBMISSION_BATCHES_PER_MINUTE) / PUBLIC_SUBMISSIONS_PER_MINUTE),
  );
  router.use('/api/public/forms', smartFormsHostGate(options.hosts));
  // Photos and signatures, with their own rate.
  const uploads = new ClientRateLimiter(PUBLIC_UPLOADS_PER_MINUTE);
  router.post(
    '/api/public/forms/:token/files',
    limited(uploads),
    ...passthrough(
      options,
      'files',
      SMART_FORM_UPLOAD_MAX_BYTES,
      'The file is too large: at most 2 MiB can be uploaded',
      true,
    ),
  );
  router.get('/api/public/forms/:token', limited(reads), (req, res) => forward(options, req, res));
  router.post(
    '/api/public/forms/:token/submissions',
    limited(submissions),
    ...passthrough(options, 'submissions', SUBMISSION_BODY_BYTES, tooLargeBody(SUBMISSION_BODY_BYTES)),
  );
  // A device's queue sent at once: one request against its own limit, a body of up to 100 forms.
  router.post(
    '/api/public/forms/:token/submissions/batch',
    limited(batches),
    ...passthrough(
      options,
      'submissions/batch',
      SUBMISSION_BATCH_BODY_BYTES,
      tooLargeBody(SUBMISSION_BATCH_BODY_BYTES),
    ),
  );
  return router;
}
