// The gateway's HTTP calls to the REST API: node:http over kept-alive connections. It is on every GraphQL request's
// path, and undici's fetch (WHATWG streams, a Response object, an AbortSignal per call) costs a measurable share
// of the gateway's own time there (see bench/); a JSON call needs none of that.
import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';

export type JsonResponse = {
  status: number;
  text: string;
  /** The answer's headers (the public form routes pass Retry-After on). */
  headers?: http.IncomingHttpHeaders;
};

// One pool per scheme for the process: connections to the API are reused across requests.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

// A request that is safe to repeat is sent once more when it demonstrably reached no live API process: a kept-alive
// connection the API closed just as it was reused (ECONNRESET before any answer; Node documents this race as
// `reusedSocket`), a connection refused or cut before an answer, or an answer of the balancer in front of the API
// processes (nginx's 502/503/504 page, not our JSON) because the process it chose died with the request. A
// deployment loses an API process now and then; without this, every request in flight there would reach the
// browser as a failure. Safe means a read, or a write the API applies once per idempotency key (a redemption, a
// hand-over, an offline batch); any other write is never re-sent, since the API may have applied it.
const REPEATABLE_METHODS = new Set(['GET', 'HEAD']);
/** The pause before the second try, so that the balancer has marked the dead process and a restart can begin. */
export const RESEND_PAUSE_MS = 150;
const CUT_CONNECTION = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** Sends one request and reads the whole (JSON) answer as text; rejects on a network failure or time-out. */
export async function sendJson(
  method: string,
  url: URL,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  timeoutMs: number,
  /** Safe to send twice whatever its method: a read sent as POST, a write deduplicated by an idempotency key. */
  repeatable = REPEATABLE_METHODS.has(method),
): Promise<JsonResponse> {
  const request = { method, url, headers, body, timeoutMs };
  let pause = RESEND_PAUSE_MS;
  try {
    const response = await sendOnce(request);
    if (!repeatable || !fromBalancer(response)) return response;
  } catch (error) {
    if (!repeatable || !lostRequest(error)) throw error;
    // A kept-alive connection found closed: a fresh one at once, the API is there.
    if (error instanceof StaleConnectionError) pause = 0;
  }
  if (pause > 0) await sleep(pause);
  return sendOnce(request);
}

/** A failure that left no answer behind: the connection was stale, refused, or cut by a process that died. */
function lostRequest(error: unknown): boolean {
  return error instanceof StaleConnectionError || CUT_CONNECTION.has((error as NodeJS.ErrnoException).code ?? '');
}

/**
 * A 502/503/504 that is not the API's own answer (the API always answers JSON): the balancer's, for a process that
 * died or could not be reached.
 */
function fromBalancer(response: JsonResponse): boolean {
  if (response.status !== 502 && response.status !== 503 && response.status !== 504) return false;
  return !String(response.headers?.['content-type'] ?? '').includes('json');
}

/** A kept-alive connection that the other side had closed: nothing was answered on it. */
class StaleConnectionError extends Error {}

type JsonRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
};

function sendOnce({ method, url, headers, body, timeoutMs }: JsonRequest): Promise<JsonResponse> {
  const secure = url.protocol === 'https:';
  const send = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method,
        agent: agents[secure ? 'https:' : 'http:'],
        headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      reject(stale ? new StaleConnectionError(error.message, { cause: error }) : error);
    });
    req.end(body);
  });
}
