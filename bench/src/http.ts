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
