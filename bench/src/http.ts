// The benchmarks' HTTP client: node:http over kept-alive connections, the same for the gateway and the REST API, so
// the figures measure the services rather than a client library's own per-request work.
import http, { type IncomingHttpHeaders } from 'node:http';

export type HttpAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function request(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export type Json = Record<string, unknown>;

/**
 * A JSON REST caller over fetch: `rest(method, path, body?)` against `baseUrl()` (read per call, for a bench whose
 * API is replaced mid-run) with `headers`; an answer outside 2xx throws with its status and body.
 */
export function fetchRest(baseUrl: () => string, headers: Record<string, string>) {
  return async (method: string, path: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/**
 * The API's REST routes as an organisation's member (`token` may name another member of it, e.g. an approver): JSON
 * in and out over keep-alive `request`; an answer of 300 or more throws with its status and body.
 */
export function memberRest(apiUrl: string, org: { token: string; accountId: string }) {
  const headers = { 'x-accountid': org.accountId, accept: 'application/json', 'content-type': 'application/json' };
  return async (method: string, path: string, body?: unknown, token = org.token): Promise<Json> => {
    const answer = await request(
      method,
      `${apiUrl}${path}`,
      { ...headers, authorization: `Bearer ${token}` },
      body === undefined ? '' : JSON.stringify(body),
    );
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text) as Json;
  };
}
