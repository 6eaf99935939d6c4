// Streams between the browser and the REST API for what is not GraphQL: uploads, downloads and exports. Nothing is
// buffered here. The caller is authenticated as for GraphQL (a bearer token, or the httpOnly access cookie a
// download link carries), partner keys excepted (GraphQL only); the API checks membership, scope and limits.
import { request } from 'node:http';
import type { AccessTokenVerifier } from '@aid/common/auth';
import { ERRORS, type ErrorCode } from '@aid/common/errors';
import { GATEWAY_MESSAGES } from '@aid/common/gateway';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { accountIdHeaderProblem, authenticate } from '../auth/authenticate.js';
import { ACCESS_COOKIE } from '../auth/cookies.js';
import { requestIdOf, requestLog } from '../logger.js';
import { gatewayError } from './errors.js';

export type StreamProxyOptions = { apiUrl: string; verifier: AccessTokenVerifier };

/** Request headers the API needs; nothing else (cookies above all) goes further. */
const FORWARDED = ['x-accountid', 'x-sitepath', 'x-file-name', 'content-type', 'content-length', 'transfer-encoding'];
/** Response headers the browser needs. */
// x-payment-export-id: which export a payment-instructions file is, so it can be downloaded again (payments).
const RETURNED = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
  'x-payment-export-id',
];

function cookieToken(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ACCESS_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Passes the request (query string included) to `path` on the API and its answer back, both as streams. */
export async function streamToApi(
  options: StreamProxyOptions,
  req: Request,
  res: Response,
  path: string,
): Promise<void> {
  const authorization = req.headers.authorization ?? (cookieToken(req) ? `Bearer ${cookieToken(req)}` : undefined);
  try {
    const caller = await authenticate(options.verifier, authorization, requestLog(res));
    if (caller.apiKeyId) throw gatewayError('UNAUTHENTICATED', GATEWAY_MESSAGES.partnerKeyGraphqlOnly());
  } catch (error) {
    const outage = error instanceof GraphQLError && error.extensions.code === 'IDENTITY_UNAVAILABLE';
    const code: ErrorCode = outage ? 'IDENTITY_UNAVAILABLE' : 'UNAUTHENTICATED';
    // Not read: the connection closes after the answer rather than taking a file nobody may send.
    res.setHeader('Connection', 'close');
    // The refusal's words, when it has some (the partner key's, or the sign-in's), go with it as the API sends them.
    const { messageKey, messageParams } = error instanceof GraphQLError ? error.extensions : {};
    res.status(ERRORS[code].status).json({
      message: (error as Error).message,
      code,
      ...(typeof messageKey === 'string' ? { messageKey } : {}),
      ...(messageParams ? { messageParams } : {}),
      requestId: requestIdOf(res),
    });
    return;
  }
  const accountIdProblem = accountIdHeaderProblem(req.headers['x-accountid']);
  if (accountIdProblem) {
    // As GraphQL answers it (and the API would): 403, said before any body is taken.
    res.setHeader('Connection', 'close');
    res
      .status(ERRORS.FORBIDDEN.status)
      .json({ message: accountIdProblem, code: 'FORBIDDEN', requestId: requestIdOf(res) });
    return;
  }
  const target = new URL(path + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''), options.apiUrl);
  const headers: Record<string, string> = { authorization: authorization ?? '', 'x-request-id': requestIdOf(res) };
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let answered = false;
  const upstream = request(
    { host: target.hostname, port: target.port, method: req.method, path: target.pathname + target.search, headers },
    (apiRes) => {
      answered = true;
      res.status(apiRes.statusCode ?? 502);
      for (const name of RETURNED) {
        const value = apiRes.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      // The API refused before reading the whole body (413): stop taking it from the browser too.
      if ((apiRes.statusCode ?? 0) >= 400 && !req.readableEnded) {
        req.unpipe(upstream);
        res.setHeader('Connection', 'close');
      }
      apiRes.pipe(res);
    },
  );
  // pipe() would keep the API's side open when the browser leaves mid-upload or mid-download (a closed tab, a
  // cancel), or when the API refused before taking the whole body (413): the API would wait for the rest of a body,
  // or hold the file open, until its timeouts. So once the answer is over, an unfinished exchange is closed.
  let callerGone = false;
  res.on('close', () => {
    callerGone = !res.writableFinished;
    if (callerGone || !upstream.writableFinished) upstream.destroy();
  });
  upstream.on('error', (error) => {
    // A refusal closes the API's side mid-body; its answer may arrive just after the write fails.
    setTimeout(() => {
      if (answered || callerGone || res.headersSent) return;
      requestLog(res).error({ err: error }, `forwarding ${req.method} ${path} failed`);
      res
        .status(502)
        .json({ message: 'The service cannot be reached.', code: 'BAD_GATEWAY', requestId: requestIdOf(res) });
    }, 200);
  });
  req.pipe(upstream);
}
