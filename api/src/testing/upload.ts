// Test-only: a raw body sent over node:http, so a refusal (413) can be read even while the body is still being
// written, and a body can be streamed without Content-Length.
import { request } from 'node:http';
import type { Readable } from 'node:stream';

export type RawAnswer = { status: number; body: unknown; headers: Record<string, string | string[] | undefined> };

export type RawCall = {
  token?: string;
  accountId?: string;
  body?: Buffer | Readable;
  headers?: Record<string, string>;
};

export function sendRaw(base: string, method: string, path: string, call: RawCall = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, base);
    let answered = false;
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: target.pathname + target.search,
        // A fresh connection each time: a refused upload's connection is closed by the server mid-body.
        agent: false,
        headers: {
          ...(call.token ? { Authorization: `Bearer ${call.token}` } : {}),
          ...(call.accountId ? { 'x-accountid': call.accountId } : {}),
          ...(Buffer.isBuffer(call.body) ? { 'Content-Length': String(call.body.length) } : {}),
          ...call.headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const isJson = String(res.headers['content-type'] ?? '').includes('json');
          resolve({
            status: res.statusCode ?? 0,
            body: isJson ? (JSON.parse(raw.toString('utf8')) as unknown) : raw,
            headers: res.headers,
          });
        });
      },
    );
    // The answer can arrive just after a write to a connection the server closed mid-body fails.
    req.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 500));
    if (call.body === undefined) req.end();
    else if (Buffer.isBuffer(call.body)) req.end(call.body);
    else call.body.pipe(req);
  });
}

/** The smallest PNG: a 1×1 transparent pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of a JPEG (enough for the check by content; not a picture a browser could draw). */
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
