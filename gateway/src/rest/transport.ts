// The gateway's HTTP calls to the REST API: node:http over kept-alive connections. It is on every GraphQL request's
// path, and undici's fetch (WHATWG streams, a Response object, an AbortSignal per call) costs a measurable share
// of the gateway's own time there (see bench/); a JSON call needs none of that.
import http from 'node:http';
import https from 'node:https';

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

// A reading request may be sent again when a kept-alive connection turns out to have been closed by the API just as
// it was reused (ECONNRESET before any answer: the API never read it). Node documents this race (`reusedSocket`);
// a write is never re-sent, since the API may have applied it.
const RETRIED_METHODS = new Set(['GET', 'HEAD']);

/** Sends one request and reads the whole (JSON) answer as text; rejects on a network failure or time-out. */
export async function sendJson(
  method: string,
  url: URL,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  timeoutMs: number,
  /** A read whatever its method (a list query sent as POST): may be sent again like a GET. */
  read = RETRIED_METHODS.has(method),
): Promise<JsonResponse> {
  const request = { method, url, headers, body, timeoutMs };
  try {
    return await sendOnce(request);
  } catch (error) {
    if (!(error instanceof StaleConnectionError) || !read) throw error;
    return sendOnce(request);
  }
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
