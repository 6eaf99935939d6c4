// What the gateway sends compressed: the web build's precompressed copies chosen by Accept-Encoding, and the answers
// it makes on the fly above 1 KiB. Read with node:http, which (unlike fetch) hands over the bytes as sent.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from './index.js';
import { type StubApi, startStubApi } from './testing/stub-api.js';
import { chooseCoding } from './web.js';

let identity: TestIdentity;
let api: StubApi;
let gateway: RunningGateway;
let webDist: string;
let accessToken: string;

const script = `export const words = ${JSON.stringify('aid '.repeat(2000))};\n`;
/** The filling page's service worker (web/build/fill-sw.ts), above 1 KiB as the build's is. */
const fillWorker = `const FILES = ["/fill.html"];${' '.repeat(2000)}`;
const page = `<!doctype html><title>Aid</title><script type="module" src="/assets/main-1a2b.js"></script>${' '.repeat(2000)}`;

beforeAll(async () => {
  [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
  webDist = mkdtempSync(join(tmpdir(), 'aid-web-compressed-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'f'));
  // As web/build/precompress.ts leaves them: the original, and its copies.
  for (const [name, content] of [
    ['index.html', page],
    ['graphiql.html', page.replace('Aid', 'GraphQL IDE')],
    ['fill.html', page.replace('Aid', 'Filling page')],
    ['f/sw.js', fillWorker],
    ['assets/main-1a2b.js', script],
    ['manifest.webmanifest', JSON.stringify({ name: 'Aid', description: 'x'.repeat(2000) })],
  ] as const) {
    writeFileSync(join(webDist, name), content);
    writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(webDist, `${name}.gz`), gzipSync(content));
  }
  // Only a gzip copy: the client that accepts brotli only gets the original.
  writeFileSync(join(webDist, 'assets', 'style-3c4d.css'), `body{color:red}${' '.repeat(2000)}`);
  writeFileSync(join(webDist, 'assets', 'style-3c4d.css.gz'), gzipSync(`body{color:red}${' '.repeat(2000)}`));
  gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
    webDist,
  });
  ({ accessToken } = (await identity.user('compressed@example.org')).tokens);
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.stop();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('chooseCoding', () => {
  const both = new Set(['br', 'gzip'] as const);
  it('prefers brotli, takes the highest q, and never a coding refused with q=0', () => {
    expect(chooseCoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseCoding('gzip, br;q=0.5', both)).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(chooseCoding('*', both)).toBe('br');
    expect(chooseCoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(chooseCoding('identity', both)).toBeUndefined();
    expect(chooseCoding('x-gzip', both)).toBe('gzip');
    expect(chooseCoding('BR;Q=1.0', both)).toBe('br');
    expect(chooseCoding('br;q=oops, gzip', both)).toBe('gzip');
    expect(chooseCoding(undefined, both)).toBeUndefined();
    expect(chooseCoding('br', new Set(['gzip'] as const))).toBeUndefined();
  });
});

describe('the web build, precompressed', () => {
  it('sends the brotli copy to a client that accepts it, as JavaScript, immutable, varying by Accept-Encoding', async () => {
    const response = await raw('/assets/main-1a2b.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(response.body.equals(readFileSync(join(webDist, 'assets', 'main-1a2b.js.br')))).toBe(true);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is refused (q=0) or not offered', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const response = await raw('/assets/main-1a2b.js', { 'Accept-Encoding': accept });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('sends the original to a client that accepts no compression, still varying by Accept-Encoding', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of cases) {
      const response = await raw('/assets/main-1a2b.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.body.toString()).toBe(script);
    }
  });

  it('sends the copy the client accepts when only one was made', async () => {
    const gzip = await raw('/assets/style-3c4d.css', { 'Accept-Encoding': 'br, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    // The very bytes of the copy: not compressed again on the fly.
    expect(gzip.body.equals(readFileSync(join(webDist, 'assets', 'style-3c4d.css.gz')))).toBe(true);
  });

  it('compresses index.html for page routes and the IDE page, never cached without revalidation', async () => {
    for (const path of ['/', '/programs/prg--1', '/index.html']) {
      const response = await raw(path, { Accept: 'text/html', 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString()).toBe(page);
    }
    const ide = await raw('/graphiql', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(ide.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(ide.body).toString()).toMatch(/GraphQL IDE/);
    // A smart form's public link opens the filling page, not the app.
    const fill = await raw('/f/AbCdEfGhIjKlMnOpQrSt', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(fill.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(fill.body).toString()).toMatch(/Filling page/);
  });

  it("serves the filling page's service worker at /f/sw.js, not the page: JavaScript, revalidated, worker-src allowed", async () => {
    // Its path gives it the /f/ scope (no Service-Worker-Allowed needed); a form's token never contains a dot.
    for (const encoding of ['br', 'identity']) {
      const worker = await raw('/f/sw.js', { 'Accept-Encoding': encoding });
      expect(worker.status).toBe(200);
      expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['service-worker-allowed']).toBeUndefined();
      expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
      const body = encoding === 'br' ? brotliDecompressSync(worker.body) : worker.body;
      expect(body.toString()).toBe(fillWorker);
    }
  });

  it('keeps the web manifest its own type, and answers HEAD with the headers of the copy', async () => {
    const manifest = await raw('/manifest.webmanifest', { 'Accept-Encoding': 'br' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['content-encoding']).toBe('br');
    const head = await raw('/assets/main-1a2b.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('answers made on the fly', () => {
  it('compresses a GraphQL answer above 1 KiB with brotli or gzip, as the client asks', async () => {
    const fields = Array.from({ length: 40 }, (_, i) => `unknownField${i}`).join(' ');
    const body = JSON.stringify({ query: `{ ${fields} }` });
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${accessToken}`,
      'Accept-Encoding': 'br',
    };
    const br = await raw('/graphql', headers, 'POST', body);
    expect(br.status).toBe(400);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const text = brotliDecompressSync(br.body).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(br.body.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(text).errors).toHaveLength(40);

    const gzip = await raw('/graphql', { ...headers, 'Accept-Encoding': 'gzip' }, 'POST', body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    const plain = await raw('/graphql', { ...headers, 'Accept-Encoding': 'identity' }, 'POST', body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });

  it('compresses a JSON answer of the REST API passed on above 1 KiB, and leaves a small one as it is', async () => {
    api.answer = () => ({ status: 201, body: { reportId: 'rpt--1', note: 'n'.repeat(3000) } });
    const large = await raw(
      '/log-error',
      { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, br' },
      'POST',
      '{}',
    );
    expect(large.status).toBe(201);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.body).toString())).toMatchObject({ reportId: 'rpt--1' });

    api.answer = () => ({ status: 201, body: { reportId: 'rpt--2' } });
    const small = await raw(
      '/log-error',
      { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, br' },
      'POST',
      '{}',
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ reportId: 'rpt--2' });
  });
});
